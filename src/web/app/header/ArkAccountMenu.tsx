import ChevronDown from 'lucide-react/icons/chevron-down'
import { FormattedMessage } from 'react-intl'
import { useLocation } from 'wouter'
import * as Menu from '../../components/ui/menu'
import { useSession } from '../session-context'
import type { MenuTrigger } from './DeferredMenu'

/** The Ark menu of a signed-in driver (AccountMenu.tsx): Bookings, Settings, Sign out. */
export function ArkAccountMenu({ trigger }: { trigger: MenuTrigger }) {
  const { signOut } = useSession()
  const [, navigate] = useLocation()
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => (value === 'sign-out' ? signOut('/') : navigate(value))}
    >
      <Menu.Trigger ref={trigger.ref}>
        {trigger.content}
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
