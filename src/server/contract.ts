import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

/** The hand-written OpenAPI contract: the server's routes, validation and reference page come from it. */
export const contractPath = new URL('../../openapi/openapi.yaml', import.meta.url).pathname

type MediaTypes = Record<string, { schema?: unknown }>
type RequestBody = { required?: boolean; content?: MediaTypes; $ref?: string }
type Operation = { operationId?: string; requestBody?: RequestBody }
export type Contract = {
  paths: Record<string, Record<string, Operation>>
  components?: { requestBodies?: Record<string, RequestBody> }
}

/** What an operation accepts as a body: the media types it declares, and whether a body is required. */
export interface BodyRule {
  mediaTypes: readonly string[]
  required: boolean
}

export const httpMethods = ['get', 'post', 'put', 'delete', 'patch'] as const

/** Reads the contract once (the router and the body rules share this object). */
export function readContract(file = contractPath): Contract {
  return parse(readFileSync(file, 'utf8')) as Contract
}

/** Each operation's body rule, by operationId; an operation without a request body has none. */
export function bodyRules(contract: Contract): Map<string, BodyRule | undefined> {
  const rules = new Map<string, BodyRule | undefined>()
  for (const item of Object.values(contract.paths)) {
    for (const method of httpMethods) {
      const operation = item[method]
      if (!operation?.operationId) continue
      let body = operation.requestBody
      if (body?.$ref) body = contract.components?.requestBodies?.[body.$ref.split('/').pop() ?? '']
      rules.set(operation.operationId, body?.content ? { mediaTypes: Object.keys(body.content), required: body.required === true } : undefined)
    }
  }
  return rules
}
