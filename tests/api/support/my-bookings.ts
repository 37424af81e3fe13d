// Shared set-up of the driver's bookings API tests (issue 9): the real app with fixed exchange rates,
// two cars with known prices (tiers; date-based), drivers signed in through the API, and bookings
// written straight into the database in any status and period (the exclusion constraint still holds).
import { randomUUID } from 'node:crypto'
import { fromCents, toCents } from '../../../src/domain/money'
import { rentalPrice } from '../../../src/domain/price'
import { carMoney } from './money'
import { and, eq, ne } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { components } from '../../../openapi/schema.js'
import type { BookingStatus } from '../../../src/domain/enums.js'
import { hashPassword } from '../../../src/server/auth/passwords.js'
import { insertBooking, loadBookableCar } from '../../../src/server/db/queries/bookings.js'
import { updateSettings } from '../../../src/server/db/queries/settings.js'
import { bookings, carDatePrices, carLocations, cars, users } from '../../../src/server/db/schema.js'
import { buildTestApp } from './app.js'
import { atPlaces, FAR_HORIZON_DAYS, fixedRates, noOptions, zoneOf } from './payments.js'
import { birthDateYearsAgo } from './session.js'
import { signIn } from './user-data.js'

export type Schemas = components['schemas']
export { atPlaces, noOptions }

export const DAY = 86_400_000
export const HOUR = 3_600_000

/** A day of a far-future year (no seeded booking there), at 10:00 UTC (an instant: a request sends it with `atPlaces`). */
export const dayOf = (year: number, offset: number) => new Date(Date.UTC(year, 0, 1, 10) + offset * DAY)

/**
 * The tiered car: daily 100, 3 days 270, week 600, no month rate; supplier markup 10 %; deposit 250.
 * Options: cancellation 12 and amendments 20 per booking, theft protection 7.5 and additional driver 5
 * per day, collision damage waiver included (0), full insurance unavailable (-1).
 */
export const TIERED = { daily: 100, threeDays: 270, week: 600, markup: 10, deposit: 250, cancellation: 12, amendments: 20, theftProtection: 7.5, additionalDriver: 5 }

export type Driver = { userId: string; cookie: string; email: string }

export type BookingsFixture = {
  app: FastifyInstance
  /** `location` is where its bookings here are picked up and dropped off; `timeZone` that place's zone. */
  tieredCar: { id: string; name: string; supplierId: string; supplierName: string; location: string; timeZone: string }
  datedCar: { id: string; name: string; supplierId: string; location: string; timeZone: string }
  driver: Driver
  createDriver(language?: 'en' | 'fr' | 'es'): Promise<Driver>
  inject(options: InjectOptions, cookie?: string): Promise<LightMyRequestResponse>
  /** A booking of `driverId` written straight into the database. */
  book(driverId: string, fields: BookingFields): Promise<typeof bookings.$inferSelect>
  row(id: string): Promise<typeof bookings.$inferSelect>
}

export type BookingFields = {
  status: BookingStatus
  from: Date
  to: Date
  carId?: string
  /** The total the test expects (dollars): the booking is priced by rentalPrice as a checkout prices it, and must come to this. */
  price?: number
  payment?: 'payAtCounter' | 'payDeposit' | 'payInFull'
  options?: Partial<typeof noOptions>
  expiresAt?: Date | null
  cancelRequest?: boolean
  deletedByDriver?: boolean
  paymentAmount?: number | null
  paymentCurrency?: 'USD' | 'EUR' | 'GBP' | 'AUD' | null
}

