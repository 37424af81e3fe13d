// A request whose database cannot answer (issue 26) answers 503 SERVICE_UNAVAILABLE, in the caller's
// language, with Retry-After — never 500. Here the app's own database is closed under it, on every
// engine of the suite (PGlite in process or on its thread, a PostgreSQL pool): its statements fail
// as they do while a server shuts down. database-restart.test.ts restarts a real PostgreSQL.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
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
    const response = await app.inject({
      method: 'POST',
      url: '/api/sign-in/frontend',
      payload: { email: 'driver@example.com', password: 'whatever-1', stayConnected: false },
    })
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

describe('a page asked for while the database is unavailable', () => {
  let app: FastifyInstance
  let dist: string

  beforeAll(async () => {
    // a built web app of one page (the server renders none without dist-ssr): what it serves needs the database
    dist = mkdtempSync(path.join(tmpdir(), 'keyturn-dist-'))
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Keyturn</title></head><body><div id="root"></div></body></html>')
    app = await buildTestApp({ DIST_DIR: dist }, { serveWebApp: true })
    await app.database.close()
  })
  afterAll(async () => {
    await app?.close().catch(() => undefined)
    rmSync(dist, { recursive: true, force: true })
  })

  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...headers } })

  it('answers a page of its own in the page’s language, with Retry-After, a link to try again and the reference', async () => {
    const url = '/search?pickUp=somewhere&l=fr'
    const response = await page(url)
    expect(response.statusCode).toBe(503)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['retry-after']).toBe('5')
    expect(response.headers['cache-control']).toBe('no-store')
    const html = response.body
    expect(html).toContain('<html lang="fr">')
    expect(html).toContain('<h1>La base de données est indisponible, veuillez réessayer dans un instant</h1>')
    expect(html).toContain(`<a href="/search?pickUp=somewhere&amp;l=fr">Réessayer</a>`)
    expect(html).toContain(`Référence : ${String(response.headers['x-request-id'])}`)
  })

  it('reads the stored language, else the browser’s', async () => {
    const stored = await page('/about', { cookie: 'bc-fe-language=es', 'accept-language': 'fr' })
    expect(stored.body).toContain('<html lang="es">')
    expect(stored.body).toContain('La base de datos no está disponible; inténtelo de nuevo en un momento')
    expect(stored.body).toContain('>Reintentar</a>')
    const browsers = await page('/about', { 'accept-language': 'fr-FR,fr;q=0.9' })
    expect(browsers.body).toContain('<html lang="fr">')
  })

  it('keeps the API’s JSON for API calls and for callers that do not ask for HTML', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/countries-with-locations/en/1', headers: { accept: 'text/html,*/*' } })
    expect(api.statusCode).toBe(503)
    expect(api.json<{ code: string }>().code).toBe('SERVICE_UNAVAILABLE')
    const script = await app.inject({ method: 'GET', url: '/about', headers: { accept: '*/*' } })
    expect(script.statusCode).toBe(503)
    expect(script.json<{ code: string }>().code).toBe('SERVICE_UNAVAILABLE')
  })
})
