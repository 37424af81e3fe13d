// Opens the database: embedded PGlite (a data folder, or in memory) by default, a PostgreSQL
// server when a URL is given. Both are wrapped in the same Drizzle type and parse values the
// same way: DATE as 'YYYY-MM-DD' strings, int8 and numeric as JS numbers.
import { mkdir } from 'node:fs/promises'
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import type { Logger } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { isDatabaseUnavailable } from './errors'
import { startPgliteThread, type PgliteThread } from './pglite-thread'
import { runMigrations, type AppliedMigration, type SqlRunner } from './migrate'
import { QueryTimer, type QueryListener } from './query-timing'
import * as schema from './schema'

export { schema }
export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>

export type Database = {
  db: AppDb
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
  /** Re-runs the migrator (a no-op when up to date); openDatabase already ran it once. */
  migrate(migrationsDir?: string): Promise<AppliedMigration[]>
  /** PGlite only: the whole data directory as a gzipped tarball, for openDatabase({ snapshot }). */
  dumpSnapshot?(): Promise<Blob>
  /**
   * LISTEN on `channel`: `onMessage` gets each NOTIFY payload once its transaction committed;
   * `onGap` is called when notifications may have been missed (a PostgreSQL listening connection
   * lost and opened again), so the listener can read everything afresh. Answers the way to stop.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>
  /** Tells `listener` how many seconds each statement the server sent waited for its answer (metrics); answers the way to stop. */
  observeQueries(listener: QueryListener): () => void
}

export type OpenDatabaseOptions = {
  /** PGlite data folder; without it (and without databaseUrl) the database lives in memory. */
  dataDir?: string
  /** postgres://… — use a PostgreSQL server (15 or later) instead of PGlite. */
  databaseUrl?: string
  /** PGlite only: start from a dumpSnapshot() tarball. */
  snapshot?: Blob
  /** Sees every statement Drizzle sends (the bench's EXPLAIN of a search uses it). */
  logger?: Logger
  /**
   * PGlite only: run it on a thread of its own (pglite-thread.ts), so its query engine works beside
   * the requests instead of between them. The server does; tests may keep it in process.
   */
  thread?: boolean
  /**
   * PGlite on its thread only: called once if that thread dies on its own (pglite-thread.ts). Every
   * statement then fails with DatabaseUnavailable (503); the server exits so that its supervisor
   * starts it again on the same data folder (main.ts, tools/start.mjs).
   */
  onFailure?: (error: Error) => void
}

const toNumber = (value: string) => Number(value)
const asIs = (value: string) => value

// pg's type parsers are process-wide; Drizzle's node-postgres driver falls back to them.
let pgParsersInstalled = false
function installPgParsers() {
  if (pgParsersInstalled) return
  pg.types.setTypeParser(pg.types.builtins.INT8, toNumber)
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, toNumber)
  pg.types.setTypeParser(pg.types.builtins.DATE, asIs)
  pgParsersInstalled = true
}

const pgliteParsers = {
  [pgliteTypes.INT8]: toNumber,
  [pgliteTypes.NUMERIC]: toNumber,
  [pgliteTypes.DATE]: asIs,
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl, options.logger) : await openPglite(options)
  try {
    await database.migrate()
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}

/**
 * PostgreSQL's default 128 MB of shared buffers live in PGlite's WebAssembly memory and are all
 * resident from the start; the embedded database is small and the operating system caches its
 * files anyway, so 8 MB keeps the server's memory down (measured: 16 MB instead of 128, −118 MiB
 * RSS, issue 11; 8 MB instead of 16, −8 MiB of WebAssembly memory, issue 26).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=8MB']

async function openPglite({ dataDir, snapshot, logger, thread, onFailure }: OpenDatabaseOptions): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const client: PgliteClient = thread
    ? await startPgliteThread({ dataDir, snapshot, startParams: PGLITE_SETTINGS, onFailure })
    : await inProcessPglite(dataDir, snapshot)
  const timer = new QueryTimer()
  const runner: SqlRunner = {
    transaction: (work) =>
      client.transaction((tx) =>
        work({
          exec: async (sqlText) => {
            await tx.exec(sqlText)
          },
          query: async <Row,>(sqlText: string, params?: unknown[]) => (await tx.query<Row>(sqlText, params)).rows,
        }),
      ),
  }
  return {
    db: drizzlePglite({ client: timer.pglite(client) as unknown as PGlite, schema, logger }) as unknown as AppDb,
    kind: 'pglite',
    observeQueries: (listener) => timer.listen(listener),
    close: () => client.close(),
    migrate: (dir) => runMigrations(runner, dir),
    dumpSnapshot: () => client.dumpDataDir('gzip'),
    // one connection: a notification reaches the listener before the COMMIT that sent it returns
    // (on a thread too: its message comes before the COMMIT's answer)
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage)
      return () => stop()
    },
  }
}

/** What openPglite uses of a PGlite, in process or on its thread. */
type PgliteClient = Pick<PgliteThread, 'transaction' | 'listen' | 'close'> & { dumpDataDir(compression?: 'gzip'): Promise<Blob> }

