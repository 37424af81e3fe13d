// The checkout form's plain logic: which fields are asked, the form sent to the machine, and the
// messages of its errors and of a refused booking.
import type {
  CheckoutForm,
  CheckoutPrice,
  DriverField,
  DriverValues,
  FormErrorCode,
  FormField,
} from '../../../../machines/checkout.machine'
import { FORM_FIELDS } from '../../../../machines/checkout.machine'
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
}

export function fieldMessage(code: FormErrorCode, field: FormField, label: string, minimumAge: number): Message {
  if (code === 'required') return { id: 'checkout.error.fillIn', values: { fields: label } }
  if (code === 'tooYoung') return tooYoung(minimumAge)
  const id = FIELD_MESSAGES[code]
  return id ? { id } : { id: 'checkout.error.fixErrors', values: { field } }
}

/** The page-level message of a refused booking (spec §5/§8), or the server's own words. */
export function bookingAlert(code: string, message: string, minimumAge: number): Message | string {
  if (code === 'DRIVER_TOO_YOUNG') return tooYoung(minimumAge)
  if (code === 'VALIDATION_ERROR') return message || { id: 'checkout.error.fixErrors' }
  const id = Object.hasOwn(BOOKING_MESSAGES, code) ? BOOKING_MESSAGES[code] : undefined
  return { id: id ?? 'checkout.error.unhandled' }
}

/** A refused submit: the page-level message, and the first wrong field (page order) to focus. */
export function refusedSubmit(
  errors: Partial<Record<FormField, FormErrorCode>>,
  paymentChosen: boolean,
  label: (field: FormField) => string,
): { alert: Message; first: FormField | undefined } {
  const wrong = FORM_FIELDS.filter((field) => errors[field])
  const missing = wrong.filter((field) => errors[field] === 'required')
  const alert: Message =
    missing.length > 0
      ? { id: 'checkout.error.fillIn', values: { fields: missing.map(label).join(', ') } }
      : wrong.length > 0
        ? { id: 'checkout.error.fixErrors' }
        : !paymentChosen
          ? { id: 'checkout.payment.choose' }
          : { id: 'checkout.payment.scriptNotReady' }
  return { alert, first: wrong[0] }
}
