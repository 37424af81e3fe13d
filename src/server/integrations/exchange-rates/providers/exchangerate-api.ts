import { RateProviderError } from '../errors.js'
import { isRecord, withoutTrailingSlash, type RateProvider } from './rate-provider.js'

/**
 * Keyed fallback, exchangerate-api.com v6: `GET {url}/v6/{KEY}/latest/{BASE}` answers
 * `{ result: 'success', base_code, conversion_rates }` or `{ result: 'error', 'error-type': … }`.
 */
export const EXCHANGERATE_API_URL = 'https://v6.exchangerate-api.com'

const errorCodes = {
  'unsupported-code': 'CURRENCY_NOT_FOUND',
  'malformed-request': 'CURRENCY_MALFORMED_QUERY',
  'invalid-key': 'RATE_PROVIDER_INVALID_API_KEY',
  // an account whose e-mail is unconfirmed: its key does not work yet
  'inactive-account': 'RATE_PROVIDER_INVALID_API_KEY',
  // the free quota is spent: only an upgrade brings rates back before the month ends
  'quota-reached': 'RATE_PROVIDER_PAID_PLAN_REQUIRED',
  'plan-upgrade-required': 'RATE_PROVIDER_PAID_PLAN_REQUIRED',
} as const

export function exchangeRateApiProvider(baseUrl: string, apiKey: string): RateProvider {
  return {
    name: 'exchangerate-api.com',
    url: (base) => `${withoutTrailingSlash(baseUrl)}/v6/${encodeURIComponent(apiKey)}/latest/${encodeURIComponent(base)}`,
    read(body) {
      if (!isRecord(body)) return null
      if (body.result === 'success') return { rates: body.conversion_rates, base: body.base_code }
      if (body.result !== 'error') return null
      const code = errorCodes[body['error-type'] as keyof typeof errorCodes]
      return code ? new RateProviderError(code) : null
    },
  }
}
