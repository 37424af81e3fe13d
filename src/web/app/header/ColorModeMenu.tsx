import Monitor from 'lucide-react/icons/monitor'
import Moon from 'lucide-react/icons/moon'
import Sun from 'lucide-react/icons/sun'
import { useIntl } from 'react-intl'
import { colorModes, type ColorMode } from '../../../domain/enums'
import type { MessageId } from '../../i18n/en'
import { useColorMode } from '../color-mode'
import { PreferenceMenu } from './PreferenceMenu'

export const MODE_LABELS: Record<ColorMode, MessageId> = {
  light: 'colorMode.light',
  dark: 'colorMode.dark',
  system: 'colorMode.system',
}

const modeIcons = { light: Sun, dark: Moon, system: Monitor } satisfies Record<ColorMode, unknown>

/** "Theme: System": light, dark or follow the operating system. */
export function ColorModeMenu() {
  const intl = useIntl()
  const { mode, setMode } = useColorMode()
  const Icon = modeIcons[mode]
  return (
    <PreferenceMenu
      label={intl.formatMessage({ id: 'header.colorMode' }, { mode: intl.formatMessage({ id: MODE_LABELS[mode] }) })}
      icon={<Icon aria-hidden />}
      value={mode}
      options={colorModes.map((value) => ({ value, label: intl.formatMessage({ id: MODE_LABELS[value] }) }))}
      onChange={setMode}
    />
  )
}
