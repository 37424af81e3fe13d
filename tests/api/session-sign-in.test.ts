// Sign-in (e-mail and social), the session cookie, validate-access-token, sign-out, suspension,
// cross-origin refusal, rate limits and logs (spec §4, §7, §8; issue 4 "Security").
import { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config.js'
import { sessions, users } from '../../src/server/db/schema.js'
import { DEMO_DRIVER_EMAIL, DEMO_DRIVER_PASSWORD } from '../../src/server/seed/index.js'
import { startSmtpDouble, type SmtpDouble } from '../fixtures/doubles/smtp.js'
import { startSocialJwksDouble, type SocialJwksDouble } from '../fixtures/doubles/social-jwks.js'
import { buildTestApp } from './support/app.js'
import { PUBLIC_USER_FIELDS, linkIn, sessionCookieOf, sessionSetCookie, signIn, signUpBody } from './support/session.js'


describe('sign-in, session and sign-out', () => {
  let app: FastifyInstance
  let smtp: SmtpDouble
  let social: SocialJwksDouble

  beforeAll(async () => {
    smtp = await startSmtpDouble()
    social = await startSocialJwksDouble()
    app = await buildTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_MAX: '1000', ...social.env })
  })
  afterAll(async () => {
    await app?.close()
    await smtp?.close()
    await social?.close()
  })

  const db = () => app.database.db
  const check = (cookie?: string) =>
    app.inject({ method: 'POST', url: '/api/validate-access-token', ...(cookie ? { headers: { cookie } } : {}) })
  const setBlacklisted = (email: string, blacklisted: boolean) =>
    db().update(users).set({ blacklisted }).where(eq(users.email, email))

  it('signs the demo driver in: the public User and an httpOnly, SameSite=Lax browser-session cookie', async () => {
    const response = await signIn(app, 'Driver@Keyturn.Example', DEMO_DRIVER_PASSWORD)
    expect(response.statusCode, response.body).toBe(200)
    const user = response.json()
    expect(Object.keys(user).sort()).toEqual(PUBLIC_USER_FIELDS)
    expect(user).toMatchObject({ email: DEMO_DRIVER_EMAIL, type: 'user', verified: true, hasPassword: true, language: 'en' })
    expect(response.body).not.toMatch(/argon2|passwordHash/)

    const setCookie = sessionSetCookie(response)
    expect(setCookie).toMatch(/; HttpOnly/)
    expect(setCookie).toMatch(/; SameSite=Lax/)
    expect(setCookie).toMatch(/; Path=\//)
    expect(setCookie).not.toMatch(/Max-Age|Expires/) // gone with the browser session
    expect(setCookie).not.toMatch(/; Secure/) // plain HTTP locally

    const cookie = sessionCookieOf(response)
    const session = await check(cookie)
    expect(session.statusCode).toBe(200)
    expect(session.json()).toEqual(user)
    const [row] = await db().select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(sessions.createdAt)
    expect(row?.stayConnected).toBe(false)
  })

  it('"stay connected" gives a 30-day cookie; the server keeps a short session otherwise', async () => {
    const long = await signIn(app, DEMO_DRIVER_EMAIL, DEMO_DRIVER_PASSWORD, true)
    expect(sessionSetCookie(long)).toMatch(/Max-Age=2592000/)
    const short = await signIn(app, DEMO_DRIVER_EMAIL, DEMO_DRIVER_PASSWORD, false)
    const rows = await db().select().from(sessions)
    const hoursLeft = (cookie: string) => {
      const payload = JSON.parse(Buffer.from(cookie.split('.')[1] as string, 'base64url').toString()) as { sid: string }
      const row = rows.find((r) => r.id === payload.sid)
      return (row!.expiresAt.getTime() - Date.now()) / 3600_000
    }
    expect(hoursLeft(sessionCookieOf(long))).toBeGreaterThan(29 * 24)
    expect(hoursLeft(sessionCookieOf(short))).toBeLessThanOrEqual(12)
    expect(hoursLeft(sessionCookieOf(short))).toBeGreaterThan(11.9)
  })

  it('names the cookie __Host- with Secure, Path=/ and no Domain behind HTTPS; the plain name only on plain HTTP', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: 'true' })
    try {
      const response = await proxied.inject({
        method: 'POST',
        url: '/api/sign-in/frontend',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: DEMO_DRIVER_EMAIL, password: DEMO_DRIVER_PASSWORD },
      })
      const setCookie = sessionSetCookie(response)
      // __Host-: the browser keeps it only when Secure, Path=/ and without Domain
      expect(setCookie).toMatch(/^__Host-keyturn_session=[^;]+;/)
      expect(setCookie).toMatch(/; Secure/)
      expect(setCookie).toMatch(/; Path=\/(;|$)/)
      expect(setCookie).not.toMatch(/Domain=/i)
      const jwt = setCookie.slice(setCookie.indexOf('=') + 1, setCookie.indexOf(';'))
      const over = (protocol: string, cookie: string) =>
        proxied.inject({ method: 'POST', url: '/api/validate-access-token', headers: { 'x-forwarded-proto': protocol, cookie } })
      expect((await over('https', `__Host-keyturn_session=${jwt}`)).statusCode).toBe(200)
      // over HTTPS the plain name is not the session (a sibling domain could have set it)
      expect((await over('https', `keyturn_session=${jwt}`)).statusCode).toBe(401)
      // sign-out clears the prefixed cookie
      const out = await proxied.inject({ method: 'POST', url: '/api/sign-out', headers: { 'x-forwarded-proto': 'https', cookie: `__Host-keyturn_session=${jwt}` } })
      expect(sessionSetCookie(out)).toMatch(/^__Host-keyturn_session=;.*Secure/)
      // plain-HTTP local development keeps the plain name, without Secure
      const local = await proxied.inject({ method: 'POST', url: '/api/sign-in/frontend', payload: { email: DEMO_DRIVER_EMAIL, password: DEMO_DRIVER_PASSWORD } })
      expect(sessionSetCookie(local)).toMatch(/^keyturn_session=[^;]+;/)
      expect(sessionSetCookie(local)).not.toMatch(/Secure/)
    } finally {
      await proxied.close()
    }
  })

  it('answers "Incorrect email or password" alike for a wrong password and an unknown address', async () => {
    const wrong = await signIn(app, DEMO_DRIVER_EMAIL, 'not-the-password')
    const unknown = await signIn(app, 'nobody@example.com', DEMO_DRIVER_PASSWORD)
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ code: 'INCORRECT_CREDENTIALS', message: 'Incorrect email or password', requestId: expect.any(String) })
      expect(response.headers['set-cookie']).toBeUndefined()
    }
    const invalid = await app.inject({ method: 'POST', url: '/api/sign-in/frontend', payload: { email: 'x', password: 'y' } })
    expect(invalid.statusCode).toBe(400)
  })

  it('lets an unverified driver sign in, saying verified: false', async () => {
    const body = signUpBody()
    expect((await app.inject({ method: 'POST', url: '/api/sign-up', payload: body })).statusCode).toBe(200)
    await smtp.waitForMessage(body.email)
    const response = await signIn(app, body.email, body.password)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ verified: false, email: body.email })
  })

  it('refuses a suspended account at sign-in and its live session', async () => {
    const body = signUpBody()
    await app.inject({ method: 'POST', url: '/api/sign-up', payload: body })
    await smtp.waitForMessage(body.email)
    const cookie = sessionCookieOf(await signIn(app, body.email, body.password))
    expect((await check(cookie)).statusCode).toBe(200)

    await setBlacklisted(body.email, true)
    const refused = await signIn(app, body.email, body.password)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'Your account is suspended.', requestId: expect.any(String) })
    expect(refused.headers['set-cookie']).toBeUndefined()
    // a wrong password says nothing about the suspension
    expect((await signIn(app, body.email, 'wrong-password')).json().code).toBe('INCORRECT_CREDENTIALS')
    // the session opened before the suspension no longer works anywhere
    expect((await check(cookie)).statusCode).toBe(401)
    const userId = (await db().select().from(users).where(eq(users.email, body.email)))[0]!.id
    expect((await app.inject({ method: 'DELETE', url: `/api/delete-tokens/${userId}`, headers: { cookie } })).statusCode).toBe(401)

    await setBlacklisted(body.email, false)
    expect((await check(cookie)).statusCode).toBe(200)
  })

  it('validate-access-token: 401 without a cookie, with a forged, tampered or expired session', async () => {
    const none = await check()
    expect(none.statusCode).toBe(401)
    expect(none.json().code).toBe('UNAUTHORIZED')

    const cookie = sessionCookieOf(await signIn(app, DEMO_DRIVER_EMAIL, DEMO_DRIVER_PASSWORD))
    const [name, jwt] = cookie.split('=') as [string, string]
    const [header, payload] = jwt.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string; sid: string }

    // attack: a token signed with a key of the attacker's choosing, or with alg none
    const forged = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('an attacker secret of at least 32 characters'))
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`
    // attack: someone else's id in a correctly shaped payload with the original signature
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url')
    const tampered = `${header}.${otherPayload}.${jwt.split('.')[2]}`
    for (const bad of [forged, unsigned, tampered, 'garbage']) {
      expect((await check(`${name}=${bad}`)).statusCode, bad).toBe(401)
    }

    expect((await check(cookie)).statusCode).toBe(200)
    await db().update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, claims.sid))
    expect((await check(cookie)).statusCode).toBe(401)
  })

  it('sign-out revokes the session and clears the cookie; 200 without a session too', async () => {
    const cookie = sessionCookieOf(await signIn(app, DEMO_DRIVER_EMAIL, DEMO_DRIVER_PASSWORD, true))
    const out = await app.inject({ method: 'POST', url: '/api/sign-out', headers: { cookie } })
    expect(out.statusCode).toBe(200)
    expect(out.json()).toEqual({ status: 'ok' })
    expect(sessionSetCookie(out)).toMatch(/^keyturn_session=;.*Expires=Thu, 01 Jan 1970/)
    // attack: replaying the old cookie after sign-out
    expect((await check(cookie)).statusCode).toBe(401)
    const sid = (JSON.parse(Buffer.from(cookie.split('.')[1] as string, 'base64url').toString()) as { sid: string }).sid
    expect((await db().select().from(sessions).where(eq(sessions.id, sid)))[0]?.revokedAt).toBeInstanceOf(Date)

    expect((await app.inject({ method: 'POST', url: '/api/sign-out' })).statusCode).toBe(200)
  })

  it('refuses a sign-in sent from another origin, without opening a session', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/sign-in/frontend',
      headers: { origin: 'https://evil.example', host: 'keyturn.example' },
      payload: { email: DEMO_DRIVER_EMAIL, password: DEMO_DRIVER_PASSWORD },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('FORBIDDEN')
    expect(response.headers['set-cookie']).toBeUndefined()
    const sameOrigin = await app.inject({
      method: 'POST',
      url: '/api/sign-in/frontend',
      headers: { origin: 'http://keyturn.example', host: 'keyturn.example' },
      payload: { email: DEMO_DRIVER_EMAIL, password: DEMO_DRIVER_PASSWORD },
    })
    expect(sameOrigin.statusCode).toBe(200)
  })

  describe('social sign-in', () => {
    const socialSignIn = (provider: string, token: string, stayConnected = false) =>
      app.inject({ method: 'POST', url: '/api/social-sign-in', payload: { provider, token, stayConnected } })

    it('creates a verified account without a password for a new address, then signs it in again', async () => {
      const token = await social.sign('google', { email: 'Social.Person@Example.com', name: 'Social Person' })
      const first = await socialSignIn('google', token)
      expect(first.statusCode, first.body).toBe(200)
      const user = first.json()
      expect(user).toMatchObject({ email: 'social.person@example.com', fullName: 'Social Person', verified: true, hasPassword: false })
      expect(user.avatar).toBe('https://images.example/google/avatar.jpg')
      expect((await check(sessionCookieOf(first))).json().id).toBe(user.id)

      const again = await socialSignIn('google', await social.sign('google', { email: 'social.person@example.com' }), true)
      expect(again.json().id).toBe(user.id)
      expect(sessionSetCookie(again)).toMatch(/Max-Age=2592000/)
      // no password: e-mail sign-in is impossible until one is set
      expect((await signIn(app, 'social.person@example.com', '')).statusCode).toBe(400)
      expect((await signIn(app, 'social.person@example.com', 'anything')).statusCode).toBe(401)
    })

    it('signs an existing account in through a verified address, and verifies it', async () => {
      const body = signUpBody()
      await app.inject({ method: 'POST', url: '/api/sign-up', payload: body })
      await smtp.waitForMessage(body.email)
      const response = await socialSignIn('apple', await social.sign('apple', { email: body.email }))
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toMatchObject({ email: body.email, verified: true, hasPassword: true })
    })

    it('refuses tokens that do not pass, and a suspended account', async () => {
      const unverified = await socialSignIn('google', await social.sign('google', { email: DEMO_DRIVER_EMAIL, email_verified: false }))
      expect(unverified.statusCode).toBe(401)
      const stranger = await socialSignIn('google', await social.sign('google', { email: DEMO_DRIVER_EMAIL }, { signWith: 'stranger' }))
      expect(stranger.statusCode).toBe(401)
      const expired = await socialSignIn('google', await social.sign('google', { email: DEMO_DRIVER_EMAIL, exp: Math.floor(Date.now() / 1000) - 3600 }))
      expect(expired.statusCode).toBe(401)
      const otherAudience = await socialSignIn('google', await social.sign('google', { email: DEMO_DRIVER_EMAIL, aud: 'someone-else' }))
      expect(otherAudience.statusCode).toBe(401)
      for (const response of [unverified, stranger, expired, otherAudience]) expect(response.headers['set-cookie']).toBeUndefined()

      await setBlacklisted(DEMO_DRIVER_EMAIL, true)
      try {
        const suspended = await socialSignIn('facebook', await social.sign('facebook', { email: DEMO_DRIVER_EMAIL }))
        expect(suspended.statusCode).toBe(403)
        expect(suspended.json().code).toBe('ACCOUNT_SUSPENDED')
      } finally {
        await setBlacklisted(DEMO_DRIVER_EMAIL, false)
      }
    })
  })
})

describe('rate limits', () => {
  let app: FastifyInstance
  let smtp: SmtpDouble

  beforeAll(async () => {
    smtp = await startSmtpDouble()
    app = await buildTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' })
  })
  afterAll(async () => {
    await app?.close()
    await smtp?.close()
  })

  it('answer 429 RATE_LIMITED with a clear message on sign-in, sign-up, resend, forgot-password and resend-link', async () => {
    const calls: Record<string, () => Promise<import('fastify').LightMyRequestResponse>> = {
      signIn: () => signIn(app, DEMO_DRIVER_EMAIL, 'guessing-the-password'),
      signUp: () => app.inject({ method: 'POST', url: '/api/sign-up', payload: signUpBody() }),
      resend: () => app.inject({ method: 'POST', url: `/api/resend/frontend/${DEMO_DRIVER_EMAIL}/false` }),
      resendLink: () => app.inject({ method: 'POST', url: '/api/resend-link', payload: { email: DEMO_DRIVER_EMAIL } }),
    }
    for (const [name, call] of Object.entries(calls)) {
      for (let i = 0; i < 3; i++) expect((await call()).statusCode, `${name} #${i + 1}`).not.toBe(429)
      const limited = await call()
      expect(limited.statusCode, name).toBe(429)
      expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many requests, please try again in \d+ seconds$/), requestId: expect.any(String) })
      expect(limited.headers['retry-after']).toBeDefined()
    }
    // forgot-password shares the resend route and its counter
    const forgot = await app.inject({ method: 'POST', url: `/api/resend/frontend/${DEMO_DRIVER_EMAIL}/true` })
    expect(forgot.statusCode).toBe(429)
    // even the right password waits: guessing cannot continue by alternating
    expect((await signIn(app, DEMO_DRIVER_EMAIL, DEMO_DRIVER_PASSWORD)).statusCode).toBe(429)
  })
})

