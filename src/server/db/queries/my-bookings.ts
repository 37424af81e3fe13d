// The signed-in driver's own bookings (issue 9): the list with its filters, one booking with what its
// page shows, the row an action locks, and the writes of the actions (cancel request, delete, edit,
// rating). Every read is scoped to the driver and to what they have not deleted: another driver's
// booking, or a deleted one, is simply not found (the API answers 404 without revealing it).
//
// Choices where the issue is silent:
// - Dates of the filter are UTC calendar days and bound the pick-up time: from ≤ pick-up < to + 1 day.
// - The keyword matches the reference from its beginning (3 characters or more, as typed: any case,
//   spaces or dashes), or part of the car's name, or part of the pick-up or drop-off place's name in
//   the asked language, ignoring case and accents (fold_text).
// - Newest pick-up first; the same pick-up time, newest created first, then by id (a stable order).
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { AgreedLine } from '../../../domain/price.js'
import { alias } from 'drizzle-orm/pg-core'
import { normalizeBookingReference } from '../../../domain/booking-reference.js'
import type { BookingStatus, Language } from '../../../domain/enums.js'
import { statusesHoldingCar } from '../../../domain/booking-status.js'
import { additionalDrivers, bookingRatings, bookings, cars, locations, users } from '../schema.js'
import type { Tx } from './bookings.js'
import { carImageUrl, localizedName, supplierLogoUrl } from './catalogue.js'

const supplier = alias(users, 'supplier')
const driver = alias(users, 'driver')
const pickUp = alias(locations, 'pick_up')
const dropOff = alias(locations, 'drop_off')

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const REFERENCE_PREFIX = /^[2-9A-HJKMNP-Z]{3,8}$/

