import createClient from 'openapi-fetch'
import type { components, paths } from '../../../openapi/schema'
import { isErrorCode, type ErrorCode } from '../../domain/errors'

/**
 * Same-origin API client. The base URL is absolute and `fetch` is looked up at call time
 * (not captured at creation) so that msw, which patches `globalThis.fetch` later in tests,
 * still sees every request.
 */
export const api = createClient<paths>({
  baseUrl: globalThis.location?.origin ?? 'http://localhost',
  fetch: (request) => {
    // the server words its error messages in the page's language, not the browser's (issue 21)
    const language = globalThis.document?.documentElement.lang
    if (language) request.headers.set('accept-language', language)
    return transport(request)
  },
})

type Transport = (request: Request) => Promise<Response>
let transport: Transport = (request) => globalThis.fetch(request)

/**
 * Where the API's requests go. In the browser, the network; while the server renders a page
 * (src/web/entry-server.tsx), the server's own routes, in process, as the request being rendered.
 */
export function setApiTransport(next: Transport): void {
  transport = next
}

export type FieldIssue = components['schemas']['FieldIssue']

/**
 * A failed API call, carrying the stable error code of the `{ code, message }` body and, for a
 * refused body, the fields it names (`fields`), so a page can show a message next to each field.
 * The message is the server's, in the page's language; a page shows its own text by code where it has one.
 */
export class ApiError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly fields: FieldIssue[] | undefined
  /** The server's id of the request (X-Request-Id), shown small with the error so it can be reported. */
  readonly requestId: string | undefined

  constructor(code: ErrorCode, message: string, status: number, fields?: FieldIssue[], requestId?: string) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.status = status
    this.fields = fields
    this.requestId = requestId
  }
}

const isFieldIssue = (value: unknown): value is FieldIssue => {
  const { field, rule, limit } = (value ?? {}) as { field?: unknown; rule?: unknown; limit?: unknown }
  return typeof field === 'string' && typeof rule === 'string' && (limit === undefined || typeof limit === 'number')
}

/** Turns an error answer (any body, even a non-JSON one) into an ApiError. */
export function toApiError(body: unknown, response: Response): ApiError {
  const { code, message, fields, requestId } = (body ?? {}) as { code?: unknown; message?: unknown; fields?: unknown; requestId?: unknown }
  const issues = Array.isArray(fields) ? fields.filter(isFieldIssue) : []
  // the body's, else the header's (a proxy's own error page has no body of ours)
  const reference = typeof requestId === 'string' ? requestId : (response.headers.get('x-request-id') ?? undefined)
  return new ApiError(
    isErrorCode(code) ? code : 'INTERNAL_ERROR',
    typeof message === 'string' ? message : response.statusText || `HTTP ${response.status}`,
    response.status,
    issues.length > 0 ? issues : undefined,
    reference,
  )
}

/** Unwraps an openapi-fetch result: the data, or a thrown ApiError. */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call
  if (!response.ok || data === undefined) throw toApiError(error, response)
  return data
}
