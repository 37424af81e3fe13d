// Booking creation under concurrent load: the real app on a local port (demo data), 16 signed-in
// drivers sending 200 pay-at-counter checkouts at concurrency 16, each on its own car and period
// (no conflicts: every request does the full work — quote, rules, exclusion check, supplier and
// driver notices, confirmation e-mail to the outbox), then 10 cars each wanted by all 16 drivers at
// once (exactly one winner per car, the rest 409). On PGlite and, when DATABASE_URL is set, on
// PostgreSQL. Run alone with `npm run bench -- --booking`; `--client-thread` moves the drivers'
// HTTP client off the server's request thread (then the figures are the server's alone).
import { performance } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
// @ts-expect-error plain JavaScript without declarations (it also runs as the client thread's entry)
import { timedRequest } from './booking-client.mjs'
import { wallTimeOf } from './wall-time.js'
import { and, eq, type Logger } from 'drizzle-orm'
import { hashPassword } from '../../src/server/auth/passwords.js'
import type { Database } from '../../src/server/db/index.js'
import { carLocations, cars, users } from '../../src/server/db/schema.js'
import { updateSettings } from '../../src/server/db/queries/settings.js'
import { seedDatabase } from '../../src/server/seed/seed.js'
import { latencyPercentiles, measureOnEachEngine, startBenchServer } from './bench-server.js'
import { profiled } from './cpu-profile.js'
import { statementRecorder } from './explain-search.js'
import { NO_OPTIONS } from '../api/support/server-process.js'

const profile = process.argv.includes('--profile')
const explain = process.argv.includes('--explain')
const clientThread = process.argv.includes('--client-thread')
const PROFILE_FOLDER = process.env.BENCH_PROFILE_DIR ?? process.cwd()

const BOOKINGS = 200
/** Unloaded latency first: one booking at a time. */
const SEQUENTIAL = 50
const CONCURRENCY = 16
const DRIVERS = 16
/** Cars each wanted by every driver at once (the race: one winner each). */
const CONTESTED_CARS = 10
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
  // the drivers' HTTP client: in this process by default (as the other benches), or with
  // --client-thread on a thread of its own, so its work is not done on the server's request thread
  const client = clientThread ? startClientThread() : inProcessClient()
  try {
    const cookies = await signedInDrivers(database, baseUrl)
    const bodyOf = (n: number) => checkoutBody(bookable, n)
    /** What the failed checkouts answered, so an error count is never a mystery. */
    const failures = new Map<string, number>()
    const book = async (n: number) => {
      const { ms, status, text } = await client.send({ url: `${baseUrl}/api/checkout`, method: 'POST', cookie: cookies[n % cookies.length]!, body: bodyOf(n) })
      if (status !== 200) failures.set(`${status} ${text.slice(0, 160)}`, (failures.get(`${status} ${text.slice(0, 160)}`) ?? 0) + 1)
      return { ms, ok: status === 200 }
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
      const loopBefore = performance.eventLoopUtilization()
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
      // how busy the request thread was (it also runs this bench's own HTTP client): near 100 %, it is the bottleneck
      const loopBusy = performance.eventLoopUtilization(loopBefore).utilization
      latencies.sort((a, b) => a - b)
      return `${(count / seconds).toFixed(1)} bookings/s, ${latencyPercentiles(latencies)}, max ${latencies.at(-1)!.toFixed(1)} ms, errors ${errors}, request thread busy ${(loopBusy * 100).toFixed(0)} %`
    }
    /** What a visitor who is not booking sees meanwhile: /api/health asked one at a time during the burst. */
    const healthDuring = async (burst: () => Promise<string>) => {
      const latencies: number[] = []
      let bursting = true
      const polling = (async () => {
        while (bursting) latencies.push((await client.send({ url: `${baseUrl}/api/health`, method: 'GET' })).ms)
      })()
      const result = await burst()
      bursting = false
      await polling
      latencies.sort((a, b) => a - b)
      return { result, health: `${latencyPercentiles(latencies)}, max ${latencies.at(-1)!.toFixed(1)} ms` }
    }
    /**
     * CONTESTED_CARS cars, each asked for by every driver at once over the same period: exactly one
     * booking per car must win, every other answer must be 409 BOOKING_CONFLICT.
     */
    const contestedCars = async () => {
      const latencies: number[] = []
      let winners = 0
      let conflicts = 0
      let errors = 0
      const perCar: number[] = []
      for (let c = 0; c < CONTESTED_CARS; c++) {
        const request = BOOKINGS * 20 + c
        const answers = await Promise.all(
          Array.from({ length: DRIVERS }, async (_, driver) => {
            const { ms, status, text } = await client.send({ url: `${baseUrl}/api/checkout`, method: 'POST', cookie: cookies[driver]!, body: bodyOf(request) })
            latencies.push(ms)
            if (status === 200) return 'won'
            if (status === 409 && (JSON.parse(text) as { code?: string }).code === 'BOOKING_CONFLICT') return 'conflict'
            failures.set(`${status} ${text.slice(0, 160)}`, (failures.get(`${status} ${text.slice(0, 160)}`) ?? 0) + 1)
            return 'error'
          }),
        )
        const won = answers.filter((answer) => answer === 'won').length
        perCar.push(won)
        winners += won
        conflicts += answers.filter((answer) => answer === 'conflict').length
        errors += answers.filter((answer) => answer === 'error').length
      }
      latencies.sort((a, b) => a - b)
      const exact = perCar.every((won) => won === 1)
      return `${exact ? 'exactly one winner per car' : `WINNERS PER CAR ${perCar.join(' ')}`}, ${winners} booked, ${conflicts} × 409, errors ${errors}; ${latencyPercentiles(latencies)}`
    }
    const prefix = `booking bench, ${engine}: pay-at-counter checkouts by ${DRIVERS} signed-in drivers over ${bookable.length} cars`
    const sequential = await run(0, SEQUENTIAL, 1)
    const burst = () => run(SEQUENTIAL, BOOKINGS, CONCURRENCY)
    const concurrent = await healthDuring(profile ? () => profiled(`booking-${engine.toLowerCase()}`, PROFILE_FOLDER, burst) : burst)
    const contested = await contestedCars()
    const measured = {
      [`${prefix}, ${SEQUENTIAL} one at a time (c=1)`]: sequential,
      [`${prefix}, ${BOOKINGS} concurrent (c=${CONCURRENCY})`]: concurrent.result,
      [`${prefix}: GET /api/health during that burst`]: concurrent.health,
      [`${prefix}, ${CONTESTED_CARS} cars each wanted by all ${DRIVERS} drivers at once`]: contested,
    }
    for (const [answer, times] of failures) measured[`${prefix}: failed ${times} × with`] = answer
    return measured
  } finally {
    await client.close()
    await server.close() // closes the database too
  }
}

