// Booking creation (checkout): the stored car with what its price and rules depend on, the release
// of unpaid bookings whose payment window has passed, the rows a booking writes, and finding a
// booking by the reference a person reads out.
//
// Choices where the spec is silent:
// - An unpaid (void) booking whose expires_at has passed is CANCELLED (not deleted) when a checkout
//   of the same car over an overlapping period runs into it, inside that checkout's write: the
//   exclusion constraint bookings_no_overlap ignores only cancelled rows, and the history is kept.
// - The car must be 'available', neither coming soon nor fully booked, and its supplier an active
//   supplier; the search still lists coming-soon and fully-booked cars with their badge.
import { randomUUID } from 'node:crypto'
import { and, eq, getTableColumns, isNotNull, lte, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { isBookingReference, normalizeBookingReference } from '../../../domain/booking-reference.js'
import type { Language } from '../../../domain/enums.js'
import type { DatePrice, PricingCar } from '../../../domain/price.js'
import { noticeText, type Notice } from '../../notifications/notice-texts.js'
import { newBookingReference } from '../../checkout/booking-reference.js'
import type { AppDb } from '../index.js'
import { priceFields, pricingCarOf } from './pricing-car.js'
import { PAYMENT_EXPIRED } from './payments.js'
import { additionalDrivers, bookings, carDatePrices, carLocations, cars, locations, notifications, outbox, users, type LocalizedNames } from '../schema.js'

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
  /** The names of those places, by id. */
  placeNames: Map<string, LocalizedNames>
  /** The time zones of those places, by id: a pick-up or drop-off time is a wall time of its place. */
  placeZones: Map<string, string>
}

/** What a checkout reads of a car: its rules and its stored prices (not its description or media). */
const carColumns = {
  id: cars.id,
  name: cars.name,
  minimumAge: cars.minimumAge,
  availability: cars.availability,
  fullyBooked: cars.fullyBooked,
  comingSoon: cars.comingSoon,
  ...(Object.fromEntries(priceFields.map((field) => [field, cars[field]])) as { [Field in (typeof priceFields)[number]]: (typeof cars)[Field] }),
}

/**
 * The car query, built once per database (or transaction) and run with the car's id: building it
 * was 11 % of the request thread in the booking bench (issue 11). On PostgreSQL it is also a named
 * statement of each connection.
 */
function bookableCarQuery(db: Tx) {
  return db
    .select({
      car: carColumns,
      supplier: {
        id: users.id,
        fullName: users.fullName,
        type: users.type,
        blacklisted: users.blacklisted,
        payLater: users.payLater,
        licenseRequired: users.licenseRequired,
        language: users.language,
        priceChangeRate: users.priceChangeRate,
      },
      places: sql<{ id: string; names: LocalizedNames; timeZone: string }[]>`coalesce((
        SELECT json_agg(json_build_object('id', ${locations.id}, 'names', ${locations.names}, 'timeZone', ${locations.timeZone}))
        FROM ${carLocations} JOIN ${locations} ON ${locations.id} = ${carLocations.locationId}
        WHERE ${carLocations.carId} = ${cars.id}), '[]'::json)`,
      datePrices: sql<DatePrice[]>`CASE WHEN ${cars.isDateBasedPrice} THEN coalesce((
        SELECT json_agg(json_build_object('startDate', ${carDatePrices.startDate}, 'endDate', ${carDatePrices.endDate}, 'dailyPrice', ${carDatePrices.dailyPrice}))
        FROM ${carDatePrices} WHERE ${carDatePrices.carId} = ${cars.id}), '[]'::json) ELSE '[]'::json END`,
    })
    .from(cars)
    .innerJoin(users, eq(users.id, cars.supplierId))
    .where(eq(cars.id, sql.placeholder('carId')))
    .prepare('bookable_car')
}
const bookableCarQueries = new WeakMap<Tx, ReturnType<typeof bookableCarQuery>>()

