// Booking creation under concurrent load: the real app on a local port (demo data), 16 signed-in
// drivers sending 200 pay-at-counter checkouts at concurrency 16, each on its own car and period
// (no conflicts: every request does the full work — quote, rules, transaction, exclusion check,
// supplier notification, confirmation e-mail to the outbox). On PGlite and, when DATABASE_URL is
// set, on PostgreSQL. Run alone with `npm run bench -- --booking`.
import { and, eq, type Logger } from 'drizzle-orm'
import { hashPassword } from '../../src/server/auth/passwords.js'
import type { Database } from '../../src/server/db/index.js'
import { carLocations, cars, users } from '../../src/server/db/schema.js'
import { updateSettings } from '../../src/server/db/queries/settings.js'
import { seedDatabase } from '../../src/server/seed/seed.js'
import { latencyPercentiles, measureOnEachEngine, startBenchServer } from './bench-server.js'
import { profiled } from './cpu-profile.js'
import { statementRecorder } from './explain-search.js'

const profile = process.argv.includes('--profile')
const explain = process.argv.includes('--explain')
const PROFILE_FOLDER = process.env.BENCH_PROFILE_DIR ?? process.cwd()

const BOOKINGS = 200
/** Unloaded latency first: one booking at a time. */
const SEQUENTIAL = 50
const CONCURRENCY = 16
const DRIVERS = 16
const DAY_MS = 86_400_000

export async function measureBooking(): Promise<Record<string, string>> {
  return measureOnEachEngine('booking', measureOn)
}

