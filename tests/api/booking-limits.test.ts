// The booking limits of the settings (issue 13): the longest rental (90 days by default) and how far
// ahead a rental may end (365 days from now by default), refused alike by the search, the supplier
// counts, the price quote and the checkout, and published in GET /api/config.
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { BOOKING_HORIZON_DAYS, MAXIMUM_RENTAL_DAYS } from '../../src/domain/constants.js'
import { updateSettings } from '../../src/server/db/queries/settings.js'
import { buildTestApp } from './support/app.js'
import { paymentFixture, type PaymentFixture } from './support/payments.js'

const DAY = 86_400_000
/** 10:00 UTC, `days` from today. */
function daysAhead(days: number): string {
  const day = new Date(Date.now() + days * DAY)
  day.setUTCHours(10, 0, 0, 0)
  return day.toISOString()
}
const laterBy = (iso: string, days: number) => new Date(new Date(iso).getTime() + days * DAY).toISOString()

let app: FastifyInstance
let f: PaymentFixture

beforeAll(async () => {
  app = await buildTestApp()
  f = await paymentFixture(app, 2107)
  // the fixture widens the horizon for its far-future periods; here the defaults apply
  await updateSettings(app.database.db, { bookingHorizonDays: BOOKING_HORIZON_DAYS, maximumRentalDays: MAXIMUM_RENTAL_DAYS })
})
afterAll(async () => {
  await app?.close()
})
afterEach(async () => {
  await updateSettings(app.database.db, { bookingHorizonDays: BOOKING_HORIZON_DAYS, maximumRentalDays: MAXIMUM_RENTAL_DAYS })
})

/** The instants as the wall times at the fixture's place the requests send. */
const period = (from: string, to: string) => f.at({ from, to })
const search = (when: { from: string; to: string }) =>
  f.inject({ method: 'POST', url: '/api/search-cars/1/10', payload: { pickUpLocation: f.location, dropOffLocation: f.location, ...when } })
const supplierCounts = (when: { from: string; to: string }) =>
  f.inject({ method: 'POST', url: '/api/supplier-counts', payload: { pickUpLocation: f.location, dropOffLocation: f.location, ...when } })
const quote = (when: { from: string; to: string }) => {
  const { payment: _payment, ...body } = f.body({ ...when, payment: 'payAtCounter' })
  return f.inject({ method: 'POST', url: '/api/checkout-price', payload: body })
}
const book = (when: { from: string; to: string }) => f.checkout(f.body({ ...when, payment: 'payAtCounter' }), f.driver.cookie)

const tooLong = { code: 'RENTAL_TOO_LONG', message: 'The rental may last at most 90 days', requestId: expect.any(String) }
const tooFar = { code: 'BEYOND_BOOKING_HORIZON', message: 'Cars can be booked at most 365 days ahead', requestId: expect.any(String) }

describe('GET /api/config', () => {
  it('publishes the limits of the settings, and a change once it is heard (at once on PGlite, within milliseconds on PostgreSQL)', async () => {
    const config = async () => (await f.inject({ method: 'GET', url: '/api/config' })).json()
    expect(await config()).toMatchObject({ maximumRentalDays: 90, bookingHorizonDays: 365 })
    await updateSettings(app.database.db, { maximumRentalDays: 30, bookingHorizonDays: 180 })
    await expect.poll(config).toMatchObject({ maximumRentalDays: 30, bookingHorizonDays: 180 })
  })
})

describe('the longest rental', () => {
  const from = daysAhead(10)

  it('the search refuses 91 days (400 RENTAL_TOO_LONG naming the days) and accepts 90', async () => {
    const refused = await search(period(from, laterBy(from, 91)))
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual(tooLong)
    expect((await supplierCounts(period(from, laterBy(from, 91)))).json()).toEqual(tooLong)
    // one more hour is one more rental day (days are counted as the price counts them)
    expect((await search(period(from, laterBy(from, 90.05)))).json()).toEqual(tooLong)
    const accepted = await search(period(from, laterBy(from, 90)))
    expect(accepted.statusCode, accepted.body).toBe(200)
  })

  it('the price quote and the checkout refuse it too', async () => {
    const when = period(from, laterBy(from, 91))
    const priced = await quote(when)
    expect(priced.statusCode).toBe(400)
    expect(priced.json()).toEqual(tooLong)
    const booked = await book(when)
    expect(booked.statusCode).toBe(400)
    expect(booked.json()).toEqual(tooLong)
    expect((await quote(period(from, laterBy(from, 90)))).statusCode).toBe(200)
  })

  it('follows the configured value', async () => {
    await updateSettings(app.database.db, { maximumRentalDays: 7 })
    const refused = await quote(period(from, laterBy(from, 8)))
    expect(refused.json()).toEqual({ code: 'RENTAL_TOO_LONG', message: 'The rental may last at most 7 days', requestId: expect.any(String) })
    expect((await quote(period(from, laterBy(from, 7)))).statusCode).toBe(200)
  })
})

describe('the booking horizon', () => {
  it('the search refuses the year 9999 (400 BEYOND_BOOKING_HORIZON naming the days)', async () => {
    const response = await search(period('9999-06-01T10:00:00.000Z', '9999-06-04T10:00:00.000Z'))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual(tooFar)
  })

  it('counts to the drop-off: at most 365 days from now', async () => {
    const from = daysAhead(360)
    const within = await search(period(from, daysAhead(364)))
    expect(within.statusCode, within.body).toBe(200)
    const beyond = await search(period(from, daysAhead(367)))
    expect(beyond.statusCode).toBe(400)
    expect(beyond.json()).toEqual(tooFar)
  })

  it('the price quote and the checkout refuse it too', async () => {
    const when = period(daysAhead(400), daysAhead(403))
    const priced = await quote(when)
    expect(priced.statusCode).toBe(400)
    expect(priced.json()).toEqual(tooFar)
    const booked = await book(when)
    expect(booked.statusCode).toBe(400)
    expect(booked.json()).toEqual(tooFar)
  })

  it('follows the configured value', async () => {
    await updateSettings(app.database.db, { bookingHorizonDays: 30 })
    const refused = await search(period(daysAhead(28), daysAhead(32)))
    expect(refused.json()).toEqual({ code: 'BEYOND_BOOKING_HORIZON', message: 'Cars can be booked at most 30 days ahead', requestId: expect.any(String) })
    expect((await search(period(daysAhead(20), daysAhead(25)))).statusCode).toBe(200)
  })
})
