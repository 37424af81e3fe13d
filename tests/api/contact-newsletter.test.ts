// Contact form and newsletter (issue 10): validation, rate limits, bot check, double opt-in and
// unsubscribe by link, no disclosure; mail goes through the outbox to a real SMTP server (a local double).
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterSubscriptions } from '../../src/server/db/schema.js'
import { newsletterRecipients } from '../../src/server/db/queries/newsletter.js'
import { RECAPTCHA_SECRET, recaptchaTokens, startRecaptchaDouble, type RecaptchaDouble } from '../fixtures/doubles/recaptcha.js'
import { startSmtpDouble, type SmtpDouble } from '../fixtures/doubles/smtp.js'
import { buildTestApp } from './support/app.js'
import { createUser } from './support/user-data.js'

const RATE_LIMIT_MAX = 4
let smtp: SmtpDouble
let recaptcha: RecaptchaDouble
let app: FastifyInstance
// each call from its own address, so that only the rate-limit tests meet the limit
let caller = 0
const post = (url: string, payload: Record<string, unknown>, remoteAddress = `10.9.0.${++caller}`) =>
  app.inject({ method: 'POST', url, payload, remoteAddress })

beforeAll(async () => {
  smtp = await startSmtpDouble()
  recaptcha = await startRecaptchaDouble()
  app = await buildTestApp({
    SMTP_URL: smtp.url,
    CONTACT_EMAIL: 'care@keyturn.example',
    PUBLIC_URL: 'http://keyturn.test',
    RECAPTCHA_SECRET_KEY: RECAPTCHA_SECRET,
    RECAPTCHA_SITE_KEY: 'site-key',
    RECAPTCHA_VERIFY_URL: recaptcha.verifyUrl,
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    RATE_LIMIT_WINDOW_SECONDS: '60',
  })
})
afterAll(async () => {
  await app?.close()
  await smtp?.close()
  await recaptcha?.close()
})

const received = (to: string) => smtp.messages.filter((message) => message.envelopeTo.includes(to))

describe('contact form', () => {
  const contact = { from: 'visitor@example.com', subject: 'Child seat', message: 'Do you rent child seats?', isContactForm: true }

  it('delivers the message to CONTACT_EMAIL over SMTP, Reply-To the visitor', async () => {
    const response = await post('/api/send-email', { ...contact, recaptchaToken: recaptchaTokens.human })
    expect(response.statusCode, response.body).toBe(200)
    const message = await smtp.waitForMessage('care@keyturn.example')
    expect(message.headers['reply-to']).toBe('visitor@example.com')
    expect(message.subject).toContain('Child seat')
    expect(message.text).toContain('Do you rent child seats?')
  })

  it('refuses a missing subject or message and an invalid address (400), sending nothing', async () => {
    const before = received('care@keyturn.example').length
    for (const invalid of [{ subject: '' }, { message: '' }, { from: 'not-an-address' }]) {
      const response = await post('/api/send-email', { ...contact, ...invalid, recaptchaToken: recaptchaTokens.human })
      expect(response.statusCode, JSON.stringify(invalid)).toBe(400)
    }
    expect(received('care@keyturn.example')).toHaveLength(before)
  })

  it("refuses a bot ('reCAPTCHA error')", async () => {
    for (const recaptchaToken of [undefined, recaptchaTokens.bot]) {
      const response = await post('/api/send-email', { ...contact, recaptchaToken })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 'RECAPTCHA_ERROR', message: 'reCAPTCHA error' })
    }
  })

  it('is rate limited per client address', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt <= RATE_LIMIT_MAX; attempt++) {
      statuses.push((await post('/api/send-email', { ...contact, recaptchaToken: recaptchaTokens.human }, '10.8.0.1')).statusCode)
    }
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT_MAX).fill(200), 429])
  })
})

