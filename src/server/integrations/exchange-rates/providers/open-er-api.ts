import { RateProviderError } from '../errors.js'
import { isRecord, withoutTrailingSlash, type RateProvider } from './rate-provider.js'

/**
 * The public primary provider, open.er-api.com (no key): `GET {url}/latest/{BASE}` answers
 * `{ result: 'success', base_code, rates }` or `{ result: 'error', 'error-type': … }`.
 */
export const OPEN_ER_API_URL = 'https://open.er-api.com/v6'

export function openErApiProvider(baseUrl: string): RateProvider {
  return {
    name: 'open.er-api.com',
    url: (base) => `${withoutTrailingSlash(baseUrl)}/latest/${encodeURIComponent(base)}`,
    read(body) {
      if (!isRecord(body)) return null
      if (body.result === 'success') return { rates: body.rates, base: body.base_code }
      if (body.result !== 'error') return null
      switch (body['error-type']) {
        case 'unsupported-code':
          return new RateProviderError('CURRENCY_NOT_FOUND')
        case 'malformed-request':
          return new RateProviderError('CURRENCY_MALFORMED_QUERY')
        default:
          return null
      }
    },
  }
}
