// The signed-in driver's own newsletter subscription (issue 10, settings): read and changed only
// with a session and only for the account's own address; an activated account subscribes at once,
// one not activated yet through the confirmation e-mail; unsubscribing takes effect at once and
// leaves the footer flow's links harmless. Real app, real database, mail to a real SMTP double.
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../src/server/auth/passwords.js'
import { newsletterRecipients } from '../../src/server/db/queries/newsletter.js'
import { newsletterSubscriptions, users } from '../../src/server/db/schema.js'
import { recaptchaTokens } from '../fixtures/doubles/recaptcha.js'
import { startSmtpDouble, type ParsedMessage, type SmtpDouble } from '../fixtures/doubles/smtp.js'
import { buildTestApp } from './support/app.js'
import { createUser, signIn } from './support/user-data.js'

const PASSWORD = 'Newsletter-driver-2026'
const RATE_LIMIT_MAX = 5
let smtp: SmtpDouble
let app: FastifyInstance
let caller = 0

beforeAll(async () => {
  smtp = await startSmtpDouble()
  app = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://keyturn.test', RATE_LIMIT_MAX: String(RATE_LIMIT_MAX) })
})
afterAll(async () => {
  await app?.close()
  await smtp?.close()
})

const url = '/api/newsletter/subscription'
const read = (cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
const change = (subscribed: boolean, cookie?: string) =>
  app.inject({ method: 'PUT', url, payload: { subscribed }, headers: cookie ? { cookie } : {}, remoteAddress: `10.7.0.${++caller}` })
const recipients = async () => (await newsletterRecipients(app.database.db)).map((recipient) => recipient.email)
const rowsOf = async (email: string) =>
  (await app.database.db.select().from(newsletterSubscriptions)).filter((row) => row.email.toLowerCase() === email.toLowerCase())
const footerSubscribe = (email: string) =>
  app.inject({ method: 'POST', url: '/api/subscribe', payload: { email, recaptchaToken: recaptchaTokens.human }, remoteAddress: `10.7.1.${++caller}` })
// the links of the e-mails, each followed from its own address (the tests are not about their rate limit)
const byLink = (path: string, token: string) =>
  app.inject({ method: 'POST', url: path, payload: { token }, remoteAddress: `10.7.2.${++caller}` })
const tokenOf = (message: ParsedMessage, path: string) => {
  const link = smtp.linksOf(message).find((candidate) => new URL(candidate).pathname === path)
  if (!link) throw new Error(`no ${path} link`)
  return new URL(link).searchParams.get('t')!
}

async function activatedDriver() {
  const driver = await createUser(app, { password: PASSWORD })
  return { ...driver, ...(await signIn(app, driver.email, PASSWORD)) }
}

describe("the signed-in driver's newsletter subscription", () => {
  it('needs a session: 401 to read or change it without one, and nothing is stored', async () => {
    expect((await read()).statusCode).toBe(401)
    const before = (await app.database.db.select().from(newsletterSubscriptions)).length
    expect((await change(true)).statusCode).toBe(401)
    expect((await app.database.db.select().from(newsletterSubscriptions)).length).toBe(before)
  })

  it('an activated driver subscribes at once (their address is proven) and unsubscribes at once', async () => {
    const driver = await activatedDriver()
    expect((await read(driver.cookie)).json()).toEqual({ subscribed: false, pending: false })

    const subscribed = await change(true, driver.cookie)
    expect(subscribed.statusCode, subscribed.body).toBe(200)
    expect(subscribed.json()).toEqual({ subscribed: true, pending: false })
    expect((await read(driver.cookie)).json()).toEqual({ subscribed: true, pending: false })
    expect(await recipients()).toContain(driver.email)
    // no second confirmation e-mail for a proven address
    await expect(smtp.waitForMessage(driver.email, 300)).rejects.toThrow()

    // subscribing again changes nothing: still one row
    expect((await change(true, driver.cookie)).json()).toEqual({ subscribed: true, pending: false })
    expect(await rowsOf(driver.email)).toHaveLength(1)

    const unsubscribed = await change(false, driver.cookie)
    expect(unsubscribed.json()).toEqual({ subscribed: false, pending: false })
    expect(await recipients()).not.toContain(driver.email)
    expect(await rowsOf(driver.email)).toHaveLength(0)
  })

  it("shows the footer form's subscription: pending until confirmed, subscribed after", async () => {
    const driver = await activatedDriver()
    await footerSubscribe(driver.email.toUpperCase())
    const confirmation = await smtp.waitForMessage(driver.email)
    expect((await read(driver.cookie)).json()).toEqual({ subscribed: false, pending: true })
    const confirm = await byLink('/api/confirm-subscription', tokenOf(confirmation, '/newsletter/confirm'))
    expect(confirm.statusCode).toBe(200)
    expect((await read(driver.cookie)).json()).toEqual({ subscribed: true, pending: false })
  })

  it("a pending footer subscription is confirmed in place from settings; the e-mail's links still work", async () => {
    const driver = await activatedDriver()
    await footerSubscribe(driver.email)
    const confirmation = await smtp.waitForMessage(driver.email)
    expect((await change(true, driver.cookie)).json()).toEqual({ subscribed: true, pending: false })
    expect(await rowsOf(driver.email)).toHaveLength(1)
    // the unsubscribe link of the e-mail already sent removes the subscription
    await byLink('/api/unsubscribe', tokenOf(confirmation, '/newsletter/unsubscribe'))
    expect((await read(driver.cookie)).json()).toEqual({ subscribed: false, pending: false })
  })

  it("unsubscribing in settings takes effect at once; the footer e-mail's links then change nothing", async () => {
    const driver = await activatedDriver()
    await footerSubscribe(driver.email)
    const confirmation = await smtp.waitForMessage(driver.email)
    await byLink('/api/confirm-subscription', tokenOf(confirmation, '/newsletter/confirm'))
    expect(await recipients()).toContain(driver.email)

    expect((await change(false, driver.cookie)).json()).toEqual({ subscribed: false, pending: false })
    expect(await recipients()).not.toContain(driver.email)

    const unsubscribeAgain = await byLink('/api/unsubscribe', tokenOf(confirmation, '/newsletter/unsubscribe'))
    expect(unsubscribeAgain.statusCode).toBe(200)
    // the old confirmation link cannot bring the subscription back
    const confirmAgain = await byLink('/api/confirm-subscription', tokenOf(confirmation, '/newsletter/confirm'))
    expect(confirmAgain.statusCode).toBe(404)
    expect((await read(driver.cookie)).json()).toEqual({ subscribed: false, pending: false })
    expect(await recipients()).not.toContain(driver.email)
  })

  it('an account not activated yet goes through the confirmation e-mail, in its language', async () => {
    const email = `unconfirmed-${randomUUID().slice(0, 8)}@keyturn.example`
    await app.database.db
      .insert(users)
      .values({ fullName: 'Conductora Nueva', email, verified: false, passwordHash: await hashPassword(PASSWORD), language: 'es' })
    const { cookie } = await signIn(app, email, PASSWORD)

    expect((await change(true, cookie)).json()).toEqual({ subscribed: false, pending: true })
    expect(await recipients()).not.toContain(email)
    const confirmation = await smtp.waitForMessage(email)
    expect(confirmation.subject).toMatch(/Keyturn/)
    expect(confirmation.subject).toMatch(/suscripci[oó]n|bolet[ií]n/i)

    const confirm = await byLink('/api/confirm-subscription', tokenOf(confirmation, '/newsletter/confirm'))
    expect(confirm.statusCode).toBe(200)
    expect((await read(cookie)).json()).toEqual({ subscribed: true, pending: false })
  })

  it("answers only the session's own address: another driver's subscription is neither read nor changed", async () => {
    const subscriber = await activatedDriver()
    const other = await activatedDriver()
    await change(true, subscriber.cookie)
    // the operation has no address or id to ask about: the other driver sees their own state
    expect((await read(other.cookie)).json()).toEqual({ subscribed: false, pending: false })
    await change(false, other.cookie)
    expect(await recipients()).toContain(subscriber.email)
    // a field naming someone else is not part of the contract: dropped, only the session's address counts
    const sneaky = await app.inject({
      method: 'PUT',
      url,
      payload: { subscribed: false, email: subscriber.email },
      headers: { cookie: other.cookie },
    })
    expect(sneaky.json()).toEqual({ subscribed: false, pending: false })
    expect(await recipients()).toContain(subscriber.email)
  })

  it('limits changes per client address (a not activated account would be mailed each time)', async () => {
    const driver = await activatedDriver()
    const statuses: number[] = []
    for (let attempt = 0; attempt <= RATE_LIMIT_MAX; attempt++) {
      const response = await app.inject({ method: 'PUT', url, payload: { subscribed: attempt % 2 === 0 }, headers: { cookie: driver.cookie }, remoteAddress: '10.7.9.9' })
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT_MAX).fill(200), 429])
  })

  it('refuses a change sent from another site (403)', async () => {
    const driver = await activatedDriver()
    const response = await app.inject({
      method: 'PUT',
      url,
      payload: { subscribed: true },
      headers: { cookie: driver.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(response.statusCode).toBe(403)
    expect(await recipients()).not.toContain(driver.email)
  })
})
