import { lazy, Suspense } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link } from 'wouter'
import { css } from '../../../../styled-system/css'
import { appRoutes } from '../../../domain/routes'
import type { MessageId } from '../../i18n/en'

// The search form (date picker, combobox) is its own chunk, as on the home page: the headline and
// the links paint without waiting for it, and a box of the form's size holds its place.
const SearchForm = lazy(() => import('../../components/search-form/SearchForm').then((module) => ({ default: module.SearchForm })))
const formPlaceholder = css({ minHeight: { base: '22rem', md: '12rem', lg: '8rem' } })

/** Where a lost visitor may want to go instead; the texts are the header's and footer's own. */
const WAYS_ON: { href: string; label: MessageId }[] = [
  { href: appRoutes.home, label: 'headerMenu.home' },
  { href: appRoutes.locations, label: 'locations.footerLink' },
  { href: appRoutes.faq, label: 'footer.links.faq' },
  { href: appRoutes.contact, label: 'footer.links.contact' },
  { href: appRoutes.bookings, label: 'bookings.pageTitle' },
]

const linkStyle = css({ color: 'fg.default', textDecoration: 'underline', fontWeight: 'medium' })

/** Any unregistered path (spec §2): the headline, a search, and the main pages. */
export default function NotFoundPage() {
  return (
    <div className={css({ maxWidth: 'container', mx: 'auto', px: { base: '2', md: '3' }, py: { base: '6', md: '10' }, display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div className={css({ maxWidth: 'prose', mx: 'auto', textAlign: 'center' })}>
        <p aria-hidden="true" className={css({ fontSize: '5xl', fontWeight: 'bold', color: 'fg.muted', lineHeight: 'tight' })}>
          404
        </p>
        <h1 className={css({ textStyle: 'h2', mt: '1' })}>
          <FormattedMessage id="notFound.title" />
        </h1>
        <p className={css({ mt: '1.5', color: 'fg.muted', fontSize: 'lg' })}>
          <FormattedMessage id="notFound.body" />
        </p>
      </div>
      <section aria-labelledby="not-found-search" className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
        <h2 id="not-found-search" className={css({ textStyle: 'h3' })}>
          <FormattedMessage id="notFound.search" />
        </h2>
        <Suspense fallback={<div aria-hidden className={formPlaceholder} />}>
          <SearchForm />
        </Suspense>
      </section>
      <nav aria-labelledby="not-found-links" className={css({ textAlign: 'center' })}>
        <h2 id="not-found-links" className={css({ textStyle: 'h3' })}>
          <FormattedMessage id="notFound.links" />
        </h2>
        <ul className={css({ mt: '1.5', display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: '3', rowGap: '1' })}>
          {WAYS_ON.map(({ href, label }) => (
            <li key={href}>
              <Link href={href} className={linkStyle}>
                <FormattedMessage id={label} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
