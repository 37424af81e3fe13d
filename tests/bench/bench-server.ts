// What the in-process benches share: the run on each database engine, the real app on a free local
// port, a throw-away database on the DATABASE_URL server, and the latency percentiles of their summaries.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { buildApp } from '../../src/server/app.js'
import { loadConfig } from '../../src/server/config.js'
import { openDatabase, type Database, type OpenDatabaseOptions } from '../../src/server/db/index.js'
import { UNREACHABLE_URL } from '../fixtures/server-environment.js'

type OpenOptions = Pick<OpenDatabaseOptions, 'logger'>

/** PGlite runs on its own thread as `npm start` runs it; PGLITE_THREAD=0 measures it in process, for comparison. */
const pgliteThread = process.env.PGLITE_THREAD !== '0'
const pgliteEngine = pgliteThread ? 'PGlite' : 'PGlite in process'
type MeasureOn = (engine: string, open: (options?: OpenOptions) => Promise<Database>, dataDir: string) => Promise<Record<string, string>>

/**
 * `measureOn` on PGlite and, when DATABASE_URL is set, on PostgreSQL (in the bench's own database
 * `keyturn_bench_<name>`, dropped after), with a temporary data directory removed at the end.
 */
export async function measureOnEachEngine(name: string, measureOn: MeasureOn): Promise<Record<string, string>> {
  const results: Record<string, string> = {}
  const dataDir = mkdtempSync(path.join(tmpdir(), `keyturn-bench-${name}-`))
  try {
    Object.assign(results, await measureOn(pgliteEngine, (options) => openDatabase({ ...options, dataDir: path.join(dataDir, 'pglite'), thread: pgliteThread }), dataDir))
    const databaseUrl = process.env.DATABASE_URL
    if (databaseUrl) {
      const benchDatabase = `keyturn_bench_${name}`
      await recreateDatabase(databaseUrl, benchDatabase, true)
      try {
        Object.assign(results, await measureOn('PostgreSQL', (options) => openDatabase({ ...options, databaseUrl: withDatabase(databaseUrl, benchDatabase) }), dataDir))
      } finally {
        await recreateDatabase(databaseUrl, benchDatabase, false)
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  return results
}

/**
 * The real app on a free port of 127.0.0.1: silent, no exchange-rate or IP-lookup service, and no
 * built front end unless `webDistDir` names one (dist/, with dist-ssr/ beside it: the pages are then
 * served and rendered by React on the server, as `npm start` serves them). Closing it closes the
 * database too.
 */
export async function startBenchServer(
  database: Database,
  dataDir: string,
  environment: Record<string, string> = {},
  webDistDir?: string,
): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    DIST_DIR: webDistDir ?? path.join(dataDir, 'no-dist'),
    LOG_LEVEL: 'silent',
    EXCHANGE_RATES_URL: UNREACHABLE_URL,
    IP_LOOKUP_URL: `${UNREACHABLE_URL}/{ip}`,
    ...environment,
  })
  const app = await buildApp({ config, database, logger: false, serveWebApp: webDistDir !== undefined })
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 })
  return { baseUrl, close: () => app.close() }
}

/** DATABASE_URL with its database replaced by the bench's own. */
export function withDatabase(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Drops the bench's database on the DATABASE_URL server and, with `create`, makes it anew. */
export async function recreateDatabase(databaseUrl: string, name: string, create: boolean) {
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    if (create) await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
}

export function percentile(sorted: number[], p: number): string {
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
  return value.toFixed(1)
}

/** 'p50 … ms, p95 … ms, p99 … ms' of latencies sorted ascending. */
export function latencyPercentiles(sorted: number[]): string {
  return `p50 ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, p99 ${percentile(sorted, 99)} ms`
}
