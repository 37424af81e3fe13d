import type { FastifyInstance, InjectOptions } from 'fastify'
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
    // most tests book and quote far more than a visitor would; the limits have their own tests
    CHECKOUT_RATE_LIMIT_MAX: '1000',
    PRICE_RATE_LIMIT_MAX: '1000',
    ...env,
  })
  const database = await openTestDatabase()
  // e-mails are still written to the outbox and sent by its worker, but before the answer: tests read them right after a call
  const app = await buildApp({ config, database, logger: false, mailDelivery: 'beforeReply', ...overrides })
  await app.ready()
  asOwnPage(app)
  return app
}

const provenanceHeaders = ['origin', 'referer', 'sec-fetch-site']

/**
 * Requests of the tests come, as a browser would send them, from Keyturn's own pages
 * (Sec-Fetch-Site: same-origin) unless a test sets Origin, Referer or Sec-Fetch-Site itself:
 * the cross-site check refuses a mutating request that shows none of them.
 */
function asOwnPage(app: FastifyInstance) {
  const inject = app.inject.bind(app) as (options?: InjectOptions | string) => unknown
  const withProvenance = (options: InjectOptions | string): InjectOptions | string => {
    if (typeof options === 'string') return options
    const headers = (options.headers ?? {}) as Record<string, unknown>
    if (Object.keys(headers).some((name) => provenanceHeaders.includes(name.toLowerCase()))) return options
    return { ...options, headers: { ...headers, 'sec-fetch-site': 'same-origin' } }
  }
  app.inject = ((options?: InjectOptions | string) => (options === undefined ? inject() : inject(withProvenance(options)))) as FastifyInstance['inject']
}
