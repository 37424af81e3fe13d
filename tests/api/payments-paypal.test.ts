// Online payment with PayPal against the real app and a local double of PayPal's REST API: the
// order is made from the booking's own figures, captured and verified by the server; a mismatch,
// a refused approval or a declined capture never confirms the booking.
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PAYPAL_DECLINED_BUYER, PAYPAL_TEST_CLIENT_ID, PAYPAL_TEST_CLIENT_SECRET, startPayPalApiDouble, type PayPalApiDouble } from '../fixtures/doubles/paypal-api.js'
import { cars, locations, users } from '../../src/server/db/schema.js'
import { buildTestApp } from './support/app.js'
import { endPaymentWindow, fixedRates, paymentFixture, periodIn, visitor, type CheckoutResult, type CheckoutSessionStatus, type PaymentFixture } from './support/payments.js'
import { recordingMailer } from './support/user-data.js'

const YEAR = 2104
const mailer = recordingMailer()
let paypal: PayPalApiDouble
let app: FastifyInstance
let f: PaymentFixture
let slot = 0
/** The next free period, as the wall times at the fixture's place a checkout sends. */
const nextPeriod = () => f.at(periodIn(YEAR, (slot += 5)))

beforeAll(async () => {
  paypal = await startPayPalApiDouble()
  app = await buildTestApp(
    { PAYMENT_GATEWAY: 'PayPal', PAYPAL_API_URL: paypal.url, PAYPAL_CLIENT_ID: PAYPAL_TEST_CLIENT_ID, PAYPAL_CLIENT_SECRET: PAYPAL_TEST_CLIENT_SECRET },
    { mailer, exchangeRates: fixedRates },
  )
  f = await paymentFixture(app, YEAR)
})
afterAll(async () => {
  await app?.close()
  await paypal?.close()
})
beforeEach(() => {
  mailer.sent.length = 0
})

async function book(overrides: Record<string, unknown> = {}) {
  const response = await f.checkout(f.body({ ...nextPeriod(), payment: 'payDeposit', currency: 'EUR', ...overrides }), f.driver.cookie)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<CheckoutResult>()
}
const payload = (result: CheckoutResult, overrides: Record<string, unknown> = {}) => ({
  bookingId: result.bookingId,
  amount: result.paymentAmount,
  currency: result.paymentCurrency,
  name: 'Keyturn car',
  description: 'Keyturn booking, three days',
  ...overrides,
})
// as the fixture's driver, or with another cookie, or (null) without a session
const createOrder = (body: object, cookie: string | null = f.driver.cookie) => f.inject({ method: 'POST', url: '/api/create-paypal-order/', payload: body }, cookie ?? undefined)
const checkOrder = async (bookingId: string, orderId: string, language?: 'en' | 'fr' | 'es', cookie: string | null = f.driver.cookie) => {
  const response = await f.inject({ method: 'POST', url: `/api/check-paypal-order/${bookingId}/${orderId}${language ? `?language=${language}` : ''}` }, cookie ?? undefined)
  return { status: response.statusCode, body: response.json<CheckoutSessionStatus & { code?: string; message?: string }>() }
}
/** The buyer approves in the PayPal pop-up (what the PayPal SDK browser double does). */
const approve = (orderId: string, email = 'buyer@buyer.example') =>
  fetch(`${paypal.url}/v2/checkout/orders/${orderId}/confirm-payment-source`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ payment_source: { paypal: { email_address: email } } }),
  })
const confirmationMails = () => mailer.sent.filter((mail) => mail.subject.startsWith('Your Keyturn booking'))

async function orderFor(result: CheckoutResult, cookie: string | null = f.driver.cookie): Promise<string> {
  const response = await createOrder(payload(result), cookie)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().orderId as string
}

