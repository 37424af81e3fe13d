// Prometheus metrics (issue 26): GET /metrics on the metrics port (METRICS_PORT), read back with a
// Prometheus text-format parser after real requests: per route pattern and status, the search index,
// the outbox, rate-limit refusals, database wait time, event-loop lag and memory. Never on the public port.
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import parsePrometheusTextFormat, { type MetricFamily, type Sample } from 'parse-prometheus-text-format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config.js'
import { outbox } from '../../src/server/db/schema.js'
import { CHANGES_CHANNEL } from '../../src/server/changes.js'
import type { Mailer } from '../../src/server/integrations/mail/index.js'
import { buildMetricsServer } from '../../src/server/observability/metrics-server.js'
import { buildTestApp } from './support/app.js'

/** A mail server that refuses everything: each delivery attempt fails (and is retried later). */
const refusingTransport: Mailer = {
  mode: 'smtp',
  send: () => Promise.reject(new Error('550 refused by the test transport')),
  close: () => undefined,
}

describe('metrics', () => {
  let app: FastifyInstance
  let metricsServer: FastifyInstance

  beforeAll(async () => {
    app = await buildTestApp({ METRICS_PORT: '9464', RATE_LIMIT_MAX: '2' }, { mailer: refusingTransport })
    metricsServer = buildMetricsServer(app.metrics!.registry)
  })
  afterAll(async () => {
    await metricsServer?.close()
    await app?.close()
  })

  /**
   * A histogram's series by their labels (without `le`): count, sum and buckets. The parser merges the
   * series of a labelled histogram into one (its flattenMetrics), so the histogram's lines are parsed
   * without its HELP and TYPE lines, each of _bucket, _sum and _count then an untyped family of its own.
   */
  function histogram(text: string, name: string, labels: Record<string, string> = {}) {
    const untyped = text
      .split('\n')
      .filter((line) => !line.startsWith(`# HELP ${name} `) && !line.startsWith(`# TYPE ${name} `))
      .join('\n')
    // one series after the other: each series' _bucket lines come back as a family of their own
    const samples = new Map<string, Sample[]>()
    for (const family of parsePrometheusTextFormat(untyped)) samples.set(family.name, [...(samples.get(family.name) ?? []), ...family.metrics])
    const ofSeries = (suffix: string) =>
      (samples.get(`${name}_${suffix}`) ?? []).filter((sample) => Object.entries(labels).every(([label, wanted]) => sample.labels?.[label] === wanted))
    const single = (suffix: string) => {
      const samples = ofSeries(suffix)
      expect(samples, `${name}_${suffix} ${JSON.stringify(labels)}`).toHaveLength(1)
      return Number(samples[0]!.value)
    }
    return { count: single('count'), sum: single('sum'), buckets: new Map(ofSeries('bucket').map((sample) => [sample.labels!.le!, Number(sample.value)])) }
  }

  async function scrape(): Promise<{ text: string; families: Map<string, MetricFamily> }> {
    const response = await metricsServer.inject({ method: 'GET', url: '/metrics' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    return { text: response.body, families: new Map(parsePrometheusTextFormat(response.body).map((family) => [family.name, family])) }
  }

  const family = (families: Map<string, MetricFamily>, name: string, type: MetricFamily['type']) => {
    const found = families.get(name)
    expect(found, name).toBeDefined()
    expect(found!.type, name).toBe(type)
    return found!
  }
  const value = (sample: Sample | undefined) => Number(sample?.value)
  const sampleOf = (metric: MetricFamily, labels: Record<string, string> = {}) =>
    metric.metrics.find((sample) => Object.entries(labels).every(([name, wanted]) => sample.labels?.[name] === wanted))

  it('counts requests and their durations per route pattern and status, never by URL', async () => {
    const carId = randomUUID()
    for (let n = 0; n < 3; n++) expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: `/api/car/${carId}/en` })).statusCode).toBe(404)
    const { text, families } = await scrape()
    const requests = family(families, 'keyturn_http_requests_total', 'COUNTER')
    expect(value(sampleOf(requests, { method: 'GET', route: '/api/health', status: '200' }))).toBeGreaterThanOrEqual(3)
    expect(value(sampleOf(requests, { method: 'GET', route: '/api/car/:id/:language', status: '404' }))).toBe(1)
    family(families, 'keyturn_http_request_duration_seconds', 'HISTOGRAM')
    const health = histogram(text, 'keyturn_http_request_duration_seconds', { method: 'GET', route: '/api/health', status: '200' })
    expect(health.count).toBeGreaterThanOrEqual(3)
    expect(health.sum).toBeGreaterThan(0)
    expect(health.buckets.get('+Inf')).toBe(health.count)
    expect(histogram(text, 'keyturn_http_request_duration_seconds', { route: '/api/car/:id/:language', status: '404' }).count).toBe(1)
    expect(text).not.toContain(carId)
  })

  it('labels a page by its route pattern (pages are served by the not-found handler), any other unknown path as unmatched', async () => {
    await app.inject({ method: 'GET', url: '/checkout-session/ck_secret-session?l=fr' })
    await app.inject({ method: 'GET', url: '/search?pickUpLocation=somewhere' })
    expect((await app.inject({ method: 'GET', url: '/api/no-such-operation/ck_secret-path' })).statusCode).toBe(404)
    const { text, families } = await scrape()
    const requests = family(families, 'keyturn_http_requests_total', 'COUNTER')
    expect(sampleOf(requests, { method: 'GET', route: '/checkout-session/:sessionId' })).toBeDefined()
    expect(sampleOf(requests, { method: 'GET', route: '/search' })).toBeDefined()
    expect(value(sampleOf(requests, { method: 'GET', route: 'unmatched', status: '404' }))).toBeGreaterThanOrEqual(1)
    expect(text).not.toContain('ck_secret')
    expect(text).not.toContain('somewhere')
  })

  it('shows the search index size and its refresh lag', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200)
    let { families } = await scrape()
    expect(value(family(families, 'keyturn_search_index_cars', 'GAUGE').metrics[0])).toBeGreaterThan(0)
    expect(value(family(families, 'keyturn_search_index_refresh_lag_seconds', 'GAUGE').metrics[0])).toBe(0)
    // a change another writer made (a notification on the database's channel) waits for the next search
    await app.database.db.execute(sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${`car:${randomUUID()}`})`)
    await new Promise((resolve) => setTimeout(resolve, 300))
    ;({ families } = await scrape())
    expect(value(family(families, 'keyturn_search_index_refresh_lag_seconds', 'GAUGE').metrics[0])).toBeGreaterThanOrEqual(0.2)
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200)
    ;({ families } = await scrape())
    expect(value(family(families, 'keyturn_search_index_refresh_lag_seconds', 'GAUGE').metrics[0])).toBe(0)
  })

  it('shows the outbox backlog, the age of its oldest e-mail and the delivery failures', async () => {
    // an e-mail the (refusing) mail server fails once: counted, and waiting for its retry
    await app.mailer.send({ to: 'someone@keyturn.example', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' })
    // and one written a while ago, whose next attempt is later
    await app.database.db.insert(outbox).values({
      ...app.mailer.rowOf({ to: 'later@keyturn.example', subject: 'Later', text: 'Later', html: '<p>Later</p>' }),
      nextAttemptAt: new Date(Date.now() + 3_600_000),
      createdAt: new Date(Date.now() - 90_000),
    })
    const { text, families } = await scrape()
    expect(value(family(families, 'keyturn_outbox_backlog', 'GAUGE').metrics[0]), text).toBeGreaterThanOrEqual(2)
    expect(value(family(families, 'keyturn_outbox_oldest_pending_age_seconds', 'GAUGE').metrics[0])).toBeGreaterThanOrEqual(90)
    expect(value(family(families, 'keyturn_outbox_delivery_failures_total', 'COUNTER').metrics[0])).toBeGreaterThanOrEqual(1)
    expect(value(family(families, 'keyturn_outbox_given_up_total', 'COUNTER').metrics[0])).toBe(0)
  })

  it('counts rate-limit refusals per rule', async () => {
    const signIn = () =>
      app.inject({ method: 'POST', url: '/api/sign-in/frontend', remoteAddress: '10.26.0.1', payload: { email: 'nobody@keyturn.example', password: 'wrong-password' } })
    const statuses = [(await signIn()).statusCode, (await signIn()).statusCode, (await signIn()).statusCode, (await signIn()).statusCode]
    expect(statuses.filter((status) => status === 429)).toHaveLength(2)
    const { families } = await scrape()
    expect(value(sampleOf(family(families, 'keyturn_rate_limit_refusals_total', 'COUNTER'), { rule: 'signIn' }))).toBe(2)
  })

  it('shows the time waiting on the database, event-loop lag and memory', async () => {
    const { text, families } = await scrape()
    family(families, 'keyturn_database_query_duration_seconds', 'HISTOGRAM')
    const wait = histogram(text, 'keyturn_database_query_duration_seconds')
    expect(wait.count).toBeGreaterThan(0)
    expect(wait.sum).toBeGreaterThan(0)
    expect(wait.buckets.get('+Inf')).toBe(wait.count)
    expect(value(family(families, 'nodejs_eventloop_lag_seconds', 'GAUGE').metrics[0])).toBeGreaterThanOrEqual(0)
    expect(value(family(families, 'nodejs_eventloop_lag_p99_seconds', 'GAUGE').metrics[0])).toBeGreaterThanOrEqual(0)
    expect(value(family(families, 'process_resident_memory_bytes', 'GAUGE').metrics[0])).toBeGreaterThan(50 * 1024 * 1024)
    expect(value(sampleOf(family(families, 'nodejs_heap_size_used_bytes', 'GAUGE')))).toBeGreaterThan(0)
  })

  it('is not served on the public port', async () => {
    const response = await app.inject({ method: 'GET', url: '/metrics' })
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain('keyturn_')
  })
})

describe('the metrics port', () => {
  it('is off unless METRICS_PORT is set, and never the public port', () => {
    expect(loadConfig({}).metricsPort).toBeNull()
    expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({ metricsPort: 9464, metricsHost: 'localhost' })
    expect(loadConfig({ METRICS_PORT: '9464', HOST: '0.0.0.0', METRICS_HOST: '10.0.0.5' }).metricsHost).toBe('10.0.0.5')
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow('METRICS_PORT must differ from PORT')
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow('METRICS_PORT must be a port number')
  })
})
