import { BASE_CURRENCY, currencies, type Currency } from '../../../domain/enums.js'
import { RateProviderError } from './errors.js'

/** One set of rates from the base currency, as one provider gave it at one moment. */
export interface RatesSnapshot {
  base: 'USD'
  /** Units of each currency for one USD; USD itself is 1. */
  rates: Record<Currency, number>
  fetchedAt: Date
  /** Name of the provider that answered. */
  source: string
}

const isPositiveRate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0

/**
 * Keeps the offered currencies from a provider's rates object. An empty or absent object is
 * 'No data returned for rate fetch.'; an offered currency without a usable rate is named.
 */
export function offeredRates(providerRates: unknown): Record<Currency, number> {
  if (typeof providerRates !== 'object' || providerRates === null || Object.keys(providerRates).length === 0) {
    throw new RateProviderError('RATE_DATA_EMPTY')
  }
  const all = providerRates as Record<string, unknown>
  const rates = { [BASE_CURRENCY]: 1 } as Record<Currency, number>
  for (const currency of currencies) {
    if (currency === BASE_CURRENCY) continue
    const rate = all[currency]
    if (!isPositiveRate(rate)) throw new RateProviderError('RATE_CURRENCY_MISSING', { currency })
    rates[currency] = rate
  }
  return rates
}
