import { useEffect, useRef, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { api, toApiError } from '../../api/client'
import { useBotCheck } from '../../app/recaptcha'
import { useSession } from '../../app/session-context'
import { ErrorSummary, summaryFieldsOf } from '../../components/error-summary/ErrorSummary'
import { Button } from '../../components/ui/button'
import { AuthLayout, FormAlert, formStyle, mutedText, TextField, type Message } from '../auth/ui'
import { checkContact, CONTACT_FIELD_LABELS, CONTACT_LIMITS, type ContactDraft, type ContactField } from './contact-form'
import { MessageField } from './MessageField'

const EMPTY: ContactDraft = { email: '', subject: '', message: '' }

/** /contact (spec §3): POST /api/send-email with isContactForm; the server delivers it to CONTACT_EMAIL. */
export default function ContactPage() {
  const intl = useIntl()
  const botCheck = useBotCheck()
  const { user } = useSession()
  const [draft, setDraft] = useState<ContactDraft>({ ...EMPTY, email: user?.email ?? '' })
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ContactField, Message>>>({})
  const [alert, setAlert] = useState<Message | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const refs = {
    email: useRef<HTMLInputElement>(null),
    subject: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  }
  /** Bumped by a refused submit: the error summary takes the focus. */
  const [summaryFocus, setSummaryFocus] = useState(0)

  // The signed-in driver's address, once the session is known (never over what was typed).
  const signedInEmail = user?.email
  useEffect(() => {
    if (signedInEmail) setDraft((current) => (current.email ? current : { ...current, email: signedInEmail }))
  }, [signedInEmail])

  function change(field: ContactField, value: string) {
    setDraft((current) => ({ ...current, [field]: value }))
    setFieldErrors(({ [field]: _cleared, ...others }) => others)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const check = checkContact(draft, intl)
    setFieldErrors(check.fields)
    setAlert(check.summary)
    if (check.summary) {
      setSummaryFocus((n) => n + 1)
      return
    }
    setSending(true)
    try {
      let recaptchaToken: string | undefined
      try {
        recaptchaToken = await botCheck.getToken('contact')
      } catch {
        setAlert({ id: 'auth.error.recaptcha' })
        return
      }
      const from = draft.email.trim()
      const { error, response } = await api.POST('/api/send-email', {
        body: { from, subject: draft.subject.trim(), message: draft.message, isContactForm: true, recaptchaToken },
      })
      if (response.ok) {
        setSentTo(from)
        setDraft({ ...EMPTY, email: signedInEmail ?? '' })
        return
      }
      // On failure the typed text stays in the form.
      const { code } = toApiError(error, response)
      if (code === 'RECAPTCHA_ERROR') setAlert({ id: 'auth.error.recaptcha' })
      else if (code === 'RATE_LIMITED') setAlert({ id: 'auth.error.rateLimited' })
      else if (response.status === 400) setAlert({ id: 'auth.error.invalidEmail' })
      else setAlert({ id: 'contact.error.unavailable' })
    } catch {
      setAlert({ id: 'contact.error.unavailable' })
    } finally {
      setSending(false)
    }
  }

  return (
    <AuthLayout title="contact.heading">
      {sentTo ? (
        <>
          <FormAlert tone="success" message={{ id: 'contact.sent', values: { email: sentTo } }} />
          <Button type="button" variant="outline" onClick={() => setSentTo(null)}>
            <FormattedMessage id="contact.sendAnother" />
          </Button>
        </>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className={formStyle} aria-busy={sending}>
          <p className={mutedText}>
            <FormattedMessage id="contact.intro" />
          </p>
          <ErrorSummary
            message={alert}
            fields={summaryFieldsOf(intl, ['email', 'subject', 'message'] as const, (field) => fieldErrors[field], (field) => `contact-${field}`,
              (field) => CONTACT_FIELD_LABELS[field])}
            focusKey={summaryFocus}
          />
          <TextField
            id="contact-email"
            label="contact.field.email"
            type="email"
            autoComplete="email"
            required
            value={draft.email}
            onChange={(value) => change('email', value)}
            error={fieldErrors.email}
            inputRef={refs.email}
          />
          <TextField
            id="contact-subject"
            label="contact.field.subject"
            required
            maxLength={CONTACT_LIMITS.subject}
            value={draft.subject}
            onChange={(value) => change('subject', value)}
            error={fieldErrors.subject}
            inputRef={refs.subject}
          />
          <MessageField
            id="contact-message"
            label="contact.field.message"
            value={draft.message}
            maxLength={CONTACT_LIMITS.message}
            onChange={(value) => change('message', value)}
            error={fieldErrors.message}
            textareaRef={refs.message}
          />
          <Button type="submit" disabled={sending}>
            <FormattedMessage id={sending ? 'contact.sending' : 'contact.send'} />
          </Button>
        </form>
      )}
    </AuthLayout>
  )
}
