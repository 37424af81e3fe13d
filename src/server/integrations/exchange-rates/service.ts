import { offeredCurrency, rateBetween, validAmount, validCacheOptions, validCurrencyCode } from './converter-rules.js'
import { ratesFromChain, type ChainLogger } from './fallback-chain.js'
import { providersFromConfig, type ExchangeRatesConfig } from './providers/index.js'
import type { RateProvider } from './providers/rate-provider.js'
import { RatesCache } from './rates-cache.js'
import type { RatesSnapshot } from './snapshot.js'

export interface ExchangeRatesService {
  /** Rates from USD to every offered currency; throws ExchangeRatesUnavailable when no provider remains. */
  latest(): Promise<RatesSnapshot>
  /**
   * `amount` (1 when undefined) of `from` in `to`, unrounded, following the converter rules of
   * spec §5. Invalid input is rejected before any provider is asked; a currency to itself needs no rates.
   */
  convert(amount: number | undefined, from: string, to: string): Promise<number>
}

export interface ExchangeRatesOptions {
  fetchImpl?: typeof fetch
  /** Per provider request. */
  timeoutMs?: number
  logger?: ChainLogger
  /** Milliseconds clock of the cache (tests use fake timers). */
  now?: () => number
}

export const PROVIDER_TIMEOUT_MS = 5000

export function exchangeRatesServiceFor(
  providers: readonly RateProvider[],
  cacheOptions: unknown,
  options: ExchangeRatesOptions = {},
): ExchangeRatesService {
  const now = options.now ?? Date.now
  const cache = new RatesCache(
    () =>
      ratesFromChain(providers, {
        fetchImpl: options.fetchImpl ?? fetch,
        timeoutMs: options.timeoutMs ?? PROVIDER_TIMEOUT_MS,
        logger: options.logger,
        now: () => new Date(now()),
      }),
    validCacheOptions(cacheOptions),
    now,
  )
  return {
    latest: () => cache.get(),
    async convert(amount, from, to) {
      const source = validCurrencyCode(from, 'source')
      const target = validCurrencyCode(to, 'target')
      const units = validAmount(amount)
      if (source === target) return units
      const [fromCurrency, toCurrency] = [offeredCurrency(source), offeredCurrency(target)]
      return units * rateBetween(await cache.get(), fromCurrency, toCurrency)
    },
  }
}

export function createExchangeRatesService(config: ExchangeRatesConfig, options: ExchangeRatesOptions = {}): ExchangeRatesService {
  return exchangeRatesServiceFor(
    providersFromConfig(config),
    { isRatesCaching: config.ratesCaching, ratesCacheDuration: config.ratesCacheDuration },
    options,
  )
}
