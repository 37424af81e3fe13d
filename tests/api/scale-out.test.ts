// Two Keyturn server processes on one PostgreSQL behave as one (issue 13): concurrent checkouts of one
// car split across both end in exactly one booking, whose e-mails go out once; the sign-in rate limit
// counts one client's attempts on both; an unpaid booking past its payment window expires once, not
// once per instance; a session opened on one works and ends on the other; a booking made on one is
// out of the other's very next search. PostgreSQL only (the
// embedded database belongs to one process): it runs in .ci/run's PostgreSQL pass (DATABASE_URL).
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_DRIVER_EMAIL, DEMO_DRIVER_PASSWORD } from '../../src/server/seed/index.js'
import { startSmtpDouble, type SmtpDouble } from '../fixtures/doubles/smtp.js'
import { TEMPLATE_DATABASE, withDatabase } from './support/paths.js'
import { counterCheckout, guestDriver, post, startServerProcess, type ServerProcess } from './support/server-process.js'

const adminUrl = process.env.DATABASE_URL
const database = `keyturn_scale_out_${process.pid}`
let servers: ServerProcess[] = []
let smtp: SmtpDouble
let db: pg.Client
const dataDirs: string[] = []

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

describe.runIf(Boolean(adminUrl))('two servers on one PostgreSQL', () => {
  beforeAll(async () => {
    await admin(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
      for (let attempt = 1; ; attempt++) {
        try {
          await client.query(`CREATE DATABASE ${database} TEMPLATE ${TEMPLATE_DATABASE}`)
          break
        } catch (error) {
          // another worker is copying the template at this instant
          if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error
          await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
        }
      }
    })
    const databaseUrl = withDatabase(adminUrl!, database)
    db = new pg.Client({ connectionString: databaseUrl })
    await db.connect()
    smtp = await startSmtpDouble()
    // behind a load balancer: the client address comes from X-Forwarded-For
    const env = { DATABASE_URL: databaseUrl, SESSION_SECRET: 's'.repeat(48), TRUST_PROXY: 'true', RATE_LIMIT_MAX: '4', PAYMENT_EXPIRY_SWEEP_SECONDS: '1' }
    servers = await Promise.all(
      ['a', 'b'].map(async () => {
        const dataDir = await mkdtemp(join(tmpdir(), 'keyturn-scale-'))
        dataDirs.push(dataDir)
        return startServerProcess({ dataDir, smtpUrl: smtp.url, env })
      }),
    )
  }, 120_000)

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await db?.end()
    await smtp?.close()
    if (adminUrl) await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`))
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true })
  })

  const on = (n: number) => servers[n % 2]!

  it('20 concurrent checkouts of one car split across both: exactly one booking, its e-mails sent once', { timeout: 60_000 }, async () => {
    const body = await counterCheckout(on(0).url, 30)
    const drivers = Array.from({ length: 20 }, () => guestDriver(randomUUID().slice(0, 8)))
    const answers = await Promise.all(drivers.map((driver, n) => post(on(n).url, '/api/checkout', { ...body, driver })))
    const statuses = answers.map((answer) => answer.status)
    const perInstance = [0, 1].map((i) => statuses.filter((status, n) => n % 2 === i && status === 200).length)
    console.info(`scale-out checkouts: ${statuses.filter((s) => s === 200).length} booked (instance A ${perInstance[0]}, B ${perInstance[1]}), ${statuses.filter((s) => s === 409).length} × 409`)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    // the booking whose pick-up reads body.from on the pick-up place's clock
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM bookings b JOIN locations l ON l.id = b.pick_up_location_id
        WHERE b.car_id = $1 AND to_char(b."from" AT TIME ZONE l.time_zone, 'YYYY-MM-DD"T"HH24:MI') = $2 AND b.status <> $3`,
      [body.car, body.from, 'cancelled'],
    )
    expect(rows[0].n).toBe(1)

    const winner = drivers[statuses.indexOf(200)]!
    const { reference } = (await answers[statuses.indexOf(200)]!.json()) as { reference: string }
    const toWinner = () => smtp.messages.filter((message) => message.envelopeTo.includes(winner.email))
    await expect.poll(() => toWinner().map((message) => message.subject), { timeout: 20_000 }).toEqual(expect.arrayContaining(['Your Keyturn account for your booking', `Your Keyturn booking ${reference}`]))
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const ids = toWinner().map((message) => message.headers['message-id'])
    console.info(`scale-out e-mails to the booked guest: ${ids.length}, distinct Message-IDs: ${new Set(ids).size}`)
    expect(new Set(ids).size).toBe(ids.length)
    const outbox = await db.query('SELECT count(*)::int AS n FROM outbox WHERE recipient = $1 AND sent_at IS NOT NULL', [winner.email])
    expect(outbox.rows[0].n).toBe(ids.length)
    const losers = new Set(drivers.filter((driver) => driver !== winner).map((driver) => driver.email))
    expect(smtp.messages.filter((message) => message.envelopeTo.some((to) => losers.has(to)))).toHaveLength(0)
  })

  it("a car booked on one instance is gone from the other's very next search, and back when the booking is cancelled", { timeout: 30_000 }, async () => {
    const body = await counterCheckout(on(0).url, 40)
    const search = async (n: number) => {
      const answer = await post(on(n).url, '/api/search-cars/1/100', { pickUpLocation: body.pickUpLocation, dropOffLocation: body.dropOffLocation, from: body.from, to: body.to, includeUnbookable: true })
      expect(answer.status).toBe(200)
      return ((await answer.json()) as { rows: { car: { id: string } }[] }).rows.map((row) => row.car.id)
    }
    // both have the place's cars in memory before the booking
    expect(await search(1)).toContain(body.car)
    expect(await search(0)).toContain(body.car)
    const booked = await post(on(0).url, '/api/checkout', { ...body, driver: guestDriver(randomUUID().slice(0, 8)) })
    expect(booked.status).toBe(200)
    const { bookingId } = (await booked.json()) as { bookingId: string }
    // no waiting: B hears of the commit before it answers
    expect(await search(1)).not.toContain(body.car)
    // a change made behind both servers' backs (a script on the database) is heard too
    await db.query("UPDATE bookings SET status = 'cancelled' WHERE id = $1", [bookingId])
    expect(await search(1)).toContain(body.car)
    expect(await search(0)).toContain(body.car)
  })

  it('counts the sign-in rate limit of one client across both', async () => {
    const statuses: number[] = []
    for (let n = 0; n < 8; n++) {
      const answer = await post(on(n).url, '/api/sign-in/frontend', { email: DEMO_DRIVER_EMAIL, password: `wrong-${n}`, stayConnected: false }, { 'x-forwarded-for': '10.9.0.1' })
      statuses.push(answer.status)
    }
    const limited = [0, 1].map((i) => statuses.filter((status, n) => n % 2 === i && status === 429).length)
    console.info(`scale-out sign-in: statuses ${statuses.join(' ')}; 429s on instance A ${limited[0]}, B ${limited[1]}`)
    // RATE_LIMIT_MAX=4 for the client, wherever its requests land
    expect(statuses.slice(0, 4).every((status) => status !== 429)).toBe(true)
    expect(statuses.slice(4)).toEqual([429, 429, 429, 429])
  })

  it('expires an unpaid booking past its payment window once, not once per instance', { timeout: 30_000 }, async () => {
    const body = await counterCheckout(on(1).url, 60)
    const answer = await post(on(1).url, '/api/checkout', { ...body, driver: guestDriver(randomUUID().slice(0, 8)) })
    expect(answer.status).toBe(200)
    const { bookingId } = (await answer.json()) as { bookingId: string }
    const before = await db.query('SELECT count(*)::int AS n FROM notifications WHERE booking_id = $1', [bookingId])
    // as if it were an online booking whose 30 minutes just ran out; both instances sweep every second
    await db.query(`UPDATE bookings SET status = 'void', is_pay_later = false, expires_at = now() - interval '1 second' WHERE id = $1`, [bookingId])
    await expect.poll(async () => (await db.query('SELECT status FROM bookings WHERE id = $1', [bookingId])).rows[0].status, { timeout: 10_000 }).toBe('cancelled')
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    const after = await db.query('SELECT count(*)::int AS n FROM notifications WHERE booking_id = $1', [bookingId])
    console.info(`scale-out expiry: ${after.rows[0].n - before.rows[0].n} expiry notice(s) for one booking`)
    expect(after.rows[0].n - before.rows[0].n).toBe(1)
  })

  it('a session opened on one instance works on the other, and signing out on either ends it', async () => {
    const signIn = await post(on(0).url, '/api/sign-in/frontend', { email: DEMO_DRIVER_EMAIL, password: DEMO_DRIVER_PASSWORD, stayConnected: false }, { 'x-forwarded-for': '10.9.0.2' })
    expect(signIn.status).toBe(200)
    const cookie = signIn.headers.getSetCookie().find((value) => value.startsWith('keyturn_session='))?.split(';')[0]
    expect((await post(on(1).url, '/api/validate-access-token', undefined, { cookie: cookie! })).status).toBe(200)
    expect((await post(on(1).url, '/api/sign-out', undefined, { cookie: cookie! })).status).toBe(200)
    expect((await post(on(0).url, '/api/validate-access-token', undefined, { cookie: cookie! })).status).toBe(401)
  })
})