describe('newsletter (double opt-in)', () => {
  const subscribe = (email: string, extra: Record<string, unknown> = {}, remoteAddress?: string) =>
    post('/api/subscribe', { email, recaptchaToken: recaptchaTokens.human, ...extra }, remoteAddress)
  const linkOf = (message: Parameters<SmtpDouble['linksOf']>[0], path: string) => {
    const link = smtp.linksOf(message).find((candidate) => new URL(candidate).pathname === path)
    if (!link) throw new Error(`no ${path} link in ${smtp.linksOf(message).join(', ')}`)
    return new URL(link).searchParams.get('t')!
  }

  it('stores an unconfirmed subscription and mails a confirmation with confirm and unsubscribe links, in the language asked', async () => {
    const response = await subscribe('reader@example.com', { language: 'fr' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
    const message = await smtp.waitForMessage('reader@example.com')
    expect(message.subject).toBe('Confirmez votre abonnement à la lettre d’information de Keyturn')
    const links = smtp.linksOf(message)
    expect(links.some((link) => link.startsWith('http://keyturn.test/newsletter/confirm?t='))).toBe(true)
    expect(links.some((link) => link.startsWith('http://keyturn.test/newsletter/unsubscribe?t='))).toBe(true)
    // unconfirmed: not a newsletter recipient, and the token is not stored in clear
    expect((await newsletterRecipients(app.database.db)).map((r) => r.email)).not.toContain('reader@example.com')
    const rows = await app.database.db.select().from(newsletterSubscriptions)
    const row = rows.find((r) => r.email === 'reader@example.com')!
    expect(row.confirmedAt).toBeNull()
    expect(row.tokenDigest).not.toBe(linkOf(message, '/newsletter/confirm'))
  })

  it('counts the subscription once confirmed from the link, then removes it from the unsubscribe link', async () => {
    await subscribe('confirmer@example.com')
    const message = await smtp.waitForMessage('confirmer@example.com')
    const confirm = await post('/api/confirm-subscription', { token: linkOf(message, '/newsletter/confirm') })
    expect(confirm.statusCode, confirm.body).toBe(200)
    expect(await newsletterRecipients(app.database.db)).toContainEqual({ email: 'confirmer@example.com', language: 'en' })

    const unsubscribe = await post('/api/unsubscribe', { token: linkOf(message, '/newsletter/unsubscribe') })
    expect(unsubscribe.statusCode).toBe(200)
    expect((await newsletterRecipients(app.database.db)).map((r) => r.email)).not.toContain('confirmer@example.com')
    // the link used again: still 200, nothing to reveal
    expect((await post('/api/unsubscribe', { token: linkOf(message, '/newsletter/unsubscribe') })).statusCode).toBe(200)
  })

  it('refuses an unknown confirmation token (404) and a malformed one (400)', async () => {
    expect((await post('/api/confirm-subscription', { token: 'x'.repeat(43) })).statusCode).toBe(404)
    expect((await post('/api/confirm-subscription', { token: 'short' })).statusCode).toBe(400)
  })

  it('subscribing twice neither duplicates nor reveals: same answer, one row; a confirmed address gets no more mail', async () => {
    const first = await subscribe('twice@example.com')
    const firstMail = await smtp.waitForMessage('twice@example.com')
    const second = await subscribe('Twice@Example.com')
    expect(second.statusCode).toBe(first.statusCode)
    expect(second.body).toBe(first.body)
    // unconfirmed: a new confirmation replaces the first (its link stops working)
    const secondMail = await smtp.waitForMessage('Twice@Example.com'.toLowerCase())
    expect((await post('/api/confirm-subscription', { token: linkOf(firstMail, '/newsletter/confirm') })).statusCode).toBe(404)
    expect((await post('/api/confirm-subscription', { token: linkOf(secondMail, '/newsletter/confirm') })).statusCode).toBe(200)
    const rows = (await app.database.db.select().from(newsletterSubscriptions)).filter((r) => r.email.toLowerCase() === 'twice@example.com')
    expect(rows).toHaveLength(1)

    const mailsBefore = received('twice@example.com').length
    const third = await subscribe('twice@example.com')
    expect(third.body).toBe(first.body)
    expect(received('twice@example.com')).toHaveLength(mailsBefore)
  })

  it("answers a registered driver's address exactly as any other", async () => {
    const driver = await createUser(app)
    const forDriver = await subscribe(driver.email)
    const forStranger = await subscribe('stranger@example.com')
    expect(forDriver.statusCode).toBe(200)
    expect(forDriver.body).toBe(forStranger.body)
    expect(forDriver.headers['content-length']).toBe(forStranger.headers['content-length'])
  })

  it('refuses a bot and an invalid address, storing nothing', async () => {
    for (const payload of [{ email: 'bot@example.com', recaptchaToken: recaptchaTokens.bot }, { email: 'bot@example.com' }, { email: 'nope', recaptchaToken: recaptchaTokens.human }]) {
      expect((await post('/api/subscribe', payload)).statusCode, JSON.stringify(payload)).toBe(400)
    }
    const rows = await app.database.db.select().from(newsletterSubscriptions)
    expect(rows.map((r) => r.email)).not.toContain('bot@example.com')
  })

  it('is rate limited per client address', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt <= RATE_LIMIT_MAX; attempt++) {
      statuses.push((await subscribe(`limited-${attempt}@example.com`, {}, '10.8.0.2')).statusCode)
    }
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT_MAX).fill(200), 429])
  })
})
