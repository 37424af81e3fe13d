import type { FastifyInstance } from 'fastify'
import { buildApp, type AppDependencies } from '../../../src/server/app.js'
import { loadConfig } from '../../../src/server/config.js'
import { openTestDatabase } from './database.js'

/**
 * The real app, in process, on this worker's test database (PGlite restored from the
 * migrated and seeded snapshot, or a PostgreSQL database when DATABASE_URL is set).
 * `env` stands in for the environment the server would read.
 */
/** Port 9 (discard) on loopback: nothing listens there, so a call fails at once. */
const UNREACHABLE = 'http://127.0.0.1:9'

export async function buildTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Omit<AppDependencies, 'config' | 'database'>> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    DATA_DIR: 'tests/.artifacts/data',
    DIST_DIR: 'tests/.artifacts/no-dist',
    LOG_LEVEL: 'silent',
    // third parties default to a closed local port: no test may reach the internet
    IP_LOOKUP_URL: `${UNREACHABLE}/{ip}`,
    EXCHANGE_RATES_URL: UNREACHABLE,
    ...env,
  })
  const database = await openTestDatabase()
  const app = await buildApp({ config, database, logger: false, ...overrides })
  await app.ready()
  return app
}
