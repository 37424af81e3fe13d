// The driver's bookings list under concurrent load (issue 9): the real app on a local port (demo
// data), one signed-in driver with 500 bookings over many cars, suppliers, statuses and periods;
// the list's first page (20 rows, newest pick-up first, prices in EUR) requested at concurrency 16,
// then the same with filters (statuses, a pick-up date range and a keyword). On PGlite and, when
// DATABASE_URL is set, on PostgreSQL. Run alone with `npm run bench -- --bookings-list`.
import { and, eq } from 'drizzle-orm'
import { agreedPrice } from '../api/support/money'
import { bookingStatuses } from '../../src/domain/enums.js'
import { hashPassword } from '../../src/server/auth/passwords.js'
import type { Database } from '../../src/server/db/index.js'
import { bookings, carLocations, cars, users } from '../../src/server/db/schema.js'
import { seedDatabase } from '../../src/server/seed/seed.js'
import { latencyPercentiles, measureOnEachEngine, startBenchServer } from './bench-server.js'

const BOOKINGS = 500
const REQUESTS = 400
const CONCURRENCY = 16
const DAY_MS = 86_400_000

export async function measureBookingsList(): Promise<Record<string, string>> {
  return measureOnEachEngine('bookings-list', measureOn)
}

async function measureOn(engine: string, open: () => Promise<Database>, dataDir: string): Promise<Record<string, string>> {
  const database = await open()
  await seedDatabase(database.db)
  const { db } = database
  const password = 'Bench-driver-2026'
  const email = 'bench-bookings@keyturn.example'
  const [driver] = await db.insert(users).values({ fullName: 'Bench Driver', email, verified: true, passwordHash: await hashPassword(password), birthDate: '1980-05-05' }).returning()
  const fleet = await db
    .selectDistinctOn([cars.id], { id: cars.id, supplierId: cars.supplierId, location: carLocations.locationId })
    .from(cars)
    .innerJoin(carLocations, eq(carLocations.carId, cars.id))
    .where(and(eq(cars.availability, 'available')))
    .orderBy(cars.id)
  // booking n: car n mod cars, its own 3-day period in 2110 (distinct car/period pairs), statuses in turn
  const rows = Array.from({ length: BOOKINGS }, (_, n) => {
    const car = fleet[n % fleet.length]!
    const from = new Date(Date.UTC(2110, 0, 1, 10) + (Math.floor(n / fleet.length) * 10 + (n % 7)) * DAY_MS)
    const status = bookingStatuses[n % bookingStatuses.length]!
    return {
      supplierId: car.supplierId,
      carId: car.id,
      driverId: driver!.id,
      pickUpLocationId: car.location,
      dropOffLocationId: car.location,
      from,
      to: new Date(from.getTime() + 3 * DAY_MS),
      status,
      cancellation: n % 3 === 0,
      amendments: n % 4 === 0,
      ...agreedPrice(150 + (n % 50) * 7),
      depositAmount: 250,
      isPayLater: status === 'pending' || status === 'reserved',
      isDeposit: status === 'deposit',
    }
  })
  for (let start = 0; start < rows.length; start += 100) await db.insert(bookings).values(rows.slice(start, start + 100))

  const server = await startBenchServer(database, dataDir)
  const { baseUrl } = server
  try {
    const signIn = await fetch(`${baseUrl}/api/sign-in/frontend`, { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, body: JSON.stringify({ email, password, stayConnected: false }) })
    const cookie = signIn.headers.getSetCookie().find((value) => value.startsWith('keyturn_session='))?.split(';')[0]
    if (!signIn.ok || !cookie) throw new Error(`sign-in answered ${signIn.status}`)

    const list = async (body: object) => {
      const began = performance.now()
      const response = await fetch(`${baseUrl}/api/bookings/1/20/en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', cookie },
        body: JSON.stringify({ userId: driver!.id, currency: 'EUR', ...body }),
      })
      const answer = (await response.json()) as { total?: number }
      return { ms: performance.now() - began, ok: response.status === 200, total: answer.total ?? -1 }
    }
    const all = await list({})
    if (all.total !== BOOKINGS) throw new Error(`the list answered total ${all.total}, expected ${BOOKINGS}`)

    const run = async (body: object) => {
      for (let n = 0; n < CONCURRENCY; n++) await list(body) // warm-up, not counted
      const latencies: number[] = []
      let errors = 0
      let sent = 0
      const started = performance.now()
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (sent++ < REQUESTS) {
            const result = await list(body)
            latencies.push(result.ms)
            if (!result.ok) errors++
          }
        }),
      )
      const seconds = (performance.now() - started) / 1000
      latencies.sort((a, b) => a - b)
      return `${(REQUESTS / seconds).toFixed(1)} req/s, ${latencyPercentiles(latencies)}, max ${latencies.at(-1)!.toFixed(1)} ms, errors ${errors}`
    }
    const filtered = { statuses: ['paid', 'reserved', 'pending'], from: '2110-01-01', to: '2110-12-31', keyword: 'a' }
    const prefix = `bookings list bench, ${engine}: a driver with ${BOOKINGS} bookings, page 1 of 20 in EUR, ${REQUESTS} requests at c=${CONCURRENCY}`
    return {
      [`${prefix}, no filter`]: await run({}),
      [`${prefix}, statuses + date range + keyword`]: await run(filtered),
    }
  } finally {
    await server.close()
  }
}
