// Every request has an id (issue 26): in each of its log lines (Fastify's child logger, label
// `requestId`), in the X-Request-Id response header and in every error body, so a user's
// screenshot of an error leads to its log lines.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'

export const REQUEST_ID_HEADER = 'x-request-id'
export const REQUEST_ID_LOG_LABEL = 'requestId'

/** A proxy's id is kept only when short and plain: nothing that could forge or break a log line. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * Fastify's `genReqId`: the X-Request-Id of a trusted proxy (TRUST_PROXY) when well-formed, so one
 * id follows the request through the proxy's logs and ours; otherwise a new random UUID (a client
 * could otherwise choose ids that collide with another user's).
 */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    if (trustProxy) {
      const given = request.headers[REQUEST_ID_HEADER]
      if (typeof given === 'string' && WELL_FORMED.test(given)) return given
    }
    return randomUUID()
  }
}

/** The id goes back in the response header of every reply, answers and errors alike. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id)
    done()
  })
}
