import { Temporal } from 'temporal-polyfill'
import type { FieldIssue } from '../../api/client'
import { isEmail } from '../../../domain/email'
import { exceededMaxLength, type LimitedField } from '../../../domain/field-limits'
import type { MessageId } from '../../i18n/en'
import type { Message } from './ui'

// Sign-up and password rules of spec §5, with their messages.

export const PASSWORD_MIN_LENGTH = 6
/** Same pattern as the contract's Phone. */
const PHONE = /^\+?[0-9 ()./-]{6,30}$/

export { isEmail }
export const isPhone = (value: string) => PHONE.test(value.trim())

export function passwordMessage(password: string): Message | null {
  return password.length < PASSWORD_MIN_LENGTH ? { id: 'auth.error.passwordLength' } : null
}

export function confirmationMessage(password: string, confirmation: string): Message | null {
  return password !== confirmation ? { id: 'auth.error.passwordsDontMatch' } : null
}

/** Age in whole years on `today`; null for a date that is not YYYY-MM-DD or in the future. */
export function ageOn(birthDate: string, today: Temporal.PlainDate): number | null {
  try {
    const born = Temporal.PlainDate.from(birthDate, { overflow: 'reject' })
    if (Temporal.PlainDate.compare(born, today) > 0) return null
    return born.until(today, { largestUnit: 'years' }).years
  } catch {
    return null
  }
}

export interface SignUpValues {
  fullName: string
  email: string
  phone: string
  birthDate: string
  password: string
  confirmPassword: string
  acceptTerms: boolean
}

export type SignUpField = keyof SignUpValues

export const SIGN_UP_LABELS: Record<SignUpField, MessageId> = {
  fullName: 'auth.field.fullName',
  email: 'auth.field.email',
  phone: 'auth.field.phone',
  birthDate: 'auth.field.birthDate',
  password: 'auth.field.password',
  confirmPassword: 'auth.field.confirmPassword',
  acceptTerms: 'auth.field.acceptTerms',
}

export const SIGN_UP_ORDER: SignUpField[] = ['fullName', 'email', 'phone', 'birthDate', 'password', 'confirmPassword', 'acceptTerms']

/** Fields left empty (the terms are not a field to fill in: they have their own message). */
export function missingFields(values: SignUpValues): SignUpField[] {
  return SIGN_UP_ORDER.filter((f) => f !== 'acceptTerms' && String(values[f]).trim() === '')
}

/** The message of every filled-in field that breaks a rule. */
export function signUpErrors(
  values: SignUpValues,
  minimumAge: number,
  today: Temporal.PlainDate,
): Partial<Record<SignUpField, Message>> {
  const errors: Partial<Record<SignUpField, Message>> = {}
  // the contract's limits: a value too long is named here, never refused as a raw 400
  for (const [field, value] of [['fullName', values.fullName.trim()], ['password', values.password]] as const) {
    const limit = exceededMaxLength(field, value)
    if (limit !== null) errors[field] = { id: 'auth.error.tooLong', values: { limit } }
  }
  if (values.email.trim() && !isEmail(values.email)) errors.email = { id: 'auth.error.invalidEmail' }
  if (values.phone.trim() && !isPhone(values.phone)) errors.phone = { id: 'auth.error.invalidPhone' }
  if (values.birthDate) {
    const age = ageOn(values.birthDate, today)
    if (age === null) errors.birthDate = { id: 'auth.error.invalidBirthDate' }
    else if (age < minimumAge) errors.birthDate = { id: 'auth.error.tooYoung', values: { age: minimumAge } }
  }
  if (values.password && !errors.password) {
    const message = passwordMessage(values.password)
    if (message) errors.password = message
  }
  if (values.confirmPassword) {
    const message = confirmationMessage(values.password, values.confirmPassword)
    if (message) errors.confirmPassword = message
  }
  if (!values.acceptTerms) errors.acceptTerms = { id: 'auth.error.acceptTerms' }
  return errors
}

const ISSUE_MESSAGES: Partial<Record<SignUpField, MessageId>> = {
  email: 'auth.error.invalidEmail',
  phone: 'auth.error.invalidPhone',
  birthDate: 'auth.error.invalidBirthDate',
  password: 'auth.error.passwordLength',
}

/** The sign-up fields a refused request names, each with its message (never the server's text). */
export function signUpIssueMessages(issues: readonly FieldIssue[] | undefined): Partial<Record<SignUpField, Message>> {
  const messages: Partial<Record<SignUpField, Message>> = {}
  for (const issue of issues ?? []) {
    const field = SIGN_UP_ORDER.find((f) => f === issue.field)
    if (!field || messages[field]) continue
    const limited = (['fullName', 'email', 'phone', 'password'] as const).find((f): f is LimitedField => f === field)
    if (issue.rule === 'maxLength' && limited) messages[field] = { id: 'auth.error.tooLong', values: { limit: issue.limit ?? 0 } }
    else messages[field] = { id: ISSUE_MESSAGES[field] ?? 'auth.error.fixErrors' }
  }
  return messages
}

/** The JWT-style token's middle part (payload), decoded only to prefill name, e-mail and avatar. */
export function tokenProfile(token: string): { name?: string; email?: string; picture?: string } | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=')
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>
    const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined)
    return { name: text(claims.name), email: text(claims.email), picture: text(claims.picture) }
  } catch {
    return null
  }
}
