import CircleUserRound from 'lucide-react/icons/circle-user-round'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'wouter'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { useSession } from '../session-context'
import { DeferredMenu } from './DeferredMenu'

/**
 * Visitors: 'Sign in' and 'Sign up'. A signed-in driver: a menu named by their name (Bookings,
 * Settings, Sign out: ArkAccountMenu.tsx, loaded when the driver reaches for it).
 */
export function AccountMenu() {
  const intl = useIntl()
  const { user, signedIn } = useSession()

  if (!signedIn || !user)
    return (
      <nav aria-label={intl.formatMessage({ id: 'auth.accountMenu' })} className={css({ display: 'flex', gap: '1' })}>
        <Link href="/sign-in" className={button({ size: 'sm', variant: 'outline' })}>
          <FormattedMessage id="auth.signIn" />
        </Link>
        <Link href="/sign-up" className={button({ size: 'sm' })}>
          <FormattedMessage id="auth.signUp" />
        </Link>
      </nav>
    )

  return (
    <DeferredMenu
      trigger={
        <>
          {user.avatar ? (
            <img src={user.avatar} alt="" width={20} height={20} className={css({ borderRadius: 'full' })} />
          ) : (
            <CircleUserRound aria-hidden />
          )}
          <span>{user.fullName || user.email}</span>
        </>
      }
    >
      {(menus, trigger) => <menus.ArkAccountMenu trigger={trigger} />}
    </DeferredMenu>
  )
}
