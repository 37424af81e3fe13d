import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { implementedHandlers } from '../../src/server/handlers/index.js'
import { buildTestApp } from './support/app.js'
import { sweptOperations as operations } from './support/contract-requests.js'

/** A well-formed id of nothing. */
const someId = '2f1c9a5e-0000-4000-8000-000000000001'

describe('start-up', () => {
  it('logs no warning while the app is assembled (no "ContentTypeParser for … not found")', async () => {
    const lines: string[] = []
    const capture = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean))
        done()
      },
    })
    const app = await buildTestApp({ LOG_LEVEL: 'info' }, { logger: true, logStream: capture })
    try {
      await app.inject({ method: 'GET', url: '/api/health' })
      expect(lines.length).toBeGreaterThan(0) // the logger does write here
      const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string })
      expect(entries.filter((entry) => entry.level >= 40).map((entry) => entry.msg)).toEqual([])
    } finally {
      await app.close()
    }
  })
})

describe('HTTP behaviour shared by every operation', () => {
  let app: FastifyInstance

  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('answers an unknown API path with 404 and the error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-call' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found', requestId: expect.any(String) })
  })

  it('refuses invalid parameters with 400 VALIDATION_ERROR, without a schema path in the message', async () => {
    for (const url of ['/api/locations/0/15/en', '/api/locations/1/15/de', '/api/car/not-a-uuid/en', '/api/locations/1/5000/en']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(400)
      expect(response.json(), url).toEqual({ code: 'VALIDATION_ERROR', message: 'Please fix errors', requestId: expect.any(String) })
    }
  })

  it('refuses a licence document type as a request body with 415, like any unknown type', async () => {
    for (const type of ['image/png', 'application/pdf', 'application/x-unknown']) {
      const response = await app.inject({ method: 'POST', url: '/api/checkout', headers: { 'content-type': type }, payload: Buffer.from('%PDF-1.4') })
      expect(response.statusCode, type).toBe(415)
      expect(response.json().code, type).toBe('UNSUPPORTED_MEDIA_TYPE')
    }
  })

  describe('a body that breaks the contract', () => {
    const checkoutBody = (driver: Record<string, unknown>) => ({
      car: someId,
      pickUpLocation: someId,
      dropOffLocation: someId,
      // wall times at the places (the contract's PlaceTime)
      from: '2101-01-01T10:00',
      to: '2101-01-04T10:00',
      options: { cancellation: false, amendments: false, theftProtection: false, collisionDamageWaiver: false, fullInsurance: false, additionalDriver: false },
      payment: 'payAtCounter',
      language: 'en',
      currency: 'USD',
      driver: { fullName: 'Guest Driver', email: 'guest@example.com', phone: '+33 6 12 34 56 78', birthDate: '1990-05-06', ...driver },
    })
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload })

    it('names the field, the rule and its limit, and says only "Please fix errors"', async () => {
      const response = await post('/api/checkout', checkoutBody({ fullName: 'A'.repeat(150) }))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Please fix errors',
        fields: [{ field: 'driver.fullName', rule: 'maxLength', limit: 100 }],
        requestId: expect.any(String),
      })
    })

    it('names a missing field by its path, and a format without a limit', async () => {
      const { email: _email, ...noEmail } = checkoutBody({}).driver
      const missing = await post('/api/checkout', { ...checkoutBody({}), driver: noEmail })
      expect(missing.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Please fix errors', fields: [{ field: 'driver.email', rule: 'required' }], requestId: expect.any(String) })
      const { car: _car, ...noCar } = checkoutBody({})
      expect((await post('/api/checkout', noCar)).json().fields).toEqual([{ field: 'car', rule: 'required' }])
      const badDate = await post('/api/checkout', checkoutBody({ birthDate: '1990-13-45' }))
      expect(badDate.json().fields).toEqual([{ field: 'driver.birthDate', rule: 'format' }])
      // an instant where a wall time at the place is asked breaks the PlaceTime pattern
      const instant = await post('/api/checkout', { ...checkoutBody({}), from: '2101-01-01T10:00:00Z' })
      expect(instant.statusCode).toBe(400)
      expect(instant.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Please fix errors', fields: [{ field: 'from', rule: 'pattern' }], requestId: expect.any(String) })
    })

    it('never shows a schema path, whatever the body', async () => {
      for (const payload of [checkoutBody({ phone: 42 }), { ...checkoutBody({}), options: 'all' }, []]) {
        const response = await post('/api/checkout', payload)
        expect(response.statusCode).toBe(400)
        expect(response.json().message).toBe('Please fix errors')
        expect(response.body).not.toMatch(/body\/|\/driver|must (NOT|be|have)/)
      }
    })
  })

  it('has every operation of the contract built: none answers 501 NOT_IMPLEMENTED', async () => {
    expect(operations.filter((operation) => !(operation.operationId in implementedHandlers)).map((operation) => operation.operationId)).toEqual([])
    for (const operation of operations) {
      const url = operation.template.replace(/\{[^}]+\}/g, 'x')
      const answer = await app.inject({ method: operation.method as 'GET', url, headers: { 'sec-fetch-site': 'same-origin' } })
      expect(answer.statusCode, `${operation.method} ${operation.template}`).not.toBe(501)
    }
  })

  it('refuses a mutating request sent from another origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/cancel-booking/${someId}`,
      headers: { origin: 'https://evil.example', host: 'keyturn.example' },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('FORBIDDEN')
    const sameOrigin = await app.inject({
      method: 'POST',
      url: `/api/cancel-booking/${someId}`,
      headers: { origin: 'http://keyturn.example', host: 'keyturn.example' },
    })
    expect(sameOrigin.statusCode).not.toBe(403)
  })

  it('accepts a mutating request without Origin only from its own pages (same-origin Referer, Sec-Fetch-Site same-origin or none)', async () => {
    const post = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/validate-email', headers: { host: 'keyturn.example', ...headers }, payload: { email: `free-${Date.now()}@example.com` } })
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/page' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
    ]) {
      const refused = await post(headers)
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403)
      expect(refused.json()).toEqual({ code: 'FORBIDDEN', message: 'Cross-origin request refused', requestId: expect.any(String) })
    }
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { referer: 'http://keyturn.example/sign-up' },
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    ]) {
      expect((await post(headers)).statusCode, JSON.stringify(headers)).toBe(200)
    }
    // a client that shows nothing of where it comes from (a script, not our pages)
    const address = await app.listen({ host: '127.0.0.1', port: 0 })
    const bare = await fetch(`${address}/api/validate-email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bare@example.com' }) })
    expect(bare.status).toBe(403)
    // the Stripe webhook proves itself by its signature instead (400 for a missing one, not 403)
    const webhook = await app.inject({ method: 'POST', url: '/api/stripe-webhook', headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }, payload: '{}' })
    expect(webhook.statusCode).not.toBe(403)
  })

  it('sends security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' })
    expect(response.headers['content-security-policy']).toContain("default-src 'self'")
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('no-referrer')
    expect(response.headers['x-powered-by']).toBeUndefined()
  })

  it('compresses large answers for clients that accept it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/locations-with-position/en',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('gzip')
  })
})

describe('logs', () => {
  it('are structured JSON lines and never carry a password, a token or a cookie', async () => {
    const { Writable } = await import('node:stream')
    const lines: string[] = []
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const app = await buildTestApp({ LOG_LEVEL: 'info' }, { logger: true, logStream })
    try {
      await app.inject({ method: 'GET', url: '/api/check-password/2f1c9a5e-0000-4000-8000-000000000001/Sup3r-secret!' })
      await app.inject({
        method: 'POST',
        url: '/api/sign-in/frontend',
        headers: { cookie: 'session=cookie-secret' },
        payload: { email: 'driver@keyturn.example', password: 'Sup3r-secret!', stayConnected: false },
      })
      await app.inject({ method: 'GET', url: '/api/check-token/frontend/u/a@b.c/token-secret' })
    } finally {
      await app.close()
    }
    const log = lines.join('')
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow()
    expect(log).toContain('/api/check-password/')
    expect(log).not.toContain('Sup3r-secret!')
    expect(log).not.toContain('cookie-secret')
    expect(log).not.toContain('token-secret')
  })
})

describe('multipart uploads', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  const multipartBody = (field: string, filename: string, bytes: Buffer) => {
    const boundary = '----keyturn-test-boundary'
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
  }

  it('parses a multipart body against the contract and hands the file to the operation', async () => {
    // the operation sniffs the bytes: text named .png is not an image, whatever its name and type say
    const response = await app.inject({ method: 'POST', url: '/api/create-license', ...multipartBody('file', 'licence.png', Buffer.from('png')) })
    expect(response.statusCode).toBe(415)
    expect(response.json().code).toBe('FILE_CONTENT_NOT_ACCEPTED')
  })

  it('refuses a file over the size limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/create-license',
      ...multipartBody('file', 'big.png', Buffer.alloc(6 * 1024 * 1024, 1)),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE')
  })
})

describe('content security policy', () => {
  const policyOf = async (env: Record<string, string>) => {
    const app = await buildTestApp(env)
    try {
      return (await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'] as string
    } finally {
      await app.close()
    }
  }

  it('allows no third party when none is configured', async () => {
    const policy = await policyOf({})
    expect(policy).toContain("script-src 'self';")
    expect(policy).toContain("frame-src 'none'")
    expect(policy).not.toMatch(/google|facebook|apple/)
  })

  it('allows exactly the configured providers (bot check, Google sign-in, analytics)', async () => {
    const policy = await policyOf({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret', GOOGLE_CLIENT_ID: 'client', ANALYTICS_ID: 'G-1' })
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\//)
    expect(policy).toMatch(/script-src [^;]*https:\/\/accounts\.google\.com\/gsi\/client/)
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
    expect(policy).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//)
    expect(policy).not.toMatch(/facebook|apple/)
    expect(policy).not.toMatch(/stripe|paypal/)
  })

  it('allows Stripe.js and its API only when Stripe is the configured gateway', async () => {
    const policy = await policyOf({ PAYMENT_GATEWAY: 'Stripe', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_SECRET_KEY: 'sk_test_x' })
    expect(policy).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/)
    expect(policy).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/)
    expect(policy).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/)
    expect(policy).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/)
    expect(policy).toMatch(/connect-src [^;]*https:\/\/merchant-ui-api\.stripe\.com/)
    expect(policy).toMatch(/img-src [^;]*https:\/\/\*\.stripe\.com/)
    expect(policy).not.toMatch(/paypal/)
  })

  it('allows the PayPal SDK (live and sandbox) only when PayPal is the configured gateway', async () => {
    const policy = await policyOf({ PAYMENT_GATEWAY: 'PayPal', PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret' })
    for (const directive of ['script-src', 'frame-src', 'connect-src', 'img-src']) {
      expect(policy).toMatch(new RegExp(`${directive} [^;]*https://www\\.paypal\\.com`))
      expect(policy).toMatch(new RegExp(`${directive} [^;]*https://www\\.sandbox\\.paypal\\.com`))
    }
    expect(policy).toMatch(/script-src [^;]*https:\/\/\*\.paypalobjects\.com/)
    expect(policy).not.toMatch(/stripe/)
  })

  it('allows no payment provider when its keys are missing', async () => {
    const policy = await policyOf({ PAYMENT_GATEWAY: 'Stripe', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' })
    expect(policy).not.toMatch(/stripe|paypal/)
  })
})
