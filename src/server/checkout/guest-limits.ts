// What an account whose e-mail is not confirmed yet (a checkout's guest account, or a sign-up not
// activated) may hold (issue 13): at most `guestPayAtCounterLimit` pay-at-the-counter bookings, each
// released (cancelled by the machine's booking.cancel) when the e-mail is still not confirmed
// `guestConfirmationHours` after it was made (online bookings are not counted here: they hold the car
// only while paid for, or for their short payment window). And what all such accounts may hold
// together from one client network (issue 21, src/domain/holding-limits.ts): their unpaid bookings,
// online ones while their payment is open too, within a budget of car-days.
import { and, count, eq, gt, inArray, lte, or, sql } from 'drizzle-orm'
import ipaddr from 'ipaddr.js'
import { heldCarDays, mayHoldUnconfirmed } from '../../domain/holding-limits.js'
import { nextStatus, statusesHoldingCar } from '../../domain/booking-status.js'
import type { PaymentMode } from '../../domain/booking-status.js'
import type { AppDb } from '../db/index.js'
import type { Tx } from '../db/queries/bookings.js'
import { readSettings } from '../db/queries/settings.js'
import type { UserRow } from '../db/queries/users.js'
import { bookings, cars, users } from '../db/schema.js'
import { AppError } from '../errors.js'

export const unconfirmedLimitReached = () => new AppError('EMAIL_CONFIRMATION_REQUIRED', 409)

/**
 * Refuses a pay-at-the-counter booking of an unconfirmed driver who holds the limit already. Runs in
 * the checkout's transaction with the driver's row locked, so concurrent checkouts count one by one.
 */
export async function requireRoomForUnconfirmedDriver(tx: Tx, driver: UserRow, payment: PaymentMode): Promise<void> {
  if (driver.verified || payment !== 'payAtCounter') return
  const { guestPayAtCounterLimit } = await readSettings(tx)
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

/** The client network a request comes from, as holds are counted: an IPv4 address, an IPv6 /64. */
export function clientNetworkOf(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address) // an IPv4-mapped IPv6 address is its IPv4 address
  if (parsed.kind() === 'ipv4') return parsed.toString()
  return `${(parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16)).join(':')}::/64`
}

const unconfirmedHoldsRefused = () => new AppError('UNPAID_HOLDS_LIMIT', 409)

/**
 * Refuses a booking of an unconfirmed driver (pay at the counter, or online while unpaid) when the
 * unpaid bookings of unconfirmed drivers made from the same client network already hold the budget
 * of car-days (src/domain/holding-limits.ts). Runs in the checkout's transaction under a lock of the
 * network, so concurrent checkouts from one network count one by one.
 */
export async function requireRoomForUnconfirmedHolds(tx: Tx, network: string, from: Date, to: Date): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`hold:${network}`}, 0))`)
  const [fleet] = await tx.select({ n: count() }).from(cars).where(eq(cars.availability, 'available'))
  const [held] = await tx
    // each booking's rental days, as heldCarDays counts them (a part day whole, at least one)
    .select({ days: sql<number>`coalesce(sum(greatest(1, ceil(extract(epoch from (${bookings.to} - ${bookings.from})) / 86400))), 0)::int` })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.driverId))
    .where(
      and(
        eq(bookings.clientNetwork, network),
        eq(users.verified, false),
        gt(bookings.to, sql`now()`),
        or(
          and(eq(bookings.isPayLater, true), inArray(bookings.status, [...statusesHoldingCar])),
          and(eq(bookings.status, 'void'), gt(bookings.expiresAt, sql`now()`)),
        ),
      ),
    )
  if (!mayHoldUnconfirmed(Number(held?.days ?? 0), heldCarDays(from, to), Number(fleet?.n ?? 0))) throw unconfirmedHoldsRefused()
}