/** Builds the app (fixed rates: EUR 0.5, GBP 0.8, AUD 1.5) and the fixture. */
export async function bookingsFixture(env: Record<string, string> = {}, overrides: Parameters<typeof buildTestApp>[1] = {}): Promise<BookingsFixture> {
  const app = await buildTestApp(env, { exchangeRates: fixedRates, ...overrides })
  const db = app.database.db
  const candidates = await db
    .select({ id: cars.id, name: cars.name, supplierId: cars.supplierId, locationId: carLocations.locationId })
    .from(cars)
    .innerJoin(carLocations, eq(carLocations.carId, cars.id))
    .where(and(eq(cars.availability, 'available'), eq(cars.comingSoon, false), eq(cars.fullyBooked, false)))
    .orderBy(cars.id, carLocations.locationId)
    .limit(200)
  const tiered = candidates[0]!
  const dated = candidates.find((c) => c.id !== tiered.id && c.supplierId !== tiered.supplierId)!
  await db.update(users).set({ payLater: true, licenseRequired: false, blacklisted: false, priceChangeRate: TIERED.markup }).where(eq(users.id, tiered.supplierId))
  await db.update(users).set({ payLater: true, licenseRequired: false, blacklisted: false, priceChangeRate: 0 }).where(eq(users.id, dated.supplierId))
  await db
    .update(cars)
    .set(carMoney({
      minimumAge: 21,
      deposit: TIERED.deposit,
      dailyPrice: TIERED.daily,
      discountedDailyPrice: null,
      biWeeklyPrice: TIERED.threeDays,
      discountedBiWeeklyPrice: null,
      weeklyPrice: TIERED.week,
      discountedWeeklyPrice: null,
      monthlyPrice: null,
      discountedMonthlyPrice: null,
      isDateBasedPrice: false,
      cancellation: TIERED.cancellation,
      amendments: TIERED.amendments,
      theftProtection: TIERED.theftProtection,
      collisionDamageWaiver: 0,
      fullInsurance: -1,
      additionalDriver: TIERED.additionalDriver,
    }))
    .where(eq(cars.id, tiered.id))
  // the date-based car: 80 a day, 120 a day on 2 and 3 March 2110; everything included or unavailable
  await db
    .update(cars)
    .set(carMoney({ isDateBasedPrice: true, dailyPrice: 80, discountedDailyPrice: null, deposit: 100, cancellation: 0, amendments: 0, theftProtection: -1, collisionDamageWaiver: -1, fullInsurance: -1, additionalDriver: -1 }))
    .where(eq(cars.id, dated.id))
  await db.delete(carDatePrices).where(eq(carDatePrices.carId, dated.id))
  await db.insert(carDatePrices).values({ carId: dated.id, startDate: '2110-03-02', endDate: '2110-03-03', dailyPrice: 12_000 })
  // nobody else's bookings on the two cars in the far future
  await db.delete(bookings).where(and(eq(bookings.carId, tiered.id), ne(bookings.status, 'cancelled')))
  await db.delete(bookings).where(and(eq(bookings.carId, dated.id), ne(bookings.status, 'cancelled')))
  await updateSettings(db, { minimumPickUpHours: 1, minimumRentalHours: 1, minimumDriverAge: 21, maximumRentalDays: 90, bookingHorizonDays: FAR_HORIZON_DAYS })
  const [supplier] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, tiered.supplierId))

  let caller = 0
  const inject = (options: InjectOptions, cookie?: string) =>
    app.inject({ remoteAddress: `10.9.${Math.floor(++caller / 250) % 250}.${(caller % 250) + 1}`, ...options, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } })
  const createDriver = async (language: 'en' | 'fr' | 'es' = 'en') => {
    const email = `renter-${randomUUID().slice(0, 8)}@keyturn.example`
    const password = 'Bookings-driver-2026'
    await db.insert(users).values({ fullName: 'Robin Renter', email, phone: '+33 6 11 22 33 44', verified: true, passwordHash: await hashPassword(password), birthDate: birthDateYearsAgo(35), language })
    return { ...(await signIn(app, email, password)), email }
  }
  const driver = await createDriver()

  const book = async (driverId: string, fields: BookingFields) => {
    const carId = fields.carId ?? tiered.id
    const supplierId = carId === tiered.id ? tiered.supplierId : carId === dated.id ? dated.supplierId : (await db.select().from(cars).where(eq(cars.id, carId)))[0]!.supplierId
    const location = carId === dated.id ? dated.locationId : tiered.locationId
    const payment = fields.payment ?? 'payAtCounter'
    // priced the way a checkout prices (its lines stored), in USD
    const options = { ...noOptions, ...fields.options }
    const car = (await loadBookableCar(db, carId))!
    const priced = rentalPrice(car.pricing, { from: fields.from, to: fields.to, timeZone: await zoneOf(db, location) }, options)
    if (fields.price !== undefined) expect(fromCents(priced.total), 'the fixture price is what the car costs').toBe(fields.price)
    const row = await insertBooking(
      db,
      {
        supplierId,
        carId,
        driverId,
        pickUpLocationId: location,
        dropOffLocationId: location,
        from: fields.from,
        to: fields.to,
        status: fields.status,
        ...options,
        priceLines: priced.lines,
        price: priced.total,
        depositAmount: priced.deposit,
        currency: 'USD',
        isDeposit: payment === 'payDeposit',
        isPayLater: payment === 'payAtCounter',
        paymentGateway: payment === 'payAtCounter' ? null : 'Stripe',
        expiresAt: fields.expiresAt ?? null,
        cancelRequest: fields.cancelRequest ?? false,
        paymentAmount: fields.paymentAmount === undefined || fields.paymentAmount === null ? null : toCents(fields.paymentAmount),
        paymentCurrency: fields.paymentCurrency ?? null,
      },
      null,
    )
    if (fields.deletedByDriver) await db.update(bookings).set({ deletedByDriver: true }).where(eq(bookings.id, row.id))
    return row
  }
  return {
    app,
    tieredCar: { id: tiered.id, name: tiered.name, supplierId: tiered.supplierId, supplierName: supplier!.fullName, location: tiered.locationId, timeZone: await zoneOf(db, tiered.locationId) },
    datedCar: { id: dated.id, name: dated.name, supplierId: dated.supplierId, location: dated.locationId, timeZone: await zoneOf(db, dated.locationId) },
    driver,
    createDriver,
    inject,
    book,
    async row(id) {
      const [found] = await db.select().from(bookings).where(eq(bookings.id, id))
      return found!
    },
  }
}

export function ok<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200)
  return response.json<T>()
}

export function errorOf(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status)
  expect(response.json().code).toBe(code)
}
