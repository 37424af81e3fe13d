// Online payment with Stripe against the real app and a local double of Stripe's API (its wire
// format, signed webhooks): the session carries the server's figures, the booking is confirmed
// by the webhook or by the confirmation page's check, once, and a forged or replayed event changes
// nothing.
import { eq } from 'drizzle-orm'
import { carMoney } from './support/money'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { placeDate, rentalPrice } from '../../src/domain/price.js'
import { loadBookableCar } from '../../src/server/db/queries/bookings.js'
import { bookings, cars, locations, notifications, paymentEvents, users } from '../../src/server/db/schema.js'
import { startStripeApiDouble, stripeTestCards, STRIPE_TEST_PUBLISHABLE_KEY, STRIPE_TEST_SECRET_KEY, STRIPE_TEST_WEBHOOK_SECRET, type StripeApiDouble } from '../fixtures/doubles/stripe-api.js'
import { buildTestApp } from './support/app.js'
import { endPaymentWindow, fixedRates, noOptions, paymentFixture, periodIn, visitor, type CheckoutResult, type CheckoutSessionStatus, type PaymentFixture } from './support/payments.js'
import { recordingMailer } from './support/user-data.js'

const YEAR = 2103
const mailer = recordingMailer()
let stripe: StripeApiDouble
let app: FastifyInstance
let f: PaymentFixture
let slot = 0
/** A fresh far-future period for each booking of this file. */
/** The next free period, as the wall times at the fixture's place a checkout sends. */
const nextPeriod = () => f.at(periodIn(YEAR, (slot += 5)))

beforeAll(async () => {
  stripe = await startStripeApiDouble()
  app = await buildTestApp(
    { PAYMENT_GATEWAY: 'Stripe', STRIPE_API_URL: stripe.url, STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: STRIPE_TEST_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET, PUBLIC_URL: 'https://keyturn.example' },
    { mailer, exchangeRates: fixedRates, botCheck: { enabled: true, verify: async (token) => token === 'human' } },
  )
  const address = await app.listen({ host: '127.0.0.1', port: 0 })
  stripe.setWebhookUrl(`${address}/api/stripe-webhook`)
  f = await paymentFixture(app, YEAR)
})
afterAll(async () => {
  await app?.close()
  await stripe?.close()
})
beforeEach(() => {
  mailer.sent.length = 0
  stripe.setDown(false)
})

async function book(overrides: Record<string, unknown> = {}, cookie: string | undefined = f.driver.cookie) {
  const response = await f.checkout(f.body({ ...nextPeriod(), ...overrides }), cookie)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<CheckoutResult>()
}
const check = async (sessionId: string, language?: 'en' | 'fr' | 'es') => {
  const response = await f.inject({ method: 'GET', url: `/api/check-checkout-session/${sessionId}${language ? `?language=${language}` : ''}` })
  return { status: response.statusCode, body: response.json<CheckoutSessionStatus>() }
}
/** What the confirmation page shows of a booking of the fixture car (3 days, no options: 300 USD, deposit 250). */
async function summaryOf(result: CheckoutResult, language: 'en' | 'fr' = 'en'): Promise<CheckoutSessionStatus['booking']> {
  const db = app.database.db
  const [car] = await db.select({ name: cars.name }).from(cars).where(eq(cars.id, f.carId))
  const [supplier] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, f.supplierId))
  const [place] = await db.select({ names: locations.names }).from(locations).where(eq(locations.id, f.location))
  const [row] = await db.select().from(bookings).where(eq(bookings.id, result.bookingId))
  const location = { id: f.location, name: place!.names[language] ?? place!.names.en, timeZone: f.timeZone }
  return {
    reference: row!.reference,
    carName: car!.name,
    supplierName: supplier!.fullName,
    pickUpLocation: location,
    dropOffLocation: location,
    from: row!.from.toISOString(),
    to: row!.to.toISOString(),
    days: 3,
    currency: 'USD',
    price: 300,
    deposit: f.deposit,
    payment: result.payment,
    // as made: a counter booking is pending, an online one waits for its payment
    story: result.payment === 'payAtCounter' ? 'pending' : 'awaitingPayment',
    // booked without the cancellation option, which this car sells
    freeCancellationUntil: null,
    paidAmount: null,
    paidCurrency: null,
    releasedUnlessConfirmedBy: null,
  }
}
/** No personal data of the driver anywhere in the answer. */
function expectNoDriverData(body: unknown, driver: { email: string; fullName?: string; phone?: string }) {
  const text = JSON.stringify(body)
  for (const value of [driver.email, driver.fullName, driver.phone]) if (value) expect(text).not.toContain(value)
  for (const key of ['driver', 'fullName', 'email', 'phone', 'birthDate', 'driverId', 'license']) expect(text).not.toContain(`"${key}"`)
}
/** createCheckoutSession as the fixture's driver, or with another cookie, or (null) without a session. */
const createSession = (bookingId: string, cookie: string | null = f.driver.cookie) =>
  f.inject({ method: 'POST', url: '/api/create-checkout-session', payload: { bookingId } }, cookie ?? undefined)
