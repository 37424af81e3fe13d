import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preValidationAsyncHookHandler, RouteOptions } from 'fastify'
import type { components } from '../../../openapi/schema.js'
import { unstorableTextAt } from '../../domain/stored-text.js'
import { bodyRules, type Contract } from '../contract.js'
import { AppError } from '../errors.js'

type FieldIssue = components['schemas']['FieldIssue']

/** A client mistake the validator does not see: 400 VALIDATION_ERROR, with the body's field when there is one. */
const refused = (fields: FieldIssue[] = []) => new AppError('VALIDATION_ERROR', 400, undefined, undefined, fields)

const mediaTypeOf = (request: FastifyRequest) => request.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase()

const carriesBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0

/**
 * Holds every request to its operation in the contract, whatever it carries (issue 21):
 * - a body only in a media type the operation declares (415 otherwise, before any parser reads it;
 *   an operation that declares no body takes none), so the schema Fastify keeps per media type
 *   always applies: a multipart or text body can no longer pass around the JSON one;
 * - a required body present (400, where Fastify would skip validation and the handler read nothing);
 * - no NUL character in any string of the body, the query or the path (400 at the edge: PostgreSQL
 *   cannot store one, and a query would fail with a 500).
 * Registered before the contract's routes, so each of them gets the hooks of its own operation.
 */
export function registerRequestContract(app: FastifyInstance, contract: Contract): void {
  const rules = bodyRules(contract)
  app.addHook('onRoute', (route: RouteOptions) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId
    if (!operationId || !rules.has(operationId)) return
    const rule = rules.get(operationId)
    const accepted = new Set(rule?.mediaTypes ?? [])

    const refuseUndeclaredBody: onRequestAsyncHookHandler = async (request) => {
      const mediaType = mediaTypeOf(request)
      const sent = carriesBody(request)
      // a bodiless operation minds only a body actually sent, not a stray Content-Type header
      const undeclared = rule ? (mediaType === undefined ? sent : !accepted.has(mediaType)) : sent
      if (undeclared) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415)
    }
    const requireBodyAndStorableText: preValidationAsyncHookHandler = async (request) => {
      if (rule?.required && (request.body === undefined || request.body === null)) throw refused()
      const inBody = unstorableTextAt(request.body)
      if (inBody !== undefined) throw refused(inBody ? [{ field: inBody, rule: 'characters' }] : [])
      if (unstorableTextAt(request.query) !== undefined || unstorableTextAt(request.params) !== undefined) throw refused()
    }
    route.onRequest = [...hooksOf(route.onRequest), refuseUndeclaredBody]
    route.preValidation = [...hooksOf(route.preValidation), requireBodyAndStorableText]
  })
}

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]
}
