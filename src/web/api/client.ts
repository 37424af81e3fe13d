import createClient from 'openapi-fetch'
import type { paths } from '../../../openapi/schema'
import { isErrorCode, type ErrorCode } from '../../domain/errors'

/**
 * Same-origin API client. The base URL is absolute and `fetch` is looked up at call time
 * (not captured at creation) so that msw, which patches `globalThis.fetch` later in tests,
 * still sees every request.
 */
export const api = createClient<paths>({
  baseUrl: globalThis.location?.origin ?? 'http://localhost',
  fetch: (request) => globalThis.fetch(request),
})

/** A failed API call, carrying the stable error code of the `{ code, message }` body. */
export class ApiError extends Error {
  readonly code: ErrorCode
  readonly status: number

  constructor(code: ErrorCode, message: string, status: number) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.status = status
  }
}

/** Turns an error answer (any body, even a non-JSON one) into an ApiError. */
export function toApiError(body: unknown, response: Response): ApiError {
  const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown }
  return new ApiError(
    isErrorCode(code) ? code : 'INTERNAL_ERROR',
    typeof message === 'string' ? message : response.statusText || `HTTP ${response.status}`,
    response.status,
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
