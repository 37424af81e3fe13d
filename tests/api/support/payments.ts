// Shared set-up of the payment API tests: the real app with a gateway on a local double, a bookable
// car with known prices, a signed-in driver, checkout bodies and fixed exchange rates; and the wall
// times at the places every request's period is given in (issue 23).
import { randomUUID } from 'node:crypto'
import { carMoney } from './money'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import type { components } from '../../../openapi/schema.js'
import { hashPassword } from '../../../src/server/auth/passwords.js'
import { updateSettings } from '../../../src/server/db/queries/settings.js'
import { instantToLocal, localToInstant } from '../../../src/domain/search-query.js'
import type { AppDb } from '../../../src/server/db/index.js'
import { bookings, carLocations, cars, locations, users } from '../../../src/server/db/schema.js'
import type { ExchangeRatesService } from '../../../src/server/integrations/exchange-rates/index.js'
import { birthDateYearsAgo } from './session.js'
import { signIn } from './user-data.js'

export type CheckoutBody = components['schemas']['CheckoutBody']
export type CheckoutResult = components['schemas']['CheckoutResult']
export type CheckoutSessionStatus = components['schemas']['CheckoutSessionStatus']

/** USD → EUR 0.5: easy to check by hand. */
export const fixedRates: ExchangeRatesService = {
  latest: async () => ({ base: 'USD', rates: { USD: 1, EUR: 0.5, GBP: 0.8, AUD: 1.5 }, fetchedAt: new Date(), source: 'fixed' }),
  convert: async () => {
    throw new Error('not used')
  },
}

export const noOptions = { cancellation: false, amendments: false, theftProtection: false, collisionDamageWaiver: false, fullInsurance: false, additionalDriver: false }

const DAY = 86_400_000

// ---------------------------------------------------------------- times at the places (issue 23)
// A request gives its period as wall times ('YYYY-MM-DDTHH:mm', the contract's PlaceTime): `from` at
// the pick-up place, `to` at the drop-off place; the server reads each in its place's zone. Tests
// think in instants (what the answers and the database hold) and send them with these.

/** The time zones of a rental's places. */
export type PlaceZones = { pickUp: string; dropOff: string }

/**
 * The wall time at a place of `timeZone` that the server reads back as exactly `instant`. Throws for
 * an instant it cannot: one that is not on a whole minute, or the second pass of a time repeated by
 * a daylight-saving change (the server takes the first).
 */
export function placeTime(instant: Date | string, timeZone: string): string {
  const at = new Date(instant)
  const local = instantToLocal(at, timeZone)
  if (localToInstant(local, timeZone).getTime() !== at.getTime()) throw new Error(`${at.toISOString()} has no wall time of its own in ${timeZone} (${local})`)
  return local
}

/** A period of instants as a request sends it: `from` on the pick-up place's clock, `to` on the drop-off place's (one zone: both). */
export function atPlaces(period: { from: Date | string; to: Date | string }, zones: PlaceZones | string): { from: string; to: string } {
  const { pickUp, dropOff } = typeof zones === 'string' ? { pickUp: zones, dropOff: zones } : zones
  return { from: placeTime(period.from, pickUp), to: placeTime(period.to, dropOff) }
}

/** A place's time zone, as the database has it. */
export async function zoneOf(db: AppDb, locationId: string): Promise<string> {
  const [row] = await db.select({ timeZone: locations.timeZone }).from(locations).where(eq(locations.id, locationId))
  if (!row) throw new Error(`no location ${locationId}`)
  return row.timeZone
}

/**
 * A booking horizon that reaches the test periods of the 2100s (chosen far from the seeded
 * bookings); the default of one year would refuse them with BEYOND_BOOKING_HORIZON.
 */
export const FAR_HORIZON_DAYS = 200 * 366
/** A period far in the future: day `offset` of `year` at 10:00 UTC, `days` long, as instants (send it with `atPlaces` or the fixture's `at`). */
export function periodIn(year: number, offset: number, days = 3) {
  const from = new Date(Date.UTC(year, 0, 1, 10) + offset * DAY)
  return { from: from.toISOString(), to: new Date(from.getTime() + days * DAY).toISOString() }
}

