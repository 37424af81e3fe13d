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

async function openPglite({ dataDir, snapshot, logger, thread }: OpenDatabaseOptions): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const client: PgliteClient = thread
    ? await startPgliteThread({ dataDir, snapshot, startParams: PGLITE_SETTINGS })
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
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
  // An idle connection the server drops (restart, failover) must not crash the process:
  // the pool discards it and the next query opens a new one.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`))
  const timer = new QueryTimer()
  timer.pgPool(pool)
  const listeners = new Set<() => Promise<void>>()
  const runner: SqlRunner = {
    async transaction(work) {
      const connection = await pool.connect()
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
        throw error
      } finally {
        connection.release()
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

const RELISTEN_DELAY_MS = 1000

/**
 * A connection of its own that LISTENs (a pooled one would be handed to queries). When it is lost it
 * is opened again after a pause, and `onGap` tells the listener that notifications may be missing.
 */
async function listenOnPostgres(databaseUrl: string, channel: string, onMessage: (payload: string) => void, onGap: () => void) {
  let stopped = false
  let client: pg.Client | null = null
  let retry: NodeJS.Timeout | undefined
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl })
    next.on('notification', (message) => message.channel === channel && onMessage(message.payload ?? ''))
    next.on('error', () => {
      if (stopped || client !== next) return
      client = null
      next.end().catch(() => undefined)
      onGap()
      retry = setTimeout(reconnect, RELISTEN_DELAY_MS)
    })
    await next.connect()
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    client = next
  }
  const reconnect = () => {
    if (stopped) return
    connect().then(onGap, () => {
      retry = setTimeout(reconnect, RELISTEN_DELAY_MS)
    })
  }
  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end().catch(() => undefined)
  }
}
