// Booking status rules for the server (issue 5 "Booking creation"). Every answer comes from
// machines/bookingStatus.machine.ts — the one place the transitions are written — through
// xstate's pure `getInitialSnapshot` / `transition`; nothing here restates them.
import { getInitialSnapshot, transition } from 'xstate'
import {
  BOOKING_ACTION_RULES,
  HOLDS_CAR_TAG,
  HOLDS_CAR_WHILE_PAYMENT_OPEN_TAG,
  NEW_BOOKING_FACTS,
  actionRequirements,
  bookingActionEventTypes,
  bookingStatusMachine,
  bookingStatusEventTypes,
  paymentModes,
  type ActionRequirement,
  type BookingActionEventType,
  type BookingFacts,
  type BookingStatusEvent,
  type BookingStatusEventType,
  type PaymentMode,
} from '../../machines/bookingStatus.machine'
import { bookingStatuses, EXTRA_INCLUDED, type BookingStatus } from './enums'

export { bookingActionEventTypes, bookingStatusEventTypes, paymentModes }
export type { BookingActionEventType, BookingFacts, BookingStatusEvent, BookingStatusEventType, PaymentMode }

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (bookingStatuses as readonly string[]).includes(value)
}

/** The machine resting in `status`. Status changes never read the context; the driver's actions read `facts`. */
function snapshotAt(status: BookingStatus, facts: BookingFacts = NEW_BOOKING_FACTS) {
  if (!isBookingStatus(status)) throw new TypeError(`Unknown booking status: ${String(status)}`)
  return bookingStatusMachine.resolveState({ value: status, context: { payment: 'payInFull', facts } })
}

/** The status a booking is created with: pay at the counter → pending; online → void until paid. */
export function initialStatus(payment: PaymentMode): BookingStatus {
  return getInitialSnapshot(bookingStatusMachine, { payment }).value as BookingStatus
}

/**
 * The status after `event`, or null when the machine refuses it from `current` (the server
 * must then refuse the change). Throws on a value that is not a booking status.
 */
export function nextStatus(current: BookingStatus, event: BookingStatusEvent['type']): BookingStatus | null {
  const snapshot = snapshotAt(current)
  const message = { type: event }
  if (snapshot.status !== 'active' || !snapshot.can(message)) return null
  const [next] = transition(bookingStatusMachine, snapshot, message)
  return next.value as BookingStatus
}

/**
 * Whether a booking in `status` keeps its car from other bookings over its period: pending,
 * deposit, paid and reserved always; void only while its online payment is open; cancelled never.
 */
export function holdsCar(status: BookingStatus, paymentOpen: boolean): boolean {
  const snapshot = snapshotAt(status)
  return snapshot.hasTag(HOLDS_CAR_TAG) || (paymentOpen && snapshot.hasTag(HOLDS_CAR_WHILE_PAYMENT_OPEN_TAG))
}

/** Statuses that hold the car whatever the payment (e.g. for SQL `status IN (...)`). */
export const statusesHoldingCar: readonly BookingStatus[] = bookingStatuses.filter((s) =>
  snapshotAt(s).hasTag(HOLDS_CAR_TAG),
)

/** Statuses that hold the car only while their online payment is open (void). */
export const statusesHoldingCarWhilePaymentOpen: readonly BookingStatus[] = bookingStatuses.filter((s) =>
  snapshotAt(s).hasTag(HOLDS_CAR_WHILE_PAYMENT_OPEN_TAG),
)

// ---------------------------------------------------------------- the driver's actions (issue 9)

/** The driver's actions of the API (BookingActions), each one event of the machine. */
export const bookingActionNames = ['edit', 'cancel', 'delete', 'rate'] as const
export type BookingAction = (typeof bookingActionNames)[number]
export const actionEvent: Record<BookingAction, BookingActionEventType> = {
  edit: 'booking.edit',
  cancel: 'booking.requestCancel',
  delete: 'booking.delete',
  rate: 'booking.rate',
}