export type BookingListFilter = {
  statuses?: readonly BookingStatus[]
  suppliers?: readonly string[]
  keyword?: string
  /** YYYY-MM-DD: picking up on or after this UTC day. */
  from?: string
  /** YYYY-MM-DD: picking up on or before this UTC day. */
  to?: string
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** What every booking read selects: the row, its car, supplier, places, driver's name and whether it was rated. */
const bookingColumns = (language: Language) => ({
  booking: bookings,
  car: { id: cars.id, name: cars.name, image: cars.image, range: cars.range, amendments: cars.amendments, cancellation: cars.cancellation },
  supplier: { id: supplier.id, fullName: supplier.fullName, avatar: supplier.avatar },
  driverName: driver.fullName,
  pickUpLocation: { id: pickUp.id, name: localizedName(pickUp.names, language), timeZone: pickUp.timeZone },
  dropOffLocation: { id: dropOff.id, name: localizedName(dropOff.names, language), timeZone: dropOff.timeZone },
  rated: sql<boolean>`EXISTS (SELECT 1 FROM ${bookingRatings} WHERE ${bookingRatings.bookingId} = ${bookings.id})`,
})

function fromBookings(db: Tx, language: Language) {
  return db
    .select(bookingColumns(language))
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(supplier, eq(supplier.id, bookings.supplierId))
    .innerJoin(driver, eq(driver.id, bookings.driverId))
    .innerJoin(pickUp, eq(pickUp.id, bookings.pickUpLocationId))
    .innerJoin(dropOff, eq(dropOff.id, bookings.dropOffLocationId))
}

export type DriverBookingRow = {
  booking: typeof bookings.$inferSelect
  car: { id: string; name: string; image: string; range: (typeof cars.$inferSelect)['range']; amendments: number; cancellation: number }
  supplier: { id: string; fullName: string; avatar: string | null }
  driverName: string
  pickUpLocation: { id: string; name: string; timeZone: string }
  dropOffLocation: { id: string; name: string; timeZone: string }
  rated: boolean
}

/** The row with image URLs, as the answers need them. */
function withUrls(row: DriverBookingRow): DriverBookingRow {
  return { ...row, car: { ...row.car, image: carImageUrl(row.car.image) }, supplier: { ...row.supplier, avatar: supplierLogoUrl(row.supplier.avatar) } }
}

/** The driver's visible bookings (not deleted by them). */
const ownVisible = (driverId: string) => and(eq(bookings.driverId, driverId), eq(bookings.deletedByDriver, false))

function keywordCondition(keyword: string, language: Language): SQL | undefined {
  const trimmed = keyword.trim()
  if (!trimmed) return undefined
  const folded = sql`'%' || fold_text(${escapeLike(trimmed)}::text) || '%'`
  const byName = sql`(fold_text(${cars.name}) LIKE ${folded}
    OR fold_text(${localizedName(pickUp.names, language)}) LIKE ${folded}
    OR fold_text(${localizedName(dropOff.names, language)}) LIKE ${folded})`
  const reference = normalizeBookingReference(trimmed)
  if (!REFERENCE_PREFIX.test(reference)) return byName
  return sql`(${bookings.reference} LIKE ${`${reference}%`} OR ${byName})`
}

function filterConditions(driverId: string, filter: BookingListFilter, language: Language): SQL | undefined {
  const conditions: (SQL | undefined)[] = [ownVisible(driverId)]
  if (filter.statuses) conditions.push(filter.statuses.length ? inArray(bookings.status, [...filter.statuses]) : sql`false`)
  if (filter.suppliers) conditions.push(filter.suppliers.length ? inArray(bookings.supplierId, [...filter.suppliers]) : sql`false`)
  if (filter.keyword !== undefined) conditions.push(keywordCondition(filter.keyword, language))
  // the pick-up's date as the pick-up place's calendar reads it (both queries join the place)
  const pickUpDate = sql`(${bookings.from} AT TIME ZONE ${pickUp.timeZone})::date`
  if (filter.from) conditions.push(sql`${pickUpDate} >= ${filter.from}::date`)
  if (filter.to) conditions.push(sql`${pickUpDate} <= ${filter.to}::date`)
  return and(...conditions)
}

/** One page of the driver's bookings, newest pick-up first, and how many match over all pages. */
export async function listDriverBookings(
  db: Tx,
  driverId: string,
  filter: BookingListFilter,
  options: { language: Language; page: number; size: number },
): Promise<{ total: number; rows: DriverBookingRow[] }> {
  const where = filterConditions(driverId, filter, options.language)
  // the page and the total over all pages side by side (a window count would join every matching row)
  const [rows, [counted]] = await Promise.all([
    fromBookings(db, options.language)
      .where(where)
      .orderBy(desc(bookings.from), desc(bookings.createdAt), asc(bookings.id))
      .limit(options.size)
      .offset((options.page - 1) * options.size),
    db
      .select({ total: count() })
      .from(bookings)
      .innerJoin(cars, eq(cars.id, bookings.carId))
      .innerJoin(pickUp, eq(pickUp.id, bookings.pickUpLocationId))
      .innerJoin(dropOff, eq(dropOff.id, bookings.dropOffLocationId))
      .where(where),
  ])
  return { total: counted?.total ?? 0, rows: (rows as DriverBookingRow[]).map(withUrls) }
}

/**
 * One of the driver's visible bookings; null when it is not theirs, deleted or unknown. `lock` takes
 * the row for update (an action's transaction), so two actions on one booking run one after the other.
 */
export async function findDriverBooking(db: Tx, driverId: string, id: string, language: Language, lock = false): Promise<DriverBookingRow | null> {
  if (!UUID_PATTERN.test(id)) return null
  const query = fromBookings(db, language).where(and(eq(bookings.id, id), ownVisible(driverId)))
  const [row] = lock ? await query.for('update', { of: bookings }) : await query
  return row ? withUrls(row) : null
}

/** The driver and additional driver of a booking, and its rating, for the booking page. */
export async function bookingPeople(db: Tx, bookingId: string, driverId: string) {
  const [[mainDriver], [additional], [rating]] = await Promise.all([
    db.select({ fullName: users.fullName, email: users.email, phone: users.phone, birthDate: users.birthDate }).from(users).where(eq(users.id, driverId)),
    db
      .select({ fullName: additionalDrivers.fullName, email: additionalDrivers.email, phone: additionalDrivers.phone, birthDate: additionalDrivers.birthDate })
      .from(additionalDrivers)
      .where(eq(additionalDrivers.bookingId, bookingId)),
    db.select({ rating: bookingRatings.rating, comment: bookingRatings.comment, createdAt: bookingRatings.createdAt }).from(bookingRatings).where(eq(bookingRatings.bookingId, bookingId)),
  ])
  if (!mainDriver) throw new Error(`driver ${driverId} of booking ${bookingId} not found`)
  return { driver: mainDriver, additionalDriver: additional ?? null, rating: rating ?? null }
}

/**
 * Whether another booking holds the car over [from, to): one holding the car whatever its payment, or
 * an unpaid one whose payment is still open (the rule of the exclusion constraint, read without writing).
 */
export async function carTakenByAnother(db: Tx, carId: string, bookingId: string, from: Date, to: Date, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.carId, carId),
        sql`${bookings.id} <> ${bookingId}`,
        sql`${bookings.from} < ${to.toISOString()}::timestamptz AND ${bookings.to} > ${from.toISOString()}::timestamptz`,
        sql`(${inArray(bookings.status, [...statusesHoldingCar])} OR (${bookings.status} = 'void' AND ${bookings.expiresAt} > ${now.toISOString()}::timestamptz))`,
      ),
    )
    .limit(1)
  return row !== undefined
}

