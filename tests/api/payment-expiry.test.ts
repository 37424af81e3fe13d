// The end of an unpaid booking's payment window: the sweep cancels it once (whoever else runs
// concurrently), remembered searches are dropped, and the car can be booked again.
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, notifications } from '../../src/server/db/schema.js'
import { sweepExpiredPayments } from '../../src/server/plugins/payment-expiry.js'
import { PAYPAL_TEST_CLIENT_ID, PAYPAL_TEST_CLIENT_SECRET, startPayPalApiDouble, type PayPalApiDouble } from '../fixtures/doubles/paypal-api.js'
import { buildTestApp } from './support/app.js'
import { endPaymentWindow, fixedRates, paymentFixture, periodIn, type CheckoutResult, type PaymentFixture } from './support/payments.js'

const YEAR = 2105
let paypal: PayPalApiDouble
let app: FastifyInstance
let f: PaymentFixture

beforeAll(async () => {
  paypal = await startPayPalApiDouble()
  app = await buildTestApp(
    // searches are remembered here: the sweep must drop them
    { PAYMENT_GATEWAY: 'PayPal', PAYPAL_API_URL: paypal.url, PAYPAL_CLIENT_ID: PAYPAL_TEST_CLIENT_ID, PAYPAL_CLIENT_SECRET: PAYPAL_TEST_CLIENT_SECRET, SEARCH_CACHE_SECONDS: '600' },
    { exchangeRates: fixedRates },
  )
  f = await paymentFixture(app, YEAR)
})
afterAll(async () => {
  await app?.close()
  await paypal?.close()
})

/** Day `offset` of YEAR, as the wall times at the fixture's place the requests send. */
const periodAt = (offset: number) => f.at(periodIn(YEAR, offset))

async function book(when: { from: string; to: string }, payment = 'payInFull') {
  const response = await f.checkout(f.body({ ...when, payment: payment as 'payInFull' }), f.driver.cookie)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<CheckoutResult>()
}
const offered = async (when: { from: string; to: string }) => {
  const response = await f.inject({ method: 'POST', url: '/api/search-cars/1/100', payload: { pickUpLocation: f.location, dropOffLocation: f.location, suppliers: [f.supplierId], ...when } })
  expect(response.statusCode, response.body).toBe(200)
  return (response.json().rows as { car: { id: string } }[]).some((row) => row.car.id === f.carId)
}

describe('payment expiry', () => {
  it('holds the car while the payment is open', async () => {
    const when = periodAt(10)
    const result = await book(when)
    expect((await f.booking(result.bookingId)).expiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000)
    expect(await sweepExpiredPayments(app)).toBe(0)
    expect((await f.booking(result.bookingId)).status).toBe('void')
    expect(await offered(when)).toBe(false)
    expect((await f.checkout(f.body({ ...when, payment: 'payAtCounter' }), f.driver.cookie)).statusCode).toBe(409)
  })

  it('cancels an unpaid booking once its window passed, once, and releases the car', async () => {
    const when = periodAt(20)
    const result = await book(when)
    expect(await offered(when)).toBe(false) // remembered for SEARCH_CACHE_SECONDS
    await endPaymentWindow(app, result.bookingId)

    const [first, second] = await Promise.all([sweepExpiredPayments(app), sweepExpiredPayments(app)])
    expect(first + second).toBe(1)
    const cancelled = await f.booking(result.bookingId)
    expect(cancelled.status).toBe('cancelled')
    expect(await sweepExpiredPayments(app)).toBe(0)
    expect((await f.booking(result.bookingId)).updatedAt).toEqual(cancelled.updatedAt)

    // the remembered search was dropped: the car shows again, and can be booked
    expect(await offered(when)).toBe(true)
    const again = await f.checkout(f.body({ ...when, payment: 'payAtCounter' }), f.driver.cookie)
    expect(again.statusCode, again.body).toBe(200)
    const page = await f.inject({ method: 'GET', url: `/api/check-checkout-session/${result.sessionId}` })
    expect(page.json()).toMatchObject({ outcome: 'failed', status: 'cancelled' })
  })

  it('an overdue booking found while its driver pays is cancelled once and its driver told, as by the sweep', async () => {
    const when = periodAt(30)
    const result = await book(when)
    await endPaymentWindow(app, result.bookingId)
    // the driver comes back to pay with PayPal before any sweep ran
    const order = { bookingId: result.bookingId, amount: result.paymentAmount, currency: result.paymentCurrency, name: 'Late driver', description: 'Car rental' }
    const late = await f.inject({ method: 'POST', url: '/api/create-paypal-order/', payload: order }, f.driver.cookie)
    expect(late.statusCode, late.body).toBe(409)
    expect((await f.booking(result.bookingId)).status).toBe('cancelled')
    expect(await sweepExpiredPayments(app)).toBe(0)
    const told = await app.database.db.select().from(notifications).where(eq(notifications.bookingId, result.bookingId))
    expect(told.filter((row) => row.userId !== f.supplierId && row.message.includes('was not paid in time'))).toHaveLength(1)
  })

  it('leaves paid, counter and open bookings alone', async () => {
    const counter = await book(periodAt(30), 'payAtCounter')
    const open = await book(periodAt(40))
    const paid = await book(periodAt(50))
    await app.database.db.update(bookings).set({ status: 'paid', expiresAt: new Date(Date.now() - 1000) }).where(eq(bookings.id, paid.bookingId))
    expect(await sweepExpiredPayments(app)).toBe(0)
    expect((await f.booking(counter.bookingId)).status).toBe('pending')
    expect((await f.booking(open.bookingId)).status).toBe('void')
    expect((await f.booking(paid.bookingId)).status).toBe('paid')
  })

  it('a checkout over an expired unpaid booking succeeds before any sweep ran', async () => {
    const when = periodAt(60)
    const result = await book(when)
    await endPaymentWindow(app, result.bookingId)
    const again = await f.checkout(f.body({ ...when, payment: 'payAtCounter' }), f.driver.cookie)
    expect(again.statusCode, again.body).toBe(200)
    expect((await f.booking(result.bookingId)).status).toBe('cancelled')
  })
})
