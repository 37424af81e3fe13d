// Sign-up, activation, tokens, resend and password recovery (spec §5, §7, §8; issue 4 "Security").
import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, sessions, tokens, users } from '../../src/server/db/schema.js'
import { DEMO_DRIVER_EMAIL, DEMO_DRIVER_PASSWORD } from '../../src/server/seed/index.js'
import { RECAPTCHA_SECRET, recaptchaTokens, startRecaptchaDouble, type RecaptchaDouble } from '../fixtures/doubles/recaptcha.js'
import { startSmtpDouble, type SmtpDouble } from '../fixtures/doubles/smtp.js'
import { buildTestApp } from './support/app.js'
import { birthDateYearsAgo, linkIn, sessionCookieOf, signIn, signUpBody } from './support/session.js'

const PUBLIC_URL = 'https://keyturn.example'

describe('account life cycle: sign-up, activation, resend, password recovery', () => {
  let app: FastifyInstance
  let smtp: SmtpDouble
  let recaptcha: RecaptchaDouble

  beforeAll(async () => {
    smtp = await startSmtpDouble()
    recaptcha = await startRecaptchaDouble()
    app = await buildTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      RECAPTCHA_SECRET_KEY: RECAPTCHA_SECRET,
      RECAPTCHA_VERIFY_URL: recaptcha.verifyUrl,
      // this file signs up more than the default 10 drivers a minute; the limit has its own test
      RATE_LIMIT_MAX: '1000',
    })
  })
  afterAll(async () => {
    await app?.close()
    await smtp?.close()
    await recaptcha?.close()
  })

  const db = () => app.database.db
  const userByEmail = async (email: string) =>
    (await db().select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`))[0]
  const signUp = (body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/sign-up', payload: { recaptchaToken: recaptchaTokens.human, ...body } })
  const checkToken = (userId: string, email: string, token: string) =>
    app.inject({ method: 'GET', url: `/api/check-token/frontend/${userId}/${encodeURIComponent(email)}/${encodeURIComponent(token)}` })
  const activate = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/activate', payload })
  const resend = (email: string, reset: boolean, payload?: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/resend/frontend/${encodeURIComponent(email)}/${reset}`, ...(payload ? { payload } : {}) })
  const linkOf = async (to: string, pathname: string) => {
    const message = await smtp.waitForMessage(to)
    return { message, ...linkIn(message, pathname, smtp.linksOf(message)) }
  }

  it('signs a driver up unverified, stores an argon2id hash and mails a one-day activation link in their language', async () => {
    const body = signUpBody({ language: 'fr', email: 'Camille.Martin@Example.com' })
    const response = await signUp(body)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })

    const row = await userByEmail('camille.martin@example.com')
    expect(row).toMatchObject({ type: 'user', verified: false, language: 'fr', email: 'camille.martin@example.com', fullName: 'Ada Driver' })
    // attack: a stolen database holds no password, only an argon2id hash
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/)
    expect(row?.passwordHash).not.toContain(body.password)

    const link = await linkOf('camille.martin@example.com', '/activate')
    expect(link.url.origin).toBe(PUBLIC_URL)
    expect(link.userId).toBe(row?.id)
    expect(link.email).toBe('camille.martin@example.com')
    // attack: the token is random (32 bytes) and only its SHA-256 is stored, expiring in one day
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const stored = await db().select().from(tokens).where(eq(tokens.userId, row!.id))
    expect(stored).toHaveLength(1)
    expect(stored[0]?.purpose).toBe('activation')
    expect(stored[0]?.tokenHash).toBe(createHash('sha256').update(link.token).digest('hex'))
    expect(JSON.stringify(stored)).not.toContain(link.token)
    const lifetimeHours = (stored[0]!.expiresAt.getTime() - Date.now()) / 3600_000
    expect(lifetimeHours).toBeGreaterThan(23.9)
    expect(lifetimeHours).toBeLessThanOrEqual(24)

    expect((await checkToken(link.userId, link.email, link.token)).statusCode).toBe(200)
    const activated = await activate({ userId: link.userId, token: link.token })
    expect(activated.statusCode, activated.body).toBe(200)
    expect((await userByEmail('camille.martin@example.com'))?.verified).toBe(true)

    // attack: the link works once
    const again = await activate({ userId: link.userId, token: link.token })
    expect(again.statusCode).toBe(404)
    expect(again.json().code).toBe('NOT_FOUND')
    expect((await checkToken(link.userId, link.email, link.token)).statusCode).toBe(404)
  })

  it('writes the activation e-mail in the user language (en, fr, es differ)', async () => {
    const subjects: string[] = []
    for (const language of ['en', 'fr', 'es']) {
      const body = signUpBody({ language })
      expect((await signUp(body)).statusCode).toBe(200)
      subjects.push((await smtp.waitForMessage(body.email)).subject)
    }
    expect(new Set(subjects).size).toBe(3)
  })

  it('refuses a driver younger than the minimum age of the settings, accepts one who is 21 today', async () => {
    const young = await signUp(signUpBody({ birthDate: birthDateYearsAgo(21, 1) }))
    expect(young.statusCode).toBe(400)
    expect(young.json()).toEqual({ code: 'DRIVER_TOO_YOUNG', message: 'You must be at least 21 years old', requestId: expect.any(String) })
    const future = await signUp(signUpBody({ birthDate: birthDateYearsAgo(-1) }))
    expect(future.json().code).toBe('DRIVER_TOO_YOUNG')
    const twentyOne = signUpBody({ birthDate: birthDateYearsAgo(21) })
    expect((await signUp(twentyOne)).statusCode).toBe(200)
    await smtp.waitForMessage(twentyOne.email)
  })

  it('refuses sign-up without the Terms of Use, with an invalid field or a registered address', async () => {
    const terms = await signUp(signUpBody({ acceptTerms: false }))
    expect(terms.statusCode).toBe(400)
    expect(terms.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Please accept the Terms of Use', requestId: expect.any(String) })

    for (const invalid of [
      { email: 'not-an-email' },
      { phone: 'call me' },
      { password: '12345' },
      { fullName: '' },
      { birthDate: '1990-13-45' },
      { language: 'de' },
    ]) {
      const response = await signUp(signUpBody(invalid))
      expect(response.statusCode, JSON.stringify(invalid)).toBe(400)
      expect(response.json().code).toBe('VALIDATION_ERROR')
    }
    const blank = await signUp(signUpBody({ fullName: '   ' }))
    expect(blank.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Please fill in the field(s): Full name', requestId: expect.any(String) })

    const taken = await signUp(signUpBody({ email: DEMO_DRIVER_EMAIL.toUpperCase() }))
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toEqual({ code: 'EMAIL_ALREADY_REGISTERED', message: 'This email address is already registered', requestId: expect.any(String) })
  })

  it('refuses sign-up when the bot check fails', async () => {
    for (const recaptchaToken of [undefined, recaptchaTokens.bot, 'forged']) {
      const body = signUpBody()
      const response = await app.inject({ method: 'POST', url: '/api/sign-up', payload: { ...body, recaptchaToken } })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ code: 'RECAPTCHA_ERROR', message: 'reCAPTCHA error', requestId: expect.any(String) })
      expect(await userByEmail(body.email)).toBeUndefined()
    }
  })

  it('validate-email answers 409 for a registered address (any case) and 200 for a free one', async () => {
    const taken = await app.inject({ method: 'POST', url: '/api/validate-email', payload: { email: 'Driver@Keyturn.example' } })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().code).toBe('EMAIL_ALREADY_REGISTERED')
    const free = await app.inject({ method: 'POST', url: '/api/validate-email', payload: { email: 'nobody@example.com' } })
    expect(free.statusCode).toBe(200)
    const invalid = await app.inject({ method: 'POST', url: '/api/validate-email', payload: { email: 'nope' } })
    expect(invalid.statusCode).toBe(400)
  })

  it('says the activation link expired, and a resend gives a new link while the old one dies', async () => {
    const body = signUpBody()
    await signUp(body)
    const first = await linkOf(body.email, '/activate')
    // attack: a link past its day is refused — move its expiry into the past
    await db().update(tokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(tokens.userId, first.userId))
    const expired = await checkToken(first.userId, first.email, first.token)
    expect(expired.statusCode).toBe(410)
    expect(expired.json()).toEqual({ code: 'ACTIVATION_LINK_EXPIRED', message: 'Your account activation link expired', requestId: expect.any(String) })
    const late = await activate({ userId: first.userId, token: first.token })
    expect(late.statusCode).toBe(410)
    expect((await userByEmail(body.email))?.verified).toBe(false)

    const resent = await resend(body.email, false)
    expect(resent.statusCode, resent.body).toBe(200)
    expect(resent.json()).toEqual({ status: 'ok' })
    const second = await linkOf(body.email, '/activate')
    expect(second.token).not.toBe(first.token)
    expect((await checkToken(first.userId, first.email, first.token)).statusCode).toBe(404)
    expect((await activate({ userId: second.userId, token: second.token })).statusCode).toBe(200)

    // verified now: nothing more to send
    const after = await resend(body.email, false)
    expect(after.json()).toEqual({ status: 'alreadyVerified' })
  })

  it("an account a visitor's booking made: its activation link chooses the password and signs the driver in", async () => {
    const email = `guest-${Date.now()}@example.com`
    await db().insert(users).values({ fullName: 'Gabi Guest', email, phone: '+33 6 10 20 30 40', birthDate: '1990-01-01', passwordHash: null, verified: false, language: 'en' })
    expect((await resend(email, false)).statusCode).toBe(200)
    const link = await linkOf(email, '/activate')
    // the e-mail says why there is an account, to someone who never signed up
    expect(link.message.subject).toBe('Your Keyturn account for your booking')
    expect(link.message.text).toContain('We made a Keyturn account with this address for the booking you just made')
    expect((await checkToken(link.userId, link.email, link.token)).json()).toEqual({ status: 'ok', choosePassword: true })
    // no password, no activation: the guest would be left without a way to sign in
    const bare = await activate({ userId: link.userId, token: link.token })
    expect(bare.statusCode).toBe(400)
    expect(bare.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Please fill in the field(s): Password' })
    expect((await activate({ userId: link.userId, token: link.token, password: '123' })).statusCode).toBe(400)
    expect(await userByEmail(email)).toMatchObject({ verified: false, passwordHash: null })
    const chosen = await activate({ userId: link.userId, token: link.token, password: 'Guest-Driver-2026' })
    expect(chosen.statusCode, chosen.body).toBe(200)
    expect(chosen.json()).toEqual({ status: 'signedIn' })
    // signed in by the answer's cookie: the account is theirs now
    const cookie = chosen.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    const me = await app.inject({ method: 'GET', url: `/api/user/${link.userId}`, headers: { cookie } })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ email, verified: true, hasPassword: true })
    // and signs in again with the password chosen; the link worked once
    expect((await app.inject({ method: 'POST', url: '/api/sign-in/frontend', payload: { email, password: 'Guest-Driver-2026' } })).statusCode).toBe(200)
    expect((await activate({ userId: link.userId, token: link.token, password: 'Another-Pass-2026' })).statusCode).toBe(404)
  })

  it('check-token refuses a token of another user, a wrong address and a made-up token', async () => {
    const body = signUpBody()
    await signUp(body)
    const link = await linkOf(body.email, '/activate')
    const driver = await userByEmail(DEMO_DRIVER_EMAIL)
    expect((await checkToken(driver!.id, DEMO_DRIVER_EMAIL, link.token)).statusCode).toBe(404)
    expect((await checkToken(link.userId, 'someone@example.com', link.token)).statusCode).toBe(404)
    expect((await checkToken(link.userId, link.email, 'A'.repeat(43))).statusCode).toBe(404)
    expect((await checkToken('00000000-0000-4000-8000-000000000000', link.email, link.token)).statusCode).toBe(404)
    expect((await checkToken('not-a-uuid', link.email, link.token)).statusCode).toBe(400)
    // the address in the link is compared without case
    expect((await checkToken(link.userId, link.email.toUpperCase(), link.token)).statusCode).toBe(200)
    // an activation token does not reset a password
    const asReset = await activate({ userId: link.userId, token: link.token, password: 'Another-Pass-1' })
    expect(asReset.statusCode).toBe(404)
    expect((await activate({ userId: link.userId, token: link.token })).statusCode).toBe(200)
  })

  it('resend answers "Email address not registered" for an unknown address', async () => {
    for (const reset of [true, false]) {
      const response = await resend('ghost@example.com', reset, { recaptchaToken: recaptchaTokens.human })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ code: 'EMAIL_NOT_REGISTERED', message: 'Email address not registered', requestId: expect.any(String) })
    }
  })

  it('forgot password: bot check, a reset link, a new argon2id password, every session revoked, single use', async () => {
    const body = signUpBody()
    await signUp(body)
    const activation = await linkOf(body.email, '/activate')
    await activate({ userId: activation.userId, token: activation.token })
    const before = await signIn(app, body.email, body.password, true)
    expect(before.statusCode).toBe(200)
    const oldCookie = sessionCookieOf(before)

    expect((await resend(body.email, true)).json().code).toBe('RECAPTCHA_ERROR')
    expect((await resend(body.email, true, { recaptchaToken: recaptchaTokens.bot })).json().code).toBe('RECAPTCHA_ERROR')
    const sent = await resend(body.email, true, { recaptchaToken: recaptchaTokens.human })
    expect(sent.statusCode, sent.body).toBe(200)
    const reset = await linkOf(body.email, '/reset-password')
    expect(reset.url.origin).toBe(PUBLIC_URL)
    expect((await checkToken(reset.userId, reset.email, reset.token)).statusCode).toBe(200)
    // a reset token does not activate (the purpose comes from the call)
    expect((await activate({ userId: reset.userId, token: reset.token })).statusCode).toBe(404)

    const changed = await activate({ userId: reset.userId, token: reset.token, password: 'Brand-New-Pass-7' })
    expect(changed.statusCode, changed.body).toBe(200)
    const row = await userByEmail(body.email)
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
    // the session opened before the reset is dead
    const oldSession = await app.inject({ method: 'POST', url: '/api/validate-access-token', headers: { cookie: oldCookie } })
    expect(oldSession.statusCode).toBe(401)
    const open = await db().select().from(sessions).where(eq(sessions.userId, row!.id))
    expect(open.every((s) => s.revokedAt !== null)).toBe(true)

    expect((await signIn(app, body.email, body.password)).statusCode).toBe(401)
    expect((await signIn(app, body.email, 'Brand-New-Pass-7')).statusCode).toBe(200)
    // single use
    const replay = await activate({ userId: reset.userId, token: reset.token, password: 'Attacker-Pass-9' })
    expect(replay.statusCode).toBe(404)
    expect((await signIn(app, body.email, 'Attacker-Pass-9')).statusCode).toBe(401)
  })

  it('an expired reset link is refused', async () => {
    await resend(DEMO_DRIVER_EMAIL, true, { recaptchaToken: recaptchaTokens.human })
    const reset = await linkOf(DEMO_DRIVER_EMAIL, '/reset-password')
    await db().update(tokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(tokens.userId, reset.userId))
    expect((await checkToken(reset.userId, reset.email, reset.token)).statusCode).toBe(410)
    const late = await activate({ userId: reset.userId, token: reset.token, password: 'Too-Late-Pass-1' })
    expect(late.statusCode).toBe(410)
    expect(late.json().code).toBe('ACTIVATION_LINK_EXPIRED')
    expect((await signIn(app, DEMO_DRIVER_EMAIL, DEMO_DRIVER_PASSWORD)).statusCode).toBe(200)
  })

  it('a suspended account gets no reset link', async () => {
    const body = signUpBody()
    await signUp(body)
    await smtp.waitForMessage(body.email)
    await db().update(users).set({ blacklisted: true }).where(eq(users.email, body.email))
    const response = await resend(body.email, true, { recaptchaToken: recaptchaTokens.human })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'Your account is suspended.', requestId: expect.any(String) })
  })

  it('delete-tokens deletes the signed-in user own tokens only (401 without session, 403 for another id)', async () => {
    const body = signUpBody()
    await signUp(body)
    const link = await linkOf(body.email, '/activate')
    const other = await userByEmail(DEMO_DRIVER_EMAIL)

    expect((await app.inject({ method: 'DELETE', url: `/api/delete-tokens/${link.userId}` })).statusCode).toBe(401)
    const cookie = sessionCookieOf(await signIn(app, body.email, body.password))
    // attack: another account's id
    await resend(DEMO_DRIVER_EMAIL, true, { recaptchaToken: recaptchaTokens.human })
    const victimLink = await linkOf(DEMO_DRIVER_EMAIL, '/reset-password')
    const forbidden = await app.inject({ method: 'DELETE', url: `/api/delete-tokens/${other!.id}`, headers: { cookie } })
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.json().code).toBe('FORBIDDEN')
    expect((await checkToken(victimLink.userId, victimLink.email, victimLink.token)).statusCode).toBe(200)

    const own = await app.inject({ method: 'DELETE', url: `/api/delete-tokens/${link.userId}`, headers: { cookie } })
    expect(own.statusCode).toBe(200)
    expect(await db().select().from(tokens).where(eq(tokens.userId, link.userId))).toEqual([])
    expect((await checkToken(link.userId, link.email, link.token)).statusCode).toBe(404)
  })

  it('resend-link: the signed-in user own address, or any registered address without a session', async () => {
    const body = signUpBody()
    await signUp(body)
    await smtp.waitForMessage(body.email)
    const cookie = sessionCookieOf(await signIn(app, body.email, body.password))
    const resendLink = (email: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/api/resend-link', payload: { email }, headers })

    const own = await resendLink(body.email, { cookie })
    expect(own.statusCode, own.body).toBe(200)
    expect(own.json()).toEqual({ status: 'ok' })
    const link = await linkOf(body.email, '/activate')
    expect((await checkToken(link.userId, link.email, link.token)).statusCode).toBe(200)

    expect((await resendLink(DEMO_DRIVER_EMAIL, { cookie })).statusCode).toBe(403)
    expect((await resendLink('ghost@example.com')).json().code).toBe('EMAIL_NOT_REGISTERED')
    expect((await resendLink(DEMO_DRIVER_EMAIL)).json()).toEqual({ status: 'alreadyVerified' })
    const anonymous = await resendLink(body.email)
    expect(anonymous.statusCode).toBe(200)
    await smtp.waitForMessage(body.email)
  })
})

describe('sign-up when the e-mail cannot be sent', () => {
  let app: FastifyInstance
  let smtp: SmtpDouble

  beforeAll(async () => {
    smtp = await startSmtpDouble({ rejectRecipients: true })
    app = await buildTestApp({ SMTP_URL: smtp.url })
  })
  afterAll(async () => {
    await app?.close()
    await smtp?.close()
  })

  it('keeps the account and its validation e-mail in the outbox, retried later (issue 13: no request waits for SMTP)', async () => {
    const body = signUpBody()
    const response = await app.inject({ method: 'POST', url: '/api/sign-up', payload: body })
    expect(response.statusCode).toBe(200)
    const taken = await app.inject({ method: 'POST', url: '/api/validate-email', payload: { email: body.email } })
    expect(taken.statusCode).toBe(409)
    const [queued] = await app.database.db.select().from(outbox).where(eq(outbox.recipient, body.email))
    expect(queued).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, lastError: expect.stringContaining('Mailbox unavailable') })
    expect(queued!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())
    expect(smtp.messages).toHaveLength(0)
  })
})
