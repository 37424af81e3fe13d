// Online payments in the database: finding a checkout, remembering the provider's session or order,
// and the two transitions of an unpaid (void) booking — paid or expired. Each transition is ONE
// guarded UPDATE (… WHERE status = 'void' … RETURNING): of a webhook, its replay, the confirmation
// page's check and the expiry sweep racing on one booking, exactly one changes it; the others see
// no row and change nothing. A provider event is recorded in payment_events in the same transaction,
// (provider, event_id) unique, so a replayed event is recognised even after the booking moved on.
// The target statuses come from the bookingStatus machine (nextStatus), never written here.
import { and, eq, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { nextStatus } from '../../../domain/booking-status.js'
import type { BookingStatus, Language, PaymentGateway } from '../../../domain/enums.js'
import type { AppDb } from '../index.js'
import { bookings, cars, locations, paymentEvents, users } from '../schema.js'
import type { Tx } from './bookings.js'
import { localizedName, type LocationRef } from './catalogue.js'

export type BookingRow = typeof bookings.$inferSelect

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A provider's notification that caused a transition (webhook event, PayPal capture). */
export type ProviderEvent = { provider: PaymentGateway; eventId: string; type: string; payload: unknown }

function machineStatus(event: Parameters<typeof nextStatus>[1]): BookingStatus {
  const status = nextStatus('void', event)
  if (!status) throw new Error(`the bookingStatus machine refuses ${event} from void`)
  return status
}
const PAID_DEPOSIT = machineStatus('booking.paidDeposit')
const PAID_IN_FULL = machineStatus('booking.paidInFull')
const PAYMENT_EXPIRED = machineStatus('booking.paymentExpired')

export async function getBooking(db: Tx, id: string): Promise<BookingRow | null> {
  if (!UUID_PATTERN.test(id)) return null
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id))
  return row ?? null
}

/** The booking of a checkout, by the server's reference or by the Stripe Checkout session id. */
export async function findBookingByCheckoutId(db: Tx, checkoutId: string): Promise<BookingRow | null> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(or(eq(bookings.checkoutReference, checkoutId), eq(bookings.providerSessionId, checkoutId)))
    .limit(1)
  return row ?? null
}

const supplier = alias(users, 'supplier')
const pickUp = alias(locations, 'pick_up')
const dropOff = alias(locations, 'drop_off')

/** The names a booking's confirmation shows: its car, its supplier and both places (in `language`, else English). */
export type BookingNames = { carName: string; supplierName: string; pickUpLocation: LocationRef; dropOffLocation: LocationRef }

export async function getBookingNames(db: Tx, bookingId: string, language: Language): Promise<BookingNames | null> {
  const [row] = await db
    .select({
      carName: cars.name,
      supplierName: supplier.fullName,
      pickUpId: pickUp.id,
      pickUpName: localizedName(pickUp.names, language),
      pickUpZone: pickUp.timeZone,
      dropOffId: dropOff.id,
      dropOffName: localizedName(dropOff.names, language),
      dropOffZone: dropOff.timeZone,
    })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(supplier, eq(supplier.id, bookings.supplierId))
    .innerJoin(pickUp, eq(pickUp.id, bookings.pickUpLocationId))
    .innerJoin(dropOff, eq(dropOff.id, bookings.dropOffLocationId))
    .where(eq(bookings.id, bookingId))
  if (!row) return null
  return {
    carName: row.carName,
    supplierName: row.supplierName,
    pickUpLocation: { id: row.pickUpId, name: row.pickUpName, timeZone: row.pickUpZone },
    dropOffLocation: { id: row.dropOffId, name: row.dropOffName, timeZone: row.dropOffZone },
  }
}

/** Whether an unpaid booking's payment is still open (it holds the car until then). */
export const paymentOpen = (booking: BookingRow, now = new Date()) =>
  booking.status === 'void' && booking.expiresAt !== null && booking.expiresAt.getTime() > now.getTime()

/** Remembers the Stripe session of a still-unpaid booking; its expiry becomes the booking's. */
export async function setProviderSession(db: Tx, bookingId: string, sessionId: string, expiresAt: Date): Promise<void> {
  await db
    .update(bookings)
    .set({ providerSessionId: sessionId, expiresAt, updatedAt: new Date() })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'void')))
}

export async function setProviderOrder(db: Tx, bookingId: string, orderId: string): Promise<void> {
  await db
    .update(bookings)
    .set({ providerOrderId: orderId, updatedAt: new Date() })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'void')))
}

/** Records a provider event; false when it was already recorded (a replay). */
async function recordEvent(tx: Tx, event: ProviderEvent, bookingId: string | null): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ provider: event.provider, eventId: event.eventId, type: event.type, bookingId, payload: event.payload })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id })
  return inserted.length === 1
}

export type TransitionResult =
  /** The booking changed now (send what follows: the confirmation e-mail, a cache clear). */
  | { changed: true; booking: BookingRow }
  /** Nothing changed: a replayed event, or the booking had already left void. */
  | { changed: false; replay: boolean }

/** void → deposit (a deposit booking) or paid, once. */
export function confirmPayment(db: AppDb, bookingId: string, event: ProviderEvent | null): Promise<TransitionResult> {
  return transition(db, bookingId, event, sql`CASE WHEN ${bookings.isDeposit} THEN ${PAID_DEPOSIT}::booking_status ELSE ${PAID_IN_FULL}::booking_status END`, {
    expiresAt: null,
  })
}

/** void → cancelled because its payment session ended (Stripe's expiry, a failed async payment), once. */
export function expirePayment(db: AppDb, bookingId: string, event: ProviderEvent | null): Promise<TransitionResult> {
  return transition(db, bookingId, event, sql`${PAYMENT_EXPIRED}::booking_status`, {})
}

async function transition(
  db: AppDb,
  bookingId: string,
  event: ProviderEvent | null,
  status: SQL,
  extra: Partial<BookingRow>,
): Promise<TransitionResult> {
  return db.transaction(async (tx) => {
    if (event && !(await recordEvent(tx, event, bookingId))) return { changed: false, replay: true }
    const [row] = await tx
      .update(bookings)
      .set({ ...extra, status, updatedAt: new Date() })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'void')))
      .returning()
    return row ? { changed: true, booking: row } : { changed: false, replay: false }
  })
}

/** Cancels every unpaid booking whose payment window has passed (the sweep); answers those cancelled. */
export async function expireOverdueBookings(db: Tx, now = new Date()): Promise<{ id: string }[]> {
  return db
    .update(bookings)
    .set({ status: PAYMENT_EXPIRED, updatedAt: new Date() })
    .where(and(eq(bookings.status, 'void'), isNotNull(bookings.expiresAt), lte(bookings.expiresAt, now)))
    .returning({ id: bookings.id })
}

/** Cancels one unpaid booking if its payment window has passed; the booking after, or null when unchanged. */
export async function expireIfOverdue(db: Tx, bookingId: string, now = new Date()): Promise<BookingRow | null> {
  const [row] = await db
    .update(bookings)
    .set({ status: PAYMENT_EXPIRED, updatedAt: new Date() })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'void'), isNotNull(bookings.expiresAt), lte(bookings.expiresAt, now)))
    .returning()
  return row ?? null
}

export { PAYMENT_EXPIRED }
