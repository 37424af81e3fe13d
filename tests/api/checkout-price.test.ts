// POST /api/checkout-price: the checkout page's summary, priced like the booking and converted
// like the search; nothing is written.
import { randomUUID } from 'node:crypto'
import { carMoney } from './support/money'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../openapi/schema.js'
import { fromCents, toCents } from '../../src/domain/money.js'
import { offerAmounts, rentalDays, rentalPrice } from '../../src/domain/price.js'
import { localToInstant } from '../../src/domain/search-query.js'
import { loadBookableCar } from '../../src/server/db/queries/bookings.js'
import { and, eq } from 'drizzle-orm'
import { bookings, carLocations, cars, locations, users } from '../../src/server/db/schema.js'
import { buildTestApp } from './support/app.js'
import { fixedRates, noOptions, paymentFixture, type PaymentFixture } from './support/payments.js'

type CheckoutPrice = components['schemas']['CheckoutPrice']
const YEAR = 2106
const DAY = 86_400_000
/** 10:00 UTC, 250 + `offset` days from today (within the booking horizon), `days` long, as instants. */
function instantsAhead(offset: number, days = 3) {
  const from = new Date(Date.now() + (250 + offset) * DAY)
  from.setUTCHours(10, 0, 0, 0)
  return { from, to: new Date(from.getTime() + days * DAY) }
}
/** The same period as the wall times at the fixture's place a request sends. */
const periodAhead = (offset: number, days = 3) => f.at(instantsAhead(offset, days))
let app: FastifyInstance
let f: PaymentFixture

beforeAll(async () => {
  app = await buildTestApp({}, { exchangeRates: fixedRates })
  f = await paymentFixture(app, YEAR)
})
afterAll(async () => {
  await app?.close()
})

const priceOf = (overrides: Record<string, unknown> = {}) => {
  const { payment: _payment, ...body } = f.body({ ...periodAhead(0, 4), ...overrides })
  return f.inject({ method: 'POST', url: '/api/checkout-price', payload: body })
}

