// The checkout form's plain logic: which fields are asked, the form sent to the machine, and the
// messages of its errors, of the fields a refused request names, and of a refused booking.
import type {
  CheckoutError,
  CheckoutForm,
  CheckoutPrice,
  DriverField,
  DriverValues,
  FieldIssue,
  FormErrorCode,
  FormField,
  ScriptStatus,
} from '../../../../machines/checkout.machine'
import { FORM_FIELDS, formFieldOf } from '../../../../machines/checkout.machine'
import { FIELD_LIMITS } from '../../../domain/field-limits'
import type { User } from '../../app/session-context'
import type { MessageId } from '../../i18n/en'
import type { Message } from '../auth/ui'

export type FormValues = DriverValues & { acceptTerms: boolean; additional: DriverValues }
export const EMPTY_DRIVER: DriverValues = { fullName: '', email: '', phone: '', birthDate: '' }
export const ALL_DRIVER_FIELDS: DriverField[] = ['fullName', 'email', 'phone', 'birthDate']
const PHONE = /^\+?[0-9 ()./-]{6,30}$/

/** The main driver's fields the page asks for: a visitor all, a signed-in driver what the account lacks. */
export function askedFields(user: User | null): DriverField[] {
  return user
    ? [...(user.phone && PHONE.test(user.phone) ? [] : (['phone'] as const)), ...(user.birthDate ? [] : (['birthDate'] as const))]
    : ALL_DRIVER_FIELDS
}

/** The form as the machine checks and sends it. */
export function checkoutForm(
  user: User | null,
  values: FormValues,
  price: CheckoutPrice,
  /** There is an additional driver (additionalDriverWanted): their details are part of the form. */
  additionalDriver: boolean,
  license: string | null,
): CheckoutForm {
  const asked = askedFields(user)
  const driver: DriverValues | null = !user
    ? values
    : asked.length === 0
      ? null
      : {
          fullName: user.fullName,
          email: user.email,
          phone: asked.includes('phone') ? values.phone : (user.phone ?? ''),
          birthDate: asked.includes('birthDate') ? values.birthDate : (user.birthDate ?? ''),
        }
  return {
    driver,
    asked,
    acceptTerms: user ? null : values.acceptTerms,
    additionalDriver: additionalDriver ? values.additional : null,
    license,
    licenseNeeded: price.licenseRequired && !user?.license,
    botCheck: !user,
  }
}

/** A field's error is shown once it matters: after a submit, or on leaving a field it is not just empty. */
export function errorVisible(code: FormErrorCode, field: FormField, showErrors: boolean, touched: boolean | undefined): boolean {
  return (
    code === 'emailRegistered' ||
    showErrors ||
    Boolean(touched && field !== 'acceptTerms' && field !== 'license' && code !== 'required')
  )
}

const tooYoung = (minimumAge: number): Message => ({ id: 'checkout.error.tooYoung', values: { age: minimumAge } })

/** The messages without values, by field error code. */
const FIELD_MESSAGES: Partial<Record<FormErrorCode, MessageId>> = {
  invalidEmail: 'checkout.error.invalidEmail',
  invalidPhone: 'checkout.error.invalidPhone',
  invalidBirthDate: 'checkout.error.invalidBirthDate',
  emailRegistered: 'checkout.error.emailRegistered',
  acceptTerms: 'checkout.error.acceptTerms',
  licenseRequired: 'checkout.error.licenseRequired',
}

/** The messages without values, by API error code of a refused booking (spec §5/§8). */
const BOOKING_MESSAGES: Record<string, MessageId> = {
  BOOKING_CONFLICT: 'checkout.error.conflict',
  LICENSE_REQUIRED: 'checkout.error.licenseRequired',
  EMAIL_ALREADY_REGISTERED: 'checkout.error.emailRegistered',
  RECAPTCHA_ERROR: 'checkout.error.recaptcha',
  RATE_LIMITED: 'checkout.error.rateLimited',
  EMAIL_CONFIRMATION_REQUIRED: 'checkout.error.confirmEmailFirst',
  UNPAID_HOLDS_LIMIT: 'checkout.error.unpaidHoldsLimit',
}

/** The driver's detail a form field is (the additional driver's too), for its limits. */
const DETAIL_OF: Partial<Record<FormField, DriverField>> = {
  fullName: 'fullName',
  email: 'email',
  phone: 'phone',
  additionalFullName: 'fullName',
  additionalEmail: 'email',
  additionalPhone: 'phone',
}

function maxLengthOf(field: FormField): number | null {
  const detail = DETAIL_OF[field]
  return detail && detail !== 'birthDate' ? FIELD_LIMITS[detail].maxLength : null
}

