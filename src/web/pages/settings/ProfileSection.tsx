import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button } from '../../components/ui/button'
import { toastFailure, toastUpdated } from './feedback'
import { actionsRow, formGrid, FormStatus, fullWidth, mutedText, SettingsSection, TextField } from './parts'
import { profileErrors, type FieldErrors, type ProfileField, type ProfileValues } from './rules'
import { updateProfile, type User } from './settings-api'

const orNull = (text: string) => (text.trim() ? text.trim() : null)

/** Full name, phone, location, bio and birth date (update-user). */
export function ProfileSection({ user, onUpdated }: { user: User; onUpdated: (user: User) => void }) {
  const intl = useIntl()
  const [values, setValues] = useState<ProfileValues>({
    fullName: user.fullName,
    phone: user.phone ?? '',
    location: user.location ?? '',
    bio: user.bio ?? '',
    birthDate: user.birthDate ?? '',
  })
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({})
  const [submitted, setSubmitted] = useState(false)
  const [saving, setSaving] = useState(false)

  const set = (name: ProfileField) => (value: string) => {
    const next = { ...values, [name]: value }
    setValues(next)
    if (submitted) setErrors(profileErrors(next))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    const found = profileErrors(values)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0]
      document.getElementById(`profile-${first}`)?.focus()
      return
    }
    setSaving(true)
    try {
      const updated = await updateProfile(user.id, {
        fullName: values.fullName.trim(),
        phone: orNull(values.phone),
        location: orNull(values.location),
        bio: orNull(values.bio),
        birthDate: values.birthDate || null,
      })
      onUpdated(updated)
      toastUpdated()
    } catch (error) {
      toastFailure(error)
    } finally {
      setSaving(false)
    }
  }

  const missing = errors.fullName === 'settings.errors.fillIn'
  const summary = missing ? 'settings.errors.fillIn' : Object.keys(errors).length > 0 ? 'settings.errors.fixErrors' : null

  return (
    <SettingsSection id="profile" title="settings.profile.title">
      <p className={mutedText}>
        <FormattedMessage id="settings.profile.email" values={{ email: user.email }} />
      </p>
      <form noValidate onSubmit={submit} className={formGrid}>
        <TextField id="profile-fullName" label="settings.profile.fullName" autoComplete="name" required maxLength={100}
          value={values.fullName} onChange={set('fullName')} error={errors.fullName} />
        <TextField id="profile-phone" label="settings.profile.phone" type="tel" autoComplete="tel" maxLength={30}
          value={values.phone} onChange={set('phone')} error={errors.phone} />
        <TextField id="profile-location" label="settings.profile.location" autoComplete="address-level2" maxLength={200}
          value={values.location} onChange={set('location')} error={errors.location} />
        <TextField id="profile-birthDate" label="settings.profile.birthDate" type="date" autoComplete="bday"
          value={values.birthDate} onChange={set('birthDate')} error={errors.birthDate} />
        <TextField id="profile-bio" label="settings.profile.bio" multiline className={fullWidth}
          value={values.bio} onChange={set('bio')} error={errors.bio} />
        <div className={`${actionsRow} ${fullWidth}`}>
          <Button type="submit" disabled={saving}>
            <FormattedMessage id={saving ? 'settings.saving' : 'settings.profile.save'} />
          </Button>
          <FormStatus
            message={summary}
            values={missing ? { fields: intl.formatMessage({ id: 'settings.profile.fullName' }) } : undefined}
          />
        </div>
      </form>
    </SettingsSection>
  )
}
