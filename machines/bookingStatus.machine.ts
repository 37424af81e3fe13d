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
//
// The driver's actions (issue 9) are events too, accepted without a change of status when the
// status lists the action in BOOKING_ACTION_RULES and every requirement listed there holds for
// the booking's facts (context.facts: time, payment window, options, what was already done):
//   edit          pending | deposit | paid | reserved — before pick-up, no cancel request, amendments
//   requestCancel pending | deposit | paid | reserved — before pick-up, no cancel request, cancellation;
//                 void too while its payment is open (an ended one has nothing left to cancel)
//   delete        cancelled; void once its payment ended — once (the record stays for the supplier)
//   rate          pending | deposit | paid | reserved — after drop-off, once
// Decisions where the issue is silent: an edit waits for the answer to a cancel request; a void
// booking (never paid) cannot be rated: it was never a rental. cancelled is therefore no longer a
// final state: it still accepts `booking.delete`; it accepts no status change.
import { assign, setup } from 'xstate'
import type { components } from '../openapi/schema'

export const paymentModes = ['payAtCounter', 'payDeposit', 'payInFull'] as const
/** How the booking is paid; the same values as the API's `PaymentMode`. */
export type PaymentMode = (typeof paymentModes)[number]
type ApiPaymentMode = components['schemas']['PaymentMode']
// Compile-time check that the API's enum and this list agree, both ways.
const _sameAsApi: [PaymentMode] extends [ApiPaymentMode] ? ([ApiPaymentMode] extends [PaymentMode] ? true : false) : false = true
void _sameAsApi

/** What the driver's actions depend on besides the status (the server derives them from the booking row). */
export interface BookingFacts {
  /** The pick-up time has come. */
  started: boolean
  /** The drop-off time has come (the trip ended). */
  ended: boolean
  /** An unpaid (void) booking's online payment is still open. */
  paymentOpen: boolean
  /** The car's amendments option is included or was bought. */
  amendmentsAvailable: boolean
  /** The car's cancellation option is included or was bought. */
  cancellationAvailable: boolean
  cancelRequested: boolean
  rated: boolean
  /** Removed from the driver's list. */
  deleted: boolean
}

/** A booking just made: nothing has happened to it yet. */
export const NEW_BOOKING_FACTS: BookingFacts = {
  started: false,
  ended: false,
  paymentOpen: true,
  amendmentsAvailable: false,
  cancellationAvailable: false,
  cancelRequested: false,
  rated: false,
  deleted: false,
}

export interface BookingStatusInput {
  /** The payment chosen at checkout; decides the status the booking is created with. */
  payment: PaymentMode
  facts?: Partial<BookingFacts>
}

