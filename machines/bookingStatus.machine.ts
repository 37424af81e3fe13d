// The allowed booking status transitions (spec §3/§4, issue 5 "Booking creation"), in ONE place.
// The server enforces them through the pure helpers of src/domain/booking-status.ts, which ask
// this machine (`transition`), never a second table. Pure: no actions, no actors, no timers —
// the server decides when a payment window ends and sends `booking.paymentExpired`.
//
//   created ─┬─ payAtCounter ─► pending ─ confirm ─► reserved
//            └─ online ───────► void ─┬─ paidDeposit ─► deposit ─ paidInFull (balance) ─┐
//                                     └─ paidInFull ──────────────────────────────────► paid
//   void ─ paymentExpired | cancel ─► cancelled (final)
//   pending | deposit | paid | reserved ─ cancel ─► cancelled
//
// Decision — `booking.confirm` is pending → reserved only: the supplier reserves a pay-at-counter
// booking. An online booking is secured by its payment (deposit or paid), so it needs no
// confirmation; a void one must be paid first. The bookings issue extends this machine (e.g.
// payment at the counter of a reserved booking) — add the transition here, nowhere else.
//
// Which statuses hold the car is expressed by tags: `holdsCar` (pending, deposit, paid,
// reserved) and `holdsCarWhilePaymentOpen` (void); cancelled has neither.
import { setup } from 'xstate'
import type { components } from '../openapi/schema'

export const paymentModes = ['payAtCounter', 'payDeposit', 'payInFull'] as const
/** How the booking is paid; the same values as the API's `PaymentMode`. */
export type PaymentMode = (typeof paymentModes)[number]
type ApiPaymentMode = components['schemas']['PaymentMode']
// Compile-time check that the API's enum and this list agree, both ways.
const _sameAsApi: [PaymentMode] extends [ApiPaymentMode] ? ([ApiPaymentMode] extends [PaymentMode] ? true : false) : false = true
void _sameAsApi

export interface BookingStatusInput {
  /** The payment chosen at checkout; decides the status the booking is created with. */
  payment: PaymentMode
}

export interface BookingStatusContext {
  /** Read only when the booking is created; later transitions depend on the status alone. */
  payment: PaymentMode
}

export type BookingStatusEvent =
  /** The online deposit was paid (provider confirmed). */
  | { type: 'booking.paidDeposit' }
  /** The online payment of the full amount — or of the balance after a deposit — was confirmed. */
  | { type: 'booking.paidInFull' }
  /** The payment window of an unpaid online booking ended: it is cancelled and frees the car. */
  | { type: 'booking.paymentExpired' }
  /** The supplier reserves a pay-at-counter booking. */
  | { type: 'booking.confirm' }
  /** The booking is cancelled (driver's request, supplier or admin). */
  | { type: 'booking.cancel' }

export type BookingStatusEventType = BookingStatusEvent['type']

export const bookingStatusEventTypes = [
  'booking.paidDeposit',
  'booking.paidInFull',
  'booking.paymentExpired',
  'booking.confirm',
  'booking.cancel',
] as const satisfies readonly BookingStatusEventType[]

/** Tag of the statuses that always hold the car. */
export const HOLDS_CAR_TAG = 'holdsCar'
/** Tag of the status that holds the car only while its online payment is open (void). */
export const HOLDS_CAR_WHILE_PAYMENT_OPEN_TAG = 'holdsCarWhilePaymentOpen'
export type BookingStatusTag = typeof HOLDS_CAR_TAG | typeof HOLDS_CAR_WHILE_PAYMENT_OPEN_TAG

/** The transient state a new booking starts in; it resolves at once to pending or void. */
export const CREATED_STATE = 'created'

export const bookingStatusMachine = setup({
  types: {
    input: {} as BookingStatusInput,
    context: {} as BookingStatusContext,
    events: {} as BookingStatusEvent,
    tags: {} as BookingStatusTag,
  },
  guards: {
    paysAtCounter: ({ context }) => context.payment === 'payAtCounter',
  },
}).createMachine({
  id: 'bookingStatus',
  context: ({ input }) => ({ payment: input.payment }),
  initial: CREATED_STATE,
  states: {
    [CREATED_STATE]: {
      // Pay at the counter → pending; online (deposit or in full) → void until paid.
      always: [{ guard: 'paysAtCounter', target: 'pending' }, { target: 'void' }],
    },
    void: {
      tags: [HOLDS_CAR_WHILE_PAYMENT_OPEN_TAG],
      on: {
        'booking.paidDeposit': { target: 'deposit' },
        'booking.paidInFull': { target: 'paid' },
        'booking.paymentExpired': { target: 'cancelled' },
        'booking.cancel': { target: 'cancelled' },
      },
    },
    pending: {
      tags: [HOLDS_CAR_TAG],
      on: {
        'booking.confirm': { target: 'reserved' },
        'booking.cancel': { target: 'cancelled' },
      },
    },
    deposit: {
      tags: [HOLDS_CAR_TAG],
      on: {
        // The balance was paid online.
        'booking.paidInFull': { target: 'paid' },
        'booking.cancel': { target: 'cancelled' },
      },
    },
    paid: {
      tags: [HOLDS_CAR_TAG],
      on: { 'booking.cancel': { target: 'cancelled' } },
    },
    reserved: {
      tags: [HOLDS_CAR_TAG],
      on: { 'booking.cancel': { target: 'cancelled' } },
    },
    cancelled: { type: 'final' },
  },
})
