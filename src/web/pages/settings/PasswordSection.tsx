import { useEffect, useState, type FormEvent } from 'react'
import { FormattedMessage } from 'react-intl'
import { ApiError } from '../../api/client'
import { Button } from '../../components/ui/button'
import { referenceOf } from '../../app/toaster'
import { toast } from './feedback'
import { actionsRow, formGrid, FormErrorSummary, fullWidth, mutedText, SettingsSection, TextField, type SummaryFieldInfo } from './parts'
import { passwordErrors, type FieldErrors, type PasswordField, type PasswordValues } from './rules'
import { changePassword, checkPassword, hasPassword, type User } from './settings-api'

const EMPTY: PasswordValues = { current: '', next: '', confirmation: '' }
const fieldIds: Record<PasswordField, string> = { current: 'password-current', next: 'password-new', confirmation: 'password-confirmation' }
/** The form's fields in page order, as its error summary links them. */
const SUMMARY_FIELDS: Record<PasswordField, SummaryFieldInfo> = {
  current: { id: fieldIds.current, label: 'settings.password.current' },
  next: { id: fieldIds.next, label: 'settings.password.new' },
  confirmation: { id: fieldIds.confirmation, label: 'settings.password.confirm' },
}

const isWrongPassword = (error: unknown) => error instanceof ApiError && error.code === 'WRONG_PASSWORD'

/**
 * Change the password with the current one; an account created by social sign-in, which has none
 * (has-password decides), sets a first one without it.
 */
export function PasswordSection({ user, onUpdated }: { user: User; onUpdated: (user: User) => void }) {
  const [withPassword, setWithPassword] = useState(user.hasPassword)
  const [values, setValues] = useState<PasswordValues>(EMPTY)
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({})
  const [submitted, setSubmitted] = useState(false)
  const [saving, setSaving] = useState(false)
  const [summaryFocus, setSummaryFocus] = useState(0)

  useEffect(() => {
    let active = true
    hasPassword(user.id).then(
      (answer) => active && setWithPassword(answer),
      (error: unknown) => console.error(error),
    )
    return () => {
      active = false
    }
  }, [user.id])

  const set = (name: PasswordField) => (value: string) => {
    const next = { ...values, [name]: value }
    setValues(next)
    if (submitted) setErrors(passwordErrors(next, withPassword))
  }

  /** Refused: the error summary counts the wrong fields, links to each and takes the focus. */
  function show(found: FieldErrors<PasswordField>) {
    setErrors(found)
    setSummaryFocus((n) => n + 1)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    const found = passwordErrors(values, withPassword)
    if (Object.keys(found).length > 0) return show(found)
    setErrors({})
    setSaving(true)
    try {
      if (withPassword) await checkPassword(user.id, values.current)
      await changePassword(user.id, values.next, withPassword ? values.current : null)
      setValues(EMPTY)
      setSubmitted(false)
      setWithPassword(true)
      onUpdated({ ...user, hasPassword: true })
      toast('settings.password.changed', 'success')
    } catch (error) {
      if (isWrongPassword(error)) {
        show({ current: 'settings.errors.wrongPassword' })
        toast('settings.errors.wrongPassword', 'error', undefined, referenceOf(error))
      } else {
        console.error(error)
        toast('settings.errors.passwordUpdateFailed', 'error', undefined, referenceOf(error))
      }
    } finally {
      setSaving(false)
    }
  }

  const hasErrors = Object.keys(errors).length > 0
  return (
    <SettingsSection id="password" title="settings.password.title">
      {withPassword ? null : (
        <p className={mutedText}>
          <FormattedMessage id="settings.password.firstPasswordNote" />
        </p>
      )}
      <form noValidate onSubmit={(e) => void submit(e)} className={formGrid}>
        {/* Lets password managers tie the new password to the account. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <FormErrorSummary message={hasErrors ? 'settings.errors.fixErrors' : null} errors={errors} fields={SUMMARY_FIELDS}
          focusKey={summaryFocus} className={fullWidth} />
        {withPassword ? (
          <TextField id={fieldIds.current} label="settings.password.current" type="password" autoComplete="current-password"
            className={fullWidth} value={values.current} onChange={set('current')} error={errors.current} />
        ) : null}
        <TextField id={fieldIds.next} label="settings.password.new" type="password" autoComplete="new-password"
          value={values.next} onChange={set('next')} error={errors.next} />
        <TextField id={fieldIds.confirmation} label="settings.password.confirm" type="password" autoComplete="new-password"
          value={values.confirmation} onChange={set('confirmation')} error={errors.confirmation} />
        <div className={`${actionsRow} ${fullWidth}`}>
          <Button type="submit" disabled={saving}>
            <FormattedMessage id={saving ? 'settings.saving' : withPassword ? 'settings.password.change' : 'settings.password.set'} />
          </Button>
        </div>
      </form>
    </SettingsSection>
  )
}
