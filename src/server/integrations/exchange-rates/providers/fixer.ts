import { RateProviderError } from '../errors.js'
import { isRecord, withoutTrailingSlash, type RateProvider } from './rate-provider.js'

/**
 * Keyed fallback, fixer.io (apilayer format): `GET {url}/latest?access_key={KEY}&base={BASE}`
 * answers `{ success: true, base, rates }` or `{ success: false, error: { code, type } }`.
 * Fixer takes the base as a query parameter: that is its real API, kept as is.
 */
export const FIXER_API_URL = 'https://data.fixer.io/api'

const errorCodes: Record<number, 'RATE_PROVIDER_INVALID_API_KEY' | 'RATE_PROVIDER_PAID_PLAN_REQUIRED' | 'RATE_PROVIDER_INVALID_BASE' | 'RATE_DATA_EMPTY'> = {
  101: 'RATE_PROVIDER_INVALID_API_KEY', // missing or invalid access key
  102: 'RATE_PROVIDER_INVALID_API_KEY', // account inactive
  104: 'RATE_PROVIDER_PAID_PLAN_REQUIRED', // monthly request allowance reached
  105: 'RATE_PROVIDER_PAID_PLAN_REQUIRED', // e.g. choosing the base is not in the free plan
  106: 'RATE_DATA_EMPTY', // no rates available
  201: 'RATE_PROVIDER_INVALID_BASE',
}

export function fixerProvider(baseUrl: string, apiKey: string): RateProvider {
  return {
    name: 'fixer.io',
    url: (base) =>
      `${withoutTrailingSlash(baseUrl)}/latest?access_key=${encodeURIComponent(apiKey)}&base=${encodeURIComponent(base)}`,
    read(body) {
      if (!isRecord(body)) return null
      if (body.success === true) return { rates: body.rates, base: body.base }
      if (body.success !== false || !isRecord(body.error)) return null
      const code = errorCodes[Number(body.error.code)]
      return code ? new RateProviderError(code) : null
    },
  }
}
