import Check from 'lucide-react/icons/check'
import ChevronDown from 'lucide-react/icons/chevron-down'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocation } from 'wouter'
import { css } from '../../../../styled-system/css'
import { colorModes, languages, type ColorMode, type Language } from '../../../domain/enums'
import { toSupportedCurrency } from '../../../domain/currency'
import { appRoutes } from '../../../domain/routes'
import * as Menu from '../../components/ui/menu'
import { LANGUAGE_NAMES } from '../../i18n/catalogues'
import type { MessageId } from '../../i18n/en'
import { useColorMode } from '../color-mode'
import { useConfig } from '../config-context'
import { useCurrency } from '../currency-context'
import { useLanguage } from '../language-context'
import { useSession } from '../session-context'
import { MODE_LABELS } from './ColorModeMenu'
import { useChooseLanguage } from './LanguageMenu'
import type { MenuTrigger } from './DeferredMenu'

const SIGN_OUT = 'sign-out'

interface Choice {
  value: string
  label: string
}

/** The Ark menu of the phone header (PhoneMenu.tsx): the pages, then the three preferences as radio groups. */
export function ArkPhoneMenu({ trigger }: { trigger: MenuTrigger }) {
  const intl = useIntl()
  const [, navigate] = useLocation()
  const { signedIn, signOut } = useSession()
  const { language } = useLanguage()
  const chooseLanguage = useChooseLanguage()
  const { currencies } = useConfig()
  const { currency, setCurrency } = useCurrency()
  const { mode, setMode } = useColorMode()

  const pages: { href: string; label: MessageId }[] = [
    { href: appRoutes.home, label: 'headerMenu.home' },
    ...(signedIn
      ? [
          { href: appRoutes.bookings, label: 'bookings.menu' as const },
          { href: appRoutes.settings, label: 'auth.settings' as const },
        ]
      : [
          { href: appRoutes.signIn, label: 'auth.signIn' as const },
          { href: appRoutes.signUp, label: 'auth.signUp' as const },
        ]),
  ]

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        // Radio items (the preferences) are handled by their groups.
        if (value === SIGN_OUT) signOut('/')
        else if (value.startsWith('/')) navigate(value)
      }}
    >
      <Menu.Trigger ref={trigger.ref}>
        {trigger.content}
        <Menu.Indicator>
          <ChevronDown aria-hidden />
        </Menu.Indicator>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content className={css({ maxHeight: '75vh', overflowY: 'auto' })}>
          {pages.map(({ href, label }) => (
            <Menu.Item key={href} value={href}>
              <FormattedMessage id={label} />
            </Menu.Item>
          ))}
          <Menu.Separator />
          <ChoiceGroup
            label={intl.formatMessage({ id: 'headerMenu.language' })}
            value={language}
            choices={languages.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
            onChange={(code) => chooseLanguage(code as Language)}
          />
          <ChoiceGroup
            label={intl.formatMessage({ id: 'headerMenu.currency' })}
            value={currency}
            choices={currencies.map(({ code, symbol }) => ({ value: code, label: `${code} ${symbol}` }))}
            onChange={(code) => setCurrency(toSupportedCurrency(code))}
          />
          <ChoiceGroup
            label={intl.formatMessage({ id: 'headerMenu.theme' })}
            value={mode}
            choices={colorModes.map((value) => ({ value, label: intl.formatMessage({ id: MODE_LABELS[value] }) }))}
            onChange={(value) => setMode(value as ColorMode)}
          />
          {signedIn ? (
            <>
              <Menu.Separator />
              <Menu.Item value={SIGN_OUT}>
                <FormattedMessage id="auth.signOut" />
              </Menu.Item>
            </>
          ) : null}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  )
}

function ChoiceGroup({ label, value, choices, onChange }: { label: string; value: string; choices: Choice[]; onChange: (value: string) => void }) {
  return (
    <Menu.RadioItemGroup value={value} onValueChange={(details) => onChange(details.value)}>
      <Menu.ItemGroupLabel>{label}</Menu.ItemGroupLabel>
      {choices.map((choice) => (
        <Menu.RadioItem key={choice.value} value={choice.value}>
          <Menu.ItemText>{choice.label}</Menu.ItemText>
          <Menu.ItemIndicator>
            <Check aria-hidden />
          </Menu.ItemIndicator>
        </Menu.RadioItem>
      ))}
    </Menu.RadioItemGroup>
  )
}
