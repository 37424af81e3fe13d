import { FormattedMessage } from 'react-intl'
import { Link } from 'wouter'
import { css } from '../../../styled-system/css'
import { appRoutes } from '../../domain/routes'
import { LogoMark } from '../components/Logo'
import { NewsletterForm } from '../pages/newsletter/NewsletterForm'
import type { MessageId } from '../i18n/en'
import { useConfig } from './config-context'

// Only pages that exist are linked: sections of the home page and registered pages.
const linkClass = css({
  color: 'fg.inverseMuted',
  textDecoration: 'none',
  _hover: { color: 'fg.inverse', textDecoration: 'underline' },
})
const headingClass = css({ textStyle: 'eyebrow', color: 'fg.inverse', mb: '1.5' })

function FooterLink({ section, label }: { section: string; label: MessageId }) {
  return (
    <li>
      <a href={`/#${section}`} className={linkClass}>
        <FormattedMessage id={label} />
      </a>
    </li>
  )
}

/** A link to a page of the SPA (client-side navigation). */
function FooterPageLink({ href, label }: { href: string; label: MessageId }) {
  return (
    <li>
      <Link href={href} className={linkClass}>
        <FormattedMessage id={label} />
      </Link>
    </li>
  )
}

// Room between a page's content and the footer, unless the page ends with a band of its own (the
// home page's sections), where that room would be an empty strip of the page's colour.
const footerStyle = css({ bg: 'bg.inverse', color: 'fg.inverseMuted', mt: '10', 'main:has(> [data-band]:last-child) + &': { mt: '0' } })

export function Footer() {
  const { hideSuppliers, contactEmail } = useConfig()
  return (
    <footer className={footerStyle}>
      <div
        className={css({
          maxWidth: 'container',
          mx: 'auto',
          px: { base: '2', md: '3' },
          py: '6',
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', sm: '1fr 1fr', lg: '2fr 1fr 1fr 1fr' },
        })}
      >
        <div>
          <p className={css({ display: 'flex', alignItems: 'center', gap: '1', color: 'fg.inverse', fontWeight: 'bold', fontSize: 'lg', mb: '1.5' })}>
            <LogoMark />
            <FormattedMessage id="app.name" />
          </p>
          <p className={css({ maxWidth: '360px' })}>
            <FormattedMessage id="footer.corporate" />
          </p>
        </div>
        <nav aria-labelledby="footer-corporate">
          <h2 id="footer-corporate" className={headingClass}>
            <FormattedMessage id="footer.corporateLinks" />
          </h2>
          <ul className={css({ display: 'grid', gap: '1', listStyle: 'none' })}>
            <FooterPageLink href={appRoutes.about} label="footer.links.about" />
            <FooterPageLink href={appRoutes.tos} label="footer.links.tos" />
            <FooterPageLink href={appRoutes.privacy} label="footer.links.privacy" />
            <FooterPageLink href={appRoutes.cookiePolicy} label="footer.links.cookiePolicy" />
          </ul>
        </nav>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={headingClass}>
            <FormattedMessage id="footer.explore" />
          </h2>
          <ul className={css({ display: 'grid', gap: '1', listStyle: 'none' })}>
            <FooterLink section="car-sizes" label="footer.links.carSizes" />
            <FooterLink section="destinations" label="footer.links.destinations" />
            <FooterPageLink href={appRoutes.locations} label="locations.footerLink" />
            {hideSuppliers ? null : <FooterPageLink href={appRoutes.suppliers} label="suppliers.footerLink" />}
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className={headingClass}>
            <FormattedMessage id="footer.support" />
          </h2>
          <ul className={css({ display: 'grid', gap: '1', listStyle: 'none' })}>
            <FooterPageLink href={appRoutes.contact} label="footer.links.contact" />
            <FooterPageLink href={appRoutes.faq} label="footer.links.faq" />
            <FooterLink section="customer-care" label="footer.links.customerCare" />
            {contactEmail ? (
              <li>
                <a href={`mailto:${contactEmail}`} className={linkClass}>
                  <FormattedMessage id="footer.links.email" values={{ email: contactEmail }} />
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
      <div className={css({ maxWidth: 'container', mx: 'auto', px: { base: '2', md: '3' }, pb: '6' })}>
        <div className={css({ maxWidth: '480px' })}>
          <NewsletterForm />
        </div>
      </div>
      <div className={css({ borderTopWidth: '1px', borderColor: 'gray.700' })}>
        <p className={css({ maxWidth: 'container', mx: 'auto', px: { base: '2', md: '3' }, py: '2', fontSize: 'sm' })}>
          <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
          {/* The analytics consent choice, changed on the cookie policy (issue 10). */}
          {' · '}
          <Link href={`${appRoutes.cookiePolicy}#your-choice`} className={linkClass}>
            <FormattedMessage id="consent.footerLink" />
          </Link>
        </p>
      </div>
    </footer>
  )
}
