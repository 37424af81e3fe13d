import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../openapi/schema.js'
import { bookings, carLocations, users } from '../../src/server/db/schema.js'
import { DEMO_DRIVER_EMAIL } from '../../src/server/seed/index.js'
import { buildTestApp } from './support/app.js'

type CarOfferPage = components['schemas']['CarOfferPage']
const FROM = '2100-07-10T10:00:00.000Z'
const TO = '2100-07-13T10:00:00.000Z'

describe('searches remembered for a short while (SEARCH_CACHE_SECONDS)', () => {
  let app: FastifyInstance
  let place: string

  beforeAll(async () => {
    app = await buildTestApp({ SEARCH_CACHE_SECONDS: '60' })
    const [row] = await app.database.db.select({ id: carLocations.locationId }).from(carLocations).limit(1)
    place = row!.id
  })
  afterAll(async () => {
    await app?.close()
  })

  const search = async (extra: Record<string, unknown> = {}, page = 1, size = 100) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/search-cars/${page}/${size}`,
      payload: { pickUpLocation: place, dropOffLocation: place, from: FROM, to: TO, ...extra },
    })
    expect(response.statusCode).toBe(200)
    return response.json() as CarOfferPage
  }

  it('pages and sorts the same priced cars, and sees a booking once the cache is cleared', async () => {
    const first = await search()
    expect(first.total).toBeGreaterThan(1)
    const byRating = await search({ sort: 'rating' })
    expect(byRating.total).toBe(first.total)
    expect(new Set(byRating.rows.map((r) => r.car.id))).toEqual(new Set(first.rows.map((r) => r.car.id)))
    const pageTwo = await search({}, 2, 1)
    expect(pageTwo.rows[0]!.car.id).toBe(first.rows[1]!.car.id)

    // a booking written behind the server's back: remembered searches may lag it…
    const car = first.rows[0]!.car
    const [driver] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_DRIVER_EMAIL))
    const [booking] = await app.database.db
      .insert(bookings)
      .values({
        supplierId: car.supplier.id,
        carId: car.id,
        driverId: driver!.id,
        pickUpLocationId: place,
        dropOffLocationId: place,
        from: new Date(FROM),
        to: new Date(TO),
        status: 'paid',
        price: 100,
      })
      .returning({ id: bookings.id })
    try {
      expect((await search()).total).toBe(first.total)
      // …until the server forgets them (its own booking writes do this)
      app.searchCache.clear()
      const fresh = await search()
      expect(fresh.total).toBe(first.total - 1)
      expect(fresh.rows.map((r) => r.car.id)).not.toContain(car.id)
    } finally {
      await app.database.db.delete(bookings).where(eq(bookings.id, booking!.id))
    }
  })

  it('still checks the period of every request, remembered or not', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/search-cars/1/10',
      payload: { pickUpLocation: place, dropOffLocation: place, from: TO, to: FROM },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('VALIDATION_ERROR')
  })
})