async function measureOn(engine: string, open: (options?: { logger?: Logger }) => Promise<Database>, dataDir: string): Promise<Record<string, string>> {
  const recorder = statementRecorder()
  const database = await open(explain ? { logger: recorder.logger } : {})
  await seedDatabase(database.db)
  const { db } = database
  // every supplier takes payment at the counter and needs no licence: the bench measures booking, not refusals
  await db.update(users).set({ payLater: true, licenseRequired: false, blacklisted: false }).where(eq(users.type, 'supplier'))
  const bookable = await db
    .selectDistinctOn([cars.id], { id: cars.id, location: carLocations.locationId })
    .from(cars)
    .innerJoin(carLocations, eq(carLocations.carId, cars.id))
    .innerJoin(users, eq(users.id, cars.supplierId))
    .where(and(eq(cars.availability, 'available'), eq(cars.comingSoon, false), eq(cars.fullyBooked, false), eq(users.type, 'supplier')))
    .orderBy(cars.id)
  await db.update(cars).set({ minimumAge: 18 })
  // the periods lie in 2110, clear of the demo bookings: the booking horizon must reach them
  await updateSettings(db, { bookingHorizonDays: 200 * 366 })

  // 16 drivers sign in and book from one address: the per-client limits would refuse most of the load
  const server = await startBenchServer(database, dataDir, { RATE_LIMIT_MAX: '1000', CHECKOUT_RATE_LIMIT_MAX: '100000' })
  const { baseUrl } = server
  try {
    const cookies = await signedInDrivers(database, baseUrl)
    // request n: car n mod cars, its own 3-day period (distinct car/period pairs: no conflict)
    const bodyOf = (n: number) => {
      const car = bookable[n % bookable.length]!
      const from = new Date(Date.UTC(2110, 0, 1, 10) + Math.floor(n / bookable.length) * 5 * DAY_MS)
      return JSON.stringify({
        car: car.id,
        pickUpLocation: car.location,
        dropOffLocation: car.location,
        from: from.toISOString(),
        to: new Date(from.getTime() + 3 * DAY_MS).toISOString(),
        options: { cancellation: false, amendments: false, theftProtection: false, collisionDamageWaiver: false, fullInsurance: false, additionalDriver: false },
        payment: 'payAtCounter',
        language: 'en',
        currency: 'USD',
      })
    }
    /** What the failed checkouts answered, so an error count is never a mystery. */
    const failures = new Map<string, number>()
    const book = async (n: number) => {
      const began = performance.now()
      const response = await fetch(`${baseUrl}/api/checkout`, { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', cookie: cookies[n % cookies.length]! }, body: bodyOf(n) })
      const body = await response.text()
      if (response.status !== 200) failures.set(`${response.status} ${body.slice(0, 160)}`, (failures.get(`${response.status} ${body.slice(0, 160)}`) ?? 0) + 1)
      return { ms: performance.now() - began, ok: response.status === 200 }
    }
    // warm-up on other periods (JIT, pool), not counted
    for (let n = 0; n < CONCURRENCY; n++) await book(BOOKINGS * 10 + n)
    if (explain) {
      // one checkout's statements, and those its e-mails and notices cause just after it
      const statements = await recorder.capture(async () => {
        await book(BOOKINGS * 10 + CONCURRENCY)
        await new Promise((resolve) => setTimeout(resolve, 500))
      })
      console.log(`\nThe statements of one checkout, ${engine} (${statements.length}):`)
      for (const { query } of statements) console.log(`  ${query.replace(/\s+/g, ' ').slice(0, 150)}`)
    }

    /** `count` bookings from `first` on, `concurrency` at a time. */
    const run = async (first: number, count: number, concurrency: number) => {
      const latencies: number[] = []
      let errors = 0
      let next = first
      const started = performance.now()
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < first + count) {
            const result = await book(next++)
            latencies.push(result.ms)
            if (!result.ok) errors++
          }
        }),
      )
      const seconds = (performance.now() - started) / 1000
      latencies.sort((a, b) => a - b)
      return `${(count / seconds).toFixed(1)} bookings/s, ${latencyPercentiles(latencies)}, max ${latencies.at(-1)!.toFixed(1)} ms, errors ${errors}`
    }
    /** What a visitor who is not booking sees meanwhile: /api/health asked one at a time during the burst. */
    const healthDuring = async (burst: () => Promise<string>) => {
      const latencies: number[] = []
      let bursting = true
      const polling = (async () => {
        while (bursting) {
          const began = performance.now()
          await (await fetch(`${baseUrl}/api/health`)).arrayBuffer()
          latencies.push(performance.now() - began)
        }
      })()
      const result = await burst()
      bursting = false
      await polling
      latencies.sort((a, b) => a - b)
      return { result, health: `${latencyPercentiles(latencies)}, max ${latencies.at(-1)!.toFixed(1)} ms` }
    }
    const prefix = `booking bench, ${engine}: pay-at-counter checkouts by ${DRIVERS} signed-in drivers over ${bookable.length} cars`
    const sequential = await run(0, SEQUENTIAL, 1)
    const burst = () => run(SEQUENTIAL, BOOKINGS, CONCURRENCY)
    const concurrent = await healthDuring(profile ? () => profiled(`booking-${engine.toLowerCase()}`, PROFILE_FOLDER, burst) : burst)
    const measured = {
      [`${prefix}, ${SEQUENTIAL} one at a time (c=1)`]: sequential,
      [`${prefix}, ${BOOKINGS} concurrent (c=${CONCURRENCY})`]: concurrent.result,
      [`${prefix}: GET /api/health during that burst`]: concurrent.health,
    }
    for (const [answer, times] of failures) measured[`${prefix}: failed ${times} × with`] = answer
    return measured
  } finally {
    await server.close() // closes the database too
  }
}

/** DRIVERS verified drivers (adults) signed in through the API: their session cookies. */
async function signedInDrivers(database: Database, baseUrl: string): Promise<string[]> {
  const password = 'Bench-driver-2026'
  const passwordHash = await hashPassword(password)
  const emails = Array.from({ length: DRIVERS }, (_, i) => `bench-driver-${i}@keyturn.example`)
  await database.db.insert(users).values(emails.map((email) => ({ fullName: 'Bench Driver', email, verified: true, passwordHash, birthDate: '1980-05-05' })))
  return Promise.all(
    emails.map(async (email) => {
      const response = await fetch(`${baseUrl}/api/sign-in/frontend`, { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, body: JSON.stringify({ email, password, stayConnected: false }) })
      if (!response.ok) throw new Error(`sign-in answered ${response.status}`)
      const cookie = response.headers.getSetCookie().find((value) => value.startsWith('keyturn_session='))
      if (!cookie) throw new Error('no session cookie')
      return cookie.split(';')[0]!
    }),
  )
}
