// The checkout's draft for the session (sessionStorage): what the driver typed and chose, so Back,
// a reload or a look at the Terms restores the form. The driver's details serve any checkout of the
// session; the options, the payment and the added driver belong to one car, places and dates. Never
// the licence file (a server-side temporary file) nor anything secret. Cleared once booked.
import type { BookingOptions, CheckoutChoices, DriverValues, PaymentMode } from '../../../../machines/checkout.machine'
import { NO_OPTIONS } from '../../../../machines/checkout.machine'
import { EMPTY_DRIVER } from './checkout-form'

export const CHECKOUT_DRAFT_KEY = 'bc-fe-checkout-draft'

export interface CheckoutDraft {
  /** Which checkout the choices belong to (its query string). */
  checkout: string
  driver: DriverValues
  additional: DriverValues
  choices: CheckoutChoices
}

const PAYMENTS: readonly PaymentMode[] = ['payAtCounter', 'payDeposit', 'payInFull']

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

function driverOf(value: unknown): DriverValues {
  const source = isRecord(value) ? value : {}
  const text = (key: keyof DriverValues) => (typeof source[key] === 'string' ? source[key] : '')
  return { ...EMPTY_DRIVER, fullName: text('fullName'), email: text('email'), phone: text('phone'), birthDate: text('birthDate') }
}

function optionsOf(value: unknown): BookingOptions {
  const source = isRecord(value) ? value : {}
  return Object.fromEntries(Object.keys(NO_OPTIONS).map((kind) => [kind, source[kind] === true])) as unknown as BookingOptions
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null // storage blocked by the browser: no draft
  }
}

/** The session's draft, or null (none, or unreadable). */
export function readCheckoutDraft(): CheckoutDraft | null {
  try {
    const raw = storage()?.getItem(CHECKOUT_DRAFT_KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as unknown
    if (!isRecord(parsed) || typeof parsed.checkout !== 'string') return null
    const choices = isRecord(parsed.choices) ? parsed.choices : {}
    return {
      checkout: parsed.checkout,
      driver: driverOf(parsed.driver),
      additional: driverOf(parsed.additional),
      choices: {
        options: optionsOf(choices.options),
        payment: PAYMENTS.find((mode) => mode === choices.payment) ?? null,
        additionalDriverAdded: choices.additionalDriverAdded === true,
      },
    }
  } catch {
    return null
  }
}

export function saveCheckoutDraft(draft: CheckoutDraft): void {
  try {
    storage()?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // full or blocked: the form still works, without a draft
  }
}

export function clearCheckoutDraft(): void {
  try {
    storage()?.removeItem(CHECKOUT_DRAFT_KEY)
  } catch {
    // blocked: nothing was stored
  }
}

/** The choices the machine starts from for this checkout: the draft's when it is the same checkout. */
export function draftChoicesFor(draft: CheckoutDraft | null, checkout: string): CheckoutChoices | null {
  return draft && draft.checkout === checkout ? draft.choices : null
}
