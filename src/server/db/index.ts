// Opens the database: embedded PGlite (a data folder, or in memory) by default, a PostgreSQL
// server when a URL is given. Both are wrapped in the same Drizzle type and parse values the
// same way: DATE as 'YYYY-MM-DD' strings, int8 and numeric as JS numbers.
import { mkdir } from 'node:fs/promises'
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { runMigrations, type AppliedMigration, type SqlRunner, type SqlTransaction } from './migrate'
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
}

export type OpenDatabaseOptions = {
  /** PGlite data folder; without it (and without databaseUrl) the database lives in memory. */
  dataDir?: string
  /** postgres://… — use a PostgreSQL server (15 or later) instead of PGlite. */
  databaseUrl?: string
  /** PGlite only: start from a dumpSnapshot() tarball. */
  snapshot?: Blob
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
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options)
  try {
    await database.migrate()
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}

async function openPglite({ dataDir, snapshot }: OpenDatabaseOptions): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const client = new PGlite({ dataDir, loadDataDir: snapshot, extensions: { btree_gist }, parsers: pgliteParsers })
  await client.waitReady
  const runner: SqlRunner = {
    transaction: (work) =>
      client.transaction((tx) =>
        work({
          exec: async (sqlText) => {
            await tx.exec(sqlText)
          },
          query: async <Row,>(sqlText: string, params?: unknown[]) => (await tx.query<Row>(sqlText, params)).rows,
        } as SqlTransaction),
      ),
  }
  return {
    db: drizzlePglite({ client, schema }) as unknown as AppDb,
    kind: 'pglite',
    close: () => client.close(),
    migrate: (dir) => runMigrations(runner, dir),
    dumpSnapshot: () => client.dumpDataDir('gzip'),
  }
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  installPgParsers()
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
  // An idle connection the server drops (restart, failover) must not crash the process:
  // the pool discards it and the next query opens a new one.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`))
  const runner: SqlRunner = {
    async transaction(work) {
      const connection = await pool.connect()
      try {
        await connection.query('BEGIN')
        const result = await work({
          exec: async (sqlText) => {
            await connection.query(sqlText)
          },
          query: async (sqlText, params) => (await connection.query(sqlText, params)).rows,
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
    db: drizzleNodePg({ client: pool, schema }) as unknown as AppDb,
    kind: 'postgres',
    close: () => pool.end(),
    migrate: (dir) => runMigrations(runner, dir),
  }
}
