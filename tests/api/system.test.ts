import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { hashPassword } from '../../src/server/auth/passwords.js'
import { users } from '../../src/server/db/schema.js'
import { DEMO_DRIVER_EMAIL } from '../../src/server/seed/build-demo-data.js'
import { startNotice } from '../../src/server/start-notice.js'
import { buildTestApp } from './support/app.js'
import { startIpLookupDouble } from '../fixtures/doubles/ip-lookup.js'
import type { HttpDouble } from '../fixtures/doubles/http-double.js'

const FRENCH_ADDRESS = '81.2.69.160'
const MOROCCAN_ADDRESS = '41.248.1.1'
const FAILING_ADDRESS = '203.0.113.99'

describe('system operations', () => {
  let app: FastifyInstance
  let ipLookup: HttpDouble

  beforeAll(async () => {
    ipLookup = await startIpLookupDouble({ [FRENCH_ADDRESS]: 'FR', [MOROCCAN_ADDRESS]: 'MA' })
    app = await buildTestApp({
      IP_LOOKUP_URL: `${ipLookup.url}/{ip}/country/`,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_public',
      STRIPE_SECRET_KEY: 'sk_test_very_secret',
      GOOGLE_CLIENT_ID: 'google-client-id',
    })
  })
  afterAll(async () => {
    await app?.close()
    await ipLookup?.close()
  })

  it('reports health with the database in use', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' })
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0)
  })

  it('serves the public configuration with spec defaults and public keys only', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      minimumPickUpHours: 1,
      minimumRentalHours: 1,
      minimumDriverAge: 21,
      maximumRentalDays: 90,
      bookingHorizonDays: 365,
      paymentGateway: 'Stripe',
      stripePublishableKey: 'pk_test_public',
      paypalClientId: null,
      socialSignInProviders: ['google'],
      recaptchaSiteKey: null,
      analyticsId: null,
      baseCurrency: 'USD',
      languages: ['en', 'fr', 'es'],
      pageSize: 30,
      carsPageSize: 15,
      bookingsPageSize: 20,
      bookingsPageSizeMobile: 10,
      paginationMode: 'classic',
      hideSuppliers: false,
      languageFromIp: false,
      minimumLocations: 4,
      depositFilterThresholds: [250, 500, 750],
    })
    expect(response.json().currencies).toEqual([
      { code: 'USD', symbol: '$' },
      { code: 'EUR', symbol: '€' },
      { code: 'GBP', symbol: '£' },
      { code: 'AUD', symbol: '$' },
    ])
    expect(response.body).not.toContain('sk_test_very_secret')
  })

  describe('country-code', () => {
    it('answers the country of the client address from the IP-lookup provider', async () => {
      const french = await app.inject({ method: 'GET', url: '/api/country-code', remoteAddress: FRENCH_ADDRESS })
      expect(french.statusCode).toBe(200)
      expect(french.json()).toBe('FR')
      const moroccan = await app.inject({ method: 'GET', url: '/api/country-code', remoteAddress: MOROCCAN_ADDRESS })
      expect(moroccan.json()).toBe('MA')
      expect(ipLookup.requests.map((r) => r.url)).toContain(`/${FRENCH_ADDRESS}/country/`)
    })

    it('answers 404 for an address without a country, without asking the provider for private ones', async () => {
      const before = ipLookup.requests.length
      const local = await app.inject({ method: 'GET', url: '/api/country-code', remoteAddress: '127.0.0.1' })
      expect(local.statusCode).toBe(404)
      expect(local.json().code).toBe('NOT_FOUND')
      expect(ipLookup.requests.length).toBe(before)
      const unknown = await app.inject({ method: 'GET', url: '/api/country-code', remoteAddress: '198.51.100.7' })
      expect(unknown.statusCode).toBe(404)
    })

    it('answers 503 with a stable code when the provider fails', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/country-code', remoteAddress: FAILING_ADDRESS })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: expect.any(String), requestId: expect.any(String) })
    })
  })

  it('reads JSON answers of other IP-lookup providers', async () => {
    const jsonProvider = await startIpLookupDouble({ [FRENCH_ADDRESS]: 'FR' }, 'json')
    const other = await buildTestApp({ IP_LOOKUP_URL: `${jsonProvider.url}/{ip}/json` })
    try {
      const response = await other.inject({ method: 'GET', url: '/api/country-code', remoteAddress: FRENCH_ADDRESS })
      expect(response.json()).toBe('FR')
    } finally {
      await other.close()
      await jsonProvider.close()
    }
  })

  it('the start notice names the address to open, and the demo account while its password is the demo one', async () => {
    const config = { publicUrl: 'http://localhost:3000' }
    expect(await startNotice(app.database.db, config)).toEqual([
      'Keyturn is ready: open http://localhost:3000 in your browser',
      'Demo account: driver@keyturn.example / Keyturn-demo-2026',
    ])
    const demo = eq(users.email, DEMO_DRIVER_EMAIL)
    const [{ passwordHash }] = (await app.database.db.select({ passwordHash: users.passwordHash }).from(users).where(demo)) as [{ passwordHash: string }]
    await app.database.db.update(users).set({ passwordHash: await hashPassword('Changed-by-the-owner-1') }).where(demo)
    try {
      expect(await startNotice(app.database.db, config)).toEqual(['Keyturn is ready: open http://localhost:3000 in your browser'])
    } finally {
      await app.database.db.update(users).set({ passwordHash }).where(demo)
    }
  })
})