describe('createPayPalOrder', () => {
  it('creates the order from the booking’s own figures (intent capture, booking id, amount, currency)', async () => {
    const result = await book()
    expect(result).toMatchObject({ status: 'void', gateway: 'PayPal', payment: 'payDeposit', amountDue: 125, paymentAmount: 125, paymentCurrency: 'EUR', clientSecret: null, payPalOrderId: null })
    expect(result.sessionId).toMatch(/^ck_/)
    const orderId = await orderFor(result)
    const record = paypal.orders.get(orderId)!
    expect(record.request).toEqual({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: result.bookingId, custom_id: result.bookingId, description: 'Keyturn booking, three days', amount: { currency_code: 'EUR', value: '125.00' } }],
    })
    expect((await f.booking(result.bookingId)).providerOrderId).toBe(orderId)
    // asked again (the buttons re-render): the same open order
    expect((await createOrder(payload(result))).json().orderId).toBe(orderId)
    // one access token, cached
    expect(paypal.tokensIssued).toBe(1)
  })

  it('refuses an amount or currency that is not the booking’s, and a booking that is not a payable PayPal one', async () => {
    const result = await book()
    const cheaper = await createOrder(payload(result, { amount: 1 }))
    expect(cheaper.statusCode).toBe(409)
    expect(cheaper.json()).toEqual({ code: 'CONFLICT', message: 'The amount or currency does not match the booking (125.00 EUR)', requestId: expect.any(String) })
    expect((await createOrder(payload(result, { currency: 'USD', amount: 250 }))).statusCode).toBe(409)
    const other = await book({ payment: 'payInFull', currency: 'USD' })
    // another booking's id with this booking's figures
    expect((await createOrder(payload(result, { bookingId: other.bookingId }))).statusCode).toBe(409)
    const counter = await book({ payment: 'payAtCounter' })
    expect((await createOrder(payload(counter, { amount: 10 }))).statusCode).toBe(409)
    expect((await createOrder(payload(result, { bookingId: '00000000-0000-4000-8000-000000000000' }))).statusCode).toBe(404)
    const late = await book()
    await endPaymentWindow(app, late.bookingId)
    expect((await createOrder(payload(late))).statusCode).toBe(409)
    expect((await f.booking(late.bookingId)).status).toBe('cancelled')
    expect([...paypal.orders.values()].filter((record) => [result.bookingId, other.bookingId, late.bookingId].includes(record.request.purchase_units ? (record.request.purchase_units as { custom_id: string }[])[0]!.custom_id : ''))).toHaveLength(0)
  })
})

