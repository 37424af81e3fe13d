// How the checkout machine's paths are made: the driver's events and the requests' outcomes as
// `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events.
import type { SnapshotFrom } from 'xstate'
import {
  checkoutMachine,
  type CheckoutEvent,
  type CheckoutForm,
  type CheckoutInput,
  type CheckoutPrice,
  type CheckoutResult,
  type PaymentMode,
} from '../../../machines/checkout.machine'
import { pathPlan } from '../support/paths'

export type Snapshot = SnapshotFrom<typeof checkoutMachine>
export type Outcome = { type: string; output?: unknown; error?: unknown }

const CAR = '00000000-0000-4000-9000-000000000001'
const PARIS = '00000000-0000-4000-8000-00000000c001'
const LYON = '00000000-0000-4000-8000-00000000c002'
export const input: CheckoutInput = {
  request: { car: CAR, pickUpLocation: PARIS, dropOffLocation: LYON, from: '2026-12-01T10:00', to: '2026-12-04T10:00', language: 'en', currency: 'EUR' },
}

/** The server's quote; its payment options as with a provider configured, unless given. */
export function makePrice(overrides: Partial<CheckoutPrice> = {}, total = 132): CheckoutPrice {
  const payLater = overrides.payLater ?? true
  const depositPayable = overrides.depositPayable ?? true
  const paymentOptions: PaymentMode[] = [...(payLater ? (['payAtCounter'] as const) : []), ...(depositPayable ? (['payDeposit'] as const) : []), 'payInFull']
  return {
    paymentOptions,
    offer: {
      car: { id: CAR, name: 'Peugeot 208' } as CheckoutPrice['offer']['car'],
      paymentOptions,
      freeCancellationUntil: null,
      days: 3,
      currency: 'EUR',
      totalPrice: 132,
      pricePerDay: 44,
      deposit: 100,
      // cancellation not offered, amendments included, the others priced
      extras: { cancellation: -1, amendments: 0, theftProtection: 11, collisionDamageWaiver: 13.2, fullInsurance: 22, additionalDriver: 5.5 },
    },
    currency: 'EUR',
    price: total,
    breakdown: { currency: 'EUR', days: 3, pricing: 'tiers', rentalLines: [{ kind: 'day', quantity: 3, unitPrice: total / 3, amount: total }], options: [], total, deposit: 100 },
    deposit: 100,
    depositPayable: true,
    minimumAge: 21,
    payLater: true,
    licenseRequired: false,
    pickUpLocation: { id: PARIS, name: 'Paris', timeZone: 'Europe/Paris' },
    dropOffLocation: { id: LYON, name: 'Lyon', timeZone: 'Europe/Paris' },
    ...overrides,
  }
}
export const priceA = makePrice()
export const priceOnlineOnly = makePrice({ payLater: false })
const priceWithTheft = makePrice({}, 165)
/** The deposit is not less than the price: it cannot be paid online on its own. */
export const priceNoDeposit = makePrice({ deposit: 500, depositPayable: false })

export const driver = { fullName: ' Dana Driver ', email: 'dana@keyturn.example', phone: '+33 6 12 34 56 78', birthDate: '1990-05-01' }
export const validForm: CheckoutForm = {
  driver,
  asked: ['fullName', 'email', 'phone', 'birthDate'],
  acceptTerms: true,
  additionalDriver: null,
  license: null,
  licenseNeeded: false,
  botCheck: true,
}
export const invalidForm: CheckoutForm = { ...validForm, driver: { ...driver, email: 'not-an-address' }, acceptTerms: false }

export function result(payment: PaymentMode): CheckoutResult {
  return {
    bookingId: '00000000-0000-4000-8000-0000000000b1',
    reference: 'KT7M4Q9X',
    sessionId: payment === 'payAtCounter' ? 'ck_counter' : 'ck_online',
    status: payment === 'payAtCounter' ? 'pending' : 'void',
    payment,
    gateway: payment === 'payAtCounter' ? null : 'Stripe',
    price: 132,
    deposit: 100,
    amountDue: payment === 'payAtCounter' ? 0 : payment === 'payDeposit' ? 100 : 132,
    paymentAmount: payment === 'payAtCounter' ? 0 : payment === 'payDeposit' ? 92 : 121.44,
    paymentCurrency: 'EUR',
    clientSecret: payment === 'payAtCounter' ? null : 'cs_secret',
    payPalOrderId: null,
  }
}

