// The checkout machine as the browser can drive it: the events a visitor (or the world: the
// server's answers, the network, the card issuer) can cause on /checkout, in each snapshot, and
// the browser paths @xstate/graph finds with them. Answers are the actors' outcome events
// (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`), as in tests/machines/checkout.test.ts;
// here each one is arranged for real (see actions.ts).
import type { SnapshotFrom } from 'xstate'
import {
  additionalDriverWanted,
  checkoutMachine,
  offeredPayments,
  type CheckoutEvent,
  type CheckoutForm,
  type CheckoutInput,
  type CheckoutPrice,
  type CheckoutResult,
  type PaymentMode,
} from '../../../../machines/checkout.machine'
import { coveringPaths, type ModelPath, type ModelStep } from '../model/transition-cover.js'

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>
/** A driver's event, or an actor's outcome (its output or error is what the page is told). */
export type ModelEvent = CheckoutEvent | { type: `xstate.${'done' | 'error'}.actor.${string}`; output?: unknown; error?: unknown }
export type CheckoutStep = ModelStep<CheckoutSnapshot, ModelEvent>
export type CheckoutPath = ModelPath<CheckoutSnapshot, ModelEvent>

/** The e-mail address of an account (the seed's demo driver): the page says it is registered. */
export const REGISTERED_EMAIL = 'driver@keyturn.example'

/**
 * The car every path books, as far as the machine and the page care: a supplier that takes
 * payment at the counter, a deposit payable online, theft protection priced by the day, an
 * additional driver included, and (the second car) a licence required. The real car of each path
 * is chosen to match (trip.ts); amounts are the server's and never asserted from here.
 */
function carQuote(licenseRequired: boolean): CheckoutPrice {
  const paymentOptions: PaymentMode[] = ['payAtCounter', 'payDeposit', 'payInFull']
  return {
    paymentOptions,
    offer: {
      car: { id: 'model-car', name: 'model car' } as CheckoutPrice['offer']['car'],
      paymentOptions,
      freeCancellationUntil: null,
      days: 7,
      currency: 'USD',
      totalPrice: 0,
      pricePerDay: 0,
      deposit: 0,
      extras: { cancellation: -1, amendments: -1, theftProtection: 10, collisionDamageWaiver: -1, fullInsurance: -1, additionalDriver: 0 },
    },
    currency: 'USD',
    price: 0,
    breakdown: { currency: 'USD', days: 7, pricing: 'tiers', rentalLines: [], options: [], total: 0, deposit: 0 },
    deposit: 0,
    depositPayable: true,
    minimumAge: 21,
    payLater: true,
    licenseRequired,
    pickUpLocation: { id: 'pick-up', name: 'pick-up', timeZone: 'UTC' },
    dropOffLocation: { id: 'drop-off', name: 'drop-off', timeZone: 'UTC' },
  }
}
export const CAR = carQuote(false)
export const CAR_WITH_LICENCE = carQuote(true)

export const input: CheckoutInput = {
  request: { car: 'model-car', pickUpLocation: 'pick-up', dropOffLocation: 'drop-off', from: '2030-01-01T10:00', to: '2030-01-08T10:00', language: 'en', currency: 'USD' },
}

/** The driver's details as the form holds them: filled in (`complete`) or not yet. */
export const completeDriver = { fullName: 'Model Driver', email: 'model.driver@keyturn.example', phone: '+33 6 11 22 33 44', birthDate: '1990-05-01' }
const blankDriver = { fullName: '', email: '', phone: '', birthDate: '' }

/** The form a submit sends: everything the page asks filled in, or the driver's details missing. */
export function formOf(snapshot: CheckoutSnapshot, complete: boolean): CheckoutForm {
  const price = snapshot.context.price!
  return {
    driver: complete ? completeDriver : blankDriver,
    asked: ['fullName', 'email', 'phone', 'birthDate'],
    acceptTerms: complete,
    additionalDriver: additionalDriverWanted(snapshot.context) ? (complete ? completeDriver : blankDriver) : null,
    license: complete && price.licenseRequired ? 'licence.pdf' : null,
    licenseNeeded: price.licenseRequired,
    botCheck: true,
  }
}