type ClientRequest = { url: string; method: 'GET' | 'POST'; cookie?: string; body?: string }
type ClientAnswer = { ms: number; status: number; text: string }

const inProcessClient = () => ({ send: (request: ClientRequest): Promise<ClientAnswer> => timedRequest(request), close: async () => {} })

/** The load generator's HTTP client on its own thread: send() answers the status, the body of a failure and the time taken. */
function startClientThread() {
  const thread = new Worker(new URL('./booking-client.mjs', import.meta.url))
  const waiting = new Map<number, (answer: ClientAnswer) => void>()
  let next = 0
  thread.on('message', ({ id, ...answer }: ClientAnswer & { id: number }) => {
    waiting.get(id)?.(answer)
    waiting.delete(id)
  })
  return {
    send: (request: ClientRequest) =>
      new Promise<ClientAnswer>((resolve) => {
        waiting.set(++next, resolve)
        thread.postMessage({ id: next, ...request })
      }),
    close: () => thread.terminate(),
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
      const response = await fetch(`${baseUrl}/api/sign-in/frontend`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ email, password, stayConnected: false }),
      })
      if (!response.ok) throw new Error(`sign-in answered ${response.status}`)
      const cookie = response.headers.getSetCookie().find((value) => value.startsWith('keyturn_session='))
      if (!cookie) throw new Error('no session cookie')
      return cookie.split(';')[0]!
    }),
  )
}

/** Checkout n of a booking load: car n mod cars, its own 3-day period (distinct car/period pairs: no conflict). */
export function checkoutBody(bookable: readonly { id: string; location: string }[], n: number): string {
  const car = bookable[n % bookable.length]!
  const from = new Date(Date.UTC(2110, 0, 1, 10) + Math.floor(n / bookable.length) * 5 * DAY_MS)
  return JSON.stringify({
    car: car.id,
    pickUpLocation: car.location,
    dropOffLocation: car.location,
    from: wallTimeOf(from),
    to: wallTimeOf(new Date(from.getTime() + 3 * DAY_MS)),
    options: NO_OPTIONS,
    payment: 'payAtCounter',
    language: 'en',
    currency: 'USD',
  })
}
