import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button } from '../../components/ui/button'
import { toastFailure, toastUpdated } from './feedback'
import { actionsRow, formGrid, FormErrorSummary, fullWidth, mutedText, SettingsSection, TextField, type SummaryFieldInfo } from './parts'
import { PROFILE_LIMITS, profileErrors, type FieldErrors, type ProfileField, type ProfileValues } from './rules'
import { updateProfile, type User } from './settings-api'

const orNull = (text: string) => (text.trim() ? text.trim() : null)

/** The form's fields in page order, as its error summary links them. */
const SUMMARY_FIELDS: Record<ProfileField, SummaryFieldInfo> = {
  fullName: { id: 'profile-fullName', label: 'settings.profile.fullName', limit: PROFILE_LIMITS.fullName },
  phone: { id: 'profile-phone', label: 'settings.profile.phone', limit: PROFILE_LIMITS.phone },
  location: { id: 'profile-location', label: 'settings.profile.location', limit: PROFILE_LIMITS.location },
  birthDate: { id: 'profile-birthDate', label: 'settings.profile.birthDate' },
  bio: { id: 'profile-bio', label: 'settings.profile.bio', limit: PROFILE_LIMITS.bio },
}

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
  const [summaryFocus, setSummaryFocus] = useState(0)

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
      // The error summary counts the wrong fields and links to each: it takes the focus.
      setSummaryFocus((n) => n + 1)
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
      <form noValidate onSubmit={(e) => void submit(e)} className={formGrid}>
        <FormErrorSummary
          message={summary}
          values={missing ? { fields: intl.formatMessage({ id: 'settings.profile.fullName' }) } : undefined}
          errors={errors}
          fields={SUMMARY_FIELDS}
          focusKey={summaryFocus}
          className={fullWidth}
        />
        <TextField id="profile-fullName" label="settings.profile.fullName" autoComplete="name" required limit={PROFILE_LIMITS.fullName}
          value={values.fullName} onChange={set('fullName')} error={errors.fullName} />
        <TextField id="profile-phone" label="settings.profile.phone" type="tel" autoComplete="tel" limit={PROFILE_LIMITS.phone}
          value={values.phone} onChange={set('phone')} error={errors.phone} />
        <TextField id="profile-location" label="settings.profile.location" autoComplete="address-level2" limit={PROFILE_LIMITS.location}
          value={values.location} onChange={set('location')} error={errors.location} />
        <TextField id="profile-birthDate" label="settings.profile.birthDate" type="date" autoComplete="bday"
          value={values.birthDate} onChange={set('birthDate')} error={errors.birthDate} />
        <TextField id="profile-bio" label="settings.profile.bio" multiline className={fullWidth} limit={PROFILE_LIMITS.bio}
          value={values.bio} onChange={set('bio')} error={errors.bio} />
        <div className={`${actionsRow} ${fullWidth}`}>
          <Button type="submit" disabled={saving}>
            <FormattedMessage id={saving ? 'settings.saving' : 'settings.profile.save'} />
          </Button>
        </div>
      </form>
    </SettingsSection>
  )
}
