// Requests made from the contract itself (the contract sweep): for every operation a well-formed
// request, then the bad ones a careless or hostile client sends. A new operation is swept as soon
// as it is in openapi/openapi.yaml.
import { randomUUID } from 'node:crypto'
import { httpMethods, readContract } from '../../../src/server/contract.js'

export type Schema = {
  $ref?: string
  type?: string | string[]
  format?: string
  enum?: unknown[]
  const?: unknown
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  items?: Schema
  properties?: Record<string, Schema>
  required?: string[]
  oneOf?: Schema[]
  anyOf?: Schema[]
  allOf?: Schema[]
  default?: unknown
}
type Parameter = { $ref?: string; name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema: Schema }
type RawOperation = {
  operationId: string
  parameters?: Parameter[]
  requestBody?: { $ref?: string; required?: boolean; content: Record<string, { schema: Schema }> }
}
type Components = { schemas: Record<string, Schema>; parameters: Record<string, Parameter>; requestBodies?: Record<string, RawOperation['requestBody']> }

const contract = readContract() as unknown as { paths: Record<string, Record<string, RawOperation> & { parameters?: Parameter[] }>; components: Components }

const refName = (ref: string) => ref.split('/').pop() ?? ''

export function resolve(schema: Schema): Schema {
  let current = schema
  while (current.$ref) current = contract.components.schemas[refName(current.$ref)] ?? {}
  if (current.allOf) return current.allOf.map(resolve).reduce((merged, part) => ({ ...merged, ...part, properties: { ...merged.properties, ...part.properties }, required: [...(merged.required ?? []), ...(part.required ?? [])] }), {})
  return current
}

export interface SweptOperation {
  operationId: string
  method: string
  /** The path with its parameters in braces, as in the contract. */
  template: string
  parameters: Parameter[]
  body?: { required: boolean; mediaTypes: string[]; schema: Schema }
}

export const sweptOperations: SweptOperation[] = Object.entries(contract.paths).flatMap(([template, item]) =>
  httpMethods.flatMap((method) => {
    const operation = item[method]
    if (!operation) return []
    const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((parameter) =>
      parameter.$ref ? contract.components.parameters[refName(parameter.$ref)]! : parameter,
    )
    let body = operation.requestBody
    if (body?.$ref) body = contract.components.requestBodies?.[refName(body.$ref)]
    const mediaTypes = body ? Object.keys(body.content) : []
    return [
      {
        operationId: operation.operationId,
        method: method.toUpperCase(),
        template,
        parameters,
        ...(body ? { body: { required: body.required === true, mediaTypes, schema: resolve(body.content[mediaTypes[0]!]!.schema) } } : {}),
      },
    ]
  }),
)

const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type)

/** Samples tried, in order, against a string's pattern. */
const patternSamples = ['abc', 'ABC', 'FR', 'ABCD2345', '+33 6 12 34 56 78', '127.0.0.1', 'a-b_c', '2101-01-01T10:00']

/** A value the schema accepts, as small as it allows; `context` fills the ids a signed-in caller owns. */
export function validValue(schema: Schema, name = '', context: Record<string, string> = {}): unknown {
  const s = resolve(schema)
  if (name in context) return context[name]
  if (s.const !== undefined) return s.const
  if (s.default !== undefined) return s.default
  if (s.enum) return s.enum.find((value) => value !== null)
  if (s.oneOf ?? s.anyOf) return validValue((s.oneOf ?? s.anyOf)![0]!, name, context)
  switch (typeOf(s)) {
    case 'object': {
      const value: Record<string, unknown> = {}
      for (const key of s.required ?? []) value[key] = validValue(s.properties?.[key] ?? {}, key, context)
      return value
    }
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => validValue(s.items ?? {}, name, context))
    case 'integer':
    case 'number':
      return s.minimum ?? (s.maximum !== undefined ? Math.min(1, s.maximum) : 1)
    case 'boolean':
      return true
    default:
      return stringSample(s)
  }
}

function stringSample(s: Schema): string {
  switch (s.format) {
    case 'uuid':
      return randomUUID()
    case 'email':
      return `sweep.${randomUUID().slice(0, 8)}@keyturn.example`
    case 'date':
      return '2101-01-01'
    case 'date-time':
      return '2101-01-01T10:00:00.000Z'
    case 'uri':
      return 'https://keyturn.example/'
  }
  if (s.pattern) {
    const pattern = new RegExp(s.pattern, 'u')
    const sample = patternSamples.find((candidate) => pattern.test(candidate))
    if (sample) return sample
  }
  return 'a'.repeat(Math.max(1, s.minLength ?? 1))
}

/** A value of another type than the schema's (an object for a scalar, text for an object or a list). */
export function wrongType(schema: Schema): unknown {
  const type = typeOf(resolve(schema))
  return type === 'object' || type === 'array' ? 'not-an-object' : { not: 'a scalar' }
}

/** The string properties of an object schema, by name (the ones a NUL or an oversize text goes into). */
export function stringProperties(schema: Schema): [string, Schema][] {
  return Object.entries(resolve(schema).properties ?? {})
    .map(([name, property]) => [name, resolve(property)] as [string, Schema])
    .filter(([, property]) => typeOf(property) === 'string' && property.format !== 'binary')
}

/** The operation's URL with its path and query parameters filled by `values` (else valid values). */
export function urlOf(operation: SweptOperation, values: Record<string, unknown> = {}, context: Record<string, string> = {}): string {
  let path = operation.template
  const query = new URLSearchParams()
  for (const parameter of operation.parameters) {
    const value = parameter.name in values ? values[parameter.name] : parameter.required || parameter.in === 'path' ? validValue(parameter.schema, parameter.name, context) : undefined
    if (value === undefined) continue
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a parameter is a scalar or an array of scalars: written as a URL writes it
    const text = String(value)
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(text))
    else if (parameter.in === 'query') query.set(parameter.name, text)
  }
  const search = query.toString()
  return search ? `${path}?${search}` : path
}

/** A multipart/form-data body of text fields (and a small file for each binary field). */
export function multipartBody(fields: Record<string, unknown>, schema: Schema): { payload: Buffer; contentType: string } {
  const boundary = `----sweep${randomUUID().replace(/-/g, '')}`
  const parts: Buffer[] = []
  const properties = resolve(schema).properties ?? {}
  for (const [name, value] of Object.entries(fields)) {
    const binary = resolve(properties[name] ?? {}).format === 'binary'
    const disposition = binary ? `form-data; name="${name}"; filename="sweep.png"` : `form-data; name="${name}"`
    const type = binary ? '\r\nContent-Type: image/png' : ''
    const text = typeof value === 'string' ? value : JSON.stringify(value)
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n${text}\r\n`))
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}
