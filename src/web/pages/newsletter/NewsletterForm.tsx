import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { css, cx } from '../../../../styled-system/css'
import { field } from '../../../../styled-system/recipes'
import { api } from '../../api/client'
import { useLanguage } from '../../app/language-context'
import { useBotCheck } from '../../app/recaptcha'
import { Button } from '../../components/ui/button'
import type { MessageId } from '../../i18n/en'
import { isEmail } from '../../../domain/email'

type Outcome = { tone: 'success' | 'error'; id: MessageId; values?: Record<string, string> }

/**
 * The footer's subscription form (e-mail only). Its answer is the same whatever the address, so it
 * reveals nothing; the subscription counts once confirmed from the e-mail the server sends.
 */
export function NewsletterForm() {
  const intl = useIntl()
  const { language } = useLanguage()
  const botCheck = useBotCheck()
  const [email, setEmail] = useState('')
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const address = email.trim()
    if (!address) {
      setOutcome({ tone: 'error', id: 'auth.error.fillIn', values: { fields: intl.formatMessage({ id: 'newsletter.field.email' }) } })
      return
    }
    if (!isEmail(address)) {
      setOutcome({ tone: 'error', id: 'auth.error.invalidEmail' })
      return
    }
    setSending(true)
    setOutcome(null)
    try {
      let recaptchaToken: string | undefined
      try {
        recaptchaToken = await botCheck.getToken('newsletter')
      } catch {
        setOutcome({ tone: 'error', id: 'auth.error.recaptcha' })
        return
      }
      const { response } = await api.POST('/api/subscribe', { body: { email: address, language, recaptchaToken } })
      if (response.ok) {
        setEmail('')
        setOutcome({ tone: 'success', id: 'newsletter.subscribed' })
      } else if (response.status === 429) setOutcome({ tone: 'error', id: 'auth.error.rateLimited' })
      else if (response.status === 400) setOutcome({ tone: 'error', id: 'auth.error.recaptcha' })
      else setOutcome({ tone: 'error', id: 'newsletter.error.unavailable' })
    } catch {
      setOutcome({ tone: 'error', id: 'newsletter.error.unavailable' })
    } finally {
      setSending(false)
    }
  }

  const styles = field()
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="footer-newsletter" aria-busy={sending}>
      <h2 id="footer-newsletter" className={css({ textStyle: 'eyebrow', color: 'fg.inverse', mb: '1.5' })}>
        <FormattedMessage id="newsletter.heading" />
      </h2>
      <p className={css({ mb: '1.5' })}>
        <FormattedMessage id="newsletter.intro" />
      </p>
      <label htmlFor="newsletter-email" className={css({ display: 'block', color: 'fg.inverse', fontWeight: 'medium', mb: '0.5' })}>
        <FormattedMessage id="newsletter.field.email" />
      </label>
      <div className={css({ display: 'flex', gap: '1', flexWrap: 'wrap' })}>
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
            setOutcome(null)
          }}
          aria-invalid={outcome?.tone === 'error' ? true : undefined}
          aria-describedby="newsletter-outcome"
          className={cx(styles.input, css({ flex: '1 1 12rem', width: 'auto' }))}
        />
        <Button type="submit" disabled={sending}>
          <FormattedMessage id="newsletter.subscribe" />
        </Button>
      </div>
      <p id="newsletter-outcome" role="status" className={css({ mt: '1', color: 'fg.inverse', fontWeight: 'medium' })}>
        {outcome ? <FormattedMessage id={outcome.id} values={outcome.values} /> : null}
      </p>
    </form>
  )
}