/** The booking the server makes: held for an online payment (Stripe), or made to pay at the counter. */
function booking(payment: PaymentMode): CheckoutResult {
  const counter = payment === 'payAtCounter'
  return {
    bookingId: 'model-booking',
    reference: 'MODEL',
    sessionId: counter ? 'ck_model' : 'cs_model',
    status: counter ? 'pending' : 'void',
    payment,
    gateway: counter ? null : 'Stripe',
    price: 0,
    deposit: 0,
    amountDue: 0,
    paymentAmount: 0,
    paymentCurrency: 'USD',
    clientSecret: counter ? null : 'cs_model_secret',
    payPalOrderId: null,
  }
}

const done = (id: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output })
const failure = (id: string, code: string): ModelEvent => ({ type: `xstate.error.actor.${id}`, error: { code, message: code } })
const online = (payment: PaymentMode | null) => payment === 'payDeposit' || payment === 'payInFull'

/** What can happen in the edit form: the visitor's choices, or the payment script's fate while it loads. */
function editingEvents(snapshot: CheckoutSnapshot): ModelEvent[] {
  const { context } = snapshot
  const { payment, scriptStatus } = context
  // Choosing an online payment starts loading the payment script at once: the page says so first.
  if (online(payment) && scriptStatus === 'initial') return [{ type: 'checkout.scriptStatus', status: 'pending' }]
  // While it loads, the visitor waits: it arrives or it cannot be had.
  if (online(payment) && scriptStatus === 'pending')
    return [
      { type: 'checkout.scriptStatus', status: 'resolved' },
      { type: 'checkout.scriptStatus', status: 'rejected' },
    ]
  if (!snapshot.matches({ editing: 'idle' })) return []
  // The car is taken: the visitor can only go back to the search (the path ends).
  if (context.error?.code === 'BOOKING_CONFLICT') return []
  const events: ModelEvent[] = [
    { type: 'checkout.setOption', option: 'theftProtection', on: !context.options.theftProtection },
    { type: 'checkout.addAdditionalDriver', on: !context.additionalDriverAdded },
    ...offeredPayments(context.price)
      .filter((mode) => mode !== payment)
      .map((mode): ModelEvent => ({ type: 'checkout.choosePayment', payment: mode })),
    { type: 'checkout.submit', form: formOf(snapshot, true) },
  ]
  if (context.request.currency === 'USD') events.push({ type: 'checkout.currency', currency: 'EUR' })
  if (online(payment) && scriptStatus === 'rejected') events.push({ type: 'checkout.scriptStatus', status: 'pending' })
  // Before anything is typed: the registered address typed (and left), or the form sent as it is.
  if (!context.showErrors && context.registeredEmails.length === 0) {
    events.push({ type: 'checkout.emailChecked', email: REGISTERED_EMAIL, registered: true })
    events.push({ type: 'checkout.submit', form: formOf(snapshot, false) })
  }
  // The registered address corrected.
  if (context.registeredEmails.length > 0) events.push({ type: 'checkout.emailChecked', email: completeDriver.email, registered: false })
  return events
}

/** The events a visitor or the world can cause in this snapshot. */
export function checkoutEvents(snapshot: CheckoutSnapshot): ModelEvent[] {
  if (snapshot.matches('loading')) return [done('loadPrice', CAR), done('loadPrice', CAR_WITH_LICENCE), failure('loadPrice', 'NETWORK')]
  if (snapshot.matches('loadFailed')) return [{ type: 'checkout.retry' }]
  // The server prices in the currency asked for.
  if (snapshot.matches({ editing: 'repricing' }))
    return [done('reprice', { ...snapshot.context.price!, currency: snapshot.context.request.currency }), failure('reprice', 'NETWORK')]
  if (snapshot.matches('editing')) return editingEvents(snapshot)
  if (snapshot.matches('creatingBooking'))
    return [done('createBooking', booking(snapshot.context.payment!)), failure('createBooking', 'BOOKING_CONFLICT')]
  if (snapshot.matches('providerStep'))
    return [
      { type: 'checkout.paymentFailed', message: 'Payment failed' },
      { type: 'checkout.paid', sessionId: 'cs_model' },
    ]
  return []
}

