import { useEffect, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link } from 'wouter'
import { api } from '../../api/client'
import { useSession } from '../../app/session-context'
import { button } from '../../../../styled-system/recipes'
import { useLinkParams } from './link-params'
import { ResendValidation } from './ResendValidation'
import { AuthLayout, FormAlert } from './ui'

type State = 'checking' | 'activated' | 'expired' | 'invalid'

/** /activate?u&e&t: check-token, then activate; an expired link offers a new one (spec §4). */
export default function ActivatePage() {
  const link = useLinkParams()
  const session = useSession()
  const [state, setState] = useState<State>(link ? 'checking' : 'invalid')

  useEffect(() => {
    if (!link) return
    let active = true
    ;(async () => {
      const check = await api.GET('/api/check-token/{appType}/{userId}/{email}/{token}', {
        params: { path: { appType: 'frontend', userId: link.userId, email: link.email, token: link.token } },
      })
      if (!check.response.ok) return 'expired' as const
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

  return (
    <AuthLayout title="auth.activate.title">
      {state === 'checking' ? (
        <p role="status">
          <FormattedMessage id="auth.activate.checking" />
        </p>
      ) : null}
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
