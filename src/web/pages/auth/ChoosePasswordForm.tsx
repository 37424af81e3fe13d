import { useRef, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ErrorSummary, summaryFieldsOf } from '../../components/error-summary/ErrorSummary'
import { Button } from '../../components/ui/button'
import type { MessageId } from '../../i18n/en'
import { confirmationMessage, passwordMessage } from './rules'
import { formStyle, TextField, type Message } from './ui'

/** What choosing the password came to: done, the link no longer works, or another failure (said in the form). */
export type ChoiceOutcome = 'done' | 'invalid' | 'failed'

interface ChoosePasswordFormProps {
  /** Prefix of the fields' ids. */
  id: string
  intro: MessageId
  submit: MessageId
  choose: (password: string) => Promise<ChoiceOutcome>
}

/** A new password and its confirmation, checked by the sign-up rules (the reset link's and a guest's activation's form). */
export function ChoosePasswordForm({ id, intro, submit, choose }: ChoosePasswordFormProps) {
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [attempted, setAttempted] = useState(false)
  const [alert, setAlert] = useState<Message | null>(null)
  const [saving, setSaving] = useState(false)
  const intl = useIntl()
  /** Bumped by a refused submit: the error summary takes the focus. */
  const [summaryFocus, setSummaryFocus] = useState(0)
  const passwordRef = useRef<HTMLInputElement>(null)
  const confirmationRef = useRef<HTMLInputElement>(null)

  const passwordError = attempted ? passwordMessage(password) : null
  const confirmationError = attempted && !passwordError ? confirmationMessage(password, confirmation) : null
  const errors = { password: passwordError, confirmation: confirmationError }
  const summaryFields = summaryFieldsOf(intl, ['password', 'confirmation'] as const, (field) => errors[field], (field) => `${id}-${field}`,
    (field) => (field === 'password' ? 'auth.field.newPassword' : 'auth.field.confirmNewPassword'))
  // 'Please fix errors' while a rule is broken; a failure to save is said alone.
  const summary: Message | null = summaryFields.length > 0 ? { id: 'auth.error.fixErrors' } : alert

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setAttempted(true)
    if (passwordMessage(password) || confirmationMessage(password, confirmation)) return setSummaryFocus((n) => n + 1)
    setSaving(true)
    setAlert(null)
    const outcome = await choose(password).catch((): ChoiceOutcome => 'failed')
    // 'done' and 'invalid' hand over to the page; a failure stays here to be tried again
    if (outcome === 'failed') setAlert({ id: 'auth.error.unhandled' })
    setSaving(false)
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className={formStyle} aria-busy={saving}>
      <p>
        <FormattedMessage id={intro} />
      </p>
      <ErrorSummary message={summary} fields={summaryFields} focusKey={summaryFocus} />
      <TextField
        id={`${id}-password`}
        label="auth.field.newPassword"
        type="password"
        autoComplete="new-password"
        required
        hint="auth.signUp.passwordHint"
        value={password}
        onChange={setPassword}
        error={passwordError}
        inputRef={passwordRef}
      />
      <TextField
        id={`${id}-confirmation`}
        label="auth.field.confirmNewPassword"
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={setConfirmation}
        error={confirmationError}
        inputRef={confirmationRef}
      />
      <Button type="submit" disabled={saving}>
        <FormattedMessage id={submit} />
      </Button>
    </form>
  )
}