/** What the page shows differently, and what changes the events above. */
export function serializeCheckout(snapshot: CheckoutSnapshot): string {
  const { context } = snapshot
  return JSON.stringify([
    snapshot.value,
    context.payment,
    context.scriptStatus,
    context.options.theftProtection,
    context.additionalDriverAdded,
    context.request.currency,
    context.price?.currency ?? null,
    context.registeredEmails.length,
    context.showErrors,
    context.error?.code ?? null,
    context.errorSource,
    context.paymentError !== null,
    context.price?.licenseRequired ?? null,
  ])
}

/** What a step does, in words: the page's way of causing its event, and what it involves. */
export function variantsOf(before: CheckoutSnapshot, event: ModelEvent): string[] {
  const e = event as Record<string, unknown> & { type: string }
  const { context } = before
  switch (e.type) {
    case 'xstate.done.actor.loadPrice':
      return [`loadPrice✓${(e.output as CheckoutPrice).licenseRequired ? ' (licence required)' : ''}`]
    case 'xstate.done.actor.createBooking':
      return [`createBooking✓ (${context.payment})`]
    case 'checkout.setOption':
      return [`setOption(${String(e.option)}, ${e.on ? 'on' : 'off'})`]
    case 'checkout.addAdditionalDriver':
      return [`addAdditionalDriver(${e.on ? 'on' : 'off'})`]
    case 'checkout.choosePayment':
      // 'Pay at the counter instead', offered next to the payment script's failure
      return [`choosePayment(${String(e.payment)}${e.payment === 'payAtCounter' && online(context.payment) && context.scriptStatus === 'rejected' ? ', instead' : ''})`]
    case 'checkout.scriptStatus':
      return [`scriptStatus(${String(e.status)}${context.scriptStatus === 'rejected' ? ', try again' : ''})`]
    case 'checkout.emailChecked':
      return [`emailChecked(${e.registered ? 'registered' : 'free'})`]
    case 'checkout.submit': {
      const form = e.form as CheckoutForm
      if (!form.acceptTerms) return [`submit(incomplete${context.registeredEmails.length ? ', registered e-mail' : ''})`]
      return [
        `submit(complete${online(context.payment) ? `, ${context.scriptStatus}` : ''})`,
        ...(form.additionalDriver ? ['submit with an additional driver'] : []),
        ...(form.licenseNeeded ? ['submit with a licence'] : []),
      ]
    }
    case 'checkout.paid':
      return [`paid (${context.payment})`, ...(context.paymentError ? ['paid after a failure'] : [])]
    default: {
      const type = e.type.replace(/^checkout\./, '')
      if (type.startsWith('xstate.error.actor.')) return [`${type.replace('xstate.error.actor.', '')}✗`]
      if (type.startsWith('xstate.done.actor.')) return [`${type.replace('xstate.done.actor.', '')}✓`]
      return [type]
    }
  }
}

/** A path in words: each step's variant, then the state it ends in. */
export function describeCheckoutPath(path: CheckoutPath): string {
  const last = path.steps.at(-1)?.after ?? path.start
  return `${path.steps.map((step) => variantsOf(step.before, step.event)[0]).join(' → ')} ⇒ ${JSON.stringify(last.value)}`
}

export function checkoutPaths(): CheckoutPath[] {
  return coveringPaths<CheckoutSnapshot, ModelEvent>({
    machine: checkoutMachine,
    input,
    events: checkoutEvents,
    serializeState: serializeCheckout,
    variantsOf,
    // a path that ends on a held payment script goes on to the payment (a whole journey)
    finalWithin: 5,
  })
}
