import type { FastifyReply, FastifyRequest } from 'fastify'
import type { operations } from '../../../openapi/schema.js'

/** Typed handlers keyed by operationId, their request and answer shapes taken from the contract. */
export type OperationId = keyof operations
type Operation<K extends OperationId> = operations[K]

type PathParams<K extends OperationId> = Operation<K>['parameters'] extends { path: infer P } ? P : never
type QueryParams<K extends OperationId> = Operation<K>['parameters'] extends { query?: infer Q } ? Q : never
type JsonBody<K extends OperationId> = Operation<K> extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : Operation<K> extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : never
type SuccessBody<K extends OperationId> = Operation<K>['responses'] extends { 200: { content: { 'application/json': infer R } } }
  ? R
  : Operation<K>['responses'] extends { 201: { content: { 'application/json': infer R } } }
    ? R
    : unknown

export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Params: PathParams<K>
  Querystring: QueryParams<K>
  Body: JsonBody<K>
}>

/** Answers the success body, or the reply once it has sent an answer itself (e.g. one serialised earlier). */
export type Handler<K extends OperationId> = (request: OperationRequest<K>, reply: FastifyReply) => Promise<SuccessBody<K> | FastifyReply>

export type Handlers = { [K in OperationId]?: Handler<K> }
