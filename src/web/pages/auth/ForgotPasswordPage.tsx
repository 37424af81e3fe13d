import { useRef, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'wouter'
import { api, toApiError } from '../../api/client'
import { useBotCheck } from '../../app/recaptcha'
import { Button } from '../../components/ui/button'
import { isEmail } from './rules'
import { ErrorSummary } from '../../components/error-summary/ErrorSummary'
import { AuthLayout, FormAlert, formStyle, linkStyle, mutedText, TextField, type Message } from './ui'

/** /forgot-password: POST /api/resend/frontend/{email}/true. */
export default function ForgotPasswordPage() {
  const intl = useIntl()
  const botCheck = useBotCheck()
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<Message | null>(null)
  const [alert, setAlert] = useState<Message | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  /** Bumped by a refused submit: the error summary takes the focus. */
  const [summaryFocus, setSummaryFocus] = useState(0)
  const emailLabel = intl.formatMessage({ id: 'auth.field.email' })
  // The field's error in the summary: 'Please fill in the field(s): Email' as it is, else under 'Please fix errors'.
  const summary: Message | null = fieldError ? (fieldError.id === 'auth.error.fillIn' ? fieldError : { id: 'auth.error.fixErrors' }) : alert
  const summaryFields = fieldError
    ? [{ id: 'forgot-email', label: emailLabel, message: intl.formatMessage({ id: fieldError.id }, fieldError.values) }]
    : []

  async function submit(event: FormEvent) {
    event.preventDefault()
    const address = email.trim()
    const invalid: Message | null = !address
      ? { id: 'auth.error.fillIn', values: { fields: intl.formatMessage({ id: 'auth.field.email' }) } }
      : isEmail(address)
        ? null
        : { id: 'auth.error.invalidEmail' }
    setFieldError(invalid)
    setAlert(null)
    if (invalid) {
      setSummaryFocus((n) => n + 1)
      return
    }
    setSending(true)
    try {
      let recaptchaToken: string | undefined
      try {
        recaptchaToken = await botCheck.getToken('forgot_password')
      } catch {
        setAlert({ id: 'auth.error.recaptcha' })
        return
      }
      const { error, response } = await api.POST('/api/resend/{appType}/{email}/{reset}', {
        params: { path: { appType: 'frontend', email: address, reset: true } },
        // The bot-check token travels in the body when the check is on.
        ...(recaptchaToken ? ({ body: { recaptchaToken } } as object) : {}),
      })
      if (response.ok) {
        setSentTo(address)
        return
      }
      const { code } = toApiError(error, response)
      if (code === 'EMAIL_NOT_REGISTERED' || response.status === 404) {
        setFieldError({ id: 'auth.error.emailNotRegistered' })
        setSummaryFocus((n) => n + 1)
      } else if (code === 'RECAPTCHA_ERROR') setAlert({ id: 'auth.error.recaptcha' })
      else if (code === 'RATE_LIMITED') setAlert({ id: 'auth.error.rateLimited' })
      else setAlert({ id: 'auth.error.unhandled' })
    } catch {
      setAlert({ id: 'auth.error.unhandled' })
    } finally {
      setSending(false)
    }
  }

  return (
    <AuthLayout title="auth.forgot.title">
      {sentTo ? (
        <>
          <FormAlert tone="success" message={{ id: 'auth.forgot.sent' }} />
          <p className={mutedText}>
            <FormattedMessage id="auth.forgot.sentBody" values={{ email: sentTo }} />
          </p>
        </>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className={formStyle} aria-busy={sending}>
          <p className={mutedText}>
            <FormattedMessage id="auth.forgot.intro" />
          </p>
          <ErrorSummary message={summary} fields={summaryFields} focusKey={summaryFocus} />
          <TextField
            id="forgot-email"
            label="auth.field.email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(v) => {
              setEmail(v)
              setFieldError(null)
            }}
            error={fieldError}
            inputRef={inputRef}
          />
          <Button type="submit" disabled={sending}>
            <FormattedMessage id="auth.forgot.submit" />
          </Button>
        </form>
      )}
      <Link href="/sign-in" className={linkStyle}>
        <FormattedMessage id="auth.forgot.backToSignIn" />
      </Link>
    </AuthLayout>
  )
}
