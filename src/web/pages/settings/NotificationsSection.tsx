import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { toastFailure, toastUpdated } from './feedback'
import { mutedText, SettingsSection } from './parts'
import { SettingSwitch } from './SettingSwitch'
import { updateEmailNotifications, type User } from './settings-api'

const HINT_ID = 'email-notifications-hint'

/** Notifications: the e-mail notifications toggle (its own section, not a network setting), saved as soon as it flips. */
export function NotificationsSection({ user, onUpdated }: { user: User; onUpdated: (user: User) => void }) {
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
    <SettingsSection id="notifications" title="settings.notifications.title">
      <SettingSwitch
        label={<FormattedMessage id="settings.notifications.email" />}
        checked={checked}
        disabled={busy}
        onChange={(enabled) => void change(enabled)}
        describedBy={HINT_ID}
      />
      <p id={HINT_ID} className={mutedText}>
        <FormattedMessage id="settings.notifications.emailHint" />
      </p>
    </SettingsSection>
  )
}
