import type { FastifyInstance } from 'fastify'
import { buildApp, type AppDependencies } from '../../../src/server/app.js'
import { loadConfig } from '../../../src/server/config.js'
import { openTestDatabase } from './database.js'
import { UNREACHABLE_URL } from '../../fixtures/server-environment.js'

/**
 * The real app, in process, on this worker's test database (PGlite restored from the
 * migrated and seeded snapshot, or a PostgreSQL database when DATABASE_URL is set).
 * `env` stands in for the environment the server would read.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Omit<AppDependencies, 'config' | 'database'>> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    DATA_DIR: 'tests/.artifacts/data',
    DIST_DIR: 'tests/.artifacts/no-dist',
    LOG_LEVEL: 'silent',
    // third parties default to a closed local port: no test may reach the internet
    IP_LOOKUP_URL: `${UNREACHABLE_URL}/{ip}`,
    EXCHANGE_RATES_URL: UNREACHABLE_URL,
    // tests write bookings straight into the database: no remembered search may hide them
    SEARCH_CACHE_SECONDS: '0',
    ...env,
  })
  const database = await openTestDatabase()
  const app = await buildApp({ config, database, logger: false, ...overrides })
  await app.ready()
  return app
}
