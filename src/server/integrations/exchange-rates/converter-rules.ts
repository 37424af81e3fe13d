// Converter rules of spec §5, with its exact messages. Pure: no rates needed to check a call.
import { currencies, type Currency } from '../../../domain/enums.js'
import { errorMessage } from '../../../domain/errors.js'
import { isoCurrencyCodes } from './currency-codes.js'
import { CurrencyConversionError } from './errors.js'
import type { RatesSnapshot } from './snapshot.js'

export const DEFAULT_AMOUNT = 1
export const DEFAULT_RATES_CACHE_DURATION_SECONDS = 3600

export interface RatesCacheOptions {
  isRatesCaching: boolean
  /** Seconds; positive. */
  ratesCacheDuration: number
}

/**
 * A valid ISO 4217 code, upper-cased. The source is case-insensitive ('usd' works);
 * the target must already be upper case, as in the converter the spec describes.
 */
export function validCurrencyCode(code: unknown, role: 'source' | 'target'): string {
  if (typeof code !== 'string') throw new TypeError(`${String(code)} is not a valid currency code`)
  if (code === '') throw new CurrencyConversionError('currency code cannot be an empty string')
  const normalised = role === 'source' ? code.toUpperCase() : code
  if (!isoCurrencyCodes.has(normalised)) throw new CurrencyConversionError(`${code} is not a valid currency code`)
  return normalised
}

/** A valid code the app offers (USD, EUR, GBP, AUD), else 'Currency X not supported' (spec §8). */
export function offeredCurrency(code: string): Currency {
  if (!(currencies as readonly string[]).includes(code)) {
    throw new CurrencyConversionError(errorMessage('CURRENCY_NOT_SUPPORTED', { currency: code }))
  }
  return code as Currency
}

/** The amount to convert: 1 when omitted, a number (TypeError otherwise), positive. */
export function validAmount(amount: unknown = DEFAULT_AMOUNT): number {
  if (typeof amount !== 'number') throw new TypeError('amount should be a number')
  // NaN fails "positive" too: it is a number only by type
  if (!(amount > 0) || !Number.isFinite(amount)) throw new CurrencyConversionError('amount should be a positive number')
  return amount
}

/** Cache options object of spec §5; the duration defaults to 3600 s when left out. */
export function validCacheOptions(options: unknown): RatesCacheOptions {
  if (typeof options !== 'object' || options === null) throw new TypeError('ratesCacheOptions should be an object')
  const { isRatesCaching, ratesCacheDuration = DEFAULT_RATES_CACHE_DURATION_SECONDS } = options as Record<string, unknown>
  if (typeof isRatesCaching !== 'boolean') throw new TypeError('ratesCacheOptions.isRatesCaching should be a boolean')
  if (typeof ratesCacheDuration !== 'number') throw new TypeError('ratesCacheOptions.ratesCacheDuration should be a number')
  if (!(ratesCacheDuration > 0) || !Number.isFinite(ratesCacheDuration)) {
    throw new CurrencyConversionError('ratesCacheOptions.ratesCacheDuration should be a positive number of seconds')
  }
  return { isRatesCaching, ratesCacheDuration }
}

/** Units of `to` for one unit of `from`; a currency to itself is exactly 1. */
export function rateBetween(snapshot: RatesSnapshot, from: Currency, to: Currency): number {
  if (from === to) return 1
  return snapshot.rates[to] / snapshot.rates[from]
}
