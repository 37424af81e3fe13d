import Check from 'lucide-react/icons/check'
import { lazy, Suspense } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../../styled-system/css'
import type { MessageId } from '../../../i18n/en'
import { RoadIllustration } from './RoadIllustration'

// The form (date picker, combobox, Temporal) is its own chunk: the headline paints without
// waiting for it, and a box of the form's size holds its place so nothing moves.
const SearchForm = lazy(() =>
  import('../../../components/search-form/SearchForm').then((module) => ({ default: module.SearchForm })),
)
const formPlaceholder = css({
  minHeight: { base: '22rem', md: '12rem', lg: '8rem' },
  borderRadius: 'lg',
  bg: 'bg.surface',
  opacity: 0.08,
})

const points: MessageId[] = ['home.hero.point.prices', 'home.hero.point.payment', 'home.hero.point.languages']

// The search form comes right after the title, so it is above the fold on a phone too; on a
// wide screen it spans the hero under the pitch and the illustration.
export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className={css({ bg: 'bg.inverse', color: 'fg.inverse', overflow: 'hidden' })}
    >
      <div
        className={css({
          maxWidth: 'container',
          mx: 'auto',
          px: { base: '2', md: '3' },
          py: { base: '3', md: '8' },
          display: 'grid',
          columnGap: '6',
          rowGap: { base: '3', md: '4' },
          alignItems: 'center',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '7fr 5fr' },
          gridTemplateAreas: { base: '"title" "form" "details" "art"', md: '"title art" "details art" "form form"' },
        })}
      >
        <div className={css({ gridArea: 'title', alignSelf: 'end' })}>
          <p className={css({ textStyle: 'eyebrow', color: 'accent.onInverse', mb: '2' })}>
            <FormattedMessage id="home.hero.eyebrow" />
          </p>
          <h1
            id="hero-title"
            className={css({ textStyle: 'display', fontSize: { base: '4xl', md: '5xl' }, maxWidth: '14em' })}
          >
            <FormattedMessage id="home.hero.title" />
          </h1>
        </div>
        <div className={css({ gridArea: 'details', alignSelf: 'start' })}>
          <p className={css({ fontSize: { base: 'lg', md: 'xl' }, color: 'fg.inverseMuted', maxWidth: 'prose' })}>
            <FormattedMessage id="home.hero.pitch" />
          </p>
          <ul className={css({ mt: '3', display: 'grid', gap: '1' })}>
            {points.map((point) => (
              <li key={point} className={css({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'lg' })}>
                <Check aria-hidden className={css({ color: 'accent.onInverse', width: 'icon', height: 'icon', flexShrink: 0 })} />
                <FormattedMessage id={point} />
              </li>
            ))}
          </ul>
        </div>
        <div className={css({ gridArea: 'form' })}>
          <Suspense fallback={<div aria-hidden className={formPlaceholder} />}>
            <SearchForm />
          </Suspense>
        </div>
        <div className={css({ gridArea: 'art', display: 'flex', justifyContent: 'center' })}>
          <RoadIllustration />
        </div>
      </div>
    </section>
  )
}
