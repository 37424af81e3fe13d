import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { MessageId } from '../../i18n/en'
import { useConfig } from '../config-context'
import { useAnalyticsConsent, type AnalyticsConsentState } from './analytics-consent'
import { ConsentButtons } from './ConsentButtons'

const stateMessages: Record<AnalyticsConsentState, MessageId> = {
  granted: 'consent.state.granted',
  denied: 'consent.state.denied',
  undecided: 'consent.state.undecided',
}

const HEADING_ID = 'consent-choice-heading'

/** The cookie policy's control: the current analytics choice, and the two buttons to change it. */
export function ConsentChoice() {
  const { analyticsId } = useConfig()
  const consent = useAnalyticsConsent()
  return (
    <section
      id="your-choice"
      aria-labelledby={HEADING_ID}
      className={css({
        maxWidth: 'prose',
        mx: 'auto',
        px: '2',
        pb: { base: '4', md: '8' },
      })}
    >
      <div className={css({ p: '2', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', display: 'grid', gap: '1.5' })}>
        <h2 id={HEADING_ID} className={css({ textStyle: 'h3', fontSize: 'xl' })}>
          <FormattedMessage id="consent.control.label" />
        </h2>
        {analyticsId ? (
          <>
            {/* Announced when the choice changes. */}
            <p role="status">
              <FormattedMessage id={stateMessages[consent]} />
            </p>
            <ConsentButtons />
          </>
        ) : (
          <p>
            <FormattedMessage id="consent.notConfigured" />
          </p>
        )}
      </div>
    </section>
  )
}
