import { ArrowRight, Check } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../../styled-system/css'
import { button } from '../../../../../styled-system/recipes'
import type { MessageId } from '../../../i18n/en'
import { RoadIllustration } from './RoadIllustration'

const points: MessageId[] = ['home.hero.point.prices', 'home.hero.point.payment', 'home.hero.point.languages']

// The search form lands here with the next issue.
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
          py: { base: '6', md: '12' },
          display: 'grid',
          gap: { base: '4', md: '6' },
          alignItems: 'center',
          gridTemplateColumns: { base: '1fr', md: '7fr 5fr' },
        })}
      >
        <div>
          <p className={css({ textStyle: 'eyebrow', color: 'accent.onInverse', mb: '2' })}>
            <FormattedMessage id="home.hero.eyebrow" />
          </p>
          <h1
            id="hero-title"
            className={css({ textStyle: 'display', fontSize: { base: '4xl', md: '5xl' }, maxWidth: '14em' })}
          >
            <FormattedMessage id="home.hero.title" />
          </h1>
          <p className={css({ mt: '2', fontSize: { base: 'lg', md: 'xl' }, color: 'fg.inverseMuted', maxWidth: 'prose' })}>
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
          <a
            href="#destinations"
            className={`${button({ size: 'lg', variant: 'outline' })} ${css({ mt: '4' })}`}
          >
            <FormattedMessage id="home.hero.cta" />
            <ArrowRight aria-hidden />
          </a>
        </div>
        <RoadIllustration />
      </div>
    </section>
  )
}