export async function recordCancelRequest(db: Tx, bookingId: string, at: Date): Promise<void> {
  await db.update(bookings).set({ cancelRequest: true, cancelRequestedAt: at, updatedAt: at }).where(eq(bookings.id, bookingId))
}

export async function markDeletedByDriver(db: Tx, bookingId: string): Promise<void> {
  await db.update(bookings).set({ deletedByDriver: true, updatedAt: new Date() }).where(eq(bookings.id, bookingId))
}

export type BookingChange = {
  from: Date
  to: Date
  options: Record<'cancellation' | 'amendments' | 'theftProtection' | 'collisionDamageWaiver' | 'fullInsurance' | 'additionalDriver', boolean>
  /** The new priced lines (cents of the booking's currency) and their sum. */
  priceLines: AgreedLine[]
  price: number
  paidOnlineAmount: number | null
  additionalDriver: { fullName: string; email: string; phone: string; birthDate: string } | null
}

/** Writes an edit: the booking (the exclusion constraint refuses an overlap with 23P01) and its additional driver. */
export async function applyBookingChange(db: Tx, bookingId: string, change: BookingChange) {
  const [row] = await db
    .update(bookings)
    .set({ from: change.from, to: change.to, ...change.options, priceLines: change.priceLines, price: change.price, paidOnlineAmount: change.paidOnlineAmount, updatedAt: new Date() })
    .where(eq(bookings.id, bookingId))
    .returning()
  await db.delete(additionalDrivers).where(eq(additionalDrivers.bookingId, bookingId))
  if (change.additionalDriver) await db.insert(additionalDrivers).values({ ...change.additionalDriver, bookingId })
  return row!
}

/**
 * Records a renter's rating (booking_id unique: once per booking) and sets the car's figures: its
 * rating becomes the mean of all its renters' ratings — those it came with (rating × rating_count)
 * and this one — to one decimal, its count of ratings and its trips count grow by one.
 */
export async function recordRating(db: Tx, input: { bookingId: string; carId: string; driverId: string; rating: number; comment: string | null }) {
  const [rating] = await db.insert(bookingRatings).values(input).returning()
  const [car] = await db
    .update(cars)
    .set({
      rating: sql`round((coalesce(${cars.rating}, 0) * ${cars.ratingCount} + ${input.rating}) / (${cars.ratingCount} + 1)::numeric, 1)`,
      ratingCount: sql`${cars.ratingCount} + 1`,
      trips: sql`${cars.trips} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(cars.id, input.carId))
    .returning({ rating: cars.rating, ratingCount: cars.ratingCount, trips: cars.trips })
  return { rating: rating!, car: car! }
}