async function inProcessPglite(dataDir: string | undefined, snapshot: Blob | undefined): Promise<PgliteClient> {
  const client = new PGlite({
    dataDir,
    loadDataDir: snapshot,
    extensions: { btree_gist },
    parsers: pgliteParsers,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  })
  await client.waitReady
  return client
}

async function openPostgres(databaseUrl: string, logger?: Logger): Promise<Database> {
  installPgParsers()
  // connectionTimeoutMillis: a connection (or a turn in the pool's queue) not had within it fails, so
  // a request answers 503 instead of hanging on a server that does not answer (issue 26)
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true })
  // An idle connection the server drops (restart, failover) must not crash the process:
  // the pool discards it and the next query opens a new one.
  const warnLost = throttledWarning('PostgreSQL connection lost')
  pool.on('error', (error) => warnLost(error.message))
  // A connection handed out (a transaction between two statements) that the server drops emits
  // 'error' too, where no one listens — an uncaught error that would end the process. Its holder
  // learns of it from its next statement, and the pool does not take it back (it is no longer
  // queryable): nothing to do here but listen.
  pool.on('connect', (client) => client.on('error', () => undefined))
  const timer = new QueryTimer()
  timer.pgPool(pool)
  const listeners = new Set<() => Promise<void>>()
  const runner: SqlRunner = {
    async transaction(work) {
      const connection = await pool.connect()
      let failure: unknown
      try {
        await connection.query('BEGIN')
        const result = await work({
          exec: async (sqlText) => {
            await connection.query(sqlText)
          },
          query: async <Row extends Record<string, unknown>>(sqlText: string, params?: unknown[]) => (await connection.query<Row>(sqlText, params)).rows,
        })
        await connection.query('COMMIT')
        return result
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined)
        failure = error
        throw error
      } finally {
        // a connection lost under way is closed, not handed to the next caller
        connection.release(isDatabaseUnavailable(failure) ? (failure as Error) : undefined)
      }
    },
  }
  return {
    db: drizzleNodePg({ client: pool, schema, logger }) as unknown as AppDb,
    kind: 'postgres',
    observeQueries: (listener) => timer.listen(listener),
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()))
      await pool.end()
    },
    migrate: (dir) => runMigrations(runner, dir),
    listen: async (channel, onMessage, onGap) => {
      const stop = await listenOnPostgres(databaseUrl, channel, onMessage, onGap)
      listeners.add(stop)
      return async () => {
        listeners.delete(stop)
        await stop()
      }
    },
  }
}

/**
 * Pauses before each new try of a lost LISTEN connection: soon at first (a restart is often over in
 * well under a second, and searches wait for this connection), then every second.
 */
const RELISTEN_DELAYS_MS = [100, 250, 500, 1000]
/** How long a statement waits for a connection (a new one, or a turn in the pool) before it fails. */
const CONNECT_TIMEOUT_MS = 5000
/** While the server is away, the same warning at most once per this many milliseconds. */
const WARNING_INTERVAL_MS = 10_000

/** console.warn of `what`, at most once per WARNING_INTERVAL_MS, saying how many were left out meanwhile. */
function throttledWarning(what: string): (detail: string) => void {
  let lastAt = -Infinity
  let skipped = 0
  return (detail) => {
    const now = Date.now()
    if (now - lastAt < WARNING_INTERVAL_MS) {
      skipped++
      return
    }
    console.warn(`${what}: ${detail}${skipped > 0 ? ` (and ${skipped} more since the last warning)` : ''}`)
    lastAt = now
    skipped = 0
  }
}

/**
 * A connection of its own that LISTENs (a pooled one would be handed to queries). When it is lost it
 * is opened again after a pause, and `onGap` tells the listener that notifications may be missing.
 */
async function listenOnPostgres(databaseUrl: string, channel: string, onMessage: (payload: string) => void, onGap: () => void) {
  let stopped = false
  let client: pg.Client | null = null
  let retry: NodeJS.Timeout | undefined
  let tries = 0
  const retryLater = () => {
    retry = setTimeout(reconnect, RELISTEN_DELAYS_MS[Math.min(tries++, RELISTEN_DELAYS_MS.length - 1)])
  }
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl })
    next.on('notification', (message) => message.channel === channel && onMessage(message.payload ?? ''))
    next.on('error', () => {
      if (stopped || client !== next) return
      client = null
      next.end().catch(() => undefined)
      onGap()
      retryLater()
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    } catch (error) {
      await next.end().catch(() => undefined)
      throw error
    }
    // stopped meanwhile: this connection is nobody's
    if (stopped) await next.end().catch(() => undefined)
    else client = next
  }
  const reconnect = () => {
    if (stopped) return
    connect().then(
      () => {
        tries = 0
        if (!stopped) onGap()
      },
      retryLater,
    )
  }
  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end().catch(() => undefined)
  }
}
