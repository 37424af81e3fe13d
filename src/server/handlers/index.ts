import type { RouteHandlerMethod } from 'fastify'
import { notImplemented } from '../errors.js'
import { catalogueHandlers } from './catalogue.js'
import { currencyHandlers } from './currency.js'
import { searchHandlers } from './search.js'
import { systemHandlers } from './system.js'

/** Every implemented operation, by operationId; the others answer 501 NOT_IMPLEMENTED. */
export const implementedHandlers: Record<string, RouteHandlerMethod> = {
  ...systemHandlers,
  ...catalogueHandlers,
  ...currencyHandlers,
  ...searchHandlers,
} as unknown as Record<string, RouteHandlerMethod>

export function resolveOperation(operationId: string): RouteHandlerMethod {
  return implementedHandlers[operationId] ?? notImplemented(operationId)
}
