// Booking creation (checkout): the stored car with what its price and rules depend on, the release
// of unpaid bookings whose payment window has passed, the rows a booking writes, and finding a
// booking by the reference a person reads out.
//
// Choices where the spec is silent:
// - An unpaid (void) booking whose expires_at has passed is CANCELLED (not deleted) when a checkout
//   of the same car over an overlapping period runs into it, inside that checkout's transaction: the
//   exclusion constraint bookings_no_overlap ignores only cancelled rows, and the history is kept.
// - The car must be 'available', neither coming soon nor fully booked, and its supplier an active
//   supplier; the search still lists coming-soon and fully-booked cars with their badge.
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm'
import { isBookingReference, normalizeBookingReference } from '../../../domain/booking-reference.js'
import type { DatePrice, PricingCar } from '../../../domain/price.js'
import { newBookingReference } from '../../checkout/booking-reference.js'
import type { AppDb } from '../index.js'
import { pricingCarOf } from './pricing-car.js'
import { PAYMENT_EXPIRED } from './payments.js'
import { additionalDrivers, bookings, carDatePrices, carLocations, cars, notifications, users } from '../schema.js'

/** A transaction or the database itself: every query below runs in either. */
export type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0] | AppDb

export type BookableCar = {
  id: string
  name: string
  minimumAge: number
  deposit: number
  availability: 'available' | 'unavailable'
  fullyBooked: boolean
  comingSoon: boolean
  supplier: {
    id: string
    fullName: string
    type: string
    blacklisted: boolean
    payLater: boolean
    licenseRequired: boolean
    language: 'en' | 'fr' | 'es'
  }
  /** What rentalPrice needs, from the stored rows (never from the client). */
  pricing: PricingCar
  /** Location ids the car serves (pick-up, and drop-off for a one-way rental). */
  locationIds: Set<string>
}

/** The car with its supplier, pricing and served locations; null when no such car. */
export async function loadBookableCar(db: Tx, carId: string): Promise<BookableCar | null> {
  const [row] = await db
    .select({ car: cars, supplier: users })
    .from(cars)
    .innerJoin(users, eq(users.id, cars.supplierId))
    .where(eq(cars.id, carId))
  if (!row) return null
  const { car, supplier } = row
  const [served, datePrices] = await Promise.all([
    db.select({ locationId: carLocations.locationId }).from(carLocations).where(eq(carLocations.carId, carId)),
    car.isDateBasedPrice
      ? db
          .select({ startDate: carDatePrices.startDate, endDate: carDatePrices.endDate, dailyPrice: carDatePrices.dailyPrice })
          .from(carDatePrices)
          .where(eq(carDatePrices.carId, carId))
      : Promise.resolve([] as DatePrice[]),
  ])
  return {
    id: car.id,
    name: car.name,
    minimumAge: car.minimumAge,
    deposit: car.deposit,
    availability: car.availability,
    fullyBooked: car.fullyBooked,
    comingSoon: car.comingSoon,
    supplier: {
      id: supplier.id,
      fullName: supplier.fullName,
      type: supplier.type,
      blacklisted: supplier.blacklisted,
      payLater: supplier.payLater,
      licenseRequired: supplier.licenseRequired,
      language: supplier.language,
    },
    pricing: pricingCarOf(car, supplier.priceChangeRate, datePrices),
    locationIds: new Set(served.map((location) => location.locationId)),
  }
}

/**
 * Cancels the car's unpaid (void) bookings whose payment window has passed and that overlap
 * [from, to): they no longer hold the car. Answers how many were released.
 */
export async function releaseExpiredVoidBookings(db: Tx, carId: string, from: Date, to: Date): Promise<number> {
  const released = await db
    .update(bookings)
    .set({ status: PAYMENT_EXPIRED, updatedAt: new Date() })
    .where(
      and(
        eq(bookings.carId, carId),
        eq(bookings.status, 'void'),
        isNotNull(bookings.expiresAt),
        lte(bookings.expiresAt, sql`now()`),
        sql`${bookings.to} > ${from.toISOString()}::timestamptz AND ${bookings.from} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: bookings.id })
  return released.length
}

export type NewBooking = typeof bookings.$inferInsert
export type NewAdditionalDriver = Omit<typeof additionalDrivers.$inferInsert, 'id' | 'bookingId'>

/** Draws of a booking reference before giving up (one collision in 8.5 × 10^11 draws is already rare). */
const REFERENCE_DRAWS = 5

/**
 * Writes the booking (the exclusion constraint refuses an overlap with 23P01) with a fresh booking
 * reference, and its additional driver. A reference already taken is drawn again: ON CONFLICT on
 * the reference alone skips the row without aborting the transaction; every other violation raises.
 */
export async function insertBooking(
  db: Tx,
  booking: Omit<NewBooking, 'reference'>,
  additionalDriver: NewAdditionalDriver | null,
  drawReference: () => string = newBookingReference,
) {
  let row: typeof bookings.$inferSelect | undefined
  for (let draw = 1; !row; draw++) {
    if (draw > REFERENCE_DRAWS) throw new Error(`no free booking reference in ${REFERENCE_DRAWS} draws`)
    ;[row] = await db
      .insert(bookings)
      .values({ ...booking, reference: drawReference() })
      .onConflictDoNothing({ target: bookings.reference })
      .returning()
  }
  if (additionalDriver) await db.insert(additionalDrivers).values({ ...additionalDriver, bookingId: row.id })
  return row
}

/** The booking with this reference (as a person may type it: any case, spaces or dashes); null when none. */
export async function findBookingByReference(db: Tx, typed: string) {
  const reference = normalizeBookingReference(typed)
  if (!isBookingReference(reference)) return null
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference))
  return row ?? null
}

export async function insertNotification(db: Tx, userId: string, bookingId: string, message: string): Promise<void> {
  await db.insert(notifications).values({ userId, bookingId, message })
}

/** Attaches a (promoted) licence file to a user's account. */
export async function setUserLicense(db: Tx, userId: string, license: string): Promise<void> {
  await db.update(users).set({ license, updatedAt: new Date() }).where(eq(users.id, userId))
}