describe('checkPayPalOrder', () => {
  it('captures, verifies and confirms once: deposit, one confirmation e-mail; a second call answers the status', async () => {
    const result = await book()
    const orderId = await orderFor(result)
    expect((await approve(orderId)).status).toBe(200)
    const first = await checkOrder(result.bookingId, orderId)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const [place] = await app.database.db.select({ names: locations.names }).from(locations).where(eq(locations.id, f.location))
    const [car] = await app.database.db.select({ name: cars.name }).from(cars).where(eq(cars.id, f.carId))
    const [supplier] = await app.database.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, f.supplierId))
    const row = await f.booking(result.bookingId)
    const location = { id: f.location, name: place!.names.en, timeZone: f.timeZone }
    expect(first.body).toEqual({
      sessionId: result.sessionId,
      bookingId: result.bookingId,
      status: 'deposit',
      outcome: 'paid',
      activationEmailSent: false,
      booking: {
        reference: result.reference,
        carName: car!.name,
        supplierName: supplier!.fullName,
        pickUpLocation: location,
        dropOffLocation: location,
        from: row.from.toISOString(),
        to: row.to.toISOString(),
        days: 3,
        // agreed in the asked currency: every amount in euros
        currency: 'EUR',
        price: 150,
        deposit: 125,
        payment: 'payDeposit',
        // the deposit is paid: the booking tells the deposit's story; no cancellation option was taken
        story: 'deposit',
        freeCancellationUntil: null,
        // the deposit, charged in the asked currency
        paidAmount: 125,
        paidCurrency: 'EUR',
        // paid online: nothing is released for want of a confirmed address
        releasedUnlessConfirmedBy: null,
      },
    })
    const text = JSON.stringify(first.body)
    expect(text).not.toContain(f.driver.email)
    expect(text).not.toContain('Paying Driver')
    expect(paypal.orders.get(orderId)!.order.status).toBe('COMPLETED')
    const again = await checkOrder(result.bookingId, orderId)
    expect(again.body).toEqual(first.body)
    // the same answer with the places named in French
    const french = await checkOrder(result.bookingId, orderId, 'fr')
    expect(french.body).toEqual({ ...first.body, booking: { ...first.body.booking, pickUpLocation: { id: f.location, name: place!.names.fr, timeZone: f.timeZone }, dropOffLocation: { id: f.location, name: place!.names.fr, timeZone: f.timeZone } } })
    expect(confirmationMails()).toHaveLength(1)
    expect(confirmationMails()[0]!.text).toContain('Paid online: 125 €')
    // agreed in euros: its lines and total in euros
    expect(confirmationMails()[0]!.text).toContain('Rental, 3 days at 50 €: 150 €\nAdditional driver: Included\nTotal price: 150 €')
    const page = await f.inject({ method: 'GET', url: `/api/check-checkout-session/${result.sessionId}` })
    expect(page.json()).toEqual(first.body)
  })

  it('an order captured elsewhere already (a retried call) is read, not captured twice', async () => {
    const result = await book({ payment: 'payInFull', currency: 'USD' })
    const orderId = await orderFor(result)
    await approve(orderId)
    const [a, b] = await Promise.all([checkOrder(result.bookingId, orderId), checkOrder(result.bookingId, orderId)])
    expect([a.status, b.status]).toEqual([200, 200])
    expect([a.body.outcome, b.body.outcome]).toEqual(['paid', 'paid'])
    expect((await f.booking(result.bookingId)).status).toBe('paid')
    expect(confirmationMails()).toHaveLength(1)
  })

  it('a declined capture answers 402 Payment failed; the booking stays void and can be paid again', async () => {
    const result = await book()
    const orderId = await orderFor(result)
    const notApproved = await checkOrder(result.bookingId, orderId)
    expect(notApproved.status).toBe(402)
    expect(notApproved.body).toEqual({ code: 'PAYMENT_FAILED', message: 'Payment failed', requestId: expect.any(String) })
    await approve(orderId, PAYPAL_DECLINED_BUYER)
    const declined = await checkOrder(result.bookingId, orderId)
    expect(declined.status).toBe(402)
    expect(await f.booking(result.bookingId)).toMatchObject({ status: 'void' })
    // still unpaid: nothing charged
    const pending = await f.inject({ method: 'GET', url: `/api/check-checkout-session/${result.sessionId}` })
    expect(pending.json()).toMatchObject({ outcome: 'pending', status: 'void', booking: { payment: 'payDeposit', paidAmount: null, paidCurrency: null } })
    expect(confirmationMails()).toHaveLength(0)
    // another funding source, the same order
    expect((await createOrder(payload(result))).json().orderId).toBe(orderId)
    await approve(orderId)
    expect((await checkOrder(result.bookingId, orderId)).body.outcome).toBe('paid')
  })

  it('refuses a capture whose amount or currency differs from the booking (402, booking unchanged)', async () => {
    const result = await book()
    const orderId = await orderFor(result)
    await approve(orderId)
    paypal.orders.get(orderId)!.captureOverride = { amount: { currency_code: 'EUR', value: '1.00' } }
    const refused = await checkOrder(result.bookingId, orderId)
    expect(refused.status).toBe(402)
    expect((await f.booking(result.bookingId)).status).toBe('void')

    const other = await book()
    const otherOrder = await orderFor(other)
    await approve(otherOrder)
    paypal.orders.get(otherOrder)!.captureOverride = { unit: { custom_id: result.bookingId } }
    expect((await checkOrder(other.bookingId, otherOrder)).status).toBe(402)
    expect((await f.booking(other.bookingId)).status).toBe('void')
  })

  it('refuses a capture answered for an order that is not the one stored for the booking (402)', async () => {
    const result = await book()
    const orderId = await orderFor(result)
    await approve(orderId)
    paypal.orders.get(orderId)!.order.id = `${orderId}X` // PayPal answers about another order
    expect((await checkOrder(result.bookingId, orderId)).status).toBe(402)
    expect((await f.booking(result.bookingId)).status).toBe('void')
    expect(confirmationMails()).toHaveLength(0)
  })

  it('refuses an order that is not the booking’s, and an unknown booking', async () => {
    const result = await book()
    const orderId = await orderFor(result)
    const other = await book()
    const otherOrder = await orderFor(other)
    await approve(otherOrder)
    expect((await checkOrder(result.bookingId, otherOrder)).status).toBe(409)
    expect((await checkOrder('00000000-0000-4000-8000-000000000000', orderId)).status).toBe(404)
    expect((await f.booking(result.bookingId)).status).toBe('void')
    expect(paypal.orders.get(otherOrder)!.order.status).toBe('APPROVED')
  })

  it('after the payment window nothing is captured: the booking is cancelled (failed)', async () => {
    const result = await book()
    const orderId = await orderFor(result)
    await approve(orderId)
    await endPaymentWindow(app, result.bookingId)
    const late = await checkOrder(result.bookingId, orderId)
    expect(late.status).toBe(200)
    expect(late.body).toMatchObject({ outcome: 'failed', status: 'cancelled', booking: { paidAmount: null, paidCurrency: null } })
    expect(paypal.orders.get(orderId)!.order.status).toBe('APPROVED')
  })
})

