// Request ids (issue 26): every answer's X-Request-Id header, the requestId of every error body and
// of every log line of the request are one id; a trusted proxy's well-formed X-Request-Id is kept,
// anything else (no TRUST_PROXY, or a malformed value) is replaced by a new one.
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from './support/app.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const WELL_FORMED = ['edge-7f3a.42:b_9', 'a', 'x'.repeat(128)]
const MALFORMED = ['has space', 'slash/inside', 'x'.repeat(129), '', '<script>', 'naïve']

type LogEntry = { level: number; msg: string; requestId?: string; req?: unknown; res?: unknown }

/** The app with its pino log lines captured, JSON, from info up. */
async function loggedApp(env: Record<string, string> = {}) {
  const entries: LogEntry[] = []
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) entries.push(JSON.parse(line) as LogEntry)
      done()
    },
  })
  const app = await buildTestApp({ LOG_LEVEL: 'info', ...env }, { logger: true, logStream })
  return { app, entries }
}

describe('request ids without a trusted proxy', () => {
  let app: FastifyInstance
  let entries: LogEntry[]

  beforeAll(async () => {
    ;({ app, entries } = await loggedApp())
  })
  afterAll(async () => {
    await app?.close()
  })

  it('gives every answer a new id in X-Request-Id, whatever the client sent', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'edge-7f3a' } })
    const second = await app.inject({ method: 'GET', url: '/api/health' })
    expect(first.statusCode).toBe(200)
    expect(first.headers['x-request-id']).toMatch(UUID)
    expect(second.headers['x-request-id']).toMatch(UUID)
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id'])
  })

  it('puts the id of the header in every error body: unknown path, invalid parameters, a refused body, a cross-origin refusal', async () => {
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/api/no-such-call' }),
      app.inject({ method: 'GET', url: '/api/locations/0/15/en' }),
      app.inject({ method: 'POST', url: '/api/checkout', headers: { 'content-type': 'text/plain' }, payload: 'x' }),
      app.inject({ method: 'POST', url: '/api/sign-out', headers: { origin: 'https://elsewhere.example' } }),
      app.inject({ method: 'GET', url: '/api/locations/%E0%A4%A/15/en' }),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 400, 415, 403, 400])
    for (const answer of answers) {
      expect(answer.headers['x-request-id'], answer.body).toMatch(UUID)
      expect(answer.json().requestId, answer.body).toBe(answer.headers['x-request-id'])
    }
  })

  it('writes the id on every log line of the request, those of its handler included', async () => {
    entries.length = 0
    const answer = await app.inject({ method: 'GET', url: '/api/locations/0/15/en' })
    const id = answer.headers['x-request-id']
    const ofRequest = entries.filter((entry) => entry.requestId === id)
    expect(ofRequest.map((entry) => entry.msg)).toEqual(['incoming request', 'request validation failed', 'request completed'])
    // and no line of a request goes without one
    for (const entry of entries.filter((entry) => entry.req || entry.res)) expect(entry.requestId).toBeTypeOf('string')
  })
})

describe('request ids behind a trusted proxy (TRUST_PROXY=true)', () => {
  let app: FastifyInstance
  let entries: LogEntry[]

  beforeAll(async () => {
    ;({ app, entries } = await loggedApp({ TRUST_PROXY: 'true' }))
  })
  afterAll(async () => {
    await app?.close()
  })

  it("keeps the proxy's well-formed id: in the header, the error body and the log lines", async () => {
    for (const id of WELL_FORMED) {
      entries.length = 0
      const answer = await app.inject({ method: 'GET', url: '/api/no-such-call', headers: { 'x-request-id': id } })
      expect(answer.statusCode).toBe(404)
      expect(answer.headers['x-request-id']).toBe(id)
      expect(answer.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found', requestId: id })
      expect(entries.filter((entry) => entry.requestId === id).map((entry) => entry.msg)).toEqual(['incoming request', 'request completed'])
    }
  })

  it('replaces a malformed id by a new one, and never logs it as an id', async () => {
    for (const id of MALFORMED) {
      entries.length = 0
      const answer = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } })
      expect(answer.statusCode).toBe(200)
      expect(answer.headers['x-request-id'], JSON.stringify(id)).toMatch(UUID)
      expect(entries.some((entry) => entry.requestId === id)).toBe(false)
    }
  })
})
