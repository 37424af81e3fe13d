import MenuIcon from 'lucide-react/icons/menu'
import { FormattedMessage } from 'react-intl'
import { DeferredMenu } from './DeferredMenu'

/**
 * The header on a phone (width 960 or less): one menu button holding the pages of spec §2 (home,
 * and for a signed-in driver bookings, settings and sign out; sign in and sign up for a visitor)
 * and the language, currency and theme, so the page's own content starts near the top.
 * The menu itself (ArkPhoneMenu.tsx) loads when the user reaches for the button.
 */
export function PhoneMenu() {
  return (
    <DeferredMenu
      trigger={
        <>
          <MenuIcon aria-hidden />
          <span>
            <FormattedMessage id="headerMenu.open" />
          </span>
        </>
      }
    >
      {(menus, trigger) => <menus.ArkPhoneMenu trigger={trigger} />}
    </DeferredMenu>
  )
}
