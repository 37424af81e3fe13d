// Issue 23, through the API: every place has its real IANA zone; a booking's wall times are the
// place's (the stored instants, the booking's LocationRef, the confirmation e-mail naming the
// place's clock); a date-based price and the bookings list's date filter use the place's calendar.
import { and, eq, ne } from 'drizzle-orm'
import { carMoney } from './support/money'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, carDatePrices, carLocations, cars, locations, users } from '../../src/server/db/schema.js'
import { recordingMailer } from './support/user-data.js'
import { bookingsFixture, errorOf, noOptions, ok, type BookingsFixture, type Driver, type Schemas } from './support/my-bookings.js'

const mailer = recordingMailer()
let f: BookingsFixture
let driver: Driver
/** A car at the Paris airport, its own supplier's, date-based: 100 a day, 150 a day through July 2110. */
let paris: { car: string; place: string }

const PARIS = 'Paris Charles de Gaulle Airport'

beforeAll(async () => {
  f = await bookingsFixture({}, { mailer, mailDelivery: 'beforeReply' })
  driver = await f.createDriver()
  const db = f.app.database.db
  const [place] = await db.select({ id: locations.id }).from(locations).where(eq(locations.names, { en: PARIS, fr: 'Aéroport Paris-Charles-de-Gaulle', es: 'Aeropuerto de París-Charles de Gaulle' }))
  const [car] = await db
    .select({ id: cars.id, supplierId: cars.supplierId })
    .from(cars)
    .innerJoin(carLocations, eq(carLocations.carId, cars.id))
    .where(and(eq(carLocations.locationId, place!.id), ne(cars.id, f.tieredCar.id), ne(cars.id, f.datedCar.id), ne(cars.supplierId, f.tieredCar.supplierId), ne(cars.supplierId, f.datedCar.supplierId)))
    .limit(1)
  await db.update(users).set({ payLater: true, licenseRequired: false, blacklisted: false, priceChangeRate: 0 }).where(eq(users.id, car!.supplierId))
  await db
    .update(cars)
    .set(carMoney({ availability: 'available', comingSoon: false, fullyBooked: false, minimumAge: 21, isDateBasedPrice: true, dailyPrice: 100, discountedDailyPrice: null, deposit: 100, cancellation: -1, amendments: -1, theftProtection: -1, collisionDamageWaiver: -1, fullInsurance: -1, additionalDriver: -1 }))
    .where(eq(cars.id, car!.id))
  await db.delete(carDatePrices).where(eq(carDatePrices.carId, car!.id))
  await db.insert(carDatePrices).values({ carId: car!.id, startDate: '2110-07-01', endDate: '2110-07-31', dailyPrice: 15_000 })
  await db.delete(bookings).where(eq(bookings.carId, car!.id))
  // written behind the app's back: the search index reads its catalogue again
  f.app.searchIndex.catalogueChanged()
  paris = { car: car!.id, place: place!.id }
})
afterAll(async () => {
  await f?.app.close()
})

const body = (from: string, to: string) => ({ car: paris.car, pickUpLocation: paris.place, dropOffLocation: paris.place, from, to, options: noOptions, language: 'en', currency: 'USD' })

describe('places and their zones', () => {
  it('every place has a real IANA zone, the one of its city', async () => {
    const page = ok<Schemas['LocationPage']>(await f.inject({ method: 'GET', url: '/api/locations/1/100/en' }))
    expect(page.rows.length).toBeGreaterThan(30)
    for (const place of page.rows) expect(() => new Intl.DateTimeFormat('en', { timeZone: place.timeZone })).not.toThrow()
    const zoneOf = (name: string) => page.rows.find((place) => place.name === name)?.timeZone
    expect(zoneOf(PARIS)).toBe('Europe/Paris')
    expect(zoneOf('London Heathrow Airport')).toBe('Europe/London')
    expect(zoneOf('Los Angeles International Airport')).toBe('America/Los_Angeles')
    expect(zoneOf("Chicago O'Hare Airport")).toBe('America/Chicago')
    expect(zoneOf('New York John F. Kennedy Airport')).toBe('America/New_York')
    expect(zoneOf('Sydney Airport')).toBe('Australia/Sydney')
    expect(zoneOf('Marrakesh Menara Airport')).toBe('Africa/Casablanca')
  })
})

