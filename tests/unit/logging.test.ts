import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { logFormat, loggerOptions, readableLogStream, redactUrl } from '../../src/server/logging.js'

describe('log redaction of secrets carried in paths', () => {
  it('hides the password of check-password', () => {
    expect(redactUrl('/api/check-password/0b7c/hunter22')).toBe('/api/check-password/0b7c/[redacted]')
  })
  it('hides the token of check-token and of verify-recaptcha', () => {
    expect(redactUrl('/api/check-token/frontend/u1/a%40b.c/secret-token')).toBe('/api/check-token/frontend/u1/a%40b.c/[redacted]')
    expect(redactUrl('/api/verify-recaptcha/abc.def/1.2.3.4')).toBe('/api/verify-recaptcha/[redacted]/1.2.3.4')
  })
  it('leaves other paths alone', () => {
    expect(redactUrl('/api/locations/1/15/en?s=paris')).toBe('/api/locations/1/15/en?s=paris')
  })
})

describe('log format', () => {
  it('is readable at a terminal and JSON otherwise; LOG_FORMAT forces either', () => {
    expect(logFormat({ isTTY: true }, undefined)).toBe('pretty')
    expect(logFormat({ isTTY: false }, undefined)).toBe('json')
    expect(logFormat({}, '')).toBe('json')
    expect(logFormat({ isTTY: true }, 'json')).toBe('json')
    expect(logFormat({ isTTY: false }, 'pretty')).toBe('pretty')
  })

  /** The lines the server's logger writes through `stream` for one request. */
  async function linesOf(stream: (capture: Writable) => Promise<NodeJS.WritableStream> | NodeJS.WritableStream): Promise<string[]> {
    const written: string[] = []
    const capture = new Writable({
      write(chunk, _encoding, done) {
        written.push(String(chunk))
        done()
      },
    })
    const app = Fastify({ logger: loggerOptions('info', await stream(capture)) })
    app.get('/api/check-password/:id/:password', async () => ({ ok: true }))
    app.log.info('Keyturn is ready: open http://localhost:3000 in your browser')
    await app.inject({ method: 'GET', url: '/api/check-password/0b7c/hunter22', headers: { cookie: 'session=secret-cookie' } })
    await app.close()
    return written.join('').split('\n').filter(Boolean)
  }

  it('readable: one line per entry with the time, the level and the message; a request with its method and URL, without secrets', async () => {
    const lines = await linesOf((capture) => readableLogStream(capture, { colorize: false }))
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Keyturn is ready: open http:\/\/localhost:3000 in your browser$/)
    expect(lines).toContainEqual(expect.stringMatching(/INFO: incoming request GET \/api\/check-password\/0b7c\/\[redacted\]$/))
    expect(lines).toContainEqual(expect.stringMatching(/INFO: request completed 200$/))
    for (const line of lines) expect(line).not.toMatch(/^\{/)
    expect(lines.join('\n')).not.toMatch(/hunter22|secret-cookie/)
  })

  it('JSON: one object per line with the same message, without secrets', async () => {
    const lines = await linesOf((capture) => capture)
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string })
    expect(entries[0]).toMatchObject({ level: 30, msg: 'Keyturn is ready: open http://localhost:3000 in your browser' })
    expect(entries.map((entry) => entry.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']))
    expect(lines.join('\n')).not.toMatch(/hunter22|secret-cookie/)
  })
})