describe('who may pay a booking (createPayPalOrder, checkPayPalOrder)', () => {
  const refusals = { 401: { code: 'UNAUTHORIZED', message: 'Unauthorized', requestId: expect.any(String) }, 403: { code: 'FORBIDDEN', message: 'Forbidden', requestId: expect.any(String) } }
  /** The answer is `status`, and PayPal was asked nothing. */
  async function expectRefused(call: () => Promise<{ status: number; body: unknown }>, status: 401 | 403) {
    const asked = paypal.requests.length
    const answer = await call()
    expect(answer.status, JSON.stringify(answer.body)).toBe(status)
    expect(answer.body).toEqual(refusals[status])
    expect(paypal.requests.length).toBe(asked)
  }
  const create = async (result: CheckoutResult, cookie: string | null) => {
    const response = await createOrder(payload(result), cookie)
    return { status: response.statusCode, body: response.json<unknown>() }
  }

  it('refuses another user’s session (403) and a registered driver’s booking without a session (401); the driver pays', async () => {
    const result = await book()
    const someoneElse = await f.createDriver()
    const orders = paypal.orders.size
    await expectRefused(() => create(result, someoneElse.cookie), 403)
    await expectRefused(() => create(result, null), 401)
    expect(paypal.orders.size).toBe(orders)
    expect((await f.booking(result.bookingId)).providerOrderId).toBeNull()

    const orderId = await orderFor(result)
    await approve(orderId)
    await expectRefused(() => checkOrder(result.bookingId, orderId, undefined, someoneElse.cookie), 403)
    await expectRefused(() => checkOrder(result.bookingId, orderId, undefined, null), 401)
    expect(paypal.orders.get(orderId)!.order.status).toBe('APPROVED')
    expect(await f.booking(result.bookingId)).toMatchObject({ status: 'void' })
    expect(confirmationMails()).toHaveLength(0)

    expect((await checkOrder(result.bookingId, orderId)).body).toMatchObject({ outcome: 'paid', status: 'deposit' })
    // settled: still nobody else's to look at
    await expectRefused(() => checkOrder(result.bookingId, orderId, undefined, someoneElse.cookie), 403)
  })

  it('a guest checkout’s booking is paid without a session, but not with another user’s', async () => {
    const visit = await f.checkout(f.body({ ...nextPeriod(), payment: 'payDeposit', currency: 'EUR', driver: visitor(), recaptchaToken: 'human' }))
    expect(visit.statusCode, visit.body).toBe(200)
    const guest = visit.json<CheckoutResult>()
    expect(await f.booking(guest.bookingId)).toMatchObject({ guestAccount: true, providerOrderId: null })
    await expectRefused(() => create(guest, f.driver.cookie), 403)
    expect((await f.booking(guest.bookingId)).providerOrderId).toBeNull()

    const orderId = await orderFor(guest, null)
    await approve(orderId)
    await expectRefused(() => checkOrder(guest.bookingId, orderId, undefined, f.driver.cookie), 403)
    expect(paypal.orders.get(orderId)!.order.status).toBe('APPROVED')
    const paid = await checkOrder(guest.bookingId, orderId, undefined, null)
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    expect(paid.body).toMatchObject({ outcome: 'paid', status: 'deposit', activationEmailSent: true })
  })
})
