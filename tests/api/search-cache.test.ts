import { and, eq } from 'drizzle-orm'
import { agreedPrice } from './support/money'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../openapi/schema.js'
import { bookings, carLocations, cars, locations, users } from '../../src/server/db/schema.js'
import { DEMO_DRIVER_EMAIL } from '../../src/server/seed/index.js'
import { buildTestApp } from './support/app.js'
import { atPlaces } from './support/payments.js'

type CarOfferPage = components['schemas']['CarOfferPage']
/** 10:00 UTC, `days` from today: past the seeded bookings and date prices, within the booking horizon (an instant: requests send the place's wall time). */
const daysAhead = (days: number) => {
  const day = new Date(Date.now() + days * 86_400_000)
  day.setUTCHours(10, 0, 0, 0)
  return day.toISOString()
}
const FROM = daysAhead(210)
const TO = daysAhead(213)

describe('searches remembered for a short while (SEARCH_CACHE_SECONDS), never hiding a change', () => {
  let app: FastifyInstance
  let place: string
  /** The place's time zone: its wall times are what a search sends. */
  let timeZone: string

  beforeAll(async () => {
    app = await buildTestApp({ SEARCH_CACHE_SECONDS: '60' })
    // a place with a car no configured option can pay for (an online-only supplier, no provider here)
    const [row] = await app.database.db
      .select({ id: carLocations.locationId, timeZone: locations.timeZone })
      .from(carLocations)
      .innerJoin(locations, eq(locations.id, carLocations.locationId))
      .innerJoin(cars, eq(cars.id, carLocations.carId))
      .innerJoin(users, eq(users.id, cars.supplierId))
      .where(and(eq(users.payLater, false), eq(cars.availability, 'available')))
      .orderBy(carLocations.locationId)
      .limit(1)
    place = row!.id
    timeZone = row!.timeZone
  })
  afterAll(async () => {
    await app?.close()
  })

  const search = async (extra: Record<string, unknown> = {}, page = 1, size = 100) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/search-cars/${page}/${size}`,
      payload: { pickUpLocation: place, dropOffLocation: place, ...atPlaces({ from: FROM, to: TO }, timeZone), ...extra },
    })
    expect(response.statusCode).toBe(200)
    return response.json<CarOfferPage>()
  }

  it('pages and sorts the same priced cars, and sees a booking written behind its back at once', async () => {
    const first = await search()
    expect(first.total).toBeGreaterThan(1)
    const byRating = await search({ sort: 'rating' })
    expect(byRating.total).toBe(first.total)
    expect(new Set(byRating.rows.map((r) => r.car.id))).toEqual(new Set(first.rows.map((r) => r.car.id)))
    const pageTwo = await search({}, 2, 1)
    expect(pageTwo.rows[0]!.car.id).toBe(first.rows[1]!.car.id)

    // a booking written behind the server's back (a script, another server): the database's change
    // notification reaches the search before its next answer, remembered or not
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
        ...agreedPrice(100),
      })
      .returning({ id: bookings.id })
    try {
      const fresh = await search()
      expect(fresh.total).toBe(first.total - 1)
      expect(fresh.rows.map((r) => r.car.id)).not.toContain(car.id)
      // the payment rule is applied to the same priced cars
      expect(first.unbookable).toBeGreaterThan(0)
      const withUnbookable = await search({ includeUnbookable: true })
      expect(withUnbookable).toMatchObject({ total: fresh.total + first.unbookable, unbookable: first.unbookable })
      expect(withUnbookable.rows.map((r) => r.car.id)).not.toContain(car.id)
      expect((await search({ payment: ['payAtCounter'] })).total).toBe(fresh.total)
      expect((await search({ payment: ['payOnline'], includeUnbookable: true })).total).toBe(0)
    } finally {
      await app.database.db.delete(bookings).where(eq(bookings.id, booking!.id))
    }
    // and the booking's removal frees the car again
    expect((await search()).total).toBe(first.total)
  })

  it("sees catalogue changes at once: a car withdrawn, a supplier's markup", async () => {
    const first = await search()
    const withdrawn = first.rows[0]!.car
    await app.database.db.update(cars).set({ availability: 'unavailable' }).where(eq(cars.id, withdrawn.id))
    try {
      const after = await search()
      expect(after.total).toBe(first.total - 1)
      expect(after.rows.map((r) => r.car.id)).not.toContain(withdrawn.id)
    } finally {
      await app.database.db.update(cars).set({ availability: 'available' }).where(eq(cars.id, withdrawn.id))
    }
    const shown = first.rows[0]!
    const [supplier] = await app.database.db.select({ rate: users.priceChangeRate }).from(users).where(eq(users.id, shown.car.supplier.id))
    await app.database.db.update(users).set({ priceChangeRate: supplier!.rate + 10 }).where(eq(users.id, shown.car.supplier.id))
    try {
      const repriced = (await search({ suppliers: [shown.car.supplier.id] })).rows.find((r) => r.car.id === shown.car.id)!
      expect(repriced.totalPrice).toBeCloseTo((shown.totalPrice * (100 + supplier!.rate + 10)) / (100 + supplier!.rate), 1)
    } finally {
      await app.database.db.update(users).set({ priceChangeRate: supplier!.rate }).where(eq(users.id, shown.car.supplier.id))
    }
    expect((await search()).rows[0]).toEqual(shown)
  })

  it('still checks the period of every request, remembered or not', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/search-cars/1/10',
      payload: { pickUpLocation: place, dropOffLocation: place, ...atPlaces({ from: TO, to: FROM }, timeZone) },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'The drop-off time must be after the pick-up time', requestId: expect.any(String) })
  })
})
