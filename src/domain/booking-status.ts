// Booking status rules for the server (issue 5 "Booking creation"). Every answer comes from
// machines/bookingStatus.machine.ts — the one place the transitions are written — through
// xstate's pure `getInitialSnapshot` / `transition`; nothing here restates them.
import { getInitialSnapshot, transition } from 'xstate'
import {
  HOLDS_CAR_TAG,
  HOLDS_CAR_WHILE_PAYMENT_OPEN_TAG,
  bookingStatusMachine,
  bookingStatusEventTypes,
  paymentModes,
  type BookingStatusEvent,
  type BookingStatusEventType,
  type PaymentMode,
} from '../../machines/bookingStatus.machine'
import { bookingStatuses, type BookingStatus } from './enums'

export { bookingStatusEventTypes, paymentModes }
export type { BookingStatusEvent, BookingStatusEventType, PaymentMode }

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (bookingStatuses as readonly string[]).includes(value)
}

/** The machine resting in `status`. Transitions after creation never read the context. */
function snapshotAt(status: BookingStatus) {
  if (!isBookingStatus(status)) throw new TypeError(`Unknown booking status: ${String(status)}`)
  return bookingStatusMachine.resolveState({ value: status, context: { payment: 'payInFull' } })
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
  const message = { type: event } as BookingStatusEvent
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
