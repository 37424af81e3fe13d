// PostgreSQL restarted under a search-and-booking load (issue 26). A cluster of this test's own (the
// shared server of DATABASE_URL serves other test files meanwhile and is never restarted) is restarted
// with `pg_ctl restart -m fast`, then stopped for a few seconds and started again, while searches and
// guest checkouts keep a few requests in flight against a real Keyturn server process (its search
// index, change feed and e-mail worker running as in production). While the database is down every
// request answers 503 SERVICE_UNAVAILABLE with Retry-After, at once, logged once at warn; after its
// start the server answers again within seconds without being restarted; every booking answered 200
// is stored exactly once, a retry of one answered 503 never makes a second, every e-mail arrives
// exactly once, a car changed in the database right after the start shows in search within seconds,
// and /api/ready is 200 again; an e-mail whose mark as sent failed with the database is marked, not
// sent again, once it is back. PostgreSQL only: it runs in .ci/run's PostgreSQL pass (DATABASE_URL),
// and there it fails, rather than pass unseen, when PostgreSQL's programs are not installed.
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyBaseLogger } from 'fastify'
import { isDatabaseUnavailable } from '../../src/server/db/errors.js'
import { openDatabase } from '../../src/server/db/index.js'
import { outbox } from '../../src/server/db/schema.js'
import type { Mailer } from '../../src/server/integrations/mail/index.js'
import { createOutbox, LEASE_MS, OUTBOX_POLL_MS } from '../../src/server/integrations/mail/outbox.js'
import { startSmtpDouble, type SmtpDouble } from '../fixtures/doubles/smtp.js'
import { postgresBinaries, startPostgresCluster, type PostgresCluster } from '../fixtures/postgres-cluster.js'
import { withDatabase } from './support/paths.js'
import { atPlaces } from './support/payments.js'
import { guestDriver, NO_OPTIONS, post, startServerProcess, type ServerProcess } from './support/server-process.js'

const sharedServer = process.env.DATABASE_URL
const DOWN_MS = 3_000
/** "Within a few seconds": no answer takes longer, and the server answers again this soon after the start. */
const FEW_SECONDS_MS = 5_000
const SEARCHERS = 3
const BOOKERS = 2
const UNAVAILABLE_MESSAGE = 'The database is unavailable, please try again in a moment'

type Answer = { kind: 'search' | 'booking'; startedAt: number; ms: number; status: number; body: Record<string, unknown>; retryAfter: string | null; requestId: string | null }
type BookingRequest = { body: Record<string, unknown>; email: string; ip: string }
type Booking = { request: BookingRequest; answer: Answer }

let cluster: PostgresCluster | undefined
let databaseUrl: string
let server: ServerProcess | undefined
let smtp: SmtpDouble | undefined
let dataDir: string | undefined
const logLines: string[] = []
const bookings: Booking[] = []
/** The guests whose checkout answered 503 though its COMMIT had reached the server. */
const committedDespite503 = new Set<string>()
const run = randomUUID().slice(0, 8)

