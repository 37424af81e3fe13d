// PayPal Orders v2 over REST with fetch (no server SDK): an OAuth2 client-credentials token, cached
// until shortly before it expires, then orders created, read and captured. PAYPAL_API_URL points at
// the live API, the sandbox or a local double in tests.
import type { Currency } from '../../../domain/enums.js'
import type { ServerConfig } from '../../config.js'

export type PayPalAmount = { currency_code: string; value: string }
export type PayPalCapture = { id: string; status: string; amount?: PayPalAmount; custom_id?: string }
export type PayPalPurchaseUnit = {
  reference_id?: string
  custom_id?: string
  description?: string
  amount?: PayPalAmount
  payments?: { captures?: PayPalCapture[] }
}
export type PayPalOrder = { id: string; status: string; intent?: string; purchase_units?: PayPalPurchaseUnit[] }

/** A PayPal API error answer: its HTTP status, `name` and the first detail's `issue`. */
export class PayPalApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string | null,
    readonly issue: string | null,
  ) {
    super(`PayPal answered ${status}${errorName ? ` ${errorName}` : ''}${issue ? ` (${issue})` : ''}`)
    this.name = 'PayPalApiError'
  }
}

export type OrderRequest = { bookingId: string; /** cents */ amount: number; currency: Currency; description: string; requestId: string }

export interface PayPalClient {
  createOrder(request: OrderRequest): Promise<PayPalOrder>
  getOrder(orderId: string): Promise<PayPalOrder>
  /** Captures an approved order; `requestId` makes a retried capture answer the first one. */
  captureOrder(orderId: string, requestId: string): Promise<PayPalOrder>
}

/** PayPal wants amounts as strings with two decimals for these currencies: cents as '12.30'. */
export const paypalValue = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

/** Renew the token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000
const TIMEOUT_MS = 15_000

export function createPayPalClient(config: ServerConfig, fetchImpl: typeof fetch = fetch): PayPalClient | null {
  if (config.paymentGateway !== 'PayPal' || !config.paypalClientId || !config.paypalClientSecret) return null
  const base = config.paypalApiUrl
  const basic = Buffer.from(`${config.paypalClientId}:${config.paypalClientSecret}`).toString('base64')
  let token: { value: string; expiresAt: number } | null = null
  let pending: Promise<string> | null = null

  async function fetchToken(): Promise<string> {
    const response = await fetchImpl(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!response.ok) throw await apiError(response)
    const body = (await response.json()) as { access_token?: string; expires_in?: number }
    if (!body.access_token) throw new PayPalApiError(response.status, 'NO_ACCESS_TOKEN', null)
    token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 0) * 1000 - TOKEN_MARGIN_MS }
    return token.value
  }

  /** One token request at a time; a cached token until shortly before its expiry. */
  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value
    pending ??= fetchToken().finally(() => {
      pending = null
    })
    return pending
  }

  async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, retried = false): Promise<T> {
    const response = await fetchImpl(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    // a token revoked or expired early: fetch a new one, once
    if (response.status === 401 && !retried) {
      token = null
      return call(method, path, body, headers, true)
    }
    if (!response.ok) throw await apiError(response)
    return (await response.json()) as T
  }

  return {
    createOrder: (request) =>
      call<PayPalOrder>(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: request.bookingId,
              custom_id: request.bookingId,
              description: request.description.slice(0, 127),
              amount: { currency_code: request.currency, value: paypalValue(request.amount) },
            },
          ],
        },
        { 'paypal-request-id': request.requestId, prefer: 'return=representation' },
      ),
    getOrder: (orderId) => call<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`),
    captureOrder: (orderId, requestId) =>
      call<PayPalOrder>('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, { 'paypal-request-id': requestId, prefer: 'return=representation' }),
  }
}

async function apiError(response: Response): Promise<PayPalApiError> {
  const body = (await response.json().catch(() => null)) as { name?: string; error?: string; details?: { issue?: string }[] } | null
  return new PayPalApiError(response.status, body?.name ?? body?.error ?? null, body?.details?.[0]?.issue ?? null)
}
