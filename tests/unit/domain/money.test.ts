// Money in whole cents and its one rounding rule (src/domain/money.ts, issue 23): exact BigInt
// arithmetic rounded half-up (ties away from zero) once.
import { describe, expect, it } from 'vitest'
import { convertCents, customerPrice, divideHalfUp, fromCents, shareOf, sumCents, toCents } from '../../../src/domain/money'

describe('divideHalfUp', () => {
  it('rounds to the nearest integer, ties up', () => {
    expect(divideHalfUp(10n, 5n)).toBe(2n)
    expect(divideHalfUp(0n, 7n)).toBe(0n)
    expect(divideHalfUp(1n, 3n)).toBe(0n)
    expect(divideHalfUp(2n, 3n)).toBe(1n)
    expect(divideHalfUp(1n, 2n)).toBe(1n)
    expect(divideHalfUp(5n, 2n)).toBe(3n)
    expect(divideHalfUp(7n, 2n)).toBe(4n)
    expect(divideHalfUp(855485n, 10n)).toBe(85549n)
    expect(divideHalfUp(855484n, 10n)).toBe(85548n)
    expect(divideHalfUp(14n, 4n)).toBe(4n)
    expect(divideHalfUp(13n, 4n)).toBe(3n)
  })

  it('rounds a negative tie away from zero, symmetric to the positive one', () => {
    expect(divideHalfUp(-1n, 2n)).toBe(-1n)
    expect(divideHalfUp(-5n, 2n)).toBe(-3n)
    expect(divideHalfUp(-7n, 2n)).toBe(-4n)
    expect(divideHalfUp(-1n, 3n)).toBe(0n)
    expect(divideHalfUp(-2n, 3n)).toBe(-1n)
    expect(divideHalfUp(-855485n, 10n)).toBe(-85549n)
    expect(divideHalfUp(-10n, 5n)).toBe(-2n)
  })

  it('is exact far beyond floating point', () => {
    // 10^40 + 5 over 10: a tie 10^39 + 0.5 that no double can tell from 10^39
    expect(divideHalfUp(10n ** 40n + 5n, 10n)).toBe(10n ** 39n + 1n)
    expect(divideHalfUp(10n ** 40n + 4n, 10n)).toBe(10n ** 39n)
    expect(divideHalfUp(-(10n ** 40n) - 5n, 10n)).toBe(-(10n ** 39n) - 1n)
    // (2^64 + 1) / 2^65 = 0.5000000000000000000271…: above the tie
    expect(divideHalfUp(2n ** 64n + 1n, 2n ** 65n)).toBe(1n)
    // (2^64 − 1) / 2^65 is just below it
    expect(divideHalfUp(2n ** 64n - 1n, 2n ** 65n)).toBe(0n)
    expect(divideHalfUp(3n * 10n ** 30n, 10n ** 30n - 1n)).toBe(3n)
  })

  it('refuses a denominator that is not positive', () => {
    expect(() => divideHalfUp(1n, 0n)).toThrow(RangeError)
    expect(() => divideHalfUp(1n, -2n)).toThrow(RangeError)
  })
})

describe('toCents', () => {
  it('reads a two-decimal amount exactly, whatever the float noise', () => {
    expect(toCents(743.9)).toBe(74390)
    expect(toCents(0.1 + 0.2)).toBe(30) // 0.30000000000000004
    expect(toCents(1.1 * 3)).toBe(330) // 3.3000000000000003
    expect(toCents(4.35)).toBe(435) // 4.35 × 100 = 434.99999999999994
    expect(toCents(19.99)).toBe(1999)
    expect(toCents(1.15)).toBe(115)
    expect(toCents(0.07)).toBe(7)
    expect(toCents(1234567.89)).toBe(123456789)
    expect(toCents(50)).toBe(5000)
    expect(toCents(0)).toBe(0)
    expect(toCents(-0)).toBe(0)
  })

  it('reads negative amounts as the opposite of the positive ones', () => {
    expect(toCents(-743.9)).toBe(-74390)
    expect(toCents(-0.1 - 0.2)).toBe(-30)
    expect(toCents(-0.01)).toBe(-1)
    expect(toCents(-4.35)).toBe(-435)
  })

  it('is the inverse of fromCents', () => {
    for (const cents of [0, 1, 7, 99, 100, 74390, 85549, -1, -74390, 123456789]) expect(toCents(fromCents(cents))).toBe(cents)
    expect(fromCents(85549)).toBe(855.49)
  })

  it('rejects non-finite amounts and amounts beyond exact cents', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError)
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError)
    expect(() => toCents(Number.NEGATIVE_INFINITY)).toThrow(RangeError)
    // 10^19 cents is beyond 2^53
    expect(() => toCents(1e17)).toThrow(RangeError)
    expect(() => toCents(-1e17)).toThrow(RangeError)
  })
})

