// Prometheus metrics (issue 26), with prom-client, one registry per app: requests per route pattern
// and status, the search index, the e-mail outbox, rate-limit refusals, time waiting on the database,
// and prom-client's default process metrics (event-loop lag, memory, garbage collection). Served on
// a port of their own (metrics-server.ts), never on the public one.
import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { appRouteOf, appRoutes } from '../../domain/routes.js'
import { outbox } from '../db/schema.js'

export interface Metrics {
  registry: Registry
  /** A request refused by the rate limit of `rule` (the operation's id). */
  rateLimitRefused(request: FastifyRequest): void
}

/** Seconds: from a search answered from memory to a slow upload. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
/** Seconds: a statement on PGlite's thread or a PostgreSQL round trip. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5]
/** A scrape never waits longer on the database for the outbox's figures. */
const OUTBOX_QUERY_TIMEOUT_MS = 2_000

/**
 * The route's pattern (`/api/car/:id/:language`), never the URL: no ids or secrets in labels, and few
 * series. The pages are served by the not-found handler (web-app.ts): a page's is its app route's
 * pattern (`/checkout-session/:sessionId`); any other unknown path is 'unmatched'.
 */
function routeOf(request: FastifyRequest): string {
  if (request.routeOptions.url) return request.routeOptions.url
  const page = appRouteOf(request.url.split('?')[0] ?? '/')
  return page ? appRoutes[page] : 'unmatched'
}

/** The operation a rate limit belongs to (its operationId in the contract), else the route's pattern. */
function ruleOf(request: FastifyRequest): string {
  const operationId = (request.routeOptions.schema as { operationId?: unknown } | undefined)?.operationId
  return typeof operationId === 'string' ? operationId : routeOf(request)
}

type OutboxFigures = { backlog: number; oldestSeconds: number }

/** The pending e-mails' count and the oldest one's age, in one statement on the outbox's partial index (outbox_due). */
async function outboxFigures(app: FastifyInstance): Promise<OutboxFigures> {
  let timer: NodeJS.Timeout | undefined
  const query = app.database.db
    .select({
      backlog: sql<number>`count(*)`.mapWith(Number),
      oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt})), 0)`.mapWith(Number),
    })
    .from(outbox)
    .where(sql`${outbox.sentAt} IS NULL AND ${outbox.failedAt} IS NULL`)
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('the outbox figures took too long')), OUTBOX_QUERY_TIMEOUT_MS)
  })
  try {
    const [row] = await Promise.race([query, timeout])
    return row ?? { backlog: 0, oldestSeconds: 0 }
  } finally {
    clearTimeout(timer)
  }
}

export function createMetrics(app: FastifyInstance): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })

  const labelNames = ['method', 'route', 'status'] as const
  const requests = new Counter({
    name: 'keyturn_http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  })
  const durations = new Histogram({
    name: 'keyturn_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status.',
    labelNames,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  })
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: routeOf(request), status: String(reply.statusCode) }
    requests.inc(labels)
    durations.observe(labels, reply.elapsedTime / 1000)
    done()
  })

  new Gauge({
    name: 'keyturn_search_index_cars',
    help: 'Cars the search index holds in memory (0 until it is first loaded).',
    registers: [registry],
    collect() {
      this.set(app.searchIndex.status().cars)
    },
  })
  new Gauge({
    name: 'keyturn_search_index_refresh_lag_seconds',
    help: 'How long the oldest change the search index heard has waited to be read (0 when current; it reads changes when a search needs them).',
    registers: [registry],
    collect() {
      const { pendingSince } = app.searchIndex.status()
      this.set(pendingSince === null ? 0 : (Date.now() - pendingSince) / 1000)
    },
  })

  // the two outbox gauges share one statement per scrape (prom-client starts every collect in one go)
  let figures: Promise<OutboxFigures | null> | null = null
  const currentFigures = () =>
    (figures ??= outboxFigures(app)
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not read the outbox figures for the metrics')
        return null
      })
      .finally(() => (figures = null)))
  new Gauge({
    name: 'keyturn_outbox_backlog',
    help: 'E-mails waiting in the outbox to be sent (NaN when the database does not answer).',
    registers: [registry],
    async collect() {
      this.set((await currentFigures())?.backlog ?? Number.NaN)
    },
  })
  new Gauge({
    name: 'keyturn_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest e-mail waiting in the outbox (0 when none; NaN when the database does not answer).',
    registers: [registry],
    async collect() {
      this.set((await currentFigures())?.oldestSeconds ?? Number.NaN)
    },
  })
  const outboxCounter = (name: string, help: string, read: () => number) => {
    let counted = 0
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        const now = read()
        if (now > counted) this.inc(now - counted)
        counted = now
      },
    })
  }
  outboxCounter(
    'keyturn_outbox_delivery_failures_total',
    'E-mail delivery attempts of this instance that failed (each is retried later).',
    () => app.mailer.status().failedAttempts,
  )
  outboxCounter('keyturn_outbox_given_up_total', 'E-mails this instance gave up after their last attempt.', () => app.mailer.status().givenUp)

  const refusals = new Counter({
    name: 'keyturn_rate_limit_refusals_total',
    help: 'Requests refused (429) by a rate limit, by rule (the operation).',
    labelNames: ['rule'] as const,
    registers: [registry],
  })

  const queryWait = new Histogram({
    name: 'keyturn_database_query_duration_seconds',
    help: 'Time the server waited on each database statement, from handing it to the driver to its answer (queueing included).',
    buckets: QUERY_BUCKETS,
    registers: [registry],
  })
  const stopTiming = app.database.observeQueries((seconds) => queryWait.observe(seconds))
  app.addHook('onClose', (_instance, done) => {
    stopTiming()
    done()
  })

  return {
    registry,
    rateLimitRefused(request) {
      refusals.inc({ rule: ruleOf(request) })
    },
  }
}