const postEvent = (body: string, signature?: string) =>
  app.inject({ method: 'POST', url: '/api/stripe-webhook', headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) }, payload: body })
const confirmationMails = () => mailer.sent.filter((mail) => mail.subject.startsWith('Your Keyturn booking'))
/** The buyer pays on the Stripe.js double's route (as the browser does). */
const payWithCard = (sessionId: string, number: string = stripeTestCards.success) =>
  fetch(`${stripe.url}/v1/payment_pages/${sessionId}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ key: STRIPE_TEST_PUBLISHABLE_KEY, 'card[number]': number, 'card[exp_month]': '12', 'card[exp_year]': String(new Date().getUTCFullYear() + 2), 'card[cvc]': '123' }),
  })

describe('checkout with Stripe', () => {
  it('creates a void booking holding the car for the payment window and a session with the server’s figures', async () => {
    const instants = periodIn(YEAR, (slot += 5))
    const when = f.at(instants)
    const options = { cancellation: true, theftProtection: false, amendments: false, collisionDamageWaiver: false, fullInsurance: false, additionalDriver: false }
    // amounts sent by the client are stripped by the contract and never read
    const response = await f.checkout({ ...f.body({ ...when, options }), amount: 1, price: 0.01, paymentAmount: 1, paymentCurrency: 'EUR' }, f.driver.cookie)
    expect(response.statusCode, response.body).toBe(200)
    const result = response.json<CheckoutResult>()
    const pricing = (await loadBookableCar(app.database.db, f.carId))!.pricing
    const cents = rentalPrice(pricing, { from: new Date(instants.from), to: new Date(instants.to), timeZone: f.timeZone }, options).total
    expect(cents).toBe(31_200)
    const price = 312
    expect(result).toMatchObject({ status: 'void', payment: 'payInFull', gateway: 'Stripe', price, amountDue: price, paymentAmount: price, paymentCurrency: 'USD', payPalOrderId: null })
    expect(result.sessionId).toMatch(/^cs_test_/)
    const session = stripe.sessions.get(result.sessionId)!
    expect(result.clientSecret).toBe(session.client_secret)

    const created = stripe.created.find((entry) => entry.session.id === result.sessionId)!
    expect(created.idempotencyKey).toBe(`checkout-session-${result.bookingId}`)
    expect(created.params).toMatchObject({
      ui_mode: 'elements',
      mode: 'payment',
      client_reference_id: result.bookingId,
      metadata: { bookingId: result.bookingId },
      payment_intent_data: { metadata: { bookingId: result.bookingId } },
      return_url: 'https://keyturn.example/checkout-session/{CHECKOUT_SESSION_ID}',
      customer_email: f.driver.email,
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '31200' } }],
    })
    // the rental's days as the counter's calendar reads them
    const [car] = await app.database.db.select({ name: cars.name }).from(cars).where(eq(cars.id, f.carId))
    expect(created.params).toMatchObject({
      line_items: [{ price_data: { product_data: { name: `${car!.name}, ${placeDate(new Date(instants.from), f.timeZone)} – ${placeDate(new Date(instants.to), f.timeZone)}` } } }],
    })
    expect(session.return_url).toBe(`https://keyturn.example/checkout-session/${result.sessionId}`)

    const row = await f.booking(result.bookingId)
    expect(row).toMatchObject({ status: 'void', paymentGateway: 'Stripe', paymentAmount: cents, paymentCurrency: 'USD', providerSessionId: result.sessionId, guestAccount: false, isDeposit: false })
    // the car is held until the session ends, at least Stripe's 30 minutes
    expect(row.expiresAt!.getTime()).toBe(session.expires_at * 1000)
    expect(row.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 30 * 60_000)
    expect(row.expiresAt!.getTime()).toBeLessThan(Date.now() + 40 * 60_000)
    // the supplier and the driver are told now (a notification each); the driver's confirmation waits for the payment
    expect(await app.database.db.select().from(notifications).where(eq(notifications.bookingId, result.bookingId))).toHaveLength(2)
    expect(confirmationMails()).toHaveLength(0)
    const pending = (await check(result.sessionId)).body
    expect(pending).toMatchObject({ outcome: 'pending', status: 'void', bookingId: result.bookingId, activationEmailSent: false })
    // unpaid: nothing charged yet; the booking costs its price with the options
    // with the cancellation option bought: free cancellation until 24 hours before pick-up
    const freeCancellationUntil = new Date(row.from.getTime() - 24 * 3_600_000).toISOString()
    expect(pending.booking).toEqual({ ...(await summaryOf(result)), price, payment: 'payInFull', freeCancellationUntil, paidAmount: null, paidCurrency: null })
    expect(pending.booking.reference).toMatch(/^[2-9A-HJKMNP-Z]{8}$/)
  })

  it('agrees the booking in the asked currency and charges its deposit in it', async () => {
    const result = await book({ payment: 'payDeposit', currency: 'EUR' })
    expect(result).toMatchObject({ amountDue: f.deposit * 0.5, deposit: f.deposit * 0.5, paymentAmount: f.deposit * 0.5, paymentCurrency: 'EUR' })
    const created = stripe.created.find((entry) => entry.session.id === result.sessionId)!
    expect(created.params).toMatchObject({ line_items: [{ price_data: { currency: 'eur', unit_amount: '12500' } }] })
    const row = await f.booking(result.bookingId)
    // every amount of the booking in euro cents: its lines add up to its price
    expect(row).toMatchObject({ isDeposit: true, depositAmount: 12_500, paymentAmount: 12_500, paymentCurrency: 'EUR', currency: 'EUR' })
    expect(row.priceLines.reduce((sum, line) => sum + line.amount, 0)).toBe(row.price)
  })

  it('keeps the booking when Stripe is down; createCheckoutSession opens the session later, idempotently', async () => {
    stripe.setDown(true)
    const result = await book()
    expect(result.clientSecret).toBeNull()
    expect(result.sessionId).toMatch(/^ck_/)
    expect(await f.booking(result.bookingId)).toMatchObject({ status: 'void', providerSessionId: null })
    const refused = await createSession(result.bookingId)
    expect(refused.statusCode).toBe(503)

    stripe.setDown(false)
    const first = await createSession(result.bookingId)
    expect(first.statusCode, first.body).toBe(200)
    const again = await createSession(result.bookingId)
    expect(again.json()).toEqual(first.json())
    const { sessionId, clientSecret } = first.json<{ sessionId: string; clientSecret: string }>()
    expect(clientSecret).toBe(stripe.sessions.get(sessionId)!.client_secret)
    expect(stripe.created.filter((entry) => entry.params.client_reference_id === result.bookingId)).toHaveLength(1)
    // the confirmation page finds the checkout by either id
    expect((await check(result.sessionId)).body).toMatchObject({ bookingId: result.bookingId, outcome: 'pending' })
    expect((await check(sessionId)).body).toMatchObject({ bookingId: result.bookingId, outcome: 'pending' })
  })

  it('the same idempotency key gives the same session when a first attempt reached Stripe unseen', async () => {
    stripe.setDown(true)
    const result = await book()
    stripe.setDown(false)
    const [a, b] = await Promise.all([createSession(result.bookingId), createSession(result.bookingId)])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(a.json().sessionId).toBe(b.json().sessionId)
  })

  it('createCheckoutSession refuses unknown, counter and settled bookings', async () => {
    expect((await createSession('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    const counter = await book({ payment: 'payAtCounter' })
    expect((await createSession(counter.bookingId)).statusCode).toBe(409)
    const late = await book()
    await endPaymentWindow(app, late.bookingId)
    expect((await createSession(late.bookingId)).statusCode).toBe(409)
    expect((await f.booking(late.bookingId)).status).toBe('cancelled')
  })
})

describe('who may pay a booking (createCheckoutSession)', () => {
  /** A booking whose session Stripe could not open at checkout: createCheckoutSession will ask Stripe. */
  async function bookWithoutSession(overrides: Record<string, unknown> = {}, cookie?: string) {
    stripe.setDown(true)
    const result = await book(overrides, cookie)
    stripe.setDown(false)
    expect(result.clientSecret).toBeNull()
    return result
  }
  /** The call is refused with `status` before anything reaches Stripe or the booking. */
  async function expectRefused(bookingId: string, cookie: string | null, status: 401 | 403) {
    const asked = stripe.requests.length
    const created = stripe.created.length
    const response = await createSession(bookingId, cookie)
    expect(response.statusCode, response.body).toBe(status)
    expect(response.json()).toEqual({ ...(status === 401 ? { code: 'UNAUTHORIZED', message: 'Unauthorized' } : { code: 'FORBIDDEN', message: 'Forbidden' }), requestId: expect.any(String) })
    expect(stripe.requests.length).toBe(asked)
    expect(stripe.created.length).toBe(created)
    expect(await f.booking(bookingId)).toMatchObject({ status: 'void', providerSessionId: null })
  }

  it('refuses another user’s session (403) and a registered driver’s booking without a session (401); the driver pays', async () => {
    const result = await bookWithoutSession()
    const someoneElse = await f.createDriver()
    await expectRefused(result.bookingId, someoneElse.cookie, 403)
    await expectRefused(result.bookingId, null, 401)
    // a 403 even when the booking could not be paid anyway (it says nothing of its state)
    const counter = await book({ payment: 'payAtCounter' })
    expect((await createSession(counter.bookingId, someoneElse.cookie)).statusCode).toBe(403)

    const owner = await createSession(result.bookingId)
    expect(owner.statusCode, owner.body).toBe(200)
    expect(stripe.created.filter((entry) => entry.params.client_reference_id === result.bookingId)).toHaveLength(1)
  })

  it('a guest checkout’s booking is paid without a session, but not with another user’s', async () => {
    stripe.setDown(true)
    const visit = await f.checkout(f.body({ ...nextPeriod(), driver: visitor(), recaptchaToken: 'human' }))
    stripe.setDown(false)
    expect(visit.statusCode, visit.body).toBe(200)
    const guest = visit.json<CheckoutResult>()
    expect(await f.booking(guest.bookingId)).toMatchObject({ guestAccount: true, providerSessionId: null })
    await expectRefused(guest.bookingId, f.driver.cookie, 403)

    const paid = await createSession(guest.bookingId, null)
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json().sessionId).toMatch(/^cs_test_/)
    expect(stripe.created.filter((entry) => entry.params.client_reference_id === guest.bookingId)).toHaveLength(1)
  })
})

