import { useRef, useState, type FormEvent, type RefObject } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Temporal } from 'temporal-polyfill'
import { Link } from 'wouter'
import { api, toApiError } from '../../api/client'
import { useConfig } from '../../app/config-context'
import { useLanguage } from '../../app/language-context'
import { useBotCheck } from '../../app/recaptcha'
import { Button } from '../../components/ui/button'
import { ResendValidation } from './ResendValidation'
import {
  isEmail,
  missingFields,
  SIGN_UP_LABELS,
  SIGN_UP_ORDER,
  signUpErrors,
  signUpIssueMessages,
  type SignUpField,
  type SignUpValues,
} from './rules'
import { CheckboxField } from './CheckboxField'
import { ErrorSummary, summaryFieldsOf } from '../../components/error-summary/ErrorSummary'
import { AuthLayout, formStyle, linkStyle, mutedText, TermsLink, TextField, type Message } from './ui'
import { LocalDateInput } from '../../components/ui/local-date-input'

const EMPTY: SignUpValues = {
  fullName: '',
  email: '',
  phone: '',
  birthDate: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
}

/** /sign-up: the rules and messages of spec §5, the bot check, then 'check your mailbox'. */
export default function SignUpPage() {
  const intl = useIntl()
  const config = useConfig()
  const { language } = useLanguage()
  const botCheck = useBotCheck()
  const [values, setValues] = useState(EMPTY)
  const [touched, setTouched] = useState<Partial<Record<SignUpField, boolean>>>({})
  const [attempted, setAttempted] = useState(false)
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null)
  /** What a refused sign-up said of each field, until that field is edited. */
  const [serverErrors, setServerErrors] = useState<Partial<Record<SignUpField, Message>>>({})
  const [alert, setAlert] = useState<Message | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  /** Bumped by a refused submit: the error summary takes the focus. */
  const [summaryFocus, setSummaryFocus] = useState(0)
  const refs: Record<SignUpField, RefObject<HTMLInputElement | null>> = {
    fullName: useRef(null),
    email: useRef(null),
    phone: useRef(null),
    birthDate: useRef(null),
    password: useRef(null),
    confirmPassword: useRef(null),
    acceptTerms: useRef(null),
  }

  const today = Temporal.Now.plainDateISO()
  const ruleErrors = () => {
    const errors = signUpErrors(values, config.minimumDriverAge, today)
    if (!errors.email && registeredEmail !== null && registeredEmail === values.email.trim().toLowerCase())
      errors.email = { id: 'auth.error.emailRegistered' }
    return errors
  }
  const errors = ruleErrors()
  const shown = (field: SignUpField): Message | null => {
    if (!(attempted || touched[field])) return null
    if (field === 'acceptTerms' && !attempted) return null
    return errors[field] ?? serverErrors[field] ?? null
  }

  const set = <K extends SignUpField>(field: K, value: SignUpValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }))
    setAlert(null)
    setServerErrors(({ [field]: _edited, ...others }) => others)
  }
  const blur = (field: SignUpField) => () => setTouched((t) => ({ ...t, [field]: true }))

  /** Checked on blur: 'This email address is already registered' (validate-email answers 409). */
  async function checkEmail() {
    setTouched((t) => ({ ...t, email: true }))
    const email = values.email.trim()
    if (!isEmail(email)) return
    try {
      const { response } = await api.POST('/api/validate-email', { body: { email } })
      if (response.status === 409) setRegisteredEmail(email.toLowerCase())
      else if (response.ok) setRegisteredEmail(null)
    } catch {
      // offline: the server checks again on submit
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setAttempted(true)
    const missing = missingFields(values)
    if (missing.length > 0) {
      const fields = missing.map((f) => intl.formatMessage({ id: SIGN_UP_LABELS[f] })).join(', ')
      setAlert({ id: 'auth.error.fillIn', values: { fields } })
      setSummaryFocus((n) => n + 1)
      return
    }
    const broken = SIGN_UP_ORDER.filter((f) => ruleErrors()[f])
    if (broken.length > 0) {
      setAlert({ id: 'auth.error.fixErrors' })
      setSummaryFocus((n) => n + 1)
      return
    }
    setSubmitting(true)
    setAlert(null)
    try {
      let recaptchaToken: string | undefined
      try {
        recaptchaToken = await botCheck.getToken('signup')
      } catch {
        setAlert({ id: 'auth.error.recaptcha' })
        return
      }
      const email = values.email.trim()
      const { error, response } = await api.POST('/api/sign-up', {
        body: {
          fullName: values.fullName.trim(),
          email,
          phone: values.phone.trim(),
          birthDate: values.birthDate,
          password: values.password,
          language,
          acceptTerms: true,
          ...(recaptchaToken ? { recaptchaToken } : {}),
        },
      })
      if (response.ok) {
        setDone(email)
        return
      }
      const { code, fields } = toApiError(error, response)
      const issues = signUpIssueMessages(fields)
      const firstIssue = SIGN_UP_ORDER.find((f) => issues[f])
      if (code === 'VALIDATION_ERROR' && firstIssue) {
        setServerErrors(issues)
        setAlert({ id: 'auth.error.fixErrors' })
        setSummaryFocus((n) => n + 1)
      } else if (code === 'EMAIL_ALREADY_REGISTERED' || response.status === 409) {
        setRegisteredEmail(email.toLowerCase())
        setAlert({ id: 'auth.error.fixErrors' })
        setSummaryFocus((n) => n + 1)
      } else if (code === 'RECAPTCHA_ERROR') setAlert({ id: 'auth.error.recaptcha' })
      else setAlert({ id: 'auth.error.signUpFailed' })
    } catch {
      setAlert({ id: 'auth.error.signUpFailed' })
    } finally {
      setSubmitting(false)
    }
  }

  if (done !== null)
    return (
      <AuthLayout title="auth.signUp.checkMailbox.title">
        <p role="status">
          <FormattedMessage id="auth.signUp.checkMailbox.body" values={{ email: done }} />
        </p>
        <ResendValidation email={done} />
      </AuthLayout>
    )

  // The error summary's links: every field showing an error, in page order.
  // An empty field has no message of its own (the summary's line names them all): its link says it is to be filled in.
  const empty = attempted ? missingFields(values) : []
  const summaryError = (field: SignUpField): Message | null =>
    shown(field) ?? (empty.includes(field) ? { id: 'auth.error.fillIn', values: { fields: intl.formatMessage({ id: SIGN_UP_LABELS[field] }) } } : null)
  const summaryFields = summaryFieldsOf(intl, SIGN_UP_ORDER, summaryError, (field) => `sign-up-${field}`, (field) => SIGN_UP_LABELS[field])

  const text = (field: Exclude<SignUpField, 'acceptTerms'>, type: string, autoComplete: string, onBlur = blur(field)) => (
    <TextField
      id={`sign-up-${field}`}
      label={SIGN_UP_LABELS[field]}
      type={type}
      autoComplete={autoComplete}
      required
      value={values[field]}
      onChange={(value) => set(field, value)}
      onBlur={onBlur}
      error={shown(field)}
      inputRef={refs[field]}
      hint={field === 'password' ? 'auth.signUp.passwordHint' : undefined}
      max={field === 'birthDate' ? today.toString() : undefined}
      valueInput={field === 'birthDate' ? LocalDateInput : undefined}
      placeholder={field === 'birthDate' ? intl.formatMessage({ id: 'auth.field.datePlaceholder' }) : undefined}
    />
  )

  return (
    <AuthLayout title="auth.signUp.title">
      <form noValidate onSubmit={(e) => void submit(e)} className={formStyle} aria-busy={submitting}>
        <ErrorSummary message={alert} fields={summaryFields} focusKey={summaryFocus} />
        {text('fullName', 'text', 'name')}
        {text('email', 'email', 'email', () => void checkEmail())}
        {text('phone', 'tel', 'tel')}
        {text('birthDate', 'date', 'bday')}
        {text('password', 'password', 'new-password')}
        {text('confirmPassword', 'password', 'new-password')}
        <CheckboxField
          id="sign-up-acceptTerms"
          label={<FormattedMessage id="auth.field.acceptTerms" />}
          checked={values.acceptTerms}
          onChange={(checked) => set('acceptTerms', checked)}
          error={shown('acceptTerms')}
          inputRef={refs.acceptTerms}
        />
        <TermsLink label="auth.signUp.termsLink" />
        <Button type="submit" disabled={submitting}>
          <FormattedMessage id={submitting ? 'auth.signUp.submitting' : 'auth.signUp.submit'} />
        </Button>
      </form>
      <p className={mutedText}>
        <FormattedMessage id="auth.signUp.haveAccount" />{' '}
        <Link href="/sign-in" className={linkStyle}>
          <FormattedMessage id="auth.signIn" />
        </Link>
      </p>
    </AuthLayout>
  )
}
