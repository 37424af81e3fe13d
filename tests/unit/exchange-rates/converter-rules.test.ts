import { describe, expect, it } from 'vitest'
import {
  exchangeRatesServiceFor,
  rateBetween,
  validAmount,
  validCacheOptions,
  validCurrencyCode,
  type RatesSnapshot,
} from '../../../src/server/integrations/exchange-rates/index.js'
import { isoCurrencyCodes } from '../../../src/server/integrations/exchange-rates/currency-codes.js'
import { RATES, stubFetch, stubProvider } from './support.js'

describe('currency codes (spec §5)', () => {
  it('knows about 140 ISO 4217 codes, the offered ones among them', () => {
    expect(isoCurrencyCodes.size).toBeGreaterThanOrEqual(140)
    expect(isoCurrencyCodes.size).toBeLessThan(170)
    for (const code of ['USD', 'EUR', 'GBP', 'AUD', 'JPY', 'CHF']) expect(isoCurrencyCodes.has(code)).toBe(true)
  })

  it('accepts the source in any case and the target only in upper case', () => {
    expect(validCurrencyCode('usd', 'source')).toBe('USD')
    expect(validCurrencyCode('Eur', 'source')).toBe('EUR')
    expect(validCurrencyCode('GBP', 'target')).toBe('GBP')
    expect(() => validCurrencyCode('gbp', 'target')).toThrow('gbp is not a valid currency code')
  })

  it('rejects unknown codes and non-strings with the spec message', () => {
    expect(() => validCurrencyCode('EURO', 'source')).toThrow('EURO is not a valid currency code')
    expect(() => validCurrencyCode('XYZ', 'target')).toThrow('XYZ is not a valid currency code')
    expect(() => validCurrencyCode(42, 'source')).toThrow(new TypeError('42 is not a valid currency code'))
    expect(() => validCurrencyCode(null, 'target')).toThrow(TypeError)
  })

  it('rejects an empty source or target', () => {
    expect(() => validCurrencyCode('', 'source')).toThrow('currency code cannot be an empty string')
    expect(() => validCurrencyCode('', 'target')).toThrow('currency code cannot be an empty string')
  })
})

describe('amounts (spec §5)', () => {
  it('defaults to 1', () => {
    expect(validAmount(undefined)).toBe(1)
    expect(validAmount()).toBe(1)
  })

  it('must be a number: a TypeError otherwise', () => {
    expect(() => validAmount('10')).toThrow(new TypeError('amount should be a number'))
    expect(() => validAmount(null)).toThrow(TypeError)
  })

  it('must be positive', () => {
    for (const bad of [0, -1, -0.01, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => validAmount(bad)).toThrow('amount should be a positive number')
    }
    expect(validAmount(0.01)).toBe(0.01)
  })
})

describe('cache options (spec §5)', () => {
  it('are an object with a boolean isRatesCaching and a positive ratesCacheDuration (3600 s by default)', () => {
    expect(validCacheOptions({ isRatesCaching: true, ratesCacheDuration: 60 })).toEqual({ isRatesCaching: true, ratesCacheDuration: 60 })
    expect(validCacheOptions({ isRatesCaching: false })).toEqual({ isRatesCaching: false, ratesCacheDuration: 3600 })
  })

  it('reject anything else', () => {
    expect(() => validCacheOptions(null)).toThrow(TypeError)
    expect(() => validCacheOptions('yes')).toThrow(TypeError)
    expect(() => validCacheOptions({})).toThrow('isRatesCaching should be a boolean')
    expect(() => validCacheOptions({ isRatesCaching: 'true' })).toThrow(TypeError)
    expect(() => validCacheOptions({ isRatesCaching: true, ratesCacheDuration: '60' })).toThrow(TypeError)
    expect(() => validCacheOptions({ isRatesCaching: true, ratesCacheDuration: 0 })).toThrow('positive number of seconds')
    expect(() => validCacheOptions({ isRatesCaching: true, ratesCacheDuration: -5 })).toThrow('positive number of seconds')
  })

  it('are checked when the service is built', () => {
    expect(() => exchangeRatesServiceFor([], { isRatesCaching: 1 })).toThrow(TypeError)
  })
})

describe('rates between offered currencies', () => {
  const snapshot: RatesSnapshot = {
    base: 'USD',
    rates: { USD: 1, EUR: 0.9, GBP: 0.8, AUD: 1.5 },
    fetchedAt: new Date(),
    source: 'test',
  }

  it('is 1 from a currency to itself', () => {
    for (const currency of ['USD', 'EUR', 'GBP', 'AUD'] as const) expect(rateBetween(snapshot, currency, currency)).toBe(1)
  })

  it('goes through the base currency', () => {
    expect(rateBetween(snapshot, 'USD', 'EUR')).toBe(0.9)
    expect(rateBetween(snapshot, 'EUR', 'USD')).toBeCloseTo(1 / 0.9)
    expect(rateBetween(snapshot, 'EUR', 'GBP')).toBeCloseTo(0.8 / 0.9)
  })
})

describe('convert(amount = 1, from, to)', () => {
  const service = (stub = stubFetch()) => ({ stub, rates: exchangeRatesServiceFor([stubProvider()], { isRatesCaching: false }, { fetchImpl: stub.fetchImpl }) })

  it('converts with the provider rates, one unit by default', async () => {
    const { rates } = service()
    await expect(rates.convert(100, 'USD', 'EUR')).resolves.toBeCloseTo(90)
    await expect(rates.convert(undefined, 'USD', 'GBP')).resolves.toBe(RATES.GBP)
    await expect(rates.convert(10, 'eur', 'AUD')).resolves.toBeCloseTo((10 * 1.5) / 0.9)
  })

  it('gives rate 1 from a currency to itself without asking any provider', async () => {
    const { rates, stub } = service()
    await expect(rates.convert(undefined, 'EUR', 'EUR')).resolves.toBe(1)
    await expect(rates.convert(12.5, 'jpy', 'JPY')).resolves.toBe(12.5)
    expect(stub.calls()).toBe(0)
  })

  it('rejects bad input before asking a provider, with the spec messages', async () => {
    const { rates, stub } = service()
    await expect(rates.convert(1, 'EURO', 'USD')).rejects.toThrow('EURO is not a valid currency code')
    await expect(rates.convert(1, 'USD', 'eur')).rejects.toThrow('eur is not a valid currency code')
    await expect(rates.convert(1, '', 'USD')).rejects.toThrow('currency code cannot be an empty string')
    await expect(rates.convert(1, 'USD', '')).rejects.toThrow('currency code cannot be an empty string')
    await expect(rates.convert(-5, 'USD', 'EUR')).rejects.toThrow('amount should be a positive number')
    await expect(rates.convert('5' as never, 'USD', 'EUR')).rejects.toThrow(TypeError)
    expect(stub.calls()).toBe(0)
  })

  it("says 'Currency X not supported' for a valid code the app does not offer", async () => {
    const { rates } = service()
    await expect(rates.convert(1, 'USD', 'JPY')).rejects.toThrow('Currency JPY not supported')
    await expect(rates.convert(1, 'chf', 'EUR')).rejects.toThrow('Currency CHF not supported')
  })
})
