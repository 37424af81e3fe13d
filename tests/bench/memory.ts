// The server's memory as an operator sees it (`npm run bench -- --memory`): `npm start` as a process of
// its own, inside the bench's memory limit (memory-limit.ts), its resident memory read from /proc.
// First start on a fresh data folder (creates, migrates and seeds the embedded database), a warm start
// on it, then the search bench's catalogue (10,000 cars, 100,000 bookings) written into that folder by
// the bench and the server started on it again, loaded with the search bench's new searches (the API
// and the server-rendered results page) and the booking bench's checkouts (200 at c=16, then 10 cars
// each wanted by 16 drivers at once): RSS after the loads and the most the server held, and what its
// GET /metrics showed during each load (metrics-watch.ts).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { and, eq } from 'drizzle-orm'
import { EMPTY_SEARCH_QUERY, searchQueryString } from '../../src/domain/search-query.js'
import { hashPassword } from '../../src/server/auth/passwords.js'
import { openDatabase } from '../../src/server/db/index.js'
import { updateSettings } from '../../src/server/db/queries/settings.js'
import { carLocations, cars, users } from '../../src/server/db/schema.js'
import { wipeData } from '../../src/server/seed/seed.js'
import { freePort } from '../fixtures/free-port.js'
// @ts-expect-error plain JavaScript without declarations (the booking bench's client)
import { timedRequest } from './booking-client.mjs'
import { checkoutBody } from './booking.js'
import { busiestLocation, seedLargeCatalogue } from './large-catalogue.js'
import type { MemoryLimit } from './memory-limit.js'
import { watchMetrics } from './metrics-watch.js'
import type { NpmServer } from './npm-start.js'
import { wallTimeOf } from './wall-time.js'

const DAY_MS = 86_400_000
const SEARCH_CONNECTIONS = 32
const PAGE_CONNECTIONS = 16
const LOAD_SECONDS = 10
const BOOKINGS = 200
const BOOKING_CONCURRENCY = 16
const DRIVERS = 16
const CONTESTED_CARS = 10
const DRIVER_PASSWORD = 'Bench-driver-2026'
const SETTLE_MS = 10_000

type StartServer = (dataDir: string, environment?: Record<string, string>) => Promise<NpmServer>
type Answer = { ms: number; status: number; text: string }

