import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp } from './support/app.js'
import { RECAPTCHA_SECRET, recaptchaTokens, startRecaptchaDouble, type RecaptchaDouble } from '../fixtures/doubles/recaptcha.js'

const verify = (app: FastifyInstance, token: string, ip = '127.0.0.1', headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/verify-recaptcha/${encodeURIComponent(token)}/${ip}`, headers })

describe('bot check (reCAPTCHA v3 against a local siteverify double)', () => {
  let recaptcha: RecaptchaDouble
  let app: FastifyInstance

  beforeAll(async () => {
    recaptcha = await startRecaptchaDouble()
    app = await buildTestApp({ RECAPTCHA_SECRET_KEY: RECAPTCHA_SECRET, RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_VERIFY_URL: recaptcha.verifyUrl })
  })
  afterAll(async () => {
    await app?.close()
    await recaptcha?.close()
  })
  beforeEach(() => {
    recaptcha.verifications.length = 0
    recaptcha.setDown(false)
  })

  it('answers 200 when the token passes, sending secret, token and the address the server sees', async () => {
    const response = await verify(app, recaptchaTokens.human, '203.0.113.5')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
    // the {ip} path segment is what the client claims: the server sends its own view of the address
    expect(recaptcha.verifications).toEqual([{ secret: RECAPTCHA_SECRET, response: recaptchaTokens.human, remoteip: '127.0.0.1' }])
  })

  it('passes a score equal to the minimum (0.5)', async () => {
    expect((await verify(app, recaptchaTokens.borderline)).statusCode).toBe(200)
  })

  it("refuses a low score with 400 'reCAPTCHA error'", async () => {
    const response = await verify(app, recaptchaTokens.bot)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'RECAPTCHA_ERROR', message: 'reCAPTCHA error', requestId: expect.any(String) })
  })

  it('refuses a token the service does not know', async () => {
    const response = await verify(app, 'forged-token')
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('RECAPTCHA_ERROR')
  })

  it('fails closed when the verification service is down', async () => {
    recaptcha.setDown(true)
    const response = await verify(app, recaptchaTokens.human)
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('RECAPTCHA_ERROR')
  })

  it('fails closed when the verification service is unreachable', async () => {
    const unreachable = await buildTestApp({ RECAPTCHA_SECRET_KEY: RECAPTCHA_SECRET, RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify' })
    try {
      expect((await verify(unreachable, recaptchaTokens.human)).statusCode).toBe(400)
    } finally {
      await unreachable.close()
    }
  })

  it('refuses a malformed ip segment (contract validation)', async () => {
    const response = await verify(app, recaptchaTokens.human, 'not-an-ip')
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('VALIDATION_ERROR')
  })

  it('honours a higher RECAPTCHA_MIN_SCORE', async () => {
    const strict = await buildTestApp({ RECAPTCHA_SECRET_KEY: RECAPTCHA_SECRET, RECAPTCHA_VERIFY_URL: recaptcha.verifyUrl, RECAPTCHA_MIN_SCORE: '0.95' })
    try {
      expect((await verify(strict, recaptchaTokens.human)).statusCode).toBe(400)
    } finally {
      await strict.close()
    }
  })

  it('tells the client its address as the server sees it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/client-ip', remoteAddress: '198.51.100.23' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ip: '198.51.100.23' })
  })

  it('uses the forwarded client address behind a trusted proxy', async () => {
    const proxied = await buildTestApp({ RECAPTCHA_SECRET_KEY: RECAPTCHA_SECRET, RECAPTCHA_VERIFY_URL: recaptcha.verifyUrl, TRUST_PROXY: 'true' })
    try {
      const headers = { 'x-forwarded-for': '198.51.100.7' }
      expect((await proxied.inject({ method: 'GET', url: '/api/client-ip', headers })).json()).toEqual({ ip: '198.51.100.7' })
      expect((await verify(proxied, recaptchaTokens.human, '10.0.0.1', headers)).statusCode).toBe(200)
      expect(recaptcha.verifications.at(-1)?.remoteip).toBe('198.51.100.7')
    } finally {
      await proxied.close()
    }
  })
})

describe('bot check without RECAPTCHA_SECRET_KEY', () => {
  it('is disabled: every check passes and no service is called', async () => {
    const recaptcha = await startRecaptchaDouble()
    const app = await buildTestApp({ RECAPTCHA_VERIFY_URL: recaptcha.verifyUrl })
    try {
      expect(app.botCheck.enabled).toBe(false)
      const response = await verify(app, 'anything')
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ status: 'ok' })
      expect(recaptcha.requests).toHaveLength(0)
      expect((await app.inject({ method: 'GET', url: '/api/config' })).json().recaptchaSiteKey).toBeNull()
    } finally {
      await app.close()
      await recaptcha.close()
    }
  })
})