/** One statement on a connection of its own (the database restarts under the test: nothing is kept open). */
async function query<Row extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query<Row>(text, params)).rows
  } finally {
    await client.end()
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A request and what its caller saw (status, body, Retry-After, request id) and how long it took; never throws. */
async function timed(kind: Answer['kind'], send: (signal: AbortSignal) => Promise<Response>): Promise<Answer> {
  const startedAt = Date.now()
  try {
    const response = await send(AbortSignal.timeout(15_000))
    const text = await response.text()
    let body: Record<string, unknown> = {}
    try {
      body = JSON.parse(text) as Record<string, unknown>
    } catch {
      body = { text }
    }
    return { kind, startedAt, ms: Date.now() - startedAt, status: response.status, body, retryAfter: response.headers.get('retry-after'), requestId: response.headers.get('x-request-id') }
  } catch (error) {
    // no answer at all (a refused connection, a hang): status 0
    return { kind, startedAt, ms: Date.now() - startedAt, status: 0, body: { error: String(error) }, retryAfter: null, requestId: null }
  }
}

describe.runIf(Boolean(sharedServer))('PostgreSQL restarted under a search-and-booking load', () => {
  /** Cars bookable at the counter without a licence at one place, and that place. */
  let place: { id: string; timeZone: string }
  let cars: string[] = []
  let searchBody: Record<string, unknown>

  beforeAll(async () => {
    const bin = postgresBinaries()
    if (!bin) throw new Error('DATABASE_URL is set but no PostgreSQL programs are installed under /usr/lib/postgresql/*/bin: install Debian’s postgresql package to run this test')
    cluster = await startPostgresCluster(bin)
    const admin = new pg.Client({ connectionString: cluster.url })
    await admin.connect()
    await admin.query('CREATE DATABASE keyturn')
    await admin.end()
    databaseUrl = withDatabase(cluster.url, 'keyturn')
    smtp = await startSmtpDouble()
    dataDir = await mkdtemp(join(tmpdir(), 'keyturn-restart-'))
    // the server migrates and seeds the empty database on its first start, demo images included, before it
    // answers (drawn later, the images would take the CPU from the first requests of the load).
    // Behind a proxy: each guest checkout from an address of its own (the unconfirmed holds are counted per address)
    server = await startServerProcess({ dataDir, smtpUrl: smtp.url, logLines, env: { DATABASE_URL: databaseUrl, TRUST_PROXY: 'true', LOG_LEVEL: 'warn', CHECKOUT_RATE_LIMIT_MAX: '100000' } })

    // the cars of one place bookable at the counter without a licence, found as a visitor would
    const places = (await (await fetch(`${server.url}/api/locations-with-position/en`)).json()) as { id: string; timeZone: string }[]
    for (const candidate of places) {
      // a period no checkout of the load takes (they start 100 days ahead): the searched cars stay free
      const period = periodOf(70)
      const where = { pickUpLocation: candidate.id, dropOffLocation: candidate.id, ...atPlaces(period, candidate.timeZone) }
      const search = await post(server.url, '/api/search-cars/1/30', where)
      const rows = ((await search.json()) as { rows: { car: { id: string } }[] }).rows
      const bookable: string[] = []
      for (const { car } of rows) {
        if (bookable.length === 4) break
        const price = await post(server.url, '/api/checkout-price', { ...where, car: car.id, options: NO_OPTIONS, language: 'en', currency: 'USD' })
        if (!price.ok) continue
        const { paymentOptions, licenseRequired } = (await price.json()) as { paymentOptions: string[]; licenseRequired: boolean }
        if (paymentOptions.includes('payAtCounter') && !licenseRequired) bookable.push(car.id)
      }
      if (bookable.length >= 3) {
        place = candidate
        cars = bookable
        searchBody = where
        break
      }
    }
    expect(cars.length, 'a place with three cars bookable at the counter').toBeGreaterThanOrEqual(3)
  }, 180_000)

  afterAll(async () => {
    await server?.stop()
    await smtp?.close()
    await cluster?.destroy()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  /** Three days from 10:00 UTC, `daysAhead` days from now: far beyond the seeded bookings, within the booking horizon. */
  function periodOf(daysAhead: number) {
    const from = new Date(Date.now() + daysAhead * 86_400_000)
    from.setUTCHours(10, 0, 0, 0)
    return { from, to: new Date(from.getTime() + 3 * 86_400_000) }
  }

  /** The n-th guest checkout of the load: a car and period no other one takes, a guest and an address of its own. */
  function bookingRequest(n: number): BookingRequest {
    const car = cars[n % cars.length]!
    const period = periodOf(100 + 4 * Math.floor(n / cars.length))
    const driver = guestDriver(`${run}-${n}`)
    const body = { pickUpLocation: place.id, dropOffLocation: place.id, ...atPlaces(period, place.timeZone), car, options: NO_OPTIONS, language: 'en', currency: 'USD', payment: 'payAtCounter', driver }
    return { body, email: driver.email, ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }
  }

  const checkout = (request: BookingRequest, signal?: AbortSignal) =>
    fetch(`${server!.url}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': request.ip },
      body: JSON.stringify(request.body),
      signal,
    })

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After while it is down, never 500 nor a hang, and again within seconds of its start, by itself', { timeout: 120_000 }, async () => {
    const url = server!.url
    const answers: Answer[] = []
    let running = true
    let nextBooking = 0
    const searcher = async () => {
      while (running) answers.push(await timed('search', (signal) => fetch(`${url}/api/search-cars/1/30`, { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, body: JSON.stringify(searchBody), signal })))
    }
    const booker = async () => {
      while (running) {
        const request = bookingRequest(nextBooking++)
        const answer = await timed('booking', (signal) => checkout(request, signal))
        answers.push(answer)
        bookings.push({ request, answer })
        await sleep(100)
      }
    }
    const load = [...Array.from({ length: SEARCHERS }, searcher), ...Array.from({ length: BOOKERS }, booker)]

    await sleep(1_500)
    // 1. a fast restart: clients disconnected, transactions under way rolled back, up again at once
    const restartAt = Date.now()
    await cluster!.restart()
    const restartedAt = Date.now()
    await sleep(2_000)
    // 2. a few seconds down
    await cluster!.stop()
    const downAt = Date.now()
    await sleep(DOWN_MS)
    const startingAt = Date.now()
    await cluster!.start()
    const upAt = Date.now()
    // a car changed behind the server's back right after the start (maybe before its listener is back)
    const probeCar = cars[0]!
    const probeName = `Restart probe ${run}`
    await query('UPDATE cars SET name = $1 WHERE id = $2', [probeName, probeCar])
    const changedAt = Date.now()
    let seenAt: number | null = null
    while (seenAt === null && Date.now() - changedAt < 15_000) {
      const answer = await post(url, '/api/search-cars/1/30', searchBody)
      if (answer.ok) {
        const rows = ((await answer.json()) as { rows: { car: { id: string; name: string } }[] }).rows
        if (rows.some((row) => row.car.id === probeCar && row.car.name === probeName)) seenAt = Date.now()
      }
      if (seenAt === null) await sleep(100)
    }
    await sleep(FEW_SECONDS_MS + 1_000)
    running = false
    await Promise.all(load)

    const searches = answers.filter((answer) => answer.kind === 'search')
    const unavailable = answers.filter((answer) => answer.status === 503)
    const count = (list: Answer[], status: number) => list.filter((answer) => answer.status === status).length
    console.info(
      `database restart: ${searches.length} searches (${count(searches, 200)} × 200, ${count(searches, 503)} × 503), ${bookings.length} checkouts (${count(bookings.map((b) => b.answer), 200)} × 200, ${count(bookings.map((b) => b.answer), 503)} × 503); ` +
        `restart -m fast took ${restartedAt - restartAt} ms, start ${upAt - startingAt} ms; longest answer ${Math.max(...answers.map((a) => a.ms))} ms; car change in search after ${seenAt === null ? 'never' : `${seenAt - changedAt} ms`}`,
    )

    const at = (time: number) => `${((time - restartAt) / 1000).toFixed(2)} s`
    const slow = answers.filter((answer) => answer.ms >= 1_000)
    if (slow.length > 0)
      console.info(
        `database restart: restart at 0 s, stopped at ${at(downAt)}, starting at ${at(startingAt)}, up at ${at(upAt)}; answers over 1 s: ` +
          slow.map((answer) => `${answer.kind} ${answer.status} begun at ${at(answer.startedAt)} took ${answer.ms} ms`).join('; '),
      )

    // only 200 or 503: never a 500, never a request left without an answer
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 503).map((a) => `${a.kind} ${a.status} ${JSON.stringify(a.body).slice(0, 300)}`)).toEqual([])
    // no hang: every answer came within a few seconds, down or not
    expect(answers.filter((answer) => answer.ms >= FEW_SECONDS_MS).map((a) => `${a.kind} ${a.status} after ${a.ms} ms`)).toEqual([])
    // while it was down, searches and checkouts alike were told so, clearly
    const whileDown = (answer: Answer) => answer.startedAt >= downAt && answer.startedAt + answer.ms <= startingAt
    expect(answers.filter((answer) => whileDown(answer) && answer.kind === 'search').length).toBeGreaterThan(0)
    expect(answers.filter((answer) => whileDown(answer) && answer.kind === 'booking').length).toBeGreaterThan(0)
    expect(answers.filter((answer) => whileDown(answer) && answer.status !== 503)).toEqual([])
    for (const answer of unavailable) {
      expect(answer.body).toEqual({ code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE, requestId: answer.requestId })
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1)
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(10)
    }
    // back by itself within a few seconds of the start: everything begun after that succeeded
    const firstSuccess = (kind: Answer['kind']) => Math.min(...answers.filter((a) => a.kind === kind && a.status === 200 && a.startedAt >= upAt).map((a) => a.startedAt + a.ms))
    expect(firstSuccess('search') - upAt).toBeLessThan(FEW_SECONDS_MS)
    expect(firstSuccess('booking') - upAt).toBeLessThan(FEW_SECONDS_MS)
    expect(answers.filter((answer) => answer.startedAt >= upAt + FEW_SECONDS_MS && answer.status !== 200).map((a) => `${a.kind} ${a.status}`)).toEqual([])
    // the search index current again: the change made right after the start is in search within seconds
    expect(seenAt, 'the car changed after the start shows in search').not.toBeNull()
    expect(seenAt! - changedAt).toBeLessThan(FEW_SECONDS_MS)
    // ready again
    const ready = await fetch(`${url}/api/ready`)
    expect(ready.status, await ready.clone().text()).toBe(200)

    // the operator's view: each 503 is one warn line carrying its request id, no stack, no error line
    const logged = logLines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { level: number; msg: string } & Record<string, unknown>)
    for (const answer of unavailable.slice(0, 20)) {
      const lines = logged.filter((line) => Object.values(line).includes(answer.requestId))
      expect(lines.map((line) => [line.level, line.msg])).toEqual([[40, 'database unavailable: answered 503']])
      expect(JSON.stringify(lines[0])).not.toContain('    at ')
    }
    expect(logged.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([])
    // the server process was never restarted
    expect(server!.child.exitCode).toBeNull()
  })

  it('stores every booking answered 200 exactly once, and a retry of one answered 503 makes no second', { timeout: 60_000 }, async () => {
    const rows = await query<{ id: string; email: string }>(
      `SELECT b.id, u.email FROM bookings b JOIN users u ON u.id = b.driver_id WHERE u.email LIKE $1`,
      [`guest-${run}-%`],
    )
    const byEmail = new Map<string, string[]>()
    for (const row of rows) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row.id])
    const booked = bookings.filter((booking) => booking.answer.status === 200)
    const refused = bookings.filter((booking) => booking.answer.status === 503)
    expect(booked.length).toBeGreaterThan(0)
    for (const { request, answer } of booked) expect(byEmail.get(request.email)).toEqual([answer.body.bookingId])
    // a checkout answered 503 was not stored, or was (its COMMIT reached the server before the connection was lost)
    const landed = refused.filter(({ request }) => byEmail.has(request.email))
    for (const { request } of landed) expect(byEmail.get(request.email)).toHaveLength(1)
    // no other booking of this run
    expect(rows.length).toBe(booked.length + landed.length)
    for (const { request } of landed) committedDespite503.add(request.email)
    console.info(`database restart: ${refused.length} checkouts answered 503, of which ${landed.length} had been committed`)

    // the caller tries each 503 again, as Retry-After invites (a few at a time): one booking in the end, never two
    const retry = async ({ request }: Booking) => {
      const again = await checkout(request)
      const body = (await again.json()) as { code?: string; bookingId?: string }
      if (byEmail.has(request.email)) {
        // the booking exists: the same guest's retry is refused (and told the confirmation was sent again)
        expect(again.status).toBe(409)
        expect(body.code).toBe('EMAIL_ALREADY_REGISTERED')
      } else expect(again.status, JSON.stringify(body)).toBe(200)
    }
    for (let start = 0; start < refused.length; start += 4) await Promise.all(refused.slice(start, start + 4).map(retry))
    const counts = await query<{ email: string; n: number }>(
      'SELECT u.email, count(b.id)::int AS n FROM users u LEFT JOIN bookings b ON b.driver_id = u.id WHERE u.email = ANY($1) GROUP BY u.email',
      [refused.map(({ request }) => request.email)],
    )
    expect(counts.filter((row) => row.n !== 1)).toEqual([])
    expect(counts).toHaveLength(refused.length)
  })

  it("sends each booking's e-mails exactly once", { timeout: LEASE_MS + OUTBOX_POLL_MS + 60_000 }, async () => {
    const stored = await query<{ email: string; reference: string }>(
      `SELECT u.email, b.reference FROM bookings b JOIN users u ON u.id = b.driver_id WHERE u.email LIKE $1`,
      [`guest-${run}-%`],
    )
    const received = (email: string) => smtp!.messages.filter((message) => message.envelopeTo.includes(email)).map((message) => message.subject)
    // retried after a lost COMMIT: the confirmation is sent again on purpose (the 409 says so)
    const resent = committedDespite503
    const expected = (row: { email: string; reference: string }) => ({
      email: row.email,
      subjects: [
        'Your Keyturn account for your booking',
        ...(resent.has(row.email) ? ['Your Keyturn account for your booking'] : []),
        `Your Keyturn booking ${row.reference}`,
        ...(resent.has(row.email) ? [`Your Keyturn booking ${row.reference}`] : []),
      ].sort(),
    })
    const seen = () => stored.map((row) => ({ email: row.email, subjects: received(row.email).sort() }))
    // normally within seconds; a claim whose COMMIT was lost with the connection comes back when its lease runs out
    await expect.poll(seen, { timeout: LEASE_MS + OUTBOX_POLL_MS + 20_000, interval: 500 }).toEqual(stored.map(expected))
    // no message went out twice, and none is left to go out again: every row is marked sent
    const ids = smtp!.messages.map((message) => message.headers['message-id'])
    expect(new Set(ids).size).toBe(ids.length)
    await sleep(1_000)
    expect(seen()).toEqual(stored.map(expected))
    const unsent = await query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL AND recipient LIKE $1', [`guest-${run}-%`])
    expect(unsent[0]!.n).toBe(0)
  })

  it('marks an e-mail sent when the database is back, if it went away between the send and the mark: never sent twice', { timeout: 60_000 }, async () => {
    // the outbox on its own, so that no server's worker claims the row meanwhile
    await server!.stop()
    const database = await openDatabase({ databaseUrl })
    try {
      const sent: string[] = []
      let first = true
      // a mail server that accepts the message; the database stops while it does (the worst moment)
      const transport: Mailer = {
        mode: 'smtp',
        close: () => undefined,
        async send(message) {
          sent.push(message.messageId!)
          if (first) {
            first = false
            await cluster!.stop()
          }
        },
      }
      const warnings: string[] = []
      const log = { warn: (_fields: unknown, message: string) => warnings.push(message), info: () => undefined, error: () => undefined, child: () => log } as unknown as FastifyBaseLogger
      const worker = createOutbox(database.db, transport, log, 'background', 'keyturn.test')
      const row = worker.rowOf({ to: `probe-${run}@example.com`, subject: 'Restart probe', text: 'probe', html: '<p>probe</p>' })
      await database.db.insert(outbox).values(row)

      // sent, then the mark fails: the database is down
      const failed = await worker.deliverDue().then(
        () => null,
        (error: unknown) => error,
      )
      expect(isDatabaseUnavailable(failed)).toBe(true)
      expect(sent).toEqual([row.messageId])

      await cluster!.start()
      // the next round marks it before it claims anything
      await worker.deliverDue()
      const [stored] = await query<{ sent: boolean }>('SELECT sent_at IS NOT NULL AS sent FROM outbox WHERE message_id = $1', [row.messageId])
      expect(stored?.sent).toBe(true)
      // even once its lease has run out, it is not sent again
      await query(`UPDATE outbox SET next_attempt_at = now() - interval '1 second' WHERE message_id = $1`, [row.messageId])
      await worker.deliverDue()
      expect(sent).toEqual([row.messageId])
      await worker.stop()
    } finally {
      await database.close()
    }
  })
})
