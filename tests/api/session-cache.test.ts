// Live sessions are kept in memory (src/server/auth/session-cache.ts, issue 11): a session that is
// signed out, revoked, deleted, or whose account is suspended or deleted — by this server, another
// one, or a plain SQL writer — is refused on the very next request, and the checkout sees the
// account as it is now. On the engine of the run (PGlite, or PostgreSQL with DATABASE_URL), and on
// PostgreSQL across two app instances sharing one database.
import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/server/app.js'
import { SessionCache } from '../../src/server/auth/session-cache.js'
import { hashPassword } from '../../src/server/auth/passwords.js'
import { loadConfig } from '../../src/server/config.js'
import { openDatabase } from '../../src/server/db/index.js'
import { updateSettings } from '../../src/server/db/queries/settings.js'
import { carLocations, cars, sessions, users } from '../../src/server/db/schema.js'
import type { AppDb } from '../../src/server/db/index.js'
import { UNREACHABLE_URL } from '../fixtures/server-environment.js'
import { buildTestApp } from './support/app.js'
import { TEMPLATE_DATABASE, withDatabase } from './support/paths.js'
import { birthDateYearsAgo } from './support/session.js'
import { atPlaces, FAR_HORIZON_DAYS, noOptions, zoneOf } from './support/payments.js'

const PASSWORD = 'Session-cache-2026'
const DAY = 86_400_000
let addresses = 0
/** Each call from its own address: these tests are not about rate limits. */
const call = (app: FastifyInstance, options: InjectOptions, cookie?: string) =>
  app.inject({
    remoteAddress: `10.7.${Math.floor(++addresses / 250) % 250}.${(addresses % 250) + 1}`,
    ...options,
    headers: { 'sec-fetch-site': 'same-origin', ...options.headers, ...(cookie ? { cookie } : {}) },
  })
const check = (app: FastifyInstance, cookie: string) => call(app, { method: 'POST', url: '/api/validate-access-token' }, cookie)
const signOut = (app: FastifyInstance, cookie: string) => call(app, { method: 'POST', url: '/api/sign-out' }, cookie)

/** A verified adult driver with a password: their id and e-mail. */
async function newDriver(db: AppDb): Promise<{ id: string; email: string }> {
  const email = `session-cache-${randomUUID().slice(0, 8)}@keyturn.example`
  const [row] = await db
    .insert(users)
    .values({ fullName: 'Cached Driver', email, verified: true, passwordHash: await hashPassword(PASSWORD), birthDate: birthDateYearsAgo(35) })
    .returning({ id: users.id })
  return { id: row!.id, email }
}

/** Signs `email` in on `app`: the session cookie. */
async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const response = await call(app, { method: 'POST', url: '/api/sign-in/frontend', payload: { email, password: PASSWORD, stayConnected: false } })
  expect(response.statusCode, response.body).toBe(200)
  const cookie = [response.headers['set-cookie']].flat().find((value) => value?.startsWith('keyturn_session='))
  return cookie!.split(';')[0]!
}

/** Signed in and used twice (so the server keeps the session): the driver and the cookie. */
async function keptSession(app: FastifyInstance, db: AppDb) {
  const driver = await newDriver(db)
  const cookie = await signIn(app, driver.email)
  expect((await check(app, cookie)).statusCode).toBe(200)
  expect((await check(app, cookie)).statusCode).toBe(200)
  return { ...driver, cookie }
}

const sessionIdOf = async (db: AppDb, userId: string) => (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId)))[0]!.id