describe('paying the deposit online', () => {
  const refusal = { code: 'VALIDATION_ERROR', message: 'Paying a deposit online is not available for this booking', requestId: expect.any(String) }
  const setDeposit = (deposit: number) => app.database.db.update(cars).set(carMoney({ deposit })).where(eq(cars.id, f.carId))
  /** Checks out with payDeposit and expects the refusal, with nothing written and no session opened. */
  async function expectRefused(when: { from: string; to: string }) {
    const before = { bookings: (await app.database.db.select({ id: bookings.id }).from(bookings)).length, sessions: stripe.created.length }
    const response = await f.checkout(f.body({ ...when, payment: 'payDeposit' }), f.driver.cookie)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual(refusal)
    expect((await app.database.db.select({ id: bookings.id }).from(bookings)).length).toBe(before.bookings)
    expect(stripe.created.length).toBe(before.sessions)
  }

  it('is refused when the deposit is not less than the price (2 days: 200 USD, deposit 250); other payments are not', async () => {
    const when = f.at(periodIn(YEAR, (slot += 5), 2))
    await expectRefused(when)
    // the same booking paid in full is fine
    const full = await f.checkout(f.body({ ...when, payment: 'payInFull' }), f.driver.cookie)
    expect(full.statusCode, full.body).toBe(200)
    expect(full.json()).toMatchObject({ price: 200, deposit: 250, amountDue: 200 })
  })

  it('is refused when the deposit equals the price or is 0', async () => {
    try {
      await setDeposit(300)
      await expectRefused(nextPeriod())
      await setDeposit(0)
      await expectRefused(nextPeriod())
      // just under the price: allowed
      await setDeposit(299.99)
      const response = await f.checkout(f.body({ ...nextPeriod(), payment: 'payDeposit' }), f.driver.cookie)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toMatchObject({ price: 300, amountDue: 299.99 })
    } finally {
      await setDeposit(f.deposit)
    }
  })

  it('counts the chosen options in the price', async () => {
    // 2 days: 200 + cancellation 12 (per booking) + theft protection 2 × 7.5 = 227: under the deposit 250, refused; over a deposit of 220, allowed
    const options = { cancellation: true, amendments: false, theftProtection: true, collisionDamageWaiver: false, fullInsurance: false, additionalDriver: false }
    const refused = await f.checkout(f.body({ ...f.at(periodIn(YEAR, (slot += 5), 2)), options, payment: 'payDeposit' }), f.driver.cookie)
    expect(refused.statusCode).toBe(400)
    try {
      await setDeposit(220)
      const allowed = await f.checkout(f.body({ ...f.at(periodIn(YEAR, (slot += 5), 2)), options, payment: 'payDeposit' }), f.driver.cookie)
      expect(allowed.statusCode, allowed.body).toBe(200)
      expect(allowed.json()).toMatchObject({ price: 227, amountDue: 220 })
    } finally {
      await setDeposit(f.deposit)
    }
  })
})

