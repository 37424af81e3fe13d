import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { api } from '../../api/client'
import { Button } from '../../components/ui/button'
import { FormAlert, type Message } from './ui'

/**
 * 'Send the validation email again' (spec §2, §8): POST /api/resend/frontend/{email}/false, or
 * /api/resend-link for a signed-in user. Says 'Validation email sent' or the spec's failure message.
 */
export function ResendValidation({ email, signedIn = false, label = 'auth.validation.resend' }: {
  email: string
  signedIn?: boolean
  label?: 'auth.validation.resend' | 'auth.activate.sendNewLink'
}) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle')

  async function resend() {
    setState('sending')
    try {
      const { response } = signedIn
        ? await api.POST('/api/resend-link', { body: { email } })
        : await api.POST('/api/resend/{appType}/{email}/{reset}', {
            params: { path: { appType: 'frontend', email, reset: false } },
          })
      setState(response.ok ? 'sent' : 'failed')
    } catch {
      setState('failed')
    }
  }

  const message: Message | null =
    state === 'sent' ? { id: 'auth.validation.sent' } : state === 'failed' ? { id: 'auth.error.validationEmailFailed' } : null
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' })}>
      <Button variant="outline" disabled={state === 'sending'} onClick={() => void resend()}>
        <FormattedMessage id={label} />
      </Button>
      <div aria-live="polite" className={css({ width: 'full' })}>
        {message ? <FormAlert message={message} tone={state === 'sent' ? 'success' : 'error'} /> : null}
      </div>
    </div>
  )
}
