import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify'
import type { components } from '../../openapi/schema.js'
import { databaseUnavailableMessages, localizedErrorMessage } from '../domain/error-catalogue.js'
import type { Language } from '../domain/enums.js'
import { errorMessages, type ErrorCode } from '../domain/errors.js'
import { databaseUnavailability } from './db/errors.js'
import { requestLanguage } from './request-language.js'
import { asksForPage, unavailablePage } from './unavailable-page.js'
import { REQUEST_ID_HEADER } from './observability/request-id.js'

type FieldIssue = components['schemas']['FieldIssue']

/** An error a caller may see: a stable code, an HTTP status and a catalogue message. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message?: string,
    /** The values of the catalogue message's placeholders, so it can be said in the caller's language. */
    readonly values?: Record<string, string | number>,
    /** For a refused body: which fields broke which rule. */
    readonly fields: FieldIssue[] = [],
  ) {
    super(message ?? errorMessages[code])
    this.name = 'AppError'
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', 404, message)

export const notImplemented = (operationId: string) => async () => {
  throw new AppError('NOT_IMPLEMENTED', 501, `${operationId} is not implemented yet`)
}

/** A request that failed because the database was unavailable may be sent again after this (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/** Fastify's own errors that carry a status a caller should see, by their Fastify code. */
const fastifyErrorCodes: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
}

/**
 * A data exception of PostgreSQL (SQLSTATE class 22: a value out of range, malformed text for its
 * type…) comes from a value a client sent that the contract let through: the client's mistake, not ours.
 */
const isDataException = (error: unknown) => typeof (error as { code?: unknown }).code === 'string' && /^22[0-9A-Z]{3}$/.test((error as { code: string }).code)

/**
 * The multipart parser (busboy) throws plain errors for bytes that are not multipart (no boundary,
 * a body cut short, a boundary too long): they carry no status, but describe what the client sent.
 */
const fromMultipartParser = (error: Error) => error.stack?.includes('/node_modules/@fastify/busboy/') === true

/**
 * The error body in the caller's language (Accept-Language: en, fr or es): in English the message
 * the code was thrown with (it may say more than the catalogue), in French and Spanish the
 * catalogue's message of the code. Its `requestId` is the one in the log lines of the request.
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  /** The English message, or the message in every language. */
  english?: string | Record<Language, string>,
  values?: Record<string, string | number>,
  fields: FieldIssue[] = [],
) {
  const language = requestLanguage(request)
  const message = typeof english === 'object' ? english[language] : language === 'en' && english ? english : localizedErrorMessage(code, language, values)
  // the header again: the router's own errors reply before any hook that sets it
  reply.header(REQUEST_ID_HEADER, request.id)
  return reply.status(status).send({ code, message, ...(fields.length > 0 ? { fields } : {}), requestId: request.id })
}

/**
 * One error handler: every error leaves as `{ code, message, requestId }` in the caller's language; internals
 * never leak. Whatever a client sends answers 4xx; a 5xx is our fault and is logged with its request —
 * but for a database that cannot answer now (db/errors.ts databaseUnavailability): 503 with Retry-After.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const unavailable = databaseUnavailability(error)
    if (unavailable !== null) {
      // the database restarts or is out of reach: the caller may try again in a moment. One line,
      // with the request's id and the reason, no stack: an outage fails many requests at once.
      request.log.warn({ reason: unavailable }, 'database unavailable: answered 503')
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      // a browser asking for a page reads a page, not the API's JSON
      if (asksForPage(request)) {
        reply.header(REQUEST_ID_HEADER, request.id).header('cache-control', 'no-store')
        return reply.status(503).type('text/html; charset=utf-8').send(unavailablePage(request))
      }
      return sendError(request, reply, 503, 'SERVICE_UNAVAILABLE', databaseUnavailableMessages)
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500 && error.code !== 'NOT_IMPLEMENTED') request.log.error({ err: error }, error.message)
      return sendError(request, reply, error.statusCode, error.code, error.message, error.values, error.fields)
    }
    if ('validation' in error && error.validation) {
      request.log.info({ validation: error.validation, context: error.validationContext }, 'request validation failed')
      // the catalogue message only (never a schema path); for the body, which field broke which
      // rule, so the SPA can put a localised message next to it
      const fields = error.validationContext === 'body' ? fieldIssues(error.validation) : []
      return sendError(request, reply, 400, 'VALIDATION_ERROR', undefined, undefined, fields)
    }
    if (isDataException(error) || fromMultipartParser(error)) {
      request.log.warn({ err: error }, 'a request value refused below the contract')
      return sendError(request, reply, 400, 'VALIDATION_ERROR')
    }
    const status = error.statusCode ?? 500
    const code = status < 500 ? (fastifyErrorCodes[status] ?? 'VALIDATION_ERROR') : undefined
    if (code) return sendError(request, reply, status, code)
    request.log.error({ err: error }, 'unhandled error')
    return sendError(request, reply, 500, 'INTERNAL_ERROR')
  })
}

/**
 * Errors of Fastify's router, before any route or error handler (a malformed escape in the URL, a
 * path segment over the longest allowed): the same error shape as every other refusal.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400
  request.log.info({ err: error }, 'request refused by the router')
  void sendError(request, reply, status, fastifyErrorCodes[status] ?? 'VALIDATION_ERROR')
}

/** JSON-Schema keywords whose `params.limit` is the number the rule names (maxLength 100 → 100). */
const LIMIT_KEYWORDS = new Set(['maxLength', 'minLength', 'maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum', 'maxItems', 'minItems'])

/**
 * The validator's errors as the contract's FieldIssue list: the dotted path of the field in the
 * body ('/driver/fullName' → 'driver.fullName'; a missing property is named with its parent's
 * path), the keyword as the rule and its limit when it has one. One entry per field and rule.
 */
export function fieldIssues(errors: readonly FastifySchemaValidationError[]): FieldIssue[] {
  const issues = new Map<string, FieldIssue>()
  for (const error of errors) {
    const segments = error.instancePath
      .split('/')
      .slice(1)
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    const missing = error.keyword === 'required' ? error.params.missingProperty : error.keyword === 'additionalProperties' ? error.params.additionalProperty : undefined
    if (typeof missing === 'string') segments.push(missing)
    const field = segments.join('.')
    if (!field) continue // the body as a whole (not JSON, not an object): no field to point at
    const issue: FieldIssue = { field, rule: error.keyword }
    if (LIMIT_KEYWORDS.has(error.keyword) && typeof error.params.limit === 'number') issue.limit = error.params.limit
    issues.set(`${field} ${error.keyword}`, issue)
  }
  return [...issues.values()]
}

/** API paths (and anything when the SPA is not served) that match no route. */
export function registerApiNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'NOT_FOUND'))
}