/** Why an action is refused; the same values as the API's BookingActionRefusal. */
export type BookingActionRefusal =
  | 'STATUS_NOT_ALLOWED'
  | 'PICK_UP_PASSED'
  | 'DROP_OFF_NOT_PASSED'
  | 'NO_AMENDMENTS_OPTION'
  | 'NO_CANCELLATION_OPTION'
  | 'CANCEL_ALREADY_REQUESTED'
  | 'ALREADY_RATED'
  | 'PAYMENT_OPEN'
  | 'PAYMENT_ENDED'
  | 'NOT_FOUND'

/** The refusal each requirement of the machine names when it fails. */
const refusalOf: Record<ActionRequirement, BookingActionRefusal> = {
  beforePickUp: 'PICK_UP_PASSED',
  afterDropOff: 'DROP_OFF_NOT_PASSED',
  noCancelRequest: 'CANCEL_ALREADY_REQUESTED',
  amendmentsAvailable: 'NO_AMENDMENTS_OPTION',
  cancellationAvailable: 'NO_CANCELLATION_OPTION',
  notRated: 'ALREADY_RATED',
  paymentOpen: 'PAYMENT_ENDED',
  paymentEnded: 'PAYMENT_OPEN',
  notDeleted: 'NOT_FOUND',
}

/** Whether the machine accepts `action` from `status` with these facts. */
export function allowsAction(status: BookingStatus, facts: BookingFacts, action: BookingAction): boolean {
  const snapshot = snapshotAt(status, facts)
  return snapshot.status === 'active' && snapshot.can({ type: actionEvent[action] })
}

/**
 * Null when the machine accepts the action; else why: the status does not offer it, or the first of
 * its requirements (in the machine's order) that the facts fail.
 */
export function actionRefusal(status: BookingStatus, facts: BookingFacts, action: BookingAction): BookingActionRefusal | null {
  if (allowsAction(status, facts, action)) return null
  const requirements = BOOKING_ACTION_RULES[status][actionEvent[action]]
  if (!requirements) return 'STATUS_NOT_ALLOWED'
  const failed = requirements.find((requirement) => !actionRequirements[requirement](facts))
  if (!failed) throw new Error(`the machine refuses ${action} from ${status} though every requirement holds`)
  return refusalOf[failed]
}

export function bookingActions(status: BookingStatus, facts: BookingFacts): Record<BookingAction, boolean> {
  return Object.fromEntries(bookingActionNames.map((action) => [action, allowsAction(status, facts, action)])) as Record<BookingAction, boolean>
}

export function bookingRefusals(status: BookingStatus, facts: BookingFacts): Record<BookingAction, BookingActionRefusal | null> {
  return Object.fromEntries(bookingActionNames.map((action) => [action, actionRefusal(status, facts, action)])) as Record<
    BookingAction,
    BookingActionRefusal | null
  >
}

/** What the facts are read from: a stored booking, its car's two options, and whether it was rated or deleted. */
export type BookingFactsSource = {
  status: BookingStatus
  from: Date
  to: Date
  /** When an unpaid booking's payment window ends; null when none was opened. */
  expiresAt: Date | null
  /** The options bought with the booking. */
  amendments: boolean
  cancellation: boolean
  /** The car's options: -1 unavailable, 0 included, a price. */
  carAmendments: number
  carCancellation: number
  cancelRequested: boolean
  rated: boolean
  deleted: boolean
}

/** The facts of a booking at `now`: an option is available when the car includes it or it was bought. */
export function bookingFacts(source: BookingFactsSource, now: Date = new Date()): BookingFacts {
  return {
    started: now.getTime() >= source.from.getTime(),
    ended: now.getTime() >= source.to.getTime(),
    paymentOpen: source.status === 'void' && source.expiresAt !== null && source.expiresAt.getTime() > now.getTime(),
    amendmentsAvailable: source.amendments || source.carAmendments === EXTRA_INCLUDED,
    cancellationAvailable: source.cancellation || source.carCancellation === EXTRA_INCLUDED,
    cancelRequested: source.cancelRequested,
    rated: source.rated,
    deleted: source.deleted,
  }
}