describe('logs of account operations', () => {
  it('never carry a password, a token or a session cookie', async () => {
    const lines: string[] = []
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const smtp = await startSmtpDouble()
    const app = await buildTestApp({ LOG_LEVEL: 'debug', SMTP_URL: smtp.url }, { logger: true, logStream })
    const secrets: string[] = []
    try {
      const body = signUpBody({ password: 'Pw-In-SignUp-123' })
      await app.inject({ method: 'POST', url: '/api/sign-up', payload: body })
      const activationMail = await smtp.waitForMessage(body.email)
      const activation = linkIn(activationMail, '/activate', smtp.linksOf(activationMail))
      await app.inject({ method: 'GET', url: `/api/check-token/frontend/${activation.userId}/${body.email}/${activation.token}` })
      await app.inject({ method: 'POST', url: '/api/activate', payload: { userId: activation.userId, token: activation.token } })
      const signedIn = await signIn(app, body.email, 'Pw-In-SignUp-123', true)
      const cookie = sessionCookieOf(signedIn)
      await signIn(app, body.email, 'Pw-Wrong-Guess-456')
      await app.inject({ method: 'POST', url: `/api/resend/frontend/${body.email}/true` })
      const resetMail = await smtp.waitForMessage(body.email)
      const reset = linkIn(resetMail, '/reset-password', smtp.linksOf(resetMail))
      await app.inject({ method: 'POST', url: '/api/activate', payload: { userId: reset.userId, token: reset.token, password: 'Pw-In-Reset-789' } })
      await app.inject({ method: 'POST', url: '/api/activate', payload: { userId: reset.userId, token: reset.token, password: 'x' } })
      await app.inject({ method: 'POST', url: '/api/validate-access-token', headers: { cookie } })
      await app.inject({ method: 'POST', url: '/api/sign-out', headers: { cookie } })
      secrets.push('Pw-In-SignUp-123', 'Pw-Wrong-Guess-456', 'Pw-In-Reset-789', activation.token, reset.token, cookie.split('=')[1] as string)
    } finally {
      await app.close()
      await smtp.close()
    }
    const log = lines.join('')
    expect(log).toContain('/api/sign-in/frontend')
    expect(log).toContain('/api/activate')
    for (const secret of secrets) expect(log).not.toContain(secret)
  })
})

