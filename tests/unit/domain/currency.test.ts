import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  convertAmount,
  currencies,
  currencySymbol,
  formatPrice,
  isSupportedCurrency,
  languages,
  symbolGoesBefore,
  toSupportedCurrency,
} from '../../../src/domain'

describe('supported currencies', () => {
  it('accepts only USD, EUR, GBP and AUD', () => {
    for (const code of currencies) expect(isSupportedCurrency(code)).toBe(true)
    for (const bad of ['usd', 'JPY', '', null, undefined, 1]) expect(isSupportedCurrency(bad)).toBe(false)
  })

  it('falls back to the base currency USD', () => {
    expect(toSupportedCurrency('EUR')).toBe('EUR')
    expect(toSupportedCurrency('JPY')).toBe('USD')
    expect(toSupportedCurrency(null)).toBe('USD')
  })

  it('has the spec symbols, $ and £ before the amount', () => {
    expect(currencies.map(currencySymbol)).toEqual(['$', '€', '£', '$'])
    expect(currencies.map(symbolGoesBefore)).toEqual([true, false, true, true])
  })
})

describe('formatPrice', () => {
  it.each([
    [1234.5, 'USD', 'en', '$1,234.50'],
    [1234, 'USD', 'fr', '$1 234'],
    [12.3, 'USD', 'es', '$12,30'],
    [39.5, 'USD', 'fr', '$39,50'],
    [1234.5, 'EUR', 'fr', '1 234,50 €'],
    [1234, 'EUR', 'fr', '1 234 €'],
    [1234.5, 'EUR', 'en', '1,234.50 €'],
    [0.99, 'EUR', 'es', '0,99 €'],
    [12.3, 'GBP', 'es', '£12,30'],
    [1000000, 'GBP', 'en', '£1,000,000'],
    [999, 'GBP', 'fr', '£999'],
    [1000, 'AUD', 'en', '$1,000'],
    [1234567.891, 'AUD', 'fr', '$1 234 567,89'],
    [5.5, 'AUD', 'es', '$5,50'],
    [0, 'USD', 'en', '$0'],
    [12.001, 'USD', 'en', '$12'],
    [1e21, 'USD', 'en', '$1,000,000,000,000,000,000,000'],
    [123456789012345.67, 'EUR', 'en', '123,456,789,012,346 €'],
    [-12.3, 'EUR', 'fr', '-12,30 €'],
    [1234, 'EUR', 'es', '1 234 €'],
  ] as const)('formats %s %s in %s as %s', (amount, currency, language, expected) => {
    expect(formatPrice(amount, currency, language)).toBe(expected)
  })

  it('refuses non-finite amounts', () => {
    expect(() => formatPrice(Number.NaN, 'USD', 'en')).toThrow(RangeError)
  })

  it('never throws for finite non-negative amounts, and its digits give the amount rounded to cents', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: Number.MAX_SAFE_INTEGER / 100, maxExcluded: true, noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(...currencies),
        fc.constantFrom(...languages),
        (amount, currency, language) => {
          const text = formatPrice(amount, currency, language)
          const digits = text.replace(language === 'en' ? /[^0-9.]/g : /[^0-9,]/g, '').replace(',', '.')
          expect(Number(digits)).toBe(Math.round(amount * 100) / 100)
        },
      ),
    )
  })
})

describe('convertAmount', () => {
  it('rounds to cents', () => {
    expect(convertAmount(100, 0.92345)).toBe(92.35)
    expect(convertAmount(10, 1)).toBe(10)
  })
})