export async function measureMemoryUnderLoad(startServer: StartServer, limit: MemoryLimit | null): Promise<Record<string, string>> {
  const results: Record<string, string> = {}
  const prefix = 'memory bench'
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keyturn-bench-memory-'))
  try {
    const cold = await startServer(dataDir)
    results[`${prefix}: server RSS after the first start (fresh folder: create, migrate, seed) (MiB)`] =
      `${cold.rssMiB} (peak ${cold.memoryNow().peakMiB}, first page after ${cold.firstPageMs} ms)`
    await cold.stop()
    const warm = await startServer(dataDir)
    const warmNow = warm.memoryNow()
    results[`${prefix}: server RSS after a warm start (MiB)`] = `${warm.rssMiB} (peak ${warmNow.peakMiB}, first page after ${warm.firstPageMs} ms)`
    results[`${prefix}: RSS of npm start's processes together after a warm start (npm, launcher, server; shared pages counted in each) (MiB)`] = String(warmNow.treeMiB)
    // V8's memory reducer shrinks the heap once the server has been idle for a while (8 s by default)
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    results[`${prefix}: server RSS ${SETTLE_MS / 1000} s later, idle (MiB)`] = String(warm.memoryNow().rssMiB)
    await warm.stop()

    // the search bench's catalogue, in the bench's own process (the demo images stay: same file names)
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite'), thread: true })
    let plan: LoadPlan
    try {
      await wipeData(database.db)
      const seeded = await seedLargeCatalogue(database.db)
      plan = await prepareBookings(database.db)
      plan.location = await busiestLocation(database.db)
      results[`${prefix}: catalogue for the loads`] = `${seeded.cars} cars, ${seeded.bookings} bookings`
    } finally {
      await database.close()
    }

    // 16 drivers sign in and book from one address: the per-client limits would refuse most of the load;
    // GET /metrics on a port of its own, scraped during each load as an operator's Prometheus would
    const metricsPort = await freePort()
    const loaded = await startServer(dataDir, { RATE_LIMIT_MAX: '1000', CHECKOUT_RATE_LIMIT_MAX: '100000', METRICS_PORT: String(metricsPort) })
    const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`
    const metricsOf = (load: string, shown: Record<string, string>) => {
      for (const [name, value] of Object.entries(shown)) results[`${prefix}: /metrics over the ${load}: ${name}`] = value
    }
    try {
      results[`${prefix}: server RSS after starting on that catalogue (MiB)`] = String(loaded.rssMiB)
      const searchMetrics = await watchMetrics(metricsUrl)
      const searches = await searchLoad(loaded.baseUrl, plan.location.id)
      metricsOf('search load', await searchMetrics.report())
      results[`${prefix}: search load`] = searches
      results[`${prefix}: server RSS after the search load (MiB)`] = String(loaded.memoryNow().rssMiB)
      const bookingMetrics = await watchMetrics(metricsUrl)
      results[`${prefix}: booking load`] = await bookingLoad(loaded.baseUrl, plan)
      metricsOf('booking load', await bookingMetrics.report())
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const after = loaded.memoryNow()
      results[`${prefix}: server RSS after the search and booking loads (MiB)`] = String(after.rssMiB)
      results[`${prefix}: server peak RSS over the loads (MiB, VmHWM)`] = String(after.peakMiB)
    } finally {
      await loaded.stop()
    }
    if (limit) {
      results[`${prefix}: peak of the limited group (MiB, page cache included)`] = String(limit.peakMiB())
      results[`${prefix}: servers killed for want of memory`] = String(limit.oomKills())
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  return results
}

type LoadPlan = { bookable: { id: string; location: string }[]; emails: string[]; location: { id: string; cars: number } }

/** As the booking bench: every supplier takes payment at the counter, 16 verified adult drivers, a horizon reaching 2110. */
async function prepareBookings(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<LoadPlan> {
  await db.update(users).set({ payLater: true, licenseRequired: false, blacklisted: false }).where(eq(users.type, 'supplier'))
  const bookable = await db
    .selectDistinctOn([cars.id], { id: cars.id, location: carLocations.locationId })
    .from(cars)
    .innerJoin(carLocations, eq(carLocations.carId, cars.id))
    .innerJoin(users, eq(users.id, cars.supplierId))
    .where(and(eq(cars.availability, 'available'), eq(cars.comingSoon, false), eq(cars.fullyBooked, false), eq(users.type, 'supplier')))
    .orderBy(cars.id)
    .limit(BOOKINGS)
  await db.update(cars).set({ minimumAge: 18 })
  await updateSettings(db, { bookingHorizonDays: 200 * 366 })
  const passwordHash = await hashPassword(DRIVER_PASSWORD)
  const emails = Array.from({ length: DRIVERS }, (_, i) => `bench-driver-${i}@keyturn.example`)
  await db.insert(users).values(emails.map((email) => ({ fullName: 'Bench Driver', email, verified: true, passwordHash, birthDate: '1980-05-05' })))
  return { bookable, emails, location: { id: '', cars: 0 } }
}

/** New searches on the API at c=32, then new searches as server-rendered results pages at c=16. */
async function searchLoad(baseUrl: string, location: string): Promise<string> {
  const pickUp = Math.ceil(Date.now() / DAY_MS) * DAY_MS + 7 * DAY_MS + 10 * 3_600_000
  const period = (n: number) => ({
    pickUpLocation: location,
    dropOffLocation: location,
    from: wallTimeOf(new Date(pickUp + n * 60_000)),
    to: wallTimeOf(new Date(pickUp + n * 60_000 + 5 * DAY_MS)),
  })
  // the first search waits for the search index to load (10,000 cars): not part of the load
  const first = await fetch(`${baseUrl}/api/search-cars/1/15`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify(period(-1)),
  })
  if (!first.ok) throw new Error(`searchCars answered ${first.status}`)
  let n = 0
  const api = await autocannon({
    url: `${baseUrl}/api/search-cars/1/15`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    connections: SEARCH_CONNECTIONS,
    duration: LOAD_SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(period(n++)) }) }],
  })
  let m = 20_000
  const pages = await autocannon({
    url: baseUrl,
    connections: PAGE_CONNECTIONS,
    duration: LOAD_SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, path: `/search?${searchQueryString({ ...EMPTY_SEARCH_QUERY, criteria: period(m++) })}` }) }],
  })
  const described = (result: autocannon.Result) => `${Math.round(result.requests.average)} req/s, errors ${result.errors + result.non2xx}`
  return `POST searchCars, every request a new search (c=${SEARCH_CONNECTIONS}): ${described(api)}; GET /search pages, every one a new search (c=${PAGE_CONNECTIONS}): ${described(pages)}`
}

/** The booking bench's checkouts over HTTP: 200 at c=16 on distinct cars and periods, then 10 cars each wanted by all 16 drivers. */
async function bookingLoad(baseUrl: string, plan: LoadPlan): Promise<string> {
  const send = (request: { url: string; method: 'GET' | 'POST'; cookie?: string; body?: string }): Promise<Answer> => timedRequest(request)
  const cookies = await Promise.all(
    plan.emails.map(async (email) => {
      const response = await fetch(`${baseUrl}/api/sign-in/frontend`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ email, password: DRIVER_PASSWORD, stayConnected: false }),
      })
      const cookie = response.headers.getSetCookie().find((value) => value.startsWith('keyturn_session='))
      if (!response.ok || !cookie) throw new Error(`sign-in answered ${response.status}`)
      return cookie.split(';')[0]!
    }),
  )
  const bodyOf = (n: number) => checkoutBody(plan.bookable, n)
  const checkout = (n: number, driver: number) => send({ url: `${baseUrl}/api/checkout`, method: 'POST', cookie: cookies[driver % cookies.length], body: bodyOf(n) })
  let next = 0
  let failed = 0
  await Promise.all(
    Array.from({ length: BOOKING_CONCURRENCY }, async () => {
      while (next < BOOKINGS) {
        const n = next++
        if ((await checkout(n, n)).status !== 200) failed++
      }
    }),
  )
  let winners = 0
  for (let c = 0; c < CONTESTED_CARS; c++) {
    const answers = await Promise.all(Array.from({ length: DRIVERS }, (_, driver) => checkout(BOOKINGS * 20 + c, driver)))
    winners += answers.filter((answer) => answer.status === 200).length
  }
  return `${BOOKINGS - failed} of ${BOOKINGS} checkouts at c=${BOOKING_CONCURRENCY} booked; ${winners} winners for ${CONTESTED_CARS} contested cars`
}
