import path from 'node:path'
import { buildApp } from './app.js'
import { loadConfig } from './config.js'
import { openDatabase } from './db/index.js'
import { logFormat, readableLogStream } from './logging.js'
import { catalogueIsEmpty, imagesMissing } from './seed/catalogue-state.js'
import { startNotice } from './start-notice.js'
import { buildMetricsServer } from './observability/metrics-server.js'

const SHUTDOWN_GRACE_MS = 10_000

/**
 * Starts Keyturn: database (PGlite in DATA_DIR, or DATABASE_URL), demo data on first start, API + SPA
 * on PORT; readable log lines at a terminal, JSON otherwise (logging.ts), then where to go.
 */
async function main(): Promise<void> {
  const config = loadConfig()
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite'), thread: true },
  )
  // the seed (and faker) load only when there is something to seed or draw
  const seed = () => import('./seed/index.js')
  const firstStart = await catalogueIsEmpty(database.db)
  if (firstStart) await (await seed()).ensureSeeded(database, { imagesDir: config.imagesDir })
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
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))

  const notice = await startNotice(database.db, config)
  if (app.metrics && config.metricsPort !== null) {
    const metricsServer = buildMetricsServer(app.metrics.registry)
    app.addHook('onClose', () => metricsServer.close())
    await metricsServer.listen({ port: config.metricsPort, host: config.metricsHost })
    app.log.info(`metrics on http://${config.metricsHost}:${config.metricsPort}/metrics`)
  }
  await app.listen({ port: config.port, host: config.host })
  for (const line of notice) app.log.info(line)
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

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