describe('checkout price', () => {
  it('is the booking’s own price for the chosen options, with the offer as the search shows it', async () => {
    const options = { ...noOptions, cancellation: true, theftProtection: true }
    const when = instantsAhead(0, 4)
    const response = await priceOf({ options })
    expect(response.statusCode, response.body).toBe(200)
    const result = response.json<CheckoutPrice>()
    const pricing = (await loadBookableCar(app.database.db, f.carId))!.pricing
    const priced = rentalPrice(pricing, { ...when, timeZone: f.timeZone }, options)
    const expected = fromCents(priced.total)
    expect(result).toMatchObject({ currency: 'USD', price: expected, deposit: f.deposit, depositPayable: true, minimumAge: 21, payLater: true, licenseRequired: false })
    // no payment provider here: the counter only
    expect(result.paymentOptions).toEqual(['payAtCounter'])
    expect(result.offer.paymentOptions).toEqual(['payAtCounter'])
    expect(result.pickUpLocation).toEqual({ id: f.location, name: expect.any(String), timeZone: f.timeZone })
    expect(result.dropOffLocation).toEqual(result.pickUpLocation)
    // the summary's lines: the rental's, then one per option, adding up to the price
    expect(result.breakdown).toMatchObject({ currency: 'USD', days: 4, pricing: 'tiers', total: expected, deposit: f.deposit })
    // the chosen ones, and the one the car includes, free
    expect(result.breakdown.options.map((line) => [line.option, line.included, line.quantity, line.unitPrice, line.amount])).toEqual([
      ['cancellation', false, 1, 12, 12],
      ['theftProtection', false, 4, 7.5, 30],
      ['additionalDriver', true, 4, 0, 0],
    ])
    const lineSum = [...result.breakdown.rentalLines, ...result.breakdown.options].reduce((sum, line) => sum + toCents(line.amount), 0)
    expect(lineSum).toBe(priced.total)
    const amounts = offerAmounts(pricing, { ...when, timeZone: f.timeZone })
    expect(result.offer).toMatchObject({ days: 4, currency: 'USD', totalPrice: fromCents(amounts.totalPrice), deposit: f.deposit, extras: { cancellation: 12, theftProtection: 7.5, fullInsurance: -1 } })
    expect(result.offer.car.id).toBe(f.carId)

    // the same figures a booking gets
    const booked = await f.checkout(f.body({ ...f.at(when), options, payment: 'payAtCounter' }), f.driver.cookie)
    expect(booked.json().price).toBe(result.price)
    // booked over the very instants asked, read on the place's clock
    const row = await f.booking(booked.json().bookingId)
    expect([row.from.toISOString(), row.to.toISOString()]).toEqual([when.from.toISOString(), when.to.toISOString()])
  })

  it('converts to the asked currency like the search (extras -1/0 kept)', async () => {
    const usd = (await priceOf()).json<CheckoutPrice>()
    const eur = (await priceOf({ currency: 'EUR', language: 'fr' })).json<CheckoutPrice>()
    expect(eur).toMatchObject({ currency: 'EUR', price: usd.price * 0.5, deposit: usd.deposit * 0.5 })
    expect(eur.offer).toMatchObject({ currency: 'EUR', totalPrice: usd.offer.totalPrice * 0.5, extras: { fullInsurance: -1, cancellation: 6 } })
    // priced line by line in euros: the lines add up to the euro total, which the offer card shows too
    expect(eur.breakdown.currency).toBe('EUR')
    expect(eur.breakdown.rentalLines.reduce((sum, line) => sum + toCents(line.amount), 0)).toBe(toCents(eur.price))
    expect(eur.offer.totalPrice).toBe(eur.price)
  })

  it('ignores amounts sent by the client and writes nothing', async () => {
    const before = (await app.database.db.select().from(bookings)).length
    const response = await priceOf({ price: 1, amount: 1, totalPrice: 1 })
    expect(response.statusCode).toBe(200)
    expect(response.json().price).toBe(400)
    expect((await app.database.db.select().from(bookings)).length).toBe(before)
  })

  it('depositPayable: only when 0 < deposit < price (base currency, with the options), the rule checkout applies', async () => {
    const setDeposit = (deposit: number) => app.database.db.update(cars).set(carMoney({ deposit })).where(eq(cars.id, f.carId))
    const payable = async (overrides: Record<string, unknown>) => {
      const response = await priceOf(overrides)
      expect(response.statusCode, response.body).toBe(200)
      return response.json<CheckoutPrice>().depositPayable
    }
    // 4 days: 400 > 250; 2 days: 200 < 250; converted amounts do not change the answer
    expect(await payable({})).toBe(true)
    expect(await payable({ ...periodAhead(10, 2) })).toBe(false)
    expect(await payable({ ...periodAhead(10, 2), currency: 'EUR' })).toBe(false)
    // 2 days with cancellation (12) and theft protection (2 × 7.5): 227
    expect(await payable({ ...periodAhead(10, 2), options: { ...noOptions, cancellation: true, theftProtection: true } })).toBe(false)
    try {
      await setDeposit(400)
      expect(await payable({})).toBe(false)
      await setDeposit(0)
      expect(await payable({})).toBe(false)
      await setDeposit(220)
      expect(await payable({ ...periodAhead(10, 2), options: { ...noOptions, cancellation: true, theftProtection: true } })).toBe(true)
    } finally {
      await setDeposit(f.deposit)
    }
  })

  it('answers 400 for an option the car does not offer or a bad period, 404 for an unknown car', async () => {
    const unavailable = await priceOf({ options: { ...noOptions, fullInsurance: true } })
    expect(unavailable.statusCode).toBe(400)
    expect(unavailable.json().code).toBe('VALIDATION_ERROR')
    const backwards = await priceOf({ from: periodAhead(5).to, to: periodAhead(5).from })
    expect(backwards.json().message).toBe('The drop-off time must be after the pick-up time')
    expect((await priceOf({ car: randomUUID() })).statusCode).toBe(404)
  })

  it('answers 400 VALIDATION_ERROR for a wall time of no calendar and for an instant where a wall time is asked', async () => {
    const year = new Date().getUTCFullYear() + 1
    for (const period of [
      // the contract's pattern lets these through; they are no real date and time
      { from: `${year}-02-30T10:00`, to: `${year}-03-03T10:00` },
      { from: `${year}-03-01T10:00`, to: `${year}-03-01T24:30` },
      // not a PlaceTime (the contract's pattern): an instant, seconds, a date alone
      { from: `${year}-12-01T10:00:00Z`, to: `${year}-12-04T10:00:00Z` },
      { ...periodAhead(0), from: `${periodAhead(0).from}:00` },
      { ...periodAhead(0), to: periodAhead(0).to.slice(0, 10) },
    ]) {
      const response = await priceOf(period)
      expect(response.statusCode, JSON.stringify(period)).toBe(400)
      expect(response.json().code).toBe('VALIDATION_ERROR')
    }
    expect((await priceOf({ from: `${year}-02-30T10:00`, to: `${year}-03-03T10:00` })).json().message).toBe('from and to must be real dates and times')
  })

  it('a one-way rental across time zones: the pick-up on the pick-up place\'s clock, the drop-off on the drop-off place\'s', async () => {
    const db = app.database.db
    // a car offered at two places whose clocks differ
    const served = await db
      .select({ car: cars.id, supplier: cars.supplierId, place: locations.id, timeZone: locations.timeZone })
      .from(cars)
      .innerJoin(carLocations, eq(carLocations.carId, cars.id))
      .innerJoin(locations, eq(locations.id, carLocations.locationId))
      .where(and(eq(cars.availability, 'available'), eq(cars.comingSoon, false), eq(cars.fullyBooked, false), eq(cars.isDateBasedPrice, false)))
      .orderBy(cars.id, locations.id)
    const pair = served
      .flatMap((a) => served.filter((b) => b.car === a.car && localToInstant('2030-01-15T10:00', b.timeZone) > localToInstant('2030-01-15T10:00', a.timeZone)).map((b) => [a, b] as const))
      .at(0)
    expect(pair, 'a seeded car serves places of two zones').toBeDefined()
    const [pickUp, dropOff] = pair!
    await db.update(users).set({ payLater: true, licenseRequired: false, blacklisted: false }).where(eq(users.id, pickUp.supplier))
    const day = instantsAhead(20).from.toISOString().slice(0, 10)
    const back = instantsAhead(23).from.toISOString().slice(0, 10)
    const payload = { car: pickUp.car, pickUpLocation: pickUp.place, dropOffLocation: dropOff.place, from: `${day}T10:00`, to: `${back}T10:00`, options: noOptions, language: 'en', currency: 'USD' }
    const response = await f.inject({ method: 'POST', url: '/api/checkout-price', payload })
    expect(response.statusCode, response.body).toBe(200)
    const result = response.json<CheckoutPrice>()
    expect(result.pickUpLocation).toMatchObject({ id: pickUp.place, timeZone: pickUp.timeZone })
    expect(result.dropOffLocation).toMatchObject({ id: dropOff.place, timeZone: dropOff.timeZone })
    // three days on the clocks, but the drop-off place's 10:00 comes hours after the pick-up place's: a fourth rental day
    const from = localToInstant(payload.from, pickUp.timeZone)
    const to = localToInstant(payload.to, dropOff.timeZone)
    expect(rentalDays(from, to)).toBe(4)
    expect(result.offer.days).toBe(4)
    const pricing = (await loadBookableCar(db, pickUp.car))!.pricing
    expect(result.price).toBe(fromCents(rentalPrice(pricing, { from, to, timeZone: pickUp.timeZone }).total))
  })

  it('answers 409 NO_PAYMENT_OPTION for a car no configured option can pay for (no provider, no payment at the counter)', async () => {
    await app.database.db.update(users).set({ payLater: false }).where(eq(users.id, f.supplierId))
    try {
      const response = await priceOf()
      expect(response.statusCode).toBe(409)
      expect(response.json().code).toBe('NO_PAYMENT_OPTION')
    } finally {
      await app.database.db.update(users).set({ payLater: true }).where(eq(users.id, f.supplierId))
    }
  })
})
