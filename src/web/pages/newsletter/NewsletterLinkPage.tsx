import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { useSearch } from 'wouter'
import { api } from '../../api/client'
import { Button } from '../../components/ui/button'
import type { MessageId } from '../../i18n/en'
import { AuthLayout, FormAlert, mutedText, type Message } from '../auth/ui'

type LinkAction = 'confirm' | 'unsubscribe'

const TEXTS: Record<LinkAction, { heading: MessageId; intro: MessageId; action: MessageId; done: MessageId }> = {
  confirm: {
    heading: 'newsletter.confirm.heading',
    intro: 'newsletter.confirm.intro',
    action: 'newsletter.confirm.action',
    done: 'newsletter.confirm.done',
  },
  unsubscribe: {
    heading: 'newsletter.unsubscribe.heading',
    intro: 'newsletter.unsubscribe.intro',
    action: 'newsletter.unsubscribe.action',
    done: 'newsletter.unsubscribe.done',
  },
}

/**
 * The page of a newsletter e-mail's link (?t=token), without signing in. The visitor presses the
 * button: opening the link alone changes nothing, so mail scanners that follow links neither
 * confirm nor unsubscribe anybody.
 */
export function NewsletterLinkPage({ action }: { action: LinkAction }) {
  const texts = TEXTS[action]
  // the router's query, which the server renders from too
  const token = new URLSearchParams(useSearch()).get('t') ?? ''
  const [outcome, setOutcome] = useState<Message | null>(token.length >= 16 ? null : { id: 'newsletter.invalidLink' })
  const [done, setDone] = useState(false)
  const [sending, setSending] = useState(false)

  async function send() {
    setSending(true)
    setOutcome(null)
    try {
      const path = action === 'confirm' ? '/api/confirm-subscription' : '/api/unsubscribe'
      const { response } = await api.POST(path, { body: { token } })
      if (response.ok) setDone(true)
      else if (response.status === 404 || response.status === 400) setOutcome({ id: 'newsletter.invalidLink' })
      else if (response.status === 429) setOutcome({ id: 'auth.error.rateLimited' })
      else setOutcome({ id: 'newsletter.error.unavailable' })
    } catch {
      setOutcome({ id: 'newsletter.error.unavailable' })
    } finally {
      setSending(false)
    }
  }

  const invalid = token.length < 16
  return (
    <AuthLayout title={texts.heading}>
      {done ? (
        <FormAlert tone="success" message={{ id: texts.done }} />
      ) : (
        <>
          <FormAlert message={outcome} />
          {invalid ? null : (
            <>
              <p className={mutedText}>
                <FormattedMessage id={texts.intro} />
              </p>
              <Button type="button" disabled={sending} onClick={() => void send()}>
                <FormattedMessage id={texts.action} />
              </Button>
            </>
          )}
        </>
      )}
    </AuthLayout>
  )
}