describe('payment confirmation', () => {
  it('a card payment is confirmed by the signed webhook: paid, one confirmation e-mail', async () => {
    const result = await book()
    const page = await fetch(`${stripe.url}/v1/payment_pages/${result.sessionId}?key=${STRIPE_TEST_PUBLISHABLE_KEY}`)
    expect(await page.json()).toMatchObject({ id: result.sessionId, status: 'open', amount_total: 31200 - 1200, currency: 'usd' })
    const paid = await payWithCard(result.sessionId)
    expect(paid.status).toBe(200)
    await stripe.settled()
    expect(stripe.webhooks.at(-1)).toMatchObject({ event: { type: 'checkout.session.completed' }, status: 200 })
    expect(await f.booking(result.bookingId)).toMatchObject({ status: 'paid', expiresAt: null })
    expect(confirmationMails()).toHaveLength(1)
    expect(confirmationMails()[0]).toMatchObject({ to: f.driver.email })
    expect(confirmationMails()[0]!.text).toContain('Your payment is done')
    expect(confirmationMails()[0]!.text).toContain('Paid online: $300')
    // the status as every screen tells it, and this booking's own cancellation terms
    expect(confirmationMails()[0]!.text).toContain('Status: Paid — Confirmed and paid online.')
    expect(confirmationMails()[0]!.text).toContain('This booking does not include cancellation: it cannot be cancelled.')
    // the lines agreed, then their total
    expect(confirmationMails()[0]!.text).toContain('Rental, 3 days at $100: $300\nAdditional driver: Included\nTotal price: $300')
    const confirmed = (await check(result.sessionId)).body
    expect(confirmed).toMatchObject({ outcome: 'paid', status: 'paid' })
    expect(confirmed.booking).toEqual({ ...(await summaryOf(result)), payment: 'payInFull', story: 'paid', paidAmount: 300, paidCurrency: 'USD' })
    expectNoDriverData(confirmed, { email: f.driver.email, fullName: 'Paying Driver' })
    expect(confirmationMails()).toHaveLength(1)
  })

  it('a deposit payment ends in deposit', async () => {
    const result = await book({ payment: 'payDeposit' })
    await payWithCard(result.sessionId)
    await stripe.settled()
    const confirmed = (await check(result.sessionId)).body
    expect(confirmed).toMatchObject({ outcome: 'paid', status: 'deposit' })
    expect(confirmed.booking).toMatchObject({ payment: 'payDeposit', price: 300, deposit: 250, paidAmount: 250, paidCurrency: 'USD' })
  })

  it('a declined card leaves the booking void and payable', async () => {
    const result = await book()
    const declined = await payWithCard(result.sessionId, stripeTestCards.declined)
    expect(declined.status).toBe(402)
    expect(await declined.json()).toMatchObject({ error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' } })
    const invalid = await payWithCard(result.sessionId, '4242424242424241')
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toMatchObject({ error: { code: 'invalid_number' } })
    expect((await check(result.sessionId)).body).toMatchObject({ outcome: 'pending', status: 'void' })
    expect(confirmationMails()).toHaveLength(0)
    expect((await payWithCard(result.sessionId)).status).toBe(200)
    await stripe.settled()
    expect((await check(result.sessionId)).body.outcome).toBe('paid')
  })

  it('the confirmation page confirms by retrieving the session when no webhook came', async () => {
    const result = await book()
    const session = stripe.sessions.get(result.sessionId)!
    Object.assign(session, { status: 'complete', payment_status: 'paid' }) // paid, webhook not (yet) delivered
    expect((await check(result.sessionId)).body).toMatchObject({ outcome: 'paid', status: 'paid' })
    expect(confirmationMails()).toHaveLength(1)
    // the late webhook changes nothing and sends nothing
    const late = await stripe.sendEvent('checkout.session.completed', session)
    expect(late!.status).toBe(200)
    expect(confirmationMails()).toHaveLength(1)
  })

  it('an asynchronous payment still in progress stays pending', async () => {
    const result = await book()
    const session = await stripe.completeSession(result.sessionId, { paymentStatus: 'unpaid' })
    expect((await check(result.sessionId)).body).toMatchObject({ outcome: 'pending', status: 'void' })
    Object.assign(session, { payment_status: 'paid' })
    await stripe.sendEvent('checkout.session.async_payment_succeeded', session)
    expect((await f.booking(result.bookingId)).status).toBe('paid')
  })
})

describe('the webhook', () => {
  it('refuses a bad, missing or foreign signature with 400 and changes nothing', async () => {
    const result = await book()
    const session = { ...stripe.sessions.get(result.sessionId)!, status: 'complete' as const, payment_status: 'paid' as const }
    const forged = stripe.signedEvent('checkout.session.completed', session, { secret: 'whsec_someone_else' })
    const bad = await postEvent(forged.body, forged.signature)
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Invalid webhook signature', requestId: expect.any(String) })
    const missing = await postEvent(forged.body)
    expect(missing.statusCode).toBe(400)
    // a genuine signature over other bytes
    const genuine = stripe.signedEvent('checkout.session.completed', session)
    const tampered = await postEvent(genuine.body.replace(`"amount_total":${session.amount_total}`, '"amount_total":1'), genuine.signature)
    expect(tampered.statusCode).toBe(400)
    expect(await f.booking(result.bookingId)).toMatchObject({ status: 'void' })
    expect(await app.database.db.select().from(paymentEvents).where(eq(paymentEvents.bookingId, result.bookingId))).toHaveLength(0)
    expect(confirmationMails()).toHaveLength(0)
  })

  it('a replayed event changes the booking once and sends one e-mail', async () => {
    const result = await book()
    const session = { ...stripe.sessions.get(result.sessionId)!, status: 'complete' as const, payment_status: 'paid' as const }
    const event = stripe.signedEvent('checkout.session.completed', session)
    const answers = [await postEvent(event.body, event.signature), await postEvent(event.body, event.signature)]
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    expect((await f.booking(result.bookingId)).status).toBe('paid')
    expect(confirmationMails()).toHaveLength(1)
    const recorded = await app.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.event.id))
    expect(recorded).toHaveLength(1)
    expect(recorded[0]).toMatchObject({ provider: 'Stripe', type: 'checkout.session.completed', bookingId: result.bookingId })
  })

  it('concurrent webhooks and confirmation-page checks make one transition', async () => {
    const result = await book()
    const session = stripe.sessions.get(result.sessionId)!
    Object.assign(session, { status: 'complete', payment_status: 'paid' })
    const events = [stripe.signedEvent('checkout.session.completed', session), stripe.signedEvent('checkout.session.completed', session)]
    const answers = await Promise.all([
      postEvent(events[0]!.body, events[0]!.signature),
      check(result.sessionId),
      postEvent(events[1]!.body, events[1]!.signature),
      check(result.sessionId),
      postEvent(events[0]!.body, events[0]!.signature),
    ])
    expect(answers.map((answer) => ('statusCode' in answer ? answer.statusCode : answer.status))).toEqual([200, 200, 200, 200, 200])
    expect((await f.booking(result.bookingId)).status).toBe('paid')
    expect(confirmationMails()).toHaveLength(1)
  })

  it('does not confirm a paid session whose amount or currency differs from the booking', async () => {
    const result = await book()
    const session = { ...stripe.sessions.get(result.sessionId)!, status: 'complete' as const, payment_status: 'paid' as const, amount_total: 100 }
    const event = stripe.signedEvent('checkout.session.completed', session)
    expect((await postEvent(event.body, event.signature)).statusCode).toBe(200)
    const otherCurrency = stripe.signedEvent('checkout.session.completed', { ...session, amount_total: stripe.sessions.get(result.sessionId)!.amount_total, currency: 'eur' })
    expect((await postEvent(otherCurrency.body, otherCurrency.signature)).statusCode).toBe(200)
    expect((await f.booking(result.bookingId)).status).toBe('void')
    expect(confirmationMails()).toHaveLength(0)
  })

  it('ignores a signed event about another session that names the booking in its metadata (paid or expired)', async () => {
    const result = await book()
    const stored = stripe.sessions.get(result.sessionId)!
    const other = { ...stored, id: `${stored.id}_other`, status: 'complete' as const, payment_status: 'paid' as const }
    const paid = stripe.signedEvent('checkout.session.completed', other)
    const answer = await postEvent(paid.body, paid.signature)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ status: 'ignored' })
    const expired = stripe.signedEvent('checkout.session.expired', { ...other, status: 'expired', payment_status: 'unpaid' })
    expect((await postEvent(expired.body, expired.signature)).json()).toEqual({ status: 'ignored' })
    expect(await f.booking(result.bookingId)).toMatchObject({ status: 'void', providerSessionId: result.sessionId })
    expect(confirmationMails()).toHaveLength(0)
  })

  it('does not confirm on an async_payment_succeeded event whose session is not paid', async () => {
    const result = await book()
    const session = { ...stripe.sessions.get(result.sessionId)!, status: 'complete' as const, payment_status: 'unpaid' as const }
    const event = stripe.signedEvent('checkout.session.async_payment_succeeded', session)
    expect((await postEvent(event.body, event.signature)).statusCode).toBe(200)
    expect((await f.booking(result.bookingId)).status).toBe('void')
    expect(confirmationMails()).toHaveLength(0)
  })

  it('an expired session cancels the booking and frees the car; unknown events are ignored', async () => {
    const when = nextPeriod()
    const result = await book(when)
    const ignored = stripe.signedEvent('payment_intent.created', stripe.sessions.get(result.sessionId)!)
    const answer = await postEvent(ignored.body, ignored.signature)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ status: 'ignored' })

    const blocked = await f.checkout(f.body({ ...when, payment: 'payAtCounter' }), f.driver.cookie)
    expect(blocked.statusCode).toBe(409)
    await stripe.expireSession(result.sessionId)
    expect(await f.booking(result.bookingId)).toMatchObject({ status: 'cancelled' })
    expect((await check(result.sessionId)).body).toMatchObject({ outcome: 'failed', status: 'cancelled' })
    const freed = await f.checkout(f.body({ ...when, payment: 'payAtCounter' }), f.driver.cookie)
    expect(freed.statusCode, freed.body).toBe(200)
  })
})