describe('live sessions kept in memory, on one server', () => {
  let app: FastifyInstance
  const db = () => app.database.db
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('a signed-out session is refused on the very next request', async () => {
    const { cookie } = await keptSession(app, db())
    expect((await signOut(app, cookie)).statusCode).toBe(200)
    expect((await check(app, cookie)).statusCode).toBe(401)
  })

  it('a session revoked, deleted, or whose account is suspended or deleted by another writer is refused on the very next request', async () => {
    const revoked = await keptSession(app, db())
    await db().update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, revoked.id))
    expect((await check(app, revoked.cookie)).statusCode).toBe(401)

    const deleted = await keptSession(app, db())
    await db().delete(sessions).where(eq(sessions.userId, deleted.id))
    expect((await check(app, deleted.cookie)).statusCode).toBe(401)

    const suspended = await keptSession(app, db())
    await db().update(users).set({ blacklisted: true }).where(eq(users.id, suspended.id))
    expect((await check(app, suspended.cookie)).statusCode).toBe(401)
    // lifted: the same cookie works again (nothing stale is kept the other way either)
    await db().update(users).set({ blacklisted: false }).where(eq(users.id, suspended.id))
    expect((await check(app, suspended.cookie)).statusCode).toBe(200)

    const gone = await keptSession(app, db())
    await db().delete(users).where(eq(users.id, gone.id))
    expect((await check(app, gone.cookie)).statusCode).toBe(401)
  })

  it('a session revoked with its sessionId in raw SQL is refused while the user’s other session still works', async () => {
    const driver = await keptSession(app, db())
    const other = await signIn(app, driver.email)
    expect((await check(app, other)).statusCode).toBe(200)
    const first = await sessionIdOf(db(), driver.id)
    await db().execute(sql`UPDATE sessions SET revoked_at = now() WHERE id = ${first}`)
    const answers = [(await check(app, driver.cookie)).statusCode, (await check(app, other)).statusCode]
    // whichever of the two rows came first was revoked: exactly one cookie is refused
    expect(answers.sort()).toEqual([200, 401])
  })

  it('trusts a kept session only after the change feed’s barrier: a revocation not yet heard is heard first', async () => {
    // notifications that arrive late, like PostgreSQL's from another server: only the barrier delivers them
    const late: string[] = []
    const barrier = async () => late.splice(0).forEach((sessionId) => cache.sessionChanged(sessionId))
    const cache = new SessionCache(db())
    const driver = await newDriver(db())
    const cookie = await signIn(app, driver.email)
    const claimed = { userId: driver.id, sessionId: await sessionIdOf(db(), driver.id) }
    expect(await cache.live(claimed, barrier)).not.toBeNull()
    await db().update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, claimed.sessionId))
    late.push(claimed.sessionId)
    expect(await cache.live(claimed, barrier)).toBeNull()
    expect((await check(app, cookie)).statusCode).toBe(401)
  })

  it('the checkout sees the account as it is now, not as it was when its session was first read', async () => {
    const [car] = await db()
      .select({ id: cars.id, supplierId: cars.supplierId, location: carLocations.locationId })
      .from(cars)
      .innerJoin(carLocations, eq(carLocations.carId, cars.id))
      .where(and(eq(cars.availability, 'available'), eq(cars.comingSoon, false), eq(cars.fullyBooked, false)))
      .limit(1)
    await db().update(users).set({ payLater: true, licenseRequired: false, blacklisted: false }).where(eq(users.id, car!.supplierId))
    await db().update(cars).set({ minimumAge: 21 }).where(eq(cars.id, car!.id))
    await updateSettings(db(), { minimumPickUpHours: 1, minimumRentalHours: 1, minimumDriverAge: 21, bookingHorizonDays: FAR_HORIZON_DAYS })
    const timeZone = await zoneOf(db(), car!.location)
    const book = (offset: number, cookie: string) => {
      const from = new Date(Date.UTC(2102, 0, 1, 10) + offset * DAY)
      const payload = {
        car: car!.id,
        pickUpLocation: car!.location,
        dropOffLocation: car!.location,
        ...atPlaces({ from, to: new Date(from.getTime() + 2 * DAY) }, timeZone),
        options: noOptions,
        payment: 'payAtCounter',
        language: 'en',
        currency: 'USD',
      }
      return call(app, { method: 'POST', url: '/api/checkout', payload }, cookie)
    }
    const driver = await keptSession(app, db())
    const first = await book(0, driver.cookie)
    expect(first.statusCode, first.body).toBe(200)
    // the account now gives a birth date that makes the driver 11 on the pick-up day (the age rule counts then)
    await db().update(users).set({ birthDate: '2090-06-01' }).where(eq(users.id, driver.id))
    const second = await book(10, driver.cookie)
    expect(second.statusCode, second.body).toBe(400)
    expect(second.json().code).toBe('DRIVER_TOO_YOUNG')
  })
})

