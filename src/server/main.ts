import { existsSync } from 'node:fs'
import path from 'node:path'
import { buildApp } from './app.js'
import { loadConfig } from './config.js'
import { openDatabase } from './db/index.js'
import { logFormat, readableLogStream } from './logging.js'
import { catalogueIsEmpty, imagesMissing } from './seed/catalogue-state.js'
import { isSeedProcess, reportSeeded, seedInProcessOfItsOwn } from './seed/seed-process.js'
import { startNotice } from './start-notice.js'
import { buildMetricsServer } from './observability/metrics-server.js'

const SHUTDOWN_GRACE_MS = 10_000
/**
 * The exit code when the embedded database's thread died (EX_TEMPFAIL: try again): `npm start`'s
 * supervisor (tools/start.mjs) starts the server again, which reopens the data folder cleanly.
 */
const DATABASE_THREAD_DIED_EXIT_CODE = 75
/** How long the requests under way get to answer (503) before that exit. */
const FATAL_GRACE_MS = 3_000

/**
 * Starts Keyturn: database (PGlite in DATA_DIR, or DATABASE_URL), demo data on first start, API + SPA
 * on PORT; readable log lines at a terminal, JSON otherwise (logging.ts), then where to go.
 */
async function main(): Promise<void> {
  const config = loadConfig()
  const pgliteDir = config.databaseUrl ? null : path.join(config.dataDir, 'pglite')
  // PGlite's thread dying (issue 26): the server exits, for its supervisor to start it again — a
  // clean reopen of the data folder, which only one process may hold, rather than a second engine
  // in this process beside whatever the first left behind. Before the app exists, at once.
  let databaseThreadDied = (error: Error): void => {
    console.error(`Fatal: ${error.message}; exiting (code ${DATABASE_THREAD_DIED_EXIT_CODE}) to be started again`)
    process.exit(DATABASE_THREAD_DIED_EXIT_CODE)
  }
  const open = () =>
    openDatabase(pgliteDir ? { dataDir: pgliteDir, thread: true, onFailure: (error) => databaseThreadDied(error) } : { databaseUrl: config.databaseUrl! })
  // The demo data is written by a process that exits (seed/seed-process.ts), its memory with it. So is a
  // PGlite folder not made yet: creating it (initdb, migrations) grows this process as the seed would.
  let seeded = pgliteDir && !existsSync(path.join(pgliteDir, 'PG_VERSION')) ? await seedInProcessOfItsOwn() : undefined
  let database = await open()
  const firstStart = seeded !== undefined || (await catalogueIsEmpty(database.db))
  if (firstStart && !seeded) {
    // a PGlite data folder is opened by one process at a time: this one lets go of it meanwhile
    if (database.kind === 'pglite') await database.close()
    seeded = await seedInProcessOfItsOwn()
    if (database.kind === 'pglite') database = await open()
  }
  // the seed (and faker) load only when there is something to draw
  const seed = () => import('./seed/index.js')
  const logStream = logFormat(process.stdout, process.env.LOG_FORMAT) === 'pretty' ? await readableLogStream() : undefined
  const app = await buildApp({ config, database, serveWebApp: process.env.SERVE_WEB_APP !== 'false', logStream })

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const forced = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS)
    forced.unref()
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down')
        process.exit(1)
      },
    )
  }
  databaseThreadDied = (error) => {
    if (closing) return
    closing = true
    app.log.fatal({ err: error }, `the embedded database's thread died: exiting (code ${DATABASE_THREAD_DIED_EXIT_CODE}) so that the supervisor starts the server again`)
    // the requests under way answer 503 (their statements failed with the thread), then the exit
    setTimeout(() => process.exit(DATABASE_THREAD_DIED_EXIT_CODE), FATAL_GRACE_MS).unref()
    app.close().then(
      () => process.exit(DATABASE_THREAD_DIED_EXIT_CODE),
      () => process.exit(DATABASE_THREAD_DIED_EXIT_CODE),
    )
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  // started by `npm start`'s launcher (tools/start.mjs): its channel closes when it ends, however it ends
  if (process.env.KEYTURN_LAUNCHED === '1' && process.send) process.once('disconnect', () => shutdown('launcher gone'))

  const notice = await startNotice(database.db, config)
  if (app.metrics && config.metricsPort !== null) {
    const metricsServer = buildMetricsServer(app.metrics.registry)
    app.addHook('onClose', () => metricsServer.close())
    await metricsServer.listen({ port: config.metricsPort, host: config.metricsHost })
    app.log.info(`metrics on http://${config.metricsHost}:${config.metricsPort}/metrics`)
  }
  await app.listen({ port: config.port, host: config.host })
  for (const line of notice) app.log.info(line)
  // after where to go and how to sign in, which a first start says first
  if (seeded) app.log.info({ seedProcess: seeded }, 'demo data written by a seeding process, which has exited')
  // existing data over a fresh images folder: the pictures are drawn again, after the first page
  if (!firstStart && (await imagesMissing(database.db, config.imagesDir))) {
    seed()
      .then(({ restoreMissingImages }) => restoreMissingImages(config.imagesDir))
      .then(
      (written) => written > 0 && app.log.info({ written }, 'restored missing demo images'),
      (error: unknown) => app.log.warn({ err: error }, 'could not restore the demo images'),
    )
  }
}

/** The seeding process (seed/seed-process.ts): migrations and demo data on the database, then exit. */
async function seedAndExit(): Promise<void> {
  const config = loadConfig()
  // in process: nothing here answers requests, and the whole process ends when the data is written
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') })
  try {
    const summary = await (await import('./seed/index.js')).ensureSeeded(database, { imagesDir: config.imagesDir })
    await reportSeeded({ seeded: summary !== null, cars: summary?.cars ?? 0, bookings: summary?.bookings ?? 0, durationMs: summary?.durationMs ?? 0 })
  } finally {
    await database.close()
  }
}

;(isSeedProcess() ? seedAndExit().then(() => process.exit(0)) : main()).catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