describe('session secret', () => {
  it('is required in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/)
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/32 characters/)
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) }).sessionSecret).toBe('s'.repeat(32))
    expect(loadConfig({}).sessionSecret).toBeNull()
  })

  it('signs cookies that another secret does not accept, and production cookies are Secure', async () => {
    const first = await buildTestApp({ SESSION_SECRET: 'a'.repeat(40) })
    let cookie: string
    try {
      const response = await signIn(first, DEMO_DRIVER_EMAIL, DEMO_DRIVER_PASSWORD)
      cookie = sessionCookieOf(response)
      expect((await first.inject({ method: 'POST', url: '/api/validate-access-token', headers: { cookie } })).statusCode).toBe(200)
    } finally {
      await first.close()
    }
    const production = await buildTestApp({ SESSION_SECRET: 'b'.repeat(40), NODE_ENV: 'production' })
    try {
      expect((await production.inject({ method: 'POST', url: '/api/validate-access-token', headers: { cookie } })).statusCode).toBe(401)
      expect(sessionSetCookie(await signIn(production, DEMO_DRIVER_EMAIL, DEMO_DRIVER_PASSWORD))).toMatch(/^__Host-keyturn_session=[^;]+;.*; Secure/)
    } finally {
      await production.close()
    }
  })
})
