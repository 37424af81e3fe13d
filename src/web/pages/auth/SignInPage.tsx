import { useMachine } from '@xstate/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useLocation } from 'wouter'
import { fromPromise } from 'xstate'
import { signInMachine, type SignInError, type SocialProvider } from '../../../../machines/signIn.machine'
import { css } from '../../../../styled-system/css'
import { isSupportedLanguage } from '../../../domain/language'
import { api, unwrap } from '../../api/client'
import { useConfig } from '../../app/config-context'
import { getInspect } from '../../app/inspector'
import { useLanguage } from '../../app/language-context'
import { useSession, type User } from '../../app/session-context'
import { Button } from '../../components/ui/button'
import { useReturnPath } from './return-path'
import { signInReason } from './sign-in-reason'
import { tokenProfile } from './rules'
import { loadSocialClient, PROVIDER_NAMES, type SocialClient } from './social'
import { CheckboxField } from './CheckboxField'
import { ErrorSummary, type SummaryField } from '../../components/error-summary/ErrorSummary'
import { AuthLayout, formStyle, linkStyle, mutedText, TextField, type Message } from './ui'

const appSignInMachine = signInMachine.provide({
  actors: {
    signIn: fromPromise(({ input }) => unwrap(api.POST('/api/sign-in/frontend', { body: input }))),
    socialSignIn: fromPromise(({ input }) => unwrap(api.POST('/api/social-sign-in', { body: input }))),
  },
})

const errorMessages: Record<Exclude<SignInError, 'MISSING_FIELDS' | 'SOCIAL_REFUSED'>, Message> = {
  INCORRECT_CREDENTIALS: { id: 'auth.error.incorrectCredentials' },
  ACCOUNT_SUSPENDED: { id: 'auth.error.suspended' },
  RATE_LIMITED: { id: 'auth.error.rateLimited' },
  UNHANDLED: { id: 'auth.error.unhandled' },
}

/** /sign-in: e-mail and password with 'Stay connected', forgot-password link, configured social providers. */
export default function SignInPage() {
  const intl = useIntl()
  const [, navigate] = useLocation()
  const session = useSession()
  const { language, setLanguage } = useLanguage()
  const returnPath = useReturnPath()
  const reason = signInReason(returnPath)
  const [snapshot, send] = useMachine(appSignInMachine, { inspect: getInspect() })
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [stayConnected, setStayConnected] = useState(false)
  const [missing, setMissing] = useState<string[]>([])
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  /** Bumped by a submit with empty fields: the error summary takes the focus. */
  const [summaryFocus, setSummaryFocus] = useState(0)

  // Signed in: keep the user and the flag, speak the user's language, leave the page (back to
  // where sign-in was asked for, e.g. the checkout, or home).
  useEffect(() => {
    if (snapshot.status !== 'done' || !snapshot.output) return
    const user = snapshot.output.user as User
    session.setUser(user, snapshot.output.stayConnected)
    if (isSupportedLanguage(user.language) && user.language !== language) setLanguage(user.language)
    navigate(returnPath)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot.status])

  const error = snapshot.context.error
  const busy = snapshot.matches('submitting') || snapshot.matches('socialSubmitting')
  const alert: Message | null =
    error === 'MISSING_FIELDS'
      ? { id: 'auth.error.fillIn', values: { fields: missing.join(', ') } }
      : error === 'SOCIAL_REFUSED'
        ? { id: 'auth.social.refused', values: { provider: PROVIDER_NAMES[snapshot.context.provider ?? 'google'] } }
        : error
          ? errorMessages[error]
          : null
  const credentialsWrong = error === 'INCORRECT_CREDENTIALS'
  // The summary links the empty fields ('Incorrect email or password' names none on purpose).
  const summaryFields: SummaryField[] =
    error === 'MISSING_FIELDS'
      ? [
          { id: 'sign-in-email', label: intl.formatMessage({ id: 'auth.field.email' }), empty: !email.trim() },
          { id: 'sign-in-password', label: intl.formatMessage({ id: 'auth.field.password' }), empty: !password },
        ].flatMap(({ empty, ...field }) => (empty ? [field] : []))
      : []

  function submit(event: FormEvent) {
    event.preventDefault()
    const empty = [
      email.trim() ? null : intl.formatMessage({ id: 'auth.field.email' }),
      password ? null : intl.formatMessage({ id: 'auth.field.password' }),
    ].filter((x): x is string => x !== null)
    setMissing(empty)
    if (empty.length > 0) setSummaryFocus((n) => n + 1)
    send({ type: 'SUBMIT', email, password, stayConnected })
  }

  const edit = (set: (v: string) => void) => (value: string) => {
    set(value)
    if (error) send({ type: 'EDIT' })
  }

  return (
    <AuthLayout title="auth.signIn.title">
      {reason ? (
        <p className={css({ fontWeight: 'medium' })}>
          <FormattedMessage id={reason} />
        </p>
      ) : null}
      <form noValidate onSubmit={submit} className={formStyle} aria-busy={busy}>
        <ErrorSummary id="sign-in-alert" message={alert} fields={summaryFields} focusKey={summaryFocus} />
        <TextField
          id="sign-in-email"
          label="auth.field.email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={edit(setEmail)}
          inputRef={emailRef}
          aria-invalid={credentialsWrong || (error === 'MISSING_FIELDS' && !email.trim()) || undefined}
          aria-describedby={alert ? 'sign-in-alert' : undefined}
        />
        <TextField
          id="sign-in-password"
          label="auth.field.password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={edit(setPassword)}
          inputRef={passwordRef}
          aria-invalid={credentialsWrong || (error === 'MISSING_FIELDS' && !password) || undefined}
          aria-describedby={alert ? 'sign-in-alert' : undefined}
        />
        <CheckboxField
          id="sign-in-stay-connected"
          label={<FormattedMessage id="auth.field.stayConnected" />}
          checked={stayConnected}
          onChange={setStayConnected}
        />
        <Button type="submit" disabled={busy}>
          <FormattedMessage id={busy ? 'auth.signIn.submitting' : 'auth.signIn.submit'} />
        </Button>
        <Link href="/forgot-password" className={linkStyle}>
          <FormattedMessage id="auth.signIn.forgotPassword" />
        </Link>
      </form>
      <SocialButtons
        disabled={busy}
        signingIn={snapshot.matches('socialSubmitting')}
        onToken={(provider, token) => send({ type: 'SOCIAL', provider, token, stayConnected })}
      />
      <p className={mutedText}>
        <FormattedMessage id="auth.signIn.noAccount" />{' '}
        <Link href="/sign-up" className={linkStyle}>
          <FormattedMessage id="auth.signIn.createAccount" />
        </Link>
      </p>
    </AuthLayout>
  )
}

