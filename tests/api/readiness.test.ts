// GET /api/ready (issue 26): 200 only while every part is ready; each part made to fail for real
// (no double of our database): a migration record gone, the change feed closed, the e-mail worker
// stopped, the database connection closed. /api/health stays the liveness answer throughout.
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { LEASE_MS } from '../../src/server/integrations/mail/outbox.js'
import { outbox } from '../../src/server/db/schema.js'
import { buildTestApp } from './support/app.js'

type Migration = { version: number; name: string; checksum: string }

const ready = (app: FastifyInstance, language = 'en') => app.inject({ method: 'GET', url: '/api/ready', headers: { 'accept-language': language } })

describe('readiness', () => {
  let app: FastifyInstance

  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('answers 200 with every part ready, never cached', async () => {
    const response = await ready(app)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const body = response.json<{ status: string; checks: Record<string, { ok: boolean; detail?: string }> }>()
    expect(body.status).toBe('ready')
    expect(Object.keys(body.checks).sort()).toEqual(['database', 'migrations', 'outbox', 'searchIndex'])
    for (const check of Object.values(body.checks)) expect(check.ok).toBe(true)
    expect(body.checks.searchIndex!.detail).toMatch(/^[1-9]\d* cars$/)
  })

  it('answers 503 NOT_READY naming migrations when one is not applied, then 200 again once it is', async () => {
    const answer: unknown = await app.database.db.execute(sql`SELECT version, name, checksum FROM schema_migrations ORDER BY version DESC LIMIT 1`)
    // a result object with its rows (an array of them with some drivers)
    const row = (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows)[0] as Migration
    await app.database.db.execute(sql`DELETE FROM schema_migrations WHERE version = ${row.version}`)
    try {
      const response = await ready(app)
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        code: 'NOT_READY',
        message: 'The server is not ready: migrations',
        failing: ['migrations'],
        requestId: response.headers['x-request-id'],
      })
    } finally {
      await app.database.db.execute(sql`INSERT INTO schema_migrations (version, name, checksum) VALUES (${row.version}, ${row.name}, ${row.checksum})`)
    }
    expect((await ready(app)).statusCode).toBe(200)
  })

  it('answers 503 naming the search index while it does not hear the database’s changes, in the caller’s language', async () => {
    await app.changes.close()
    try {
      const response = await ready(app, 'fr')
      expect(response.statusCode).toBe(503)
      expect(response.json()).toMatchObject({ code: 'NOT_READY', message: 'Le serveur n’est pas prêt : searchIndex', failing: ['searchIndex'] })
      expect((await ready(app, 'es')).json().message).toBe('El servidor no está listo: searchIndex')
    } finally {
      await app.changes.start()
    }
    expect((await ready(app)).statusCode).toBe(200)
  })

  it('answers 503 naming the outbox once the e-mail worker stopped, while /api/health still answers 200', async () => {
    await app.mailer.stop()
    const response = await ready(app)
    expect(response.statusCode).toBe(503)
    expect(response.json()).toMatchObject({ code: 'NOT_READY', failing: ['outbox'] })
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })
})

describe('readiness with an e-mail delivery standing still', () => {
  it('answers 503 naming the outbox once a delivery made no progress for longer than its lease', async () => {
    // a mail server that takes the message and never answers, until the test lets it go
    let release = () => {}
    const hanging = new Promise<void>((resolve) => (release = resolve))
    let handedOver = false
    const send = () => {
      handedOver = true
      return hanging
    }
    const app = await buildTestApp({}, { mailDelivery: 'background', mailer: { mode: 'smtp', send, close: () => undefined } })
    try {
      await app.database.db.insert(outbox).values(app.mailer.rowOf({ to: 'someone@keyturn.example', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' }))
      void app.mailer.deliverDue()
      // the message is with the mail server: the worker's last progress (its claim) lies before the clock moves
      await vi.waitFor(() => expect(handedOver).toBe(true))
      expect(app.mailer.status().stalledSince).not.toBeNull()
      expect((await ready(app)).statusCode).toBe(200)
      // the lease's length later (the clock only: the database and the timers run as they are)
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(Date.now() + LEASE_MS + 1_000)
      const response = await ready(app)
      expect(response.statusCode).toBe(503)
      expect(response.json()).toMatchObject({ code: 'NOT_READY', failing: ['outbox'] })
    } finally {
      vi.useRealTimers()
      release()
      await app.close()
    }
  })
})

describe('readiness without a database', () => {
  let app: FastifyInstance | undefined
  afterEach(async () => {
    // the database is closed already: closing the app closes it again
    await app?.close().catch(() => undefined)
  })

  it('answers 503 naming the database (and what needs it) once its connection is closed', async () => {
    app = await buildTestApp()
    await app.database.close()
    const response = await ready(app)
    expect(response.statusCode, response.body).toBe(503)
    const body = response.json<{ code: string; failing: string[] }>()
    expect(body.code).toBe('NOT_READY')
    expect(body.failing).toEqual(expect.arrayContaining(['database', 'migrations']))
    expect(body.failing).not.toContain('outbox')
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })
})
