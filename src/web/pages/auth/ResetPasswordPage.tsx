import { useEffect, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link } from 'wouter'
import { button } from '../../../../styled-system/recipes'
import { api } from '../../api/client'
import { useLinkParams } from './link-params'
import { ChoosePasswordForm, type ChoiceOutcome } from './ChoosePasswordForm'
import { AuthLayout, FormAlert, linkStyle } from './ui'

type State = 'checking' | 'choosing' | 'changed' | 'invalid'

/** /reset-password?u&e&t: checks the link, then sets the new password with activate {userId, token, password}. */
export default function ResetPasswordPage() {
  const link = useLinkParams()
  const [state, setState] = useState<State>(link ? 'checking' : 'invalid')
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

  async function choose(password: string): Promise<ChoiceOutcome> {
    if (!link) return 'invalid'
    const { response } = await api.POST('/api/activate', { body: { userId: link.userId, token: link.token, password } })
    if (response.ok) setState('changed')
    else if (response.status === 400 || response.status === 404) setState('invalid')
    else return 'failed'
    return response.ok ? 'done' : 'invalid'
  }

  return (
    <AuthLayout title="auth.reset.title">
      {state === 'checking' ? (
        <p role="status">
          <FormattedMessage id="auth.reset.checking" />
        </p>
      ) : null}
      {state === 'choosing' ? (
        <ChoosePasswordForm id="reset" intro="auth.reset.choose" submit="auth.reset.submit" choose={choose} />
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