export type PaymentFixture = {
  carId: string
  supplierId: string
  location: string
  /** The time zone of that place. */
  timeZone: string
  /** A period of instants as the wall times at the fixture's place a request sends. */
  at(period: { from: Date | string; to: Date | string }): { from: string; to: string }
  /** The car's deposit in USD (set here). */
  deposit: number
  driver: { userId: string; cookie: string; email: string }
  /** A checkout at the fixture's place, by default for periodIn(year, 0); `from`/`to` of `overrides` are sent as they are (wall times: see `at`). */
  body(overrides?: Partial<CheckoutBody> & Record<string, unknown>): CheckoutBody
  inject(options: InjectOptions, cookie?: string): Promise<LightMyRequestResponse>
  checkout(payload: object, cookie?: string): Promise<LightMyRequestResponse>
  createDriver(): Promise<{ userId: string; cookie: string; email: string }>
  booking(id: string): Promise<typeof bookings.$inferSelect>
}

/** An available car at one place (known deposit 250, daily price 100, no markup), and a signed-in driver. */
export async function paymentFixture(app: FastifyInstance, year: number): Promise<PaymentFixture> {
  const db = app.database.db
  const [row] = await db
    .select({ id: cars.id, supplierId: cars.supplierId, locationId: carLocations.locationId })
    .from(cars)
    .innerJoin(carLocations, eq(carLocations.carId, cars.id))
    .where(and(eq(cars.availability, 'available'), eq(cars.comingSoon, false), eq(cars.fullyBooked, false), eq(cars.isDateBasedPrice, false)))
    .orderBy(cars.id, carLocations.locationId)
    .limit(1)
  const deposit = 250
  await db.update(users).set({ payLater: true, licenseRequired: false, blacklisted: false, priceChangeRate: 0 }).where(eq(users.id, row!.supplierId))
  await db
    .update(cars)
    .set(carMoney({ minimumAge: 21, deposit, dailyPrice: 100, discountedDailyPrice: null, biWeeklyPrice: null, discountedBiWeeklyPrice: null, weeklyPrice: null, discountedWeeklyPrice: null, monthlyPrice: null, discountedMonthlyPrice: null, cancellation: 12, theftProtection: 7.5, fullInsurance: -1 }))
    .where(eq(cars.id, row!.id))
  await updateSettings(db, { minimumPickUpHours: 1, minimumRentalHours: 1, minimumDriverAge: 21, bookingHorizonDays: FAR_HORIZON_DAYS })

  let caller = 0
  const inject = (options: InjectOptions, cookie?: string) =>
    app.inject({ remoteAddress: `10.7.${Math.floor(++caller / 250) % 250}.${(caller % 250) + 1}`, ...options, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } })
  const createDriver = async () => {
    const email = `payer-${randomUUID().slice(0, 8)}@keyturn.example`
    const password = 'Payment-driver-2026'
    await db.insert(users).values({ fullName: 'Paying Driver', email, verified: true, passwordHash: await hashPassword(password), birthDate: birthDateYearsAgo(35), language: 'en' })
    return { ...(await signIn(app, email, password)), email }
  }
  const driver = await createDriver()
  const timeZone = await zoneOf(db, row!.locationId)
  const at = (period: { from: Date | string; to: Date | string }) => atPlaces(period, timeZone)
  return {
    carId: row!.id,
    supplierId: row!.supplierId,
    location: row!.locationId,
    timeZone,
    at,
    deposit,
    driver,
    body: (overrides = {}) =>
      ({ car: row!.id, pickUpLocation: row!.locationId, dropOffLocation: row!.locationId, ...at(periodIn(year, 0)), options: noOptions, payment: 'payInFull', language: 'en', currency: 'USD', ...overrides }),
    inject,
    checkout: (payload, cookie) => inject({ method: 'POST', url: '/api/checkout', payload }, cookie),
    createDriver,
    async booking(id) {
      const [found] = await db.select().from(bookings).where(eq(bookings.id, id))
      return found!
    },
  }
}

export const visitor = () => ({ fullName: 'Guest Payer', email: `guest-${randomUUID().slice(0, 8)}@example.com`, phone: '+33 6 12 34 56 78', birthDate: birthDateYearsAgo(30) })

/** Makes a booking's payment window end now (as if 30 minutes had passed). */
export async function endPaymentWindow(app: FastifyInstance, bookingId: string): Promise<void> {
  await app.database.db.update(bookings).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(bookings.id, bookingId))
}
