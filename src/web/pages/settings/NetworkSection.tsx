import { Switch } from '@ark-ui/react/switch'
import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { toastFailure, toastUpdated } from './feedback'
import { mutedText, SettingsSection } from './parts'
import { updateEmailNotifications, type User } from './settings-api'

const HINT_ID = 'email-notifications-hint'

/** Network settings: the e-mail notifications toggle (Ark UI Switch), saved as soon as it flips. */
export function NetworkSection({ user, onUpdated }: { user: User; onUpdated: (user: User) => void }) {
  const [busy, setBusy] = useState(false)
  // Shown at once and put back if the server refuses, so the switch never says what is not saved.
  const [checked, setChecked] = useState(user.enableEmailNotifications)

  async function change(enabled: boolean) {
    setBusy(true)
    setChecked(enabled)
    try {
      await updateEmailNotifications(user.id, enabled)
      onUpdated({ ...user, enableEmailNotifications: enabled })
      toastUpdated()
    } catch (error) {
      setChecked(!enabled)
      toastFailure(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <SettingsSection id="network" title="settings.network.title">
      <Switch.Root
        checked={checked}
        disabled={busy}
        onCheckedChange={({ checked }) => void change(checked)}
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
        <Switch.Label className={css({ fontSize: 'md', fontWeight: 'medium' })}>
          <FormattedMessage id="settings.network.emailNotifications" />
        </Switch.Label>
        <Switch.HiddenInput role="switch" aria-describedby={HINT_ID} />
      </Switch.Root>
      <p id={HINT_ID} className={mutedText}>
        <FormattedMessage id="settings.network.emailNotificationsHint" />
      </p>
    </SettingsSection>
  )
}
