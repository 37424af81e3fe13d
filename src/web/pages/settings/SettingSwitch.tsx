import { Switch } from '@ark-ui/react/switch'
import type { ReactNode } from 'react'
import { css } from '../../../../styled-system/css'

interface SettingSwitchProps {
  label: ReactNode
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
  /** The id of the hint that describes the switch. */
  describedBy?: string
}

/** An on/off setting (Ark UI Switch), named by its visible label; the hidden input has the switch role. */
export function SettingSwitch({ label, checked, disabled, onChange, describedBy }: SettingSwitchProps) {
  return (
    <Switch.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked)}
      className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', cursor: 'pointer', alignSelf: 'flex-start', _disabled: { cursor: 'progress' } })}
    >
      <Switch.Control
        className={css({
          position: 'relative',
          flexShrink: 0,
          display: 'inline-flex',
          alignItems: 'center',
          width: '44px',
          height: '24px',
          p: '2px',
          borderRadius: 'full',
          bg: 'border.strong',
          transition: 'background-color token(durations.fast)',
          _checked: { bg: 'primary.solid' },
          _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
        })}
      >
        <Switch.Thumb
          className={css({
            width: '20px',
            height: '20px',
            borderRadius: 'full',
            bg: 'bg.surface',
            shadow: 'sm',
            transition: 'transform token(durations.fast)',
            _checked: { transform: 'translateX(20px)' },
          })}
        />
      </Switch.Control>
      <Switch.Label className={css({ fontSize: 'md', fontWeight: 'medium' })}>{label}</Switch.Label>
      <Switch.HiddenInput role="switch" aria-describedby={describedBy} />
    </Switch.Root>
  )
}
