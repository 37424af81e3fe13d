import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link } from 'wouter'
import { css } from '../../../../styled-system/css'
import { appRoutes } from '../../../domain/routes'
import { useConfig } from '../config-context'
import { useAnalyticsConsent } from './analytics-consent'
import { ConsentButtons } from './ConsentButtons'

const HEADING_ID = 'consent-banner-heading'

/**
 * Asks once for analytics consent, when the site has analytics. A bar at the end of the page that
 * sticks to the bottom of the screen: not a dialog, so it traps no focus and the page stays usable
 * (at the end of the page it sits below the footer, hiding nothing).
 */
export function ConsentBanner() {
  const { analyticsId } = useConfig()
  const consent = useAnalyticsConsent()
  if (!analyticsId || consent !== 'undecided') return null
  return (
    <section
      aria-labelledby={HEADING_ID}
      className={css({
        position: 'sticky',
        bottom: 0,
        zIndex: 'header',
        bg: 'bg.surface',
        borderTopWidth: '1px',
        borderColor: 'border.strong',
        boxShadow: 'lg',
      })}
    >
      <div
        className={css({
          maxWidth: 'container',
          mx: 'auto',
          px: { base: '2', md: '3' },
          py: '1.5',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '1.5',
        })}
      >
        <div className={css({ flex: '1 1 320px' })}>
          <h2 id={HEADING_ID} className={css({ fontWeight: 'semibold' })}>
            <FormattedMessage id="consent.banner.label" />
          </h2>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            <FormattedMessage
              id="consent.banner.text"
              values={{
                policyLink: (chunks: ReactNode[]) => (
                  <Link href={appRoutes.cookiePolicy} className={css({ color: 'fg.default', textDecoration: 'underline' })}>
                    {chunks}
                  </Link>
                ),
              }}
            />
          </p>
        </div>
        <ConsentButtons />
      </div>
    </section>
  )
}