describe('the confirmation e-mail of a counter booking', () => {
  it('tells its status as every screen does, and its own free-cancellation deadline', async () => {
    const counter = await book({ payment: 'payAtCounter', options: { ...noOptions, cancellation: true } })
    const mail = confirmationMails().find((sent) => sent.text.includes(counter.reference))!
    expect(mail.text).toContain('Status: Pending — Booked, to be paid at the counter at pick-up; the supplier has yet to confirm it.')
    expect(mail.text).toMatch(/\nFree cancellation until .+: a cancellation requested by then is refunded in full; later, the supplier may charge a fee\.\n/)
    expect(mail.text).not.toContain('does not include cancellation')
    // and the confirmation page gives the same deadline: 24 hours before pick-up
    const { body } = await check(counter.sessionId)
    const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, counter.bookingId))
    expect(body.booking.freeCancellationUntil).toBe(new Date(row!.from.getTime() - 24 * 3_600_000).toISOString())
  })
})

describe('check-checkout-session', () => {
  it('answers payLater for the counter, activationEmailSent for a visitor, 404 for an unknown id', async () => {
    const counter = await book({ payment: 'payAtCounter' })
    expect(counter.sessionId).toMatch(/^ck_/)
    expect((await check(counter.sessionId)).body).toEqual({
      sessionId: counter.sessionId,
      bookingId: counter.bookingId,
      status: 'pending',
      outcome: 'payLater',
      activationEmailSent: false,
      booking: { ...(await summaryOf(counter)), reference: counter.reference, payment: 'payAtCounter', paidAmount: null, paidCurrency: null },
    })
    const guestDriver = visitor()
    const visit = await f.checkout(f.body({ ...nextPeriod(), driver: guestDriver, recaptchaToken: 'human' }))
    expect(visit.statusCode, visit.body).toBe(200)
    const guest = visit.json<CheckoutResult>()
    const guestStatus = (await check(guest.sessionId)).body
    expect(guestStatus).toMatchObject({ outcome: 'pending', activationEmailSent: true })
    expect(guestStatus.booking).toMatchObject({ payment: 'payInFull', paidAmount: null, paidCurrency: null })
    expectNoDriverData(guestStatus, guestDriver)
    expect((await check('ck_unknown_reference_000000')).status).toBe(404)
    expect((await check('cs_test_unknown')).status).toBe(404)
    expect((await check('bad id!')).status).toBe(400)
  })

  it('names the places in the asked language (English by default); 400 for an unknown language', async () => {
    const counter = await book({ payment: 'payAtCounter' })
    const english = (await check(counter.sessionId)).body.booking
    const french = (await check(counter.sessionId, 'fr')).body.booking
    expect(english).toEqual({ ...(await summaryOf(counter, 'en')), payment: 'payAtCounter' })
    expect(french).toEqual({ ...(await summaryOf(counter, 'fr')), payment: 'payAtCounter' })
    expect(french.pickUpLocation.name).not.toBe(english.pickUpLocation.name)
    expect((await check(counter.sessionId, 'en')).body.booking).toEqual(english)
    const unknown = await f.inject({ method: 'GET', url: `/api/check-checkout-session/${counter.sessionId}?language=de` })
    expect(unknown.statusCode).toBe(400)
  })

  it('a void booking whose window passed is answered failed (cancelled)', async () => {
    const result = await book()
    await endPaymentWindow(app, result.bookingId)
    Object.assign(stripe.sessions.get(result.sessionId)!, { status: 'expired' })
    expect((await check(result.sessionId)).body).toMatchObject({ outcome: 'failed', status: 'cancelled' })
  })
})
