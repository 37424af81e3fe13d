import { useEffect, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageId } from '../../i18n/en'
import { toastFailure, toastUpdated } from './feedback'
import { LoadState, mutedText, SettingsSection } from './parts'
import { getNewsletterSubscription, updateNewsletterSubscription, type NewsletterSubscription, type User } from './settings-api'
import { SettingSwitch } from './SettingSwitch'

const HINT_ID = 'newsletter-hint'

type Loaded =
  | { status: 'loading' }
  | { status: 'failed' }
  // `saving`: the choice being saved, shown by the switch at once; the hint tells what the server holds.
  | { status: 'ready'; subscription: NewsletterSubscription; saving: boolean | null }

function hintOf({ subscribed, pending }: NewsletterSubscription): MessageId {
  if (subscribed) return 'settings.newsletter.subscribed'
  return pending ? 'settings.newsletter.pending' : 'settings.newsletter.notSubscribed'
}

/**
 * The newsletter subscription of the driver's own account e-mail: on when confirmed (or awaiting
 * its confirmation e-mail, which the hint says), saved as soon as the switch flips.
 */
export function NewsletterSection({ user }: { user: User }) {
  const [state, setState] = useState<Loaded>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let active = true
    setState({ status: 'loading' })
    getNewsletterSubscription().then(
      (subscription) => active && setState({ status: 'ready', subscription, saving: null }),
      (error: unknown) => {
        console.error(error)
        if (active) setState({ status: 'failed' })
      },
    )
    return () => {
      active = false
    }
  }, [attempt])

  async function change(subscribed: boolean, before: NewsletterSubscription) {
    // Shown at once and put back if the server refuses, so the switch never says what is not saved.
    setState({ status: 'ready', subscription: before, saving: subscribed })
    try {
      setState({ status: 'ready', subscription: await updateNewsletterSubscription(subscribed), saving: null })
      toastUpdated()
    } catch (error) {
      setState({ status: 'ready', subscription: before, saving: null })
      toastFailure(error)
    }
  }

  return (
    <SettingsSection id="newsletter" title="settings.newsletter.title">
      <LoadState status={state.status} failed="settings.newsletter.loadFailed" onRetry={() => setAttempt((count) => count + 1)} />
      {state.status === 'ready' ? (
        <>
          <SettingSwitch
            label={<FormattedMessage id="settings.newsletter.switch" />}
            checked={state.saving ?? (state.subscription.subscribed || state.subscription.pending)}
            disabled={state.saving !== null}
            onChange={(subscribed) => void change(subscribed, state.subscription)}
            describedBy={HINT_ID}
          />
          <p id={HINT_ID} aria-live="polite" className={mutedText}>
            <FormattedMessage id={hintOf(state.subscription)} values={{ email: user.email }} />
          </p>
        </>
      ) : null}
    </SettingsSection>
  )
}
