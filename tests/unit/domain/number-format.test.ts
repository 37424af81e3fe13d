// One number format per language (spec §9), shared by prices, ratings, distances and counts.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatPrice } from '../../../src/domain/currency'
import { languages } from '../../../src/domain/enums'
import { formatNumber } from '../../../src/domain/number-format'

describe('formatNumber', () => {
  it.each([
    [3.5, 'en', {}, '3.5'],
    [3.5, 'fr', {}, '3,5'],
    [3.5, 'es', {}, '3,5'],
    [4, 'fr', { minimumFractionDigits: 1, maximumFractionDigits: 1 }, '4,0'],
    [4.25, 'en', { maximumFractionDigits: 1 }, '4.3'],
    [1234, 'en', {}, '1,234'],
    // Spec §9: a space in French and Spanish, even for four digits (Intl's Spanish has none).
    [1234, 'es', {}, '1 234'],
    [1234567.891, 'fr', {}, '1 234 567,89'],
    [-1500.5, 'fr', {}, '-1 500,5'],
    [0, 'es', {}, '0'],
  ] as const)('formats %s in %s (%o) as %s', (value, language, digits, expected) => {
    expect(formatNumber(value, language, digits)).toBe(expected)
  })

  it('refuses what is not a number', () => {
    expect(() => formatNumber(Number.POSITIVE_INFINITY, 'en')).toThrow(RangeError)
  })

  it('reads like a price of the same language: same separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(...languages), (cents, language) => {
        const amount = cents / 100
        const number = formatNumber(amount, language, cents % 100 === 0 ? {} : { minimumFractionDigits: 2 })
        expect(formatPrice(amount, 'EUR', language)).toBe(`${number} €`)
      }),
    )
  })
})