export const apiError = (code: string, message = code) => Object.assign(new Error(message), { code })
export const done = (id: string, output: unknown): Outcome => ({ type: `xstate.done.actor.${id}`, output })
export const failure = (id: string, code: string, message = code): Outcome => ({ type: `xstate.error.actor.${id}`, error: apiError(code, message) })
export const bookingFailures = ['BOOKING_CONFLICT', 'DRIVER_TOO_YOUNG', 'LICENSE_REQUIRED', 'EMAIL_ALREADY_REGISTERED', 'RECAPTCHA_ERROR', 'VALIDATION_ERROR']

/** The driver's events tried in every state. */
const driverEvents: CheckoutEvent[] = [
  { type: 'checkout.setOption', option: 'theftProtection', on: true },
  { type: 'checkout.setOption', option: 'amendments', on: false },
  { type: 'checkout.setOption', option: 'cancellation', on: true },
  { type: 'checkout.choosePayment', payment: 'payInFull' },
  { type: 'checkout.choosePayment', payment: 'payDeposit' },
  { type: 'checkout.choosePayment', payment: 'payAtCounter' },
  { type: 'checkout.scriptStatus', status: 'resolved' },
  { type: 'checkout.submit', form: validForm },
  { type: 'checkout.submit', form: invalidForm },
  { type: 'checkout.paymentFailed', message: 'Payment failed' },
  { type: 'checkout.paid', sessionId: 'cs_test_paid' },
  { type: 'checkout.retry' },
]

/** The additional driver comes with the car: adding one is the driver's choice, not an option priced. */
const priceDriverIncluded: CheckoutPrice = { ...priceA, offer: { ...priceA.offer, extras: { ...priceA.offer.extras, additionalDriver: 0 } } }

/** What the server may answer while a request runs; `prices` are the quotes the page may load. */
function outcomesIn(snapshot: Snapshot, prices = [priceA, priceOnlineOnly, priceNoDeposit]): Outcome[] {
  if (snapshot.matches('loading')) return [...prices.map((price) => done('loadPrice', price)), failure('loadPrice', 'NOT_FOUND', 'Car not found')]
  if (snapshot.matches({ editing: 'repricing' })) return [done('reprice', priceWithTheft), failure('reprice', 'INTERNAL_ERROR')]
  if (snapshot.matches('creatingBooking'))
    return [done('createBooking', result(snapshot.context.payment!)), ...bookingFailures.map((code) => failure('createBooking', code))]
  return []
}

// What the guards and the checks read (and nothing else, to keep the paths few).
const serializeState = (snapshot: Snapshot) => {
  const { payment, scriptStatus, options, error, price, request, additionalDriverAdded } = snapshot.context
  return JSON.stringify([
    snapshot.value,
    payment,
    scriptStatus,
    options.theftProtection,
    error?.code ?? null,
    price?.payLater ?? null,
    price?.depositPayable ?? null,
    price?.offer.extras.additionalDriver ?? null,
    additionalDriverAdded,
    request.currency,
  ])
}

/** The settings beside the booking: an included additional driver, the currency, an e-mail known to be registered. */
const settingsEvents: CheckoutEvent[] = [
  { type: 'checkout.addAdditionalDriver', on: true },
  { type: 'checkout.addAdditionalDriver', on: false },
  { type: 'checkout.currency', currency: 'USD' },
  { type: 'checkout.emailChecked', email: driver.email, registered: true },
]

export const checkoutPaths = pathPlan({
  machine: checkoutMachine,
  traversal: 'shortest',
  starts: [
    { name: 'booking', input, events: driverEvents, prices: [priceA, priceOnlineOnly, priceNoDeposit] },
    // A walk of its own, with a car whose additional driver is included: in the booking's walk,
    // these would multiply the states for a few transitions.
    { name: 'settings', input, events: settingsEvents, prices: [priceDriverIncluded] },
  ],
  events: (snapshot, start) => [...start.events, ...outcomesIn(snapshot, start.prices)],
  serializeState,
})
