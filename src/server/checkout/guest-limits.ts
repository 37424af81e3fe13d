// What an account whose e-mail is not confirmed yet (a checkout's guest account, or a sign-up not
// activated) may hold (issue 13): at most `guestPayAtCounterLimit` pay-at-the-counter bookings, each
// released (cancelled by the machine's booking.cancel) when the e-mail is still not confirmed
// `guestConfirmationHours` after it was made. Online bookings are not counted: they hold the car only
// while paid for, or for their short payment window.
import { and, count, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import { nextStatus, statusesHoldingCar } from '../../domain/booking-status.js'
import type { PaymentMode } from '../../domain/booking-status.js'
import type { AppDb } from '../db/index.js'
import type { Tx } from '../db/queries/bookings.js'
import { readSettings } from '../db/queries/settings.js'
import type { UserRow } from '../db/queries/users.js'
import { bookings, users } from '../db/schema.js'
import { AppError } from '../errors.js'

export const unconfirmedLimitReached = () => new AppError('EMAIL_CONFIRMATION_REQUIRED', 409)

/**
 * Refuses a pay-at-the-counter booking of an unconfirmed driver who holds the limit already. Runs in
 * the checkout's transaction with the driver's row locked, so concurrent checkouts count one by one.
 */
export async function requireRoomForUnconfirmedDriver(tx: Tx, driver: UserRow, payment: PaymentMode): Promise<void> {
  if (driver.verified || payment !== 'payAtCounter') return
  const { guestPayAtCounterLimit } = await readSettings(tx as AppDb)
  await tx.select({ id: users.id }).from(users).where(eq(users.id, driver.id)).for('update')
  const [held] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.driverId, driver.id), eq(bookings.isPayLater, true), inArray(bookings.status, [...statusesHoldingCar]), gt(bookings.to, new Date())))
  if ((held?.n ?? 0) >= guestPayAtCounterLimit) throw unconfirmedLimitReached()
}

const RELEASED = (() => {
  const status = nextStatus('pending', 'booking.cancel')
  if (!status) throw new Error('the bookingStatus machine refuses booking.cancel from pending')
  return status
})()

/**
 * Releases the pay-at-the-counter bookings of unconfirmed drivers made more than the configured hours
 * ago; answers those released. One guarded UPDATE: of several instances sweeping, one releases each.
 */
export async function releaseUnconfirmedBookings(db: AppDb, now = new Date()): Promise<{ id: string }[]> {
  const { guestConfirmationHours } = await readSettings(db)
  const madeBefore = new Date(now.getTime() - guestConfirmationHours * 3_600_000)
  return db
    .update(bookings)
    .set({ status: RELEASED, updatedAt: new Date() })
    .where(
      and(
        eq(bookings.isPayLater, true),
        inArray(bookings.status, [...statusesHoldingCar]),
        lte(bookings.createdAt, madeBefore),
        sql`${bookings.driverId} IN (SELECT ${users.id} FROM ${users} WHERE ${users.verified} = false)`,
      ),
    )
    .returning({ id: bookings.id })
}

/** The pay-at-the-counter bookings an unconfirmed driver still holds (for the 'resend my confirmation' path). */
export async function heldBookingsOf(db: AppDb, driverId: string): Promise<{ id: string }[]> {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.driverId, driverId), inArray(bookings.status, [...statusesHoldingCar]), gt(bookings.to, new Date())))
}
