import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify'
import type { components } from '../../openapi/schema.js'
import { errorMessages, type ErrorCode } from '../domain/errors.js'

type FieldIssue = components['schemas']['FieldIssue']

/** An error a caller may see: a stable code, an HTTP status and a catalogue message. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message?: string,
  ) {
    super(message ?? errorMessages[code])
    this.name = 'AppError'
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', 404, message)

export const notImplemented = (operationId: string) => async () => {
  throw new AppError('NOT_IMPLEMENTED', 501, `${operationId} is not implemented yet`)
}

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

/** One error handler: every error leaves as `{ code, message }`; internals never leak. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500 && error.code !== 'NOT_IMPLEMENTED') request.log.error({ err: error }, error.message)
      return reply.status(error.statusCode).send({ code: error.code, message: error.message })
    }
    if ('validation' in error && error.validation) {
      request.log.info({ validation: error.validation, context: error.validationContext }, 'request validation failed')
      // the catalogue message only (never a schema path); for the body, which field broke which
      // rule, so the SPA can put a localised message next to it
      const fields = error.validationContext === 'body' ? fieldIssues(error.validation) : []
      return reply
        .status(400)
        .send({ code: 'VALIDATION_ERROR', message: errorMessages.VALIDATION_ERROR, ...(fields.length > 0 ? { fields } : {}) })
    }
    const status = error.statusCode ?? 500
    const code = fastifyErrorCodes[status]
    if (code) return reply.status(status).send({ code, message: errorMessages[code] })
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ code: 'INTERNAL_ERROR', message: errorMessages.INTERNAL_ERROR })
  })
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
    const segments = error.instancePath.split('/').slice(1).map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
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
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ code: 'NOT_FOUND', message: errorMessages.NOT_FOUND }),
  )
}
