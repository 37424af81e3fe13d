// GET /api/ready (issue 26): whether this instance can take traffic. /api/health only says the
// process answers; this asks each part a request depends on, so a load balancer stops sending
// traffic to an instance whose database is gone, whose schema is behind, whose search index cannot
// be brought current or whose e-mail worker has stopped.
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { components } from '../../../openapi/schema.js'
import { readMigrationFiles, type MigrationFile } from '../db/migrate.js'
import { LEASE_MS } from '../integrations/mail/outbox.js'

export type ReadinessPart = components['schemas']['ReadinessPart']
type Check = components['schemas']['ReadinessCheck']
export type ReadinessChecks = Record<ReadinessPart, Check>

export const readinessParts: readonly ReadinessPart[] = ['database', 'migrations', 'searchIndex', 'outbox']

/** A probe answers within this, whatever hangs: a hung database is as unready as a closed one. */
const CHECK_TIMEOUT_MS = 3_000

class TimedOut extends Error {}

function within<T>(work: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/**
 * A failed check: the caller sees a short, fixed detail; the cause (which may name hosts or
 * statements) goes to the log only, with the request's id.
 */
function failed(log: FastifyBaseLogger, part: ReadinessPart, detail: string, error?: unknown): Check {
  log.warn({ part, err: error }, `not ready: ${part}: ${detail}`)
  return { ok: false, detail }
}

const failure = (error: unknown) => (error instanceof TimedOut ? 'no answer in time' : 'query failed')

async function checkDatabase(app: FastifyInstance, log: FastifyBaseLogger): Promise<Check> {
  try {
    await within(app.database.db.execute(sql`SELECT 1`))
    return { ok: true, detail: app.database.kind }
  } catch (error) {
    return failed(log, 'database', failure(error), error)
  }
}

type Recorded = { version: number; checksum: string }

// The migrations this build ships, read once: they do not change while it runs.
let shipped: Promise<MigrationFile[]> | null = null

async function checkMigrations(app: FastifyInstance, log: FastifyBaseLogger): Promise<Check> {
  try {
    const files = await (shipped ??= readMigrationFiles())
    const result = (await within(app.database.db.execute(sql`SELECT version, checksum FROM schema_migrations`))) as { rows: Recorded[] } | Recorded[]
    // a result object with its rows (an array of them with some drivers)
    const recorded = Array.isArray(result) ? result : result.rows
    const byVersion = new Map(recorded.map((row) => [Number(row.version), row.checksum]))
    const label = (file: MigrationFile) => `${String(file.version).padStart(4, '0')}_${file.name}`
    const pending = files.filter((file) => !byVersion.has(file.version)).map(label)
    const changed = files.filter((file) => byVersion.has(file.version) && byVersion.get(file.version) !== file.checksum).map(label)
    if (pending.length > 0) return failed(log, 'migrations', `pending: ${pending.join(', ')}`)
    if (changed.length > 0) return failed(log, 'migrations', `changed after they were applied: ${changed.join(', ')}`)
    return { ok: true, detail: `${files.length} applied` }
  } catch (error) {
    return failed(log, 'migrations', failure(error), error)
  }
}

/**
 * Current = it hears the database's changes, and holds the catalogue with every change heard so far:
 * the probe brings it there as a search would (so the first probe loads it: an instance is ready
 * once its first search would be answered from memory).
 */
async function checkSearchIndex(app: FastifyInstance, log: FastifyBaseLogger): Promise<Check> {
  if (!app.changes.listening) return failed(log, 'searchIndex', 'not hearing the database’s changes')
  try {
    await within(app.searchIndex.ensureCurrent())
    return { ok: true, detail: `${app.searchIndex.status().cars} cars` }
  } catch (error) {
    return failed(log, 'searchIndex', error instanceof TimedOut ? 'not loaded in time' : 'could not be loaded', error)
  }
}

/** The worker polls, and its deliveries under way have not stood still for longer than a claimed row's lease. */
function checkOutbox(app: FastifyInstance, log: FastifyBaseLogger, now: number): Check {
  const { running, stalledSince } = app.mailer.status()
  if (!running) return failed(log, 'outbox', 'the e-mail worker is not running')
  if (stalledSince !== null && now - stalledSince > LEASE_MS) return failed(log, 'outbox', `no delivery progress for ${Math.round((now - stalledSince) / 1000)} s`)
  return { ok: true, detail: 'running' }
}

/** Every part's check, run together; `log` is the request's logger, so failures carry its id. */
export async function checkReadiness(app: FastifyInstance, log: FastifyBaseLogger): Promise<ReadinessChecks> {
  const [database, migrations, searchIndex] = await Promise.all([checkDatabase(app, log), checkMigrations(app, log), checkSearchIndex(app, log)])
  return { database, migrations, searchIndex, outbox: checkOutbox(app, log, Date.now()) }
}
