// GET /metrics on a port of its own (METRICS_PORT, off unless set): Prometheus scrapes it on the
// private network; the public port has no /metrics. Its requests are not counted in the metrics.
import Fastify, { type FastifyInstance } from 'fastify'
import type { Registry } from 'prom-client'

export function buildMetricsServer(registry: Registry): FastifyInstance {
  const server = Fastify({ logger: false })
  server.get('/metrics', async (_request, reply) => {
    const text = await registry.metrics()
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text)
  })
  return server
}