export interface BookingStatusContext {
  /** Read only when the booking is created; later transitions depend on the status alone. */
  payment: PaymentMode
  /** Read by the driver's actions only; status changes never depend on them. */
  facts: BookingFacts
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

/** The driver's actions on a booking: none of them changes the status. */
export type BookingActionEvent =
  | { type: 'booking.edit' }
  | { type: 'booking.requestCancel' }
  | { type: 'booking.delete' }
  | { type: 'booking.rate' }

export type BookingActionEventType = BookingActionEvent['type']

export const bookingActionEventTypes = [
  'booking.edit',
  'booking.requestCancel',
  'booking.delete',
  'booking.rate',
] as const satisfies readonly BookingActionEventType[]

/** A requirement of an action, checked on the booking's facts; each names why an action is refused. */
export const actionRequirements = {
  beforePickUp: (facts: BookingFacts) => !facts.started,
  afterDropOff: (facts: BookingFacts) => facts.ended,
  noCancelRequest: (facts: BookingFacts) => !facts.cancelRequested,
  amendmentsAvailable: (facts: BookingFacts) => facts.amendmentsAvailable,
  cancellationAvailable: (facts: BookingFacts) => facts.cancellationAvailable,
  notRated: (facts: BookingFacts) => !facts.rated,
  paymentOpen: (facts: BookingFacts) => facts.paymentOpen,
  paymentEnded: (facts: BookingFacts) => !facts.paymentOpen,
  notDeleted: (facts: BookingFacts) => !facts.deleted,
} as const satisfies Record<string, (facts: BookingFacts) => boolean>

export type ActionRequirement = keyof typeof actionRequirements

type StatusName = 'void' | 'pending' | 'deposit' | 'paid' | 'reserved' | 'cancelled'

const whileHoldingCar = {
  'booking.edit': ['beforePickUp', 'noCancelRequest', 'amendmentsAvailable'],
  'booking.requestCancel': ['beforePickUp', 'noCancelRequest', 'cancellationAvailable'],
  'booking.rate': ['afterDropOff', 'notRated'],
} as const

/**
 * The actions each status offers and their requirements, in the order a refusal is explained
 * (the first one that fails is the reason). An action a status does not list is refused by the status.
 */
export const BOOKING_ACTION_RULES: Record<StatusName, Partial<Record<BookingActionEventType, readonly ActionRequirement[]>>> = {
  void: {
    'booking.requestCancel': ['paymentOpen', 'beforePickUp', 'noCancelRequest', 'cancellationAvailable'],
    'booking.delete': ['paymentEnded', 'notDeleted'],
  },
  pending: whileHoldingCar,
  deposit: whileHoldingCar,
  paid: whileHoldingCar,
  reserved: whileHoldingCar,
  cancelled: { 'booking.delete': ['notDeleted'] },
}

/** What an accepted action records in the facts (edit records nothing: the booking itself changes). */
const actionEffects: Record<BookingActionEventType, Partial<BookingFacts>> = {
  'booking.edit': {},
  'booking.requestCancel': { cancelRequested: true },
  'booking.delete': { deleted: true },
  'booking.rate': { rated: true },
}

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

/** The transitions of the actions `status` offers: no target (the status stays), guarded by their requirements. */
function actionsOf(status: StatusName) {
  return Object.fromEntries(
    Object.entries(BOOKING_ACTION_RULES[status]).map(([event, requirements]) => [
      event,
      { guard: { type: 'meetsRequirements' as const, params: { requirements } }, actions: 'recordAction' as const },
    ]),
  ) as Partial<Record<BookingActionEventType, { guard: { type: 'meetsRequirements'; params: { requirements: readonly ActionRequirement[] } }; actions: 'recordAction' }>>
}

/** The transient state a new booking starts in; it resolves at once to pending or void. */
export const CREATED_STATE = 'created'

export const bookingStatusMachine = setup({
  types: {
    input: {} as BookingStatusInput,
    context: {} as BookingStatusContext,
    events: {} as BookingStatusEvent | BookingActionEvent,
    tags: {} as BookingStatusTag,
  },
  guards: {
    paysAtCounter: ({ context }) => context.payment === 'payAtCounter',
    meetsRequirements: ({ context }, params: { requirements: readonly ActionRequirement[] }) =>
      params.requirements.every((requirement) => actionRequirements[requirement](context.facts)),
  },
  actions: {
    recordAction: assign({
      facts: ({ context, event }) => ({ ...context.facts, ...actionEffects[event.type as BookingActionEventType] }),
    }),
  },
}).createMachine({
  id: 'bookingStatus',
  context: ({ input }) => ({ payment: input.payment, facts: { ...NEW_BOOKING_FACTS, ...input.facts } }),
  initial: CREATED_STATE,
  states: {
    [CREATED_STATE]: {
      // Pay at the counter → pending; online (deposit or in full) → void until paid.
      always: [{ guard: 'paysAtCounter', target: 'pending' }, { target: 'void' }],
    },
    void: {
      tags: [HOLDS_CAR_WHILE_PAYMENT_OPEN_TAG],
      on: {
        ...actionsOf('void'),
        'booking.paidDeposit': { target: 'deposit' },
        'booking.paidInFull': { target: 'paid' },
        'booking.paymentExpired': { target: 'cancelled' },
        'booking.cancel': { target: 'cancelled' },
      },
    },
    pending: {
      tags: [HOLDS_CAR_TAG],
      on: {
        ...actionsOf('pending'),
        'booking.confirm': { target: 'reserved' },
        'booking.cancel': { target: 'cancelled' },
      },
    },
    deposit: {
      tags: [HOLDS_CAR_TAG],
      on: {
        ...actionsOf('deposit'),
        // The balance was paid online.
        'booking.paidInFull': { target: 'paid' },
        'booking.cancel': { target: 'cancelled' },
      },
    },
    paid: {
      tags: [HOLDS_CAR_TAG],
      on: { ...actionsOf('paid'), 'booking.cancel': { target: 'cancelled' } },
    },
    reserved: {
      tags: [HOLDS_CAR_TAG],
      on: { ...actionsOf('reserved'), 'booking.cancel': { target: 'cancelled' } },
    },
    // No status change leaves cancelled; the driver may still remove it from their list.
    cancelled: { on: actionsOf('cancelled') },
  },
})
