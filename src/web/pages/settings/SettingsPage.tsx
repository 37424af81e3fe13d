import { useCallback, useEffect, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { Redirect } from 'wouter'
import { css } from '../../../../styled-system/css'
import { appRoutes } from '../../../domain/routes'
import { signInHref } from '../auth/return-path'
import { useSession } from '../../app/session-context'
import { AvatarSection } from './AvatarSection'
import { LanguageSection } from './LanguageSection'
import { LicenseSection } from './LicenseSection'
import { NewsletterSection } from './NewsletterSection'
import { NotificationsSection } from './NotificationsSection'
import { PasswordSection } from './PasswordSection'
import { ProfileSection } from './ProfileSection'
import { LoadState } from './parts'
import { getUser, type User } from './settings-api'

const pageStyle = css({
  maxWidth: '880px',
  mx: 'auto',
  px: { base: '2', md: '3' },
  py: { base: '3', md: '4' },
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
})

/** `/settings` (spec §2): signed-in drivers only; a visitor is sent to the sign-in page, which comes back here. */
export default function SettingsPage() {
  const { user, signedIn, checking } = useSession()
  if (checking) return <Loading />
  if (!signedIn || !user) return <Redirect to={signInHref(appRoutes.settings)} replace />
  return <Settings userId={user.id} />
}

function Loading() {
  return (
    <div className={pageStyle}>
      <p role="status" className={css({ color: 'fg.muted' })}>
        <FormattedMessage id="settings.loading" />
      </p>
    </div>
  )
}

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; user: User }

function Settings({ userId }: { userId: string }) {
  const { setUser } = useSession()
  const [state, setState] = useState<Loaded>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  // The browser-held record may be partial or stale: the page works on the server's profile.
  useEffect(() => {
    let active = true
    setState({ status: 'loading' })
    getUser(userId).then(
      (user) => active && setState({ status: 'ready', user }),
      (error: unknown) => {
        console.error(error)
        if (active) setState({ status: 'failed' })
      },
    )
    return () => {
      active = false
    }
  }, [userId, attempt])

  const onUpdated = useCallback(
    (user: User) => {
      setState({ status: 'ready', user })
      setUser(user)
    },
    [setUser],
  )

  return (
    <div className={pageStyle}>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        <h1 className={css({ textStyle: 'h2', fontSize: { base: '2xl', md: '3xl' } })}>
          <FormattedMessage id="settings.pageTitle" />
        </h1>
        <p className={css({ color: 'fg.muted' })}>
          <FormattedMessage id="settings.intro" />
        </p>
      </header>
      <LoadState status={state.status} failed="settings.loadFailed" onRetry={() => setAttempt((count) => count + 1)} className={css({ color: 'fg.muted' })} />
      {state.status === 'ready' ? (
        <>
          <ProfileSection user={state.user} onUpdated={onUpdated} />
          <AvatarSection user={state.user} onUpdated={onUpdated} />
          <LicenseSection user={state.user} onUpdated={onUpdated} />
          <NotificationsSection user={state.user} onUpdated={onUpdated} />
          <NewsletterSection user={state.user} />
          <PasswordSection user={state.user} onUpdated={onUpdated} />
          <LanguageSection user={state.user} onUpdated={onUpdated} />
        </>
      ) : null}
    </div>
  )
}
