import type { Currency } from '../../../domain/enums.js'
import { RateProviderError, RateProviderUnreachable } from './errors.js'
import type { RateProvider } from './providers/rate-provider.js'
import { offeredRates } from './snapshot.js'

export interface AskOptions {
  fetchImpl: typeof fetch
  timeoutMs: number
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/**
 * Asks one provider for rates from `base` (base currency in the URL, spec §7).
 * Throws RateProviderError for an answer we recognise (the provider's own error format,
 * HTTP 400/404, empty or incomplete rates, wrong base) and RateProviderUnreachable otherwise.
 */
export async function askProvider(provider: RateProvider, base: Currency, options: AskOptions): Promise<Record<Currency, number>> {
  let response: Response
  let body: unknown
  try {
    response = await options.fetchImpl(provider.url(base), {
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { accept: 'application/json' },
    })
    body = await readJson(response)
  } catch (cause) {
    throw new RateProviderUnreachable(`${provider.name} unreachable`, { cause })
  }
  // The provider's own error body says more than its status, so it is read first
  const answer = body === undefined ? null : provider.read(body)
  if (answer instanceof RateProviderError) throw answer
  if (response.status === 400) throw new RateProviderError('CURRENCY_MALFORMED_QUERY')
  if (response.status === 404) throw new RateProviderError('CURRENCY_NOT_FOUND')
  if (!response.ok || answer === null) throw new RateProviderUnreachable(`${provider.name} answered ${response.status} without rates`)
  if (answer.base !== undefined && answer.base !== base) throw new RateProviderError('RATE_PROVIDER_INVALID_BASE')
  return offeredRates(answer.rates)
}
