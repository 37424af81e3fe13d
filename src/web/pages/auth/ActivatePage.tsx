import { useEffect, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link, useLocation } from 'wouter'
import { api } from '../../api/client'
import { useSession } from '../../app/session-context'
import { button } from '../../../../styled-system/recipes'
import { ChoosePasswordForm, type ChoiceOutcome } from './ChoosePasswordForm'
import { useLinkParams } from './link-params'
import { ResendValidation } from './ResendValidation'
import { AuthLayout, FormAlert } from './ui'

type State = 'checking' | 'choosing' | 'activated' | 'expired' | 'invalid'

/**
 * /activate?u&e&t: check-token, then activate; an expired link offers a new one (spec §4). An account
 * a visitor's booking made has no password yet: the driver chooses one here, is signed in with it and
 * lands on their bookings (issue 24: from guest to driver in one step).
 */
export default function ActivatePage() {
  const link = useLinkParams()
  const session = useSession()
  const [, navigate] = useLocation()
  const [state, setState] = useState<State>(link ? 'checking' : 'invalid')

  useEffect(() => {
    if (!link) return
    let active = true
    void (async () => {
      const check = await api.GET('/api/check-token/{appType}/{userId}/{email}/{token}', {
        params: { path: { appType: 'frontend', userId: link.userId, email: link.email, token: link.token } },
      })
      if (!check.response.ok || !check.data) return 'expired' as const
      if (check.data.choosePassword) return 'choosing' as const
      const { response } = await api.POST('/api/activate', { body: { userId: link.userId, token: link.token } })
      return response.ok ? ('activated' as const) : ('expired' as const)
    })()
      .catch(() => 'expired' as const)
      .then((next) => {
        if (!active) return
        setState(next)
        if (next === 'activated' && session.user?.id === link.userId) void session.refreshUser()
      })
    return () => {
      active = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link?.userId, link?.email, link?.token])

  /** The guest's password: the account is activated with it and signed in; their bookings come next. */
  async function choose(password: string): Promise<ChoiceOutcome> {
    if (!link) return 'invalid'
    const { response } = await api.POST('/api/activate', { body: { userId: link.userId, token: link.token, password } })
    if (response.status === 400 || response.status === 404 || response.status === 410) {
      setState('expired')
      return 'invalid'
    }
    if (!response.ok) return 'failed'
    const { data: user } = await api.GET('/api/user/{id}', { params: { path: { id: link.userId } } })
    if (user) session.setUser(user, false)
    navigate('/bookings')
    return 'done'
  }

  return (
    <AuthLayout title="auth.activate.title">
      {state === 'checking' ? (
        <p role="status">
          <FormattedMessage id="auth.activate.checking" />
        </p>
      ) : null}
      {state === 'choosing' ? <ChoosePasswordForm id="activate" intro="auth.activate.choosePassword" submit="auth.activate.submitPassword" choose={choose} /> : null}
      {state === 'activated' ? (
        <>
          <FormAlert tone="success" message={{ id: session.signedIn ? 'auth.activate.doneSignedIn' : 'auth.activate.done' }} />
          {session.signedIn ? null : (
            <Link href="/sign-in" className={button()}>
              <FormattedMessage id="auth.signIn" />
            </Link>
          )}
        </>
      ) : null}
      {state === 'expired' && link ? (
        <>
          <FormAlert message={{ id: 'auth.error.activationExpired' }} />
          <ResendValidation email={link.email} label="auth.activate.sendNewLink" />
        </>
      ) : null}
      {state === 'invalid' ? <FormAlert message={{ id: 'auth.activate.invalid' }} /> : null}
    </AuthLayout>
  )
}
