import { BASE_CURRENCY } from '../../../domain/enums.js'
import { askProvider, type AskOptions } from './ask-provider.js'
import { ExchangeRatesUnavailable, RateProviderError, type ProviderFailure } from './errors.js'
import type { RateProvider } from './providers/rate-provider.js'
import type { RatesSnapshot } from './snapshot.js'

export interface ChainLogger {
  warn(details: object, message: string): void
}

export const NO_PROVIDER_ANSWERED = 'No exchange-rate provider answered'

/**
 * Spec §7: providers are asked in order; one that fails is dropped and the next is tried
 * (a handled error, and also a network failure or timeout, since the next one may answer).
 * When none remain, the last handled provider message is raised.
 */
export async function ratesFromChain(
  providers: readonly RateProvider[],
  options: AskOptions & { logger?: ChainLogger; now?: () => Date },
): Promise<RatesSnapshot> {
  const failures: ProviderFailure[] = []
  let lastHandled: RateProviderError | null = null
  for (const provider of providers) {
    try {
      const rates = await askProvider(provider, BASE_CURRENCY, options)
      return { base: 'USD', rates, fetchedAt: options.now?.() ?? new Date(), source: provider.name }
    } catch (error) {
      const handled = error instanceof RateProviderError
      if (handled) lastHandled = error
      const message = error instanceof Error ? error.message : String(error)
      failures.push({ provider: provider.name, message, handled })
      options.logger?.warn({ provider: provider.name, err: error }, `exchange-rate provider dropped: ${message}`)
    }
  }
  throw lastHandled
    ? new ExchangeRatesUnavailable(lastHandled.message, lastHandled.code, failures)
    : new ExchangeRatesUnavailable(NO_PROVIDER_ANSWERED, 'SERVICE_UNAVAILABLE', failures)
}
