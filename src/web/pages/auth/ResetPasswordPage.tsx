import { useEffect, useRef, useState, type FormEvent } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link } from 'wouter'
import { button } from '../../../../styled-system/recipes'
import { api } from '../../api/client'
import { Button } from '../../components/ui/button'
import { useLinkParams } from './link-params'
import { confirmationMessage, passwordMessage } from './rules'
import { AuthLayout, FormAlert, formStyle, linkStyle, TextField, type Message } from './ui'

type State = 'checking' | 'choosing' | 'changed' | 'invalid'

/** /reset-password?u&e&t: checks the link, then sets the new password with activate {userId, token, password}. */
export default function ResetPasswordPage() {
  const link = useLinkParams()
  const [state, setState] = useState<State>(link ? 'checking' : 'invalid')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [attempted, setAttempted] = useState(false)
  const [alert, setAlert] = useState<Message | null>(null)
  const [saving, setSaving] = useState(false)
  const passwordRef = useRef<HTMLInputElement>(null)
  const confirmationRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (!link) return
    let active = true
    api
      .GET('/api/check-token/{appType}/{userId}/{email}/{token}', {
        params: { path: { appType: 'frontend', userId: link.userId, email: link.email, token: link.token } },
      })
      .then(
        ({ response }) => active && setState(response.ok ? 'choosing' : 'invalid'),
        () => active && setState('invalid'),
      )
    return () => {
      active = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link?.userId, link?.email, link?.token])

  const passwordError = attempted ? passwordMessage(password) : null
  const confirmationError = attempted && !passwordError ? confirmationMessage(password, confirmation) : null

  async function submit(event: FormEvent) {
    event.preventDefault()
    setAttempted(true)
    if (passwordMessage(password)) return passwordRef.current?.focus()
    if (confirmationMessage(password, confirmation)) return confirmationRef.current?.focus()
    if (!link) return
    setSaving(true)
    setAlert(null)
    try {
      const { response } = await api.POST('/api/activate', { body: { userId: link.userId, token: link.token, password } })
      if (response.ok) setState('changed')
      else if (response.status === 400 || response.status === 404) setState('invalid')
      else setAlert({ id: 'auth.error.unhandled' })
    } catch {
      setAlert({ id: 'auth.error.unhandled' })
    } finally {
      setSaving(false)
    }
  }

  return (
    <AuthLayout title="auth.reset.title">
      {state === 'checking' ? (
        <p role="status">
          <FormattedMessage id="auth.reset.checking" />
        </p>
      ) : null}
      {state === 'choosing' ? (
        <form noValidate onSubmit={(e) => void submit(e)} className={formStyle} aria-busy={saving}>
          <p>
            <FormattedMessage id="auth.reset.choose" />
          </p>
          <FormAlert message={alert} />
          <TextField
            id="reset-password"
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
            id="reset-confirmation"
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
            <FormattedMessage id="auth.reset.submit" />
          </Button>
        </form>
      ) : null}
      {state === 'changed' ? (
        <>
          <FormAlert tone="success" message={{ id: 'auth.reset.changed' }} />
          <Link href="/sign-in" className={button()}>
            <FormattedMessage id="auth.signIn" />
          </Link>
        </>
      ) : null}
      {state === 'invalid' ? (
        <>
          <FormAlert message={{ id: 'auth.error.resetLinkInvalid' }} />
          <Link href="/forgot-password" className={linkStyle}>
            <FormattedMessage id="auth.reset.requestNew" />
          </Link>
        </>
      ) : null}
    </AuthLayout>
  )
}
