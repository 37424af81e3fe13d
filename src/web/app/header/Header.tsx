import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'wouter'
import { css } from '../../../../styled-system/css'
import { LogoMark } from '../../components/Logo'
import { ColorModeMenu } from './ColorModeMenu'
import { CurrencyMenu } from './CurrencyMenu'
import { AccountMenu } from './AccountMenu'
import { LanguageMenu } from './LanguageMenu'
import { NotificationBell } from './NotificationBell'
import { PhoneMenu } from './PhoneMenu'
import { usePhoneHeader } from './use-phone-header'

/**
 * The header of spec §2: home, the preferences (language, currency, theme) and the account menu
 * (bookings, settings, sign out); on a phone (960 or less) all but home and the notification
 * bell go into one menu (PhoneMenu).
 */
export function Header() {
  const intl = useIntl()
  const phone = usePhoneHeader()
  return (
    <header
      className={css({
        // Sticky on wide screens only: on a phone the wrapped switchers would eat the screen.
        position: { base: 'relative', md: 'sticky' },
        top: 0,
        zIndex: 'header',
        bg: 'bg.surface',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
      })}
    >
      <a
        href="#main"
        className={css({
          position: 'absolute',
          left: '2',
          top: '-48px',
          px: '2',
          py: '1',
          bg: 'primary.solid',
          color: 'primary.contrast',
          borderRadius: 'sm',
          _focus: { top: '1' },
        })}
      >
        <FormattedMessage id="app.skipToContent" />
      </a>
      <div
        className={css({
          maxWidth: 'container',
          mx: 'auto',
          px: { base: '2', md: '3' },
          py: '1.5',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: '1.5',
        })}
      >
        <Link
          href="/"
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: '1',
            fontSize: 'xl',
            fontWeight: 'bold',
            letterSpacing: 'tight',
            textDecoration: 'none',
            borderRadius: 'sm',
          })}
        >
          <LogoMark />
          <FormattedMessage id="header.homeLink" />
        </Link>
        {phone ? null : (
          <div
            role="group"
            aria-label={intl.formatMessage({ id: 'header.preferences' })}
            className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}
          >
            <LanguageMenu />
            <CurrencyMenu />
            <ColorModeMenu />
          </div>
        )}
        <div className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
          <NotificationBell />
          {phone ? <PhoneMenu /> : <AccountMenu />}
        </div>
      </div>
    </header>
  )
}