type ProviderState = { status: 'loading' } | { status: 'ready'; client: SocialClient } | { status: 'failed' }

/** One button per configured provider; its SDK loads only then, and a failed load says so. */
/** `signingIn`: the server is checking the provider's token (who is signing in is shown meanwhile). */
function SocialButtons({ onToken, disabled, signingIn }: { onToken: (provider: SocialProvider, token: string) => void; disabled: boolean; signingIn: boolean }) {
  const intl = useIntl()
  const config = useConfig()
  const providers = config.socialSignInProviders
  const [states, setStates] = useState<Partial<Record<SocialProvider, ProviderState>>>({})
  const [failure, setFailure] = useState<Message | null>(null)
  const [profile, setProfile] = useState<ReturnType<typeof tokenProfile>>(null)

  useEffect(() => {
    let active = true
    for (const provider of providers) {
      setStates((s) => ({ ...s, [provider]: { status: 'loading' } }))
      loadSocialClient(provider, config.socialSignInClientIds[provider] ?? undefined).then(
        (client) => active && setStates((s) => ({ ...s, [provider]: { status: 'ready', client } })),
        () => active && setStates((s) => ({ ...s, [provider]: { status: 'failed' } })),
      )
    }
    return () => {
      active = false
    }
  }, [providers, config.socialSignInClientIds])

  if (providers.length === 0) return null
  const failedToLoad = providers.filter((p) => states[p]?.status === 'failed')

  async function start(provider: SocialProvider) {
    const state = states[provider]
    if (state?.status !== 'ready') return
    setFailure(null)
    try {
      const token = await state.client.signIn()
      setProfile(tokenProfile(token))
      onToken(provider, token)
    } catch {
      setFailure({ id: 'auth.social.failed', values: { provider: PROVIDER_NAMES[provider] } })
    }
  }

  return (
    <section aria-labelledby="social-sign-in-title" className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <h2 id="social-sign-in-title" className={css({ fontSize: 'md', fontWeight: 'semibold', color: 'fg.muted' })}>
        <FormattedMessage id="auth.social.group" />
      </h2>
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="outline"
          disabled={disabled || states[provider]?.status !== 'ready'}
          onClick={() => void start(provider)}
        >
          <FormattedMessage id={`auth.social.${provider}`} />
        </Button>
      ))}
      <div role="alert" className={css({ color: 'danger', fontSize: 'sm', fontWeight: 'medium' })}>
        {failedToLoad.map((provider) => (
          <p key={provider}>{intl.formatMessage({ id: 'auth.social.loadFailed' }, { provider: PROVIDER_NAMES[provider] })}</p>
        ))}
        {failure ? <p>{intl.formatMessage({ id: failure.id }, failure.values)}</p> : null}
      </div>
      {signingIn && profile?.email ? (
        <p role="status" className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
          {profile.picture ? (
            <img src={profile.picture} alt="" width={32} height={32} className={css({ borderRadius: 'full' })} />
          ) : null}
          {intl.formatMessage({ id: 'auth.social.continuingAs' }, { name: profile.name ?? profile.email, email: profile.email })}
        </p>
      ) : null}
    </section>
  )
}