describe('a booking is made at the wall times of its places', () => {
  it("books 10:00 on the Paris clock, shows the place's zone and mails the time as the counter reads it", async () => {
    mailer.sent.length = 0
    const result = ok<Schemas['CheckoutResult']>(await f.inject({ method: 'POST', url: '/api/checkout', payload: { ...body('2110-06-10T10:00', '2110-06-12T10:00'), payment: 'payAtCounter' } }, driver.cookie))
    const stored = await f.row(result.bookingId)
    // 10:00 in Paris in June (summer time, UTC+2)
    expect(stored.from.toISOString()).toBe('2110-06-10T08:00:00.000Z')
    expect(stored.to.toISOString()).toBe('2110-06-12T08:00:00.000Z')
    const view = ok<Schemas['Booking']>(await f.inject({ method: 'GET', url: `/api/booking/${result.bookingId}/en` }, driver.cookie))
    expect(view.pickUpLocation).toMatchObject({ name: PARIS, timeZone: 'Europe/Paris' })
    expect(view.from).toBe('2110-06-10T08:00:00.000Z')
    const mail = mailer.sent.find((sent) => sent.to === driver.email && sent.subject.includes(result.reference))
    expect(mail?.text).toContain('From: Tuesday, 10 June 2110 at 10:00 (Central European Time)')
    expect(mail?.text).toContain('To: Thursday, 12 June 2110 at 10:00 (Central European Time)')
    expect(mail?.text).not.toContain('UTC')
  })

  it('prices date-based days by the calendar at the place: 00:30 on 1 July in Paris is a July day (still 30 June in UTC)', async () => {
    const price = ok<Schemas['CheckoutPrice']>(await f.inject({ method: 'POST', url: '/api/checkout-price', payload: body('2110-07-01T00:30', '2110-07-02T00:30') }))
    expect(price.price).toBe(150)
    const june = ok<Schemas['CheckoutPrice']>(await f.inject({ method: 'POST', url: '/api/checkout-price', payload: body('2110-06-30T23:30', '2110-07-01T23:30') }))
    expect(june.price).toBe(100)
  })

  it("filters the bookings list by the pick-up's date at the place", async () => {
    const result = ok<Schemas['CheckoutResult']>(await f.inject({ method: 'POST', url: '/api/checkout', payload: { ...body('2110-08-01T00:30', '2110-08-03T00:30'), payment: 'payAtCounter' } }, driver.cookie))
    const list = (from: string, to: string) =>
      f.inject({ method: 'POST', url: '/api/bookings/1/10/en', payload: { userId: driver.userId, from, to } }, driver.cookie)
    // 00:30 on 1 August in Paris is 22:30 on 31 July in UTC: the place's date is the one that counts
    expect(ok<Schemas['BookingPage']>(await list('2110-08-01', '2110-08-01')).rows.map((row) => row.id)).toEqual([result.bookingId])
    expect(ok<Schemas['BookingPage']>(await list('2110-07-31', '2110-07-31')).rows).toEqual([])
  })

  it('refuses a time that is no real date and an instant where a wall time is asked', async () => {
    errorOf(await f.inject({ method: 'POST', url: '/api/checkout-price', payload: body('2110-02-30T10:00', '2110-03-02T10:00') }), 400, 'VALIDATION_ERROR')
    errorOf(await f.inject({ method: 'POST', url: '/api/checkout-price', payload: body('2110-06-10T08:00:00Z', '2110-06-12T08:00:00Z') }), 400, 'VALIDATION_ERROR')
  })
})