export function fieldMessage(code: FormErrorCode, field: FormField, label: string, minimumAge: number): Message {
  if (code === 'required') return { id: 'checkout.error.fillIn', values: { fields: label } }
  if (code === 'tooYoung') return tooYoung(minimumAge)
  if (code === 'tooLong') return { id: 'checkout.error.tooLong', values: { limit: maxLengthOf(field) ?? 0 } }
  const id = FIELD_MESSAGES[code]
  return id ? { id } : { id: 'checkout.error.fixErrors' }
}

/** A broken rule of the contract (FieldIssue) as the message shown next to its field, in the user's language. */
export function issueMessage(issue: FieldIssue, field: FormField, label: string): Message {
  const detail = DETAIL_OF[field] ?? (field.endsWith('BirthDate') || field === 'birthDate' ? 'birthDate' : undefined)
  switch (issue.rule) {
    case 'maxLength':
      return { id: 'checkout.error.tooLong', values: { limit: issue.limit ?? maxLengthOf(field) ?? 0 } }
    case 'minLength':
      return issue.limit !== undefined && issue.limit > 1
        ? { id: 'checkout.error.tooShort', values: { limit: issue.limit } }
        : { id: 'checkout.error.fillIn', values: { fields: label } }
    case 'required':
      return { id: 'checkout.error.fillIn', values: { fields: label } }
    default:
      if (detail === 'email') return { id: 'checkout.error.invalidEmail' }
      if (detail === 'phone') return { id: 'checkout.error.invalidPhone' }
      if (detail === 'birthDate') return { id: 'checkout.error.invalidBirthDate' }
      return { id: 'checkout.error.invalidValue' }
  }
}

/** The messages of the fields a refused request names (the first issue of each field of the form). */
export function issueMessages(error: CheckoutError | null, label: (field: FormField) => string): Partial<Record<FormField, Message>> {
  const messages: Partial<Record<FormField, Message>> = {}
  for (const issue of error?.fields ?? []) {
    const field = formFieldOf(issue.field)
    if (field && !messages[field]) messages[field] = issueMessage(issue, field, label(field))
  }
  return messages
}

/**
 * The page-level message of a refused booking (spec §5/§8), always from the catalogue: a
 * validation error's own text names contract paths, so its fields are shown next to them instead.
 */
export function bookingAlert(code: string, minimumAge: number, limits: { maximumRentalDays: number; bookingHorizonDays: number }): Message {
  if (code === 'DRIVER_TOO_YOUNG') return tooYoung(minimumAge)
  if (code === 'VALIDATION_ERROR') return { id: 'checkout.error.fixErrors' }
  const limited = limitedBookingMessage(code, limits)
  if (limited) return limited
  const id = Object.hasOwn(BOOKING_MESSAGES, code) ? BOOKING_MESSAGES[code] : undefined
  return { id: id ?? 'checkout.error.unhandled' }
}

/** The booking rules of this installation (spec-less codes), with their figures. */
export function limitedBookingMessage(code: string, limits: { maximumRentalDays: number; bookingHorizonDays: number }): Message | null {
  if (code === 'NO_PAYMENT_OPTION') return { id: 'errors.noPaymentOption' }
  if (code === 'RENTAL_TOO_LONG') return { id: 'errors.rentalTooLong', values: { days: limits.maximumRentalDays } }
  if (code === 'BEYOND_BOOKING_HORIZON') return { id: 'errors.beyondBookingHorizon', values: { days: limits.bookingHorizonDays } }
  return null
}

/** A refused submit: the page-level message, and the first wrong field (page order) to focus. */
export function refusedSubmit(
  errors: Partial<Record<FormField, FormErrorCode>>,
  paymentChosen: boolean,
  label: (field: FormField) => string,
  scriptFailed = false,
): { alert: Message; first: FormField | undefined } {
  const wrong = FORM_FIELDS.filter((field) => errors[field])
  // A required licence not added yet is missing like an empty field: named in the same first list.
  const missing = wrong.filter((field) => errors[field] === 'required' || errors[field] === 'licenseRequired')
  const alert: Message =
    missing.length > 0
      ? { id: 'checkout.error.fillIn', values: { fields: missing.map(label).join(', ') } }
      : wrong.length > 0
        ? { id: 'checkout.error.fixErrors' }
        : !paymentChosen
          ? { id: 'checkout.payment.choose' }
          : { id: scriptFailed ? 'checkout.payment.scriptFailed' : 'checkout.payment.scriptNotReady' }
  return { alert, first: wrong[0] }
}

/**
 * The refused submit's message while it still holds: a payment form said to have failed to load (or
 * to be loading) is no longer so once paid at the counter, loaded, or loading again.
 */
export function standingAlert(alert: Message | null, payment: { online: boolean; scriptStatus: ScriptStatus }): Message | null {
  const scriptFailed = payment.online && payment.scriptStatus === 'rejected'
  if (alert?.id === 'checkout.payment.scriptFailed' && !scriptFailed) return null
  if (alert?.id === 'checkout.payment.scriptNotReady' && (!payment.online || payment.scriptStatus === 'resolved')) return null
  return alert
}
