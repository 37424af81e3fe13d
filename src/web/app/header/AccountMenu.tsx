import { ChevronDown, CircleUserRound } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useLocation } from 'wouter'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import * as Menu from '../../components/ui/menu'
import { useSession } from '../session-context'

/** Visitors: 'Sign in' and 'Sign up'. A signed-in driver: a menu named by their name (Bookings, Settings, Sign out). */
export function AccountMenu() {
  const intl = useIntl()
  const { user, signedIn, signOut } = useSession()
  const [, navigate] = useLocation()

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
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => (value === 'sign-out' ? signOut('/') : navigate(value))}
    >
      <Menu.Trigger>
        {user.avatar ? (
          <img src={user.avatar} alt="" width={20} height={20} className={css({ borderRadius: 'full' })} />
        ) : (
          <CircleUserRound aria-hidden />
        )}
        <span>{user.fullName || user.email}</span>
        <Menu.Indicator>
          <ChevronDown aria-hidden />
        </Menu.Indicator>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          <Menu.Item value="/bookings">
            <FormattedMessage id="bookings.menu" />
          </Menu.Item>
          <Menu.Item value="/settings">
            <FormattedMessage id="auth.settings" />
          </Menu.Item>
          <Menu.Item value="sign-out">
            <FormattedMessage id="auth.signOut" />
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  )
}
