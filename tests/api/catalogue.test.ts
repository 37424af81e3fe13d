import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cars, users } from '../../src/server/db/schema.js'
import { eq } from 'drizzle-orm'
import { buildTestApp } from './support/app.js'

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
/** The IANA time zones this engine knows: every place's clock is one of them. */
const ianaZones = new Set(Intl.supportedValuesOf('timeZone'))

describe('catalogue reads', () => {
  let app: FastifyInstance

  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url })
    return { status: response.statusCode, body: response.json(), text: response.body }
  }

  describe('locations', () => {
    it('pages through the locations with their total', async () => {
      const first = await get('/api/locations/1/10/en')
      expect(first.status).toBe(200)
      expect(first.body.total).toBeGreaterThanOrEqual(40)
      expect(first.body.rows).toHaveLength(10)
      const second = await get('/api/locations/2/10/en')
      const firstIds = new Set(first.body.rows.map((row: { id: string }) => row.id))
      expect(second.body.rows.some((row: { id: string }) => firstIds.has(row.id))).toBe(false)
      expect(first.body.rows[0]).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        countryId: expect.any(String),
        countryName: expect.any(String),
        countryCode: expect.stringMatching(/^[A-Z]{2}$/),
        latitude: expect.any(Number),
        longitude: expect.any(Number),
        timeZone: expect.any(String),
      })
      for (const row of [...first.body.rows, ...second.body.rows]) expect(ianaZones.has(row.timeZone), `${row.name}: ${row.timeZone}`).toBe(true)
    })

    it('finds locations by text in the asked language and names them in it', async () => {
      const english = await get('/api/locations/1/30/en?s=paris')
      expect(english.body.total).toBeGreaterThan(0)
      for (const row of english.body.rows) expect(row).toMatchObject({ countryCode: 'FR', timeZone: 'Europe/Paris' })
      expect(english.body.rows.map((row: { name: string }) => row.name)).toContain('Paris Charles de Gaulle Airport')
      const french = await get('/api/locations/1/30/fr?s=aeroport')
      expect(french.body.total).toBeGreaterThan(0)
      expect(french.body.rows.map((row: { name: string }) => row.name).join(' ')).toMatch(/Aéroport/)
      const none = await get('/api/locations/1/30/en?s=zzzzzz')
      expect(none.body).toEqual({ total: 0, rows: [] })
    })

    it('reads one location by id, 404 for an unknown one', async () => {
      const list = await get('/api/locations/1/1/es')
      const one = await get(`/api/location/${list.body.rows[0].id}/es`)
      expect(one.status).toBe(200)
      expect(one.body).toEqual(list.body.rows[0])
      const missing = await get(`/api/location/${UNKNOWN_ID}/en`)
      expect(missing.status).toBe(404)
      expect(missing.body.code).toBe('NOT_FOUND')
    })

    it('lists every location with its position for the map', async () => {
      const all = await get('/api/locations-with-position/fr')
      expect(all.status).toBe(200)
      expect(all.body.length).toBeGreaterThanOrEqual(40)
      for (const location of all.body) {
        expect(location.latitude).toBeGreaterThanOrEqual(-90)
        expect(location.latitude).toBeLessThanOrEqual(90)
        expect(location.longitude).toBeGreaterThanOrEqual(-180)
        expect(location.longitude).toBeLessThanOrEqual(180)
        expect(ianaZones.has(location.timeZone), `${location.name}: ${location.timeZone}`).toBe(true)
      }
      const zoneOf = (name: string) => all.body.find((location: { name: string }) => location.name === name)?.timeZone
      expect(zoneOf('Aéroport Paris-Charles-de-Gaulle')).toBe('Europe/Paris')
      expect(zoneOf('Aéroport de Londres-Heathrow')).toBe('Europe/London')
      expect(zoneOf('Aéroport de Sydney')).toBe('Australia/Sydney')
    })
  })

  it('lists countries having at least the minimum number of locations, with those locations', async () => {
    const atLeastFour = await get('/api/countries-with-locations/en/4')
    expect(atLeastFour.status).toBe(200)
    expect(atLeastFour.body.length).toBeGreaterThanOrEqual(4)
    for (const country of atLeastFour.body) {
      expect(country.locations.length).toBeGreaterThanOrEqual(4)
      for (const location of country.locations) expect(ianaZones.has(location.timeZone), `${location.name}: ${location.timeZone}`).toBe(true)
    }
    const france = atLeastFour.body.find((country: { code: string }) => country.code === 'FR')
    expect(new Set(france.locations.map((location: { timeZone: string }) => location.timeZone))).toEqual(new Set(['Europe/Paris']))
    const atLeastOne = await get('/api/countries-with-locations/en/1')
    expect(atLeastOne.body.length).toBeGreaterThan(atLeastFour.body.length)
    const spanish = await get('/api/countries-with-locations/es/4')
    expect(spanish.body.map((c: { name: string }) => c.name)).toContain('Francia')
  })

  it('lists suppliers with logos and car counts, and nothing private', async () => {
    const suppliers = await get('/api/suppliers')
    expect(suppliers.status).toBe(200)
    expect(suppliers.body.length).toBeGreaterThanOrEqual(8)
    for (const supplier of suppliers.body) {
      expect(Object.keys(supplier).sort()).toEqual(['avatar', 'carCount', 'fullName', 'id', 'licenseRequired', 'payLater'])
      expect(supplier.avatar).toMatch(/^\/images\/suppliers\//)
      expect(supplier.carCount).toBeGreaterThan(0)
    }
    expect(suppliers.text).not.toMatch(/password|argon2|@/i)
  })

  it('reads one car with its supplier, locations, prices and extras; 404 for an unknown one', async () => {
    const db = app.database.db
    const [withDatePrices] = await db.select({ id: cars.id }).from(cars).where(eq(cars.isDateBasedPrice, true)).limit(1)
    expect(withDatePrices).toBeDefined()
    const car = await get(`/api/car/${withDatePrices!.id}/fr`)
    expect(car.status).toBe(200)
    expect(car.body).toMatchObject({
      id: withDatePrices!.id,
      isDateBasedPrice: true,
      supplier: { id: expect.any(String), fullName: expect.any(String) },
      image: expect.stringMatching(/^\/images\/cars\//),
    })
    expect(car.body.dateBasedPrices.length).toBeGreaterThan(0)
    expect(car.body.locations.length).toBeGreaterThan(0)
    for (const place of car.body.locations) {
      expect(Object.keys(place).sort()).toEqual(['id', 'name', 'timeZone'])
      expect(ianaZones.has(place.timeZone), `${place.name}: ${place.timeZone}`).toBe(true)
    }
    for (const extra of ['cancellation', 'amendments', 'theftProtection', 'collisionDamageWaiver', 'fullInsurance', 'additionalDriver']) {
      expect(car.body[extra]).toBeGreaterThanOrEqual(-1)
    }
    expect(car.text).not.toMatch(/password|argon2/i)
    const missing = await get(`/api/car/${UNKNOWN_ID}/en`)
    expect(missing.status).toBe(404)
  })

  it('never serialises a field missing from the contract, even for a supplier row with private columns', async () => {
    const db = app.database.db
    const [supplier] = await db.select({ id: users.id }).from(users).where(eq(users.type, 'supplier')).limit(1)
    const suppliers = await get('/api/suppliers')
    const served = suppliers.body.find((s: { id: string }) => s.id === supplier!.id)
    expect(served).toBeDefined()
    expect(served).not.toHaveProperty('email')
    expect(served).not.toHaveProperty('passwordHash')
  })
})

describe('catalogue caching', () => {
  it('lets browsers reuse catalogue answers for five minutes', async () => {
    const app = await buildTestApp()
    try {
      const response = await app.inject({ method: 'GET', url: '/api/countries-with-locations/en/4' })
      expect(response.headers['cache-control']).toBe('public, max-age=300')
      const missing = await app.inject({ method: 'GET', url: '/api/car/00000000-0000-4000-8000-000000000000/en' })
      expect(missing.statusCode).toBe(404)
      expect(missing.headers['cache-control']).toBeUndefined()
    } finally {
      await app.close()
    }
  })
})
