// Client-side rules of the settings forms (spec §5); the server checks them again.
import { Temporal } from 'temporal-polyfill'
import { ageOn, todayUtc } from '../../../domain/age'
import { MINIMUM_DRIVER_AGE } from '../../../domain/constants'
import { FIELD_LIMITS } from '../../../domain/field-limits'
import type { MessageId } from '../../i18n/en'

/** Same limit as the server's multipart plugin (src/server/plugins/uploads.ts). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
export const MAX_UPLOAD_TEXT = '5 MB'

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp']
export const LICENSE_TYPES = [...AVATAR_TYPES, 'application/pdf']

export const MIN_PASSWORD_LENGTH = 6
const PHONE_PATTERN = /^\+?[0-9 ()./-]{6,30}$/

export type ProfileField = 'fullName' | 'phone' | 'location' | 'bio' | 'birthDate'
export interface ProfileValues {
  fullName: string
  phone: string
  location: string
  bio: string
  birthDate: string
}
export type FieldErrors<F extends string> = Partial<Record<F, MessageId>>

/** The contract's length limits of the profile (UpdateUserBody), the same as the checkout's for name and phone. */
export const PROFILE_LIMITS = {
  fullName: FIELD_LIMITS.fullName.maxLength,
  phone: FIELD_LIMITS.phone.maxLength,
  location: 200,
  bio: 2000,
} as const satisfies Partial<Record<ProfileField, number>>

export function profileErrors(values: ProfileValues, today = todayUtc()): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {}
  if (!values.fullName.trim()) errors.fullName = 'settings.errors.fillIn'
  // Too long is refused and said, never cut (values are sent trimmed).
  for (const field of Object.keys(PROFILE_LIMITS) as (keyof typeof PROFILE_LIMITS)[]) {
    if (values[field].trim().length > PROFILE_LIMITS[field]) errors[field] = 'settings.errors.tooLong'
  }
  if (!errors.phone && values.phone.trim() && !PHONE_PATTERN.test(values.phone.trim())) errors.phone = 'settings.errors.invalidPhone'
  if (values.birthDate) {
    let valid: boolean
    try {
      valid = Temporal.PlainDate.from(values.birthDate, { overflow: 'reject' }).toString() === values.birthDate
    } catch {
      valid = false
    }
    if (!valid) errors.birthDate = 'settings.errors.invalidDate'
    else if (ageOn(values.birthDate, today) < MINIMUM_DRIVER_AGE) errors.birthDate = 'settings.errors.tooYoung'
  }
  return errors
}

export type PasswordField = 'current' | 'next' | 'confirmation'
export interface PasswordValues {
  current: string
  next: string
  confirmation: string
}

export function passwordErrors(values: PasswordValues, needsCurrent: boolean): FieldErrors<PasswordField> {
  const errors: FieldErrors<PasswordField> = {}
  if (needsCurrent && !values.current) errors.current = 'settings.errors.fillIn'
  if (values.next.length < MIN_PASSWORD_LENGTH) errors.next = 'settings.errors.passwordLength'
  else if (needsCurrent && values.next === values.current) errors.next = 'settings.errors.newPasswordSame'
  if (values.confirmation !== values.next) errors.confirmation = 'settings.errors.passwordsDontMatch'
  return errors
}