describe('customerPrice', () => {
  it('is the unit unchanged with no markup in the base currency', () => {
    expect(customerPrice(5000, 0)).toBe(5000)
    expect(customerPrice(0, 15, 0.921345)).toBe(0)
    expect(customerPrice(1, 0)).toBe(1)
  })

  it('puts the markup inside, rounded half-up once (issue 23: 743.90 with 15 % is 855.49)', () => {
    expect(customerPrice(74390, 15)).toBe(85549) // 85548.5
    expect(customerPrice(1000, 7.5)).toBe(1075)
    expect(customerPrice(1001, 7.5)).toBe(1076) // 1076.075
    expect(customerPrice(20, 7.5)).toBe(22) // 21.5, a tie
    expect(customerPrice(10, 7.5)).toBe(11) // 10.75
    expect(customerPrice(1001, 3.5)).toBe(1036) // 1036.035
    expect(customerPrice(750, 10)).toBe(825)
    expect(customerPrice(1, 50)).toBe(2) // 1.5
    expect(customerPrice(1, 49.99)).toBe(1) // 1.4999
  })

  it('is exact where floating point is not: 50 × 1.15 is 57.5, not 57.49999999999999', () => {
    expect(50 * 1.15).toBeLessThan(57.5)
    expect(customerPrice(50, 15)).toBe(58)
    expect(customerPrice(60, 2.5)).toBe(62) // 61.5
    expect(customerPrice(110, 15)).toBe(127) // 126.5
  })

  it('converts with the rate to six decimals in the same single rounding', () => {
    expect(customerPrice(10000, 0, 0.921345)).toBe(9213) // 9213.45
    expect(customerPrice(10000, 7.5, 0.921345)).toBe(9904) // 9904.45875
    expect(customerPrice(74390, 15, 0.921345)).toBe(78820) // 78819.6827325
    expect(customerPrice(14000, 10, 0.921345)).toBe(14189) // 14188.713
    expect(customerPrice(2, 0, 0.75)).toBe(2) // 1.5, a tie
    expect(customerPrice(5000, 0, 2)).toBe(10000)
    expect(customerPrice(4000, 12.5, 1.5)).toBe(6750)
  })

  it('rounds once, not after the markup and again after the rate', () => {
    // 1 × 1.5 × 1.5 = 2.25 → 2; rounding 1.5 to 2 first would give 3
    expect(customerPrice(1, 50, 1.5)).toBe(2)
    // 3 × 1.5 × 0.5 = 2.25 → 2; rounding 4.5 to 5 first would give 2.5 → 3
    expect(customerPrice(3, 50, 0.5)).toBe(2)
  })

  it('reads the rate to six decimals', () => {
    expect(customerPrice(1_000_000, 0, 0.9213454)).toBe(921345)
    expect(customerPrice(1_000_000, 0, 0.9213456)).toBe(921346)
  })

  it('rounds a negative amount away from zero as a positive one', () => {
    expect(customerPrice(-74390, 15)).toBe(-85549)
    expect(customerPrice(-2, 0, 0.75)).toBe(-2)
  })

  it('refuses a result beyond exact integers', () => {
    expect(() => customerPrice(Number.MAX_SAFE_INTEGER, 10)).toThrow(RangeError)
  })
})

describe('convertCents', () => {
  it('converts with the rate to six decimals, without markup, rounded half-up', () => {
    expect(convertCents(50000, 1)).toBe(50000)
    expect(convertCents(50000, 0.921345)).toBe(46067) // 46067.25
    expect(convertCents(12345, 2)).toBe(24690)
    expect(convertCents(2, 0.75)).toBe(2) // 1.5
    expect(convertCents(10, 0.85)).toBe(9) // 8.5
    expect(convertCents(1, 0.4999994)).toBe(0) // the rate read as 0.499999
    expect(convertCents(0, 1.3)).toBe(0)
  })

  it('rounds negatives away from zero', () => {
    expect(convertCents(-50000, 0.921345)).toBe(-46067)
    expect(convertCents(-2, 0.75)).toBe(-2)
    expect(convertCents(-10, 0.85)).toBe(-9)
  })
})

describe('shareOf and sumCents', () => {
  it('shares a total per day, rounded half-up', () => {
    expect(shareOf(44005, 10)).toBe(4401) // 4400.5
    expect(shareOf(44004, 10)).toBe(4400)
    expect(shareOf(10, 3)).toBe(3)
    expect(shareOf(20, 3)).toBe(7)
    expect(shareOf(-15, 2)).toBe(-8)
    expect(() => shareOf(10, 0)).toThrow(RangeError)
  })

  it('adds amounts', () => {
    expect(sumCents([])).toBe(0)
    expect(sumCents([1, 2, 3])).toBe(6)
    expect(sumCents([256647, -47, 0])).toBe(256600)
    expect(sumCents(new Set([10, 20]))).toBe(30)
  })
})
