// A request whose database cannot answer (issue 26) answers 503 SERVICE_UNAVAILABLE, in the caller's
// language, with Retry-After — never 500. Here the app's own database is closed under it, on every
// engine of the suite (PGlite in process or on its thread, a PostgreSQL pool): its statements fail
// as they do while a server shuts down. database-restart.test.ts restarts a real PostgreSQL.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from './support/app.js'
import { zoneOf, atPlaces } from './support/payments.js'
import { createUser, signIn } from './support/user-data.js'

describe('a request while the database is unavailable', () => {
  let app: FastifyInstance
  let search: Record<string, unknown>
  let driverId: string
  let driverCookie: string

  beforeAll(async () => {
    app = await buildTestApp()
    const places = (await app.inject({ method: 'GET', url: '/api/locations-with-position/en' })).json<{ id: string }[]>()
    const place = places[0]!.id
    const from = new Date(Date.now() + 30 * 86_400_000)
    from.setUTCHours(10, 0, 0, 0)
    search = { pickUpLocation: place, dropOffLocation: place, ...atPlaces({ from, to: new Date(from.getTime() + 2 * 86_400_000) }, await zoneOf(app.database.db, place)) }
    const driver = await createUser(app)
    driverId = driver.id
    driverCookie = (await signIn(app, driver.email, driver.password!)).cookie
    await app.database.close()
  })
  afterAll(async () => {
    // the database is closed already: closing the app closes it again
    await app?.close().catch(() => undefined)
  })

  it.each([
    ['en', 'The database is unavailable, please try again in a moment'],
    ['fr', 'La base de données est indisponible, veuillez réessayer dans un instant'],
    ['es', 'La base de datos no está disponible; inténtelo de nuevo en un momento'],
  ])('answers 503 SERVICE_UNAVAILABLE with Retry-After, saying so in %s', async (language, message) => {
    const response = await app.inject({ method: 'POST', url: '/api/search-cars/1/30', headers: { 'accept-language': language }, payload: search })
    expect(response.statusCode, response.body).toBe(503)
    expect(response.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message, requestId: response.headers['x-request-id'] })
    expect(response.headers['retry-after']).toBe('5')
  })

  it('answers a write the same way, and stays alive (/api/health)', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/sign-in/frontend', payload: { email: 'driver@example.com', password: 'whatever-1', stayConnected: false } })
    expect(response.statusCode, response.body).toBe(503)
    expect(response.json<{ code: string }>().code).toBe('SERVICE_UNAVAILABLE')
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })

  it('answers a signed-in caller the same way, and its /api/health stays 200: liveness never asks the database', async () => {
    const bookings = await app.inject({ method: 'POST', url: '/api/bookings/1/20/en', headers: { cookie: driverCookie }, payload: { userId: driverId } })
    expect(bookings.statusCode, bookings.body).toBe(503)
    expect(bookings.json<{ code: string }>().code).toBe('SERVICE_UNAVAILABLE')
    expect((await app.inject({ method: 'GET', url: '/api/health', headers: { cookie: driverCookie } })).statusCode).toBe(200)
  })
})