/**
 * The car with its supplier, pricing and served places (with their names, for the confirmation
 * e-mail); null when no such car. One statement: the places and date prices come as JSON arrays.
 */
export async function loadBookableCar(db: Tx, carId: string): Promise<BookableCar | null> {
  let query = bookableCarQueries.get(db)
  if (!query) bookableCarQueries.set(db, (query = bookableCarQuery(db)))
  const [row] = await query.execute({ carId })
  if (!row) return null
  const { car, supplier } = row
  // json arrives parsed from both drivers; a driver that left it as text is parsed here
  const places = (typeof row.places === 'string' ? JSON.parse(row.places) : row.places) as { id: string; names: LocalizedNames; timeZone: string }[]
  const datePrices = (typeof row.datePrices === 'string' ? JSON.parse(row.datePrices) : row.datePrices) as DatePrice[]
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
    locationIds: new Set(places.map((place) => place.id)),
    placeNames: new Map(places.map((place) => [place.id, place.names])),
    placeZones: new Map(places.map((place) => [place.id, place.timeZone])),
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

export type NewNotification = Omit<typeof notifications.$inferInsert, 'id'>
export type NewOutboxRow = typeof outbox.$inferInsert

/** What tells of a new booking: its notifications and e-mails (outbox rows), once its id and reference are known. */
export type BookingTidings = { notifications: NewNotification[]; mails: NewOutboxRow[] }

/**
 * The checkout's write in ONE statement: the release of the car's unpaid bookings whose payment
 * window has passed and that overlap the period (releaseExpiredVoidBookings' rule), then the booking
 * with a fresh reference, its additional driver, its notifications and e-mails — all of them, or
 * none. The release runs to completion before the insert (the insert reads its count), so the
 * exclusion constraint no longer sees what it cancelled; any violation undoes the whole statement.
 * A reference already taken writes nothing (ON CONFLICT on the reference alone) and is drawn again.
 * First it takes the car's transaction lock: checkouts of one car queue there, and each exclusion
 * check then meets committed rows only — two inserts each waiting on the other's check would be a
 * deadlock, which PostgreSQL breaks only after deadlock_timeout (1 s) with an error.
 */
export async function writeBooking(
  db: Tx,
  booking: Omit<NewBooking, 'reference' | 'id'>,
  additionalDriver: NewAdditionalDriver | null,
  tidingsOf: (booking: { id: string; reference: string }) => BookingTidings,
  drawReference: () => string = newBookingReference,
): Promise<{ id: string; reference: string }> {
  const { carId, from, to } = booking
  const id = randomUUID()
  for (let draw = 1; draw <= REFERENCE_DRAWS; draw++) {
    const reference = drawReference()
    const { notifications: notices, mails } = tidingsOf({ id, reference })
    const statement = new FlatStatement()
      .text(`WITH car_lock AS (SELECT pg_advisory_xact_lock(hashtextextended(`)
      .param(carId)
      .text(`::text, 0))), released AS (UPDATE bookings SET status = `)
      .param(PAYMENT_EXPIRED)
      .text(`::booking_status, updated_at = now() WHERE (SELECT true FROM car_lock) AND car_id = `)
      .param(carId)
      .text(`::uuid AND status = 'void' AND expires_at IS NOT NULL AND expires_at <= now() AND "to" > `)
      .param(from.toISOString())
      .text(`::timestamptz AND "from" < `)
      .param(to.toISOString())
      .text(`::timestamptz RETURNING 1), booked AS (INSERT INTO bookings `)
      .rows(bookings, [{ ...booking, id, reference }])
      .text(`, (SELECT count(*) FROM released) AS release_done ON CONFLICT (reference) DO NOTHING RETURNING id)`)
    if (additionalDriver) statement.text(`, extra_driver AS (INSERT INTO additional_drivers `).rows(additionalDrivers, [{ ...additionalDriver, bookingId: id }]).text(`, booked)`)
    if (notices.length > 0) statement.text(`, notices AS (INSERT INTO notifications `).rows(notifications, notices).text(`, booked)`)
    if (mails.length > 0) statement.text(`, mails AS (INSERT INTO outbox `).rows(outbox, mails).text(`, booked)`)
    const written = (await statement.text(` SELECT id FROM booked`).run(db)) as { rows: { id: string }[] } | { id: string }[]
    if (rowsOf(written).length > 0) return { id, reference }
  }
  throw new Error(`no free booking reference in ${REFERENCE_DRAWS} draws`)
}

/**
 * A statement as its text and parameters, numbered as they are added ($1, $2 …), run past Drizzle's
 * query building: Drizzle's generic walk (a class check per fragment, several per parameter, and a
 * type check per parameter) of the checkout's statement, a hundred-odd parameters, was a tenth of a
 * checkout's CPU (issue 26). Both drivers take the text and parameters as they are; Drizzle's logger
 * and the query timing still see the statement.
 */
class FlatStatement {
  private sqlText = ''
  private readonly params: unknown[] = []

  text(text: string): this {
    this.sqlText += text
    return this
  }

  param(value: unknown): this {
    this.params.push(value)
    this.sqlText += `$${this.params.length}`
    return this
  }

  /**
   * `(column, …) SELECT v.* FROM (VALUES ($1::type, …), …) AS v` — the rows as typed parameters (an
   * INSERT … SELECT gives its parameters no type from the target columns), ready for more FROM
   * items. Every row has the keys of the first; an undefined value is left to the column's default.
   */
  rows<T extends PgTable>(table: T, rows: T['$inferInsert'][]): this {
    const columns = getTableColumns(table) as Record<string, PgColumn>
    const first = rows[0] as Record<string, unknown>
    const keys = Object.keys(first).filter((key) => first[key] !== undefined)
    this.text(`(${keys.map((key) => `"${columns[key]!.name}"`).join(', ')}) SELECT v.* FROM (VALUES `)
    rows.forEach((row, index) => {
      keys.forEach((key, position) => {
        const column = columns[key]!
        const value = (row as Record<string, unknown>)[key]
        this.text(`${index > 0 && position === 0 ? ', ' : ''}${position === 0 ? '(' : ', '}`)
        this.param(value === null || value === undefined ? null : column.mapToDriverValue(value))
        this.text(`::${column.getSQLType()}`)
      })
      this.text(')')
    })
    return this.text(') AS v')
  }

  /** The driver's answer, as db.execute gives it. */
  run(db: Tx): Promise<unknown> {
    return db._.session.prepareQuery({ sql: this.sqlText, params: this.params }, undefined, undefined, false).execute()
  }
}

/** The rows of db.execute, whichever driver answered (node-postgres' result or PGlite's). */
const rowsOf = <Row>(result: { rows: Row[] } | Row[]) => (Array.isArray(result) ? result : result.rows)

/** The booking with this reference (as a person may type it: any case, spaces or dashes); null when none. */
export async function findBookingByReference(db: Tx, typed: string) {
  const reference = normalizeBookingReference(typed)
  if (!isBookingReference(reference)) return null
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference))
  return row ?? null
}

/** A notification's row: what it tells (kind and facts, worded again for each reader) and its wording in `language` now. */
export function notificationRow(userId: string, bookingId: string, notice: Notice, language: Language): NewNotification {
  return { userId, bookingId, kind: notice.kind, facts: notice.facts, message: noticeText(notice, language) }
}

export async function insertNotification(db: Tx, row: NewNotification): Promise<void> {
  await db.insert(notifications).values(row)
}

/** Attaches a (promoted) licence file to a user's account. */
export async function setUserLicense(db: Tx, userId: string, license: string): Promise<void> {
  await db.update(users).set({ license, updatedAt: new Date() }).where(eq(users.id, userId))
}
