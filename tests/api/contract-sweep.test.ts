// The contract sweep (issue 21): every operation of openapi/openapi.yaml receives the bad requests a
// careless or hostile client sends, signed in as a driver, and none may answer 5xx; each answer has
// the error shape, with the request's id. Nothing here names an operation: a new one is swept without a new line.
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isErrorCode } from '../../src/domain/errors.js'
import { buildTestApp } from './support/app.js'
import { multipartBody, resolve, stringProperties, sweptOperations, urlOf, validValue, wrongType, type SweptOperation } from './support/contract-requests.js'
import { createUser, signIn } from './support/user-data.js'

type BadRequest = { what: string; options: InjectOptions; expected?: number }

const NUL = 'a\u0000b'

/** A body in the given media type (JSON text, multipart fields, or text as it is). */
function bodyIn(mediaType: string, value: unknown, operation: SweptOperation): Pick<InjectOptions, 'payload' | 'headers'> {
  if (mediaType === 'multipart/form-data') {
    const { payload, contentType } = multipartBody(value && typeof value === 'object' ? (value as Record<string, unknown>) : { value }, operation.body?.schema ?? {})
    return { payload, headers: { 'content-type': contentType } }
  }
  return { payload: typeof value === 'string' ? value : JSON.stringify(value), headers: { 'content-type': mediaType } }
}

/** The bad requests of one operation; `context` names the signed-in driver's own ids. */
function badRequests(operation: SweptOperation, context: Record<string, string>): BadRequest[] {
  const url = urlOf(operation, {}, context)
  const requests: BadRequest[] = []
  const add = (what: string, options: Omit<InjectOptions, 'method'>, expected?: number) =>
    requests.push({ what, options: { method: operation.method, url, ...options }, ...(expected ? { expected } : {}) })
  const body = operation.body
  if (body) {
    const valid = validValue(body.schema, '', context) as Record<string, unknown>
    add('no body', {}, body.required ? 400 : undefined)
    for (const mediaType of body.mediaTypes) {
      add(`an empty ${mediaType} body`, { headers: { 'content-type': mediaType }, payload: '' })
      add(`a ${mediaType} body that is not one`, { headers: { 'content-type': mediaType }, payload: '{"unterminated' })
      add(`${mediaType}: the body a list`, bodyIn(mediaType, [valid], operation))
      const send = (what: string, value: unknown, expected?: number) => add(`${mediaType}: ${what}`, bodyIn(mediaType, value, operation), expected)
      for (const field of resolve(body.schema).required ?? []) {
        send(`${field} of a wrong type`, { ...valid, [field]: wrongType(resolve(body.schema).properties?.[field] ?? {}) }, mediaType === 'multipart/form-data' ? undefined : 400)
        const { [field]: _left, ...without } = valid
        send(`${field} missing`, without, 400)
      }
      for (const [field, schema] of stringProperties(body.schema)) {
        send(`${field} oversize`, { ...valid, [field]: 'x'.repeat((schema.maxLength ?? 100_000) + 1) })
        send(`${field} holding a NUL`, { ...valid, [field]: NUL }, 400)
      }
      send('an unknown field holding a NUL', { ...valid, ['x\u0000y']: NUL }, 400)
    }
    const undeclared = body.mediaTypes.includes('multipart/form-data') ? 'application/json' : 'multipart/form-data'
    add(`the body as ${undeclared}`, bodyIn(undeclared, valid, operation), 415)
    add('the body as text/plain', { headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(valid) }, 415)
    add('the body as application/x-www-form-urlencoded', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' }, 415)
  } else if (operation.method !== 'GET') {
    add('a body where none is taken', { headers: { 'content-type': 'text/plain' }, payload: 'x' }, 415)
    add('a JSON body where none is taken', { headers: { 'content-type': 'application/json' }, payload: '{}' }, 415)
  }
  const bodyOfParameterCases = body ? bodyIn(body.mediaTypes[0]!, validValue(body.schema, '', context), operation) : {}
  for (const parameter of operation.parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
    // `raw` goes into the URL as it is (a malformed escape), else the value is encoded
    const at = (what: string, value: string, expected?: number, raw?: string) => {
      const url = urlOf(operation, { [parameter.name]: raw ? 'RAW-VALUE' : value }, context).replace('RAW-VALUE', raw ?? '')
      requests.push({ what: `${parameter.in} ${parameter.name} ${what}`, options: { method: operation.method, url, ...bodyOfParameterCases }, ...(expected ? { expected } : {}) })
    }
    at('holding a NUL', NUL, 400)
    at('of a wrong type', typeof validValue(parameter.schema) === 'string' ? '12345678901234567890' : 'not-a-number')
    at('oversize', 'x'.repeat(6000))
    at('a malformed escape', '', undefined, '%E0%A4%A')
    at('not UTF-8', '', undefined, '%FF%FE')
  }
  return requests
}

describe('the contract sweep: every operation, bad requests, no 5xx', () => {
  let app: FastifyInstance
  let driver: { id: string; email: string; password: string | null }
  let sent = 0

  beforeAll(async () => {
    // the sweep is about answers, not about the rate limits (they have their own tests)
    app = await buildTestApp({ RATE_LIMIT_MAX: '100000' })
    driver = await createUser(app)
  })
  afterAll(async () => {
    await app?.close()
    console.info(`contract sweep: ${sent} generated requests over ${sweptOperations.length} operations`)
  })

  it('covers every operation of the contract', () => {
    expect(sweptOperations.length).toBeGreaterThanOrEqual(60)
  })

  for (const operation of sweptOperations) {
    it(`${operation.operationId} (${operation.method} ${operation.template})`, async () => {
      // signed in afresh for each operation: a sweep of sign-out or a password change ends the session
      const { cookie } = await signIn(app, driver.email, driver.password!)
      const context = { userId: driver.id }
      const failures: string[] = []
      for (const request of badRequests(operation, context)) {
        const response = await app.inject({ ...request.options, headers: { ...request.options.headers, cookie } })
        sent++
        const status = response.statusCode
        const label = `${request.what} → ${status} ${response.body.slice(0, 200)}`
        if (status >= 500) failures.push(label)
        else if (request.expected && status !== request.expected && status !== 401 && status !== 403) failures.push(`${label} (expected ${request.expected})`)
        else if (status >= 400) {
          const answer = response.json<{ code?: unknown; message?: unknown; requestId?: unknown }>()
          if (!isErrorCode(answer.code) || typeof answer.message !== 'string' || answer.message === '') failures.push(`${label} (not the error shape)`)
          // the id a user can report, the one of the answer's header and of the request's log lines
          else if (answer.requestId === undefined || answer.requestId !== response.headers['x-request-id']) failures.push(`${label} (no requestId of its X-Request-Id)`)
        }
      }
      expect(failures).toEqual([])
    })
  }
})