const adminUrl = process.env.DATABASE_URL

describe.runIf(Boolean(adminUrl))('live sessions kept in memory, on two servers sharing one PostgreSQL', () => {
  const database = `keyturn_session_cache_${process.pid}`
  let servers: FastifyInstance[] = []
  let writer: pg.Client
  const db = () => servers[0]!.database.db

  async function admin(query: string) {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      await client.query(query)
    } finally {
      await client.end()
    }
  }

  beforeAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await admin(`CREATE DATABASE ${database} TEMPLATE ${TEMPLATE_DATABASE}`)
    const databaseUrl = withDatabase(adminUrl!, database)
    const config = loadConfig({
      DATA_DIR: 'tests/.artifacts/session-cache-data',
      DIST_DIR: 'tests/.artifacts/no-dist',
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'c'.repeat(48),
      IP_LOOKUP_URL: `${UNREACHABLE_URL}/{ip}`,
      EXCHANGE_RATES_URL: UNREACHABLE_URL,
    })
    servers = await Promise.all(
      ['a', 'b'].map(async () => {
        const app = await buildApp({ config, database: await openDatabase({ databaseUrl }), logger: false, mailDelivery: 'beforeReply' })
        await app.ready()
        return app
      }),
    )
    // a third writer, as an operator's SQL or another service would be
    writer = new pg.Client({ connectionString: databaseUrl })
    await writer.connect()
  }, 60_000)

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()))
    await writer?.end()
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  })

  /** A session both servers have used (and so keep). */
  async function keptOnBoth() {
    const kept = await keptSession(servers[0]!, db())
    expect((await check(servers[1]!, kept.cookie)).statusCode).toBe(200)
    expect((await check(servers[1]!, kept.cookie)).statusCode).toBe(200)
    return kept
  }

  it('signed out on one server: refused on the very next request on the other', async () => {
    const { cookie } = await keptOnBoth()
    expect((await signOut(servers[1]!, cookie)).statusCode).toBe(200)
    expect((await check(servers[0]!, cookie)).statusCode).toBe(401)
    expect((await check(servers[1]!, cookie)).statusCode).toBe(401)
  })

  it('revoked, deleted or suspended by another writer: refused on the very next request on both', async () => {
    const revoked = await keptOnBoth()
    await writer.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [revoked.id])
    expect((await check(servers[0]!, revoked.cookie)).statusCode).toBe(401)
    expect((await check(servers[1]!, revoked.cookie)).statusCode).toBe(401)

    const deleted = await keptOnBoth()
    await writer.query('DELETE FROM sessions WHERE user_id = $1', [deleted.id])
    expect((await check(servers[1]!, deleted.cookie)).statusCode).toBe(401)
    expect((await check(servers[0]!, deleted.cookie)).statusCode).toBe(401)

    const suspended = await keptOnBoth()
    await writer.query('UPDATE users SET blacklisted = true WHERE id = $1', [suspended.id])
    expect((await check(servers[0]!, suspended.cookie)).statusCode).toBe(401)
    expect((await check(servers[1]!, suspended.cookie)).statusCode).toBe(401)
  })

  it('a password change on one server ends the other sessions on both', async () => {
    const kept = await keptOnBoth()
    const second = await signIn(servers[1]!, kept.email)
    expect((await check(servers[0]!, second)).statusCode).toBe(200)
    const changed = await call(
      servers[1]!,
      { method: 'POST', url: '/api/change-password', payload: { id: kept.id, password: PASSWORD, newPassword: 'Session-cache-2027', strict: true } },
      second,
    )
    expect(changed.statusCode, changed.body).toBe(200)
    expect((await check(servers[0]!, kept.cookie)).statusCode).toBe(401)
    expect((await check(servers[1]!, kept.cookie)).statusCode).toBe(401)
  })
})
