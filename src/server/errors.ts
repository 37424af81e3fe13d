import type { FastifyError, FastifyInstance } from 'fastify'
import { errorMessages, type ErrorCode } from '../domain/errors.js'

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
      // the catalogue message, then which field broke which rule (e.g. "params/page must be >= 1")
      return reply
        .status(400)
        .send({ code: 'VALIDATION_ERROR', message: `${errorMessages.VALIDATION_ERROR}: ${error.message}` })
    }
    const status = error.statusCode ?? 500
    const code = fastifyErrorCodes[status]
    if (code) return reply.status(status).send({ code, message: errorMessages[code] })
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ code: 'INTERNAL_ERROR', message: errorMessages.INTERNAL_ERROR })
  })
}

/** API paths (and anything when the SPA is not served) that match no route. */
export function registerApiNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ code: 'NOT_FOUND', message: errorMessages.NOT_FOUND }),
  )
}
