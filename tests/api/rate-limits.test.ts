// Per-client rate limits of issue 13: checkout (each one holds a car and writes e-mails), the price
// quote, and the enumeration oracles validate-email and forgot-password. Small limits here so a
// burst shows them; one client's limit never blocks another client.
import { inArray } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, users } from '../../src/server/db/schema.js'
import { buildTestApp } from './support/app.js'
import { paymentFixture, periodIn, visitor, type PaymentFixture } from './support/payments.js'

const YEAR = 2111
let app: FastifyInstance
let f: PaymentFixture

beforeAll(async () => {
  app = await buildTestApp(
    { CHECKOUT_RATE_LIMIT_MAX: '3', PRICE_RATE_LIMIT_MAX: '4', RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' },
    { botCheck: { enabled: true, verify: async (token) => token === 'human' } },
  )
  f = await paymentFixture(app, YEAR)
})
afterAll(async () => {
  await app?.close()
})

const from = (remoteAddress: string) => ({ remoteAddress })
const expectLimited = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(429)
  expect(response.json()).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many requests, please try again in \d+ seconds$/), requestId: expect.any(String) })
  expect(response.headers['retry-after']).toBeDefined()
}

describe('checkout', () => {
  it('accepts a burst of guest checkouts from one client only up to the limit: the others are 429 and write nothing', async () => {
    const guests = Array.from({ length: 15 }, () => visitor())
    const answers = await Promise.all(
      guests.map((driver, n) =>
        app.inject({ method: 'POST', url: '/api/checkout', ...from('10.13.0.1'), payload: f.body({ ...f.at(periodIn(YEAR, n * 5)), payment: 'payAtCounter', driver, recaptchaToken: 'human' }) }),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(3)
    expect(statuses.filter((status) => status === 429)).toHaveLength(12)
    expectLimited(answers.find((answer) => answer.statusCode === 429)!)
    const accounts = await app.database.db.select({ id: users.id }).from(users).where(inArray(users.email, guests.map((guest) => guest.email)))
    expect(accounts).toHaveLength(3)
    expect(await app.database.db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.driverId, accounts.map((a) => a.id)))).toHaveLength(3)
    // another client is not held back
    const other = await app.inject({ method: 'POST', url: '/api/checkout', ...from('10.13.0.2'), payload: f.body({ ...f.at(periodIn(YEAR, 200)), payment: 'payAtCounter', driver: visitor(), recaptchaToken: 'human' }) })
    expect(other.statusCode, other.body).toBe(200)
  })
})

describe('the price quote', () => {
  it('answers 429 beyond the limit of one client', async () => {
    const { payment: _payment, ...body } = f.body({ ...f.at(periodIn(YEAR, 300)) })
    const quote = (remoteAddress: string) => app.inject({ method: 'POST', url: '/api/checkout-price', ...from(remoteAddress), payload: body })
    for (let n = 1; n <= 4; n++) expect((await quote('10.13.1.1')).statusCode, `quote #${n}`).toBe(200)
    expectLimited(await quote('10.13.1.1'))
    expect((await quote('10.13.1.2')).statusCode).toBe(200)
  })
})

describe('enumeration', () => {
  it('validate-email answers as the contract says, then 429 beyond the limit of one client', async () => {
    const validate = (email: string, remoteAddress = '10.13.2.1') => app.inject({ method: 'POST', url: '/api/validate-email', ...from(remoteAddress), payload: { email } })
    expect((await validate('nobody-here@example.com')).statusCode).toBe(200)
    expect((await validate('driver@keyturn.example')).statusCode).toBe(409)
    expect((await validate('someone-else@example.com')).statusCode).toBe(200)
    expectLimited(await validate('a-fourth-guess@example.com'))
    expect((await validate('a-fourth-guess@example.com', '10.13.2.2')).statusCode).toBe(200)
  })

  it('forgot-password answers as the contract says, then 429 beyond the limit of one client', async () => {
    const forgot = (email: string) => app.inject({ method: 'POST', url: `/api/resend/frontend/${encodeURIComponent(email)}/true`, ...from('10.13.3.1'), payload: { recaptchaToken: 'human' } })
    const answers = [await forgot('driver@keyturn.example'), await forgot('nobody-here@example.com'), await forgot('someone-else@example.com')]
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 404])
    expectLimited(await forgot('a-fourth-guess@example.com'))
  })
})
