// A car is free over a search's period unless a blocking booking overlaps it (the index's periods,
// ordered by start, are scanned only as far as they can overlap: issue 11).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isFree } from '../../../src/server/search-index/matching'
import { PlaceCars } from '../../../src/server/search-index/place-cars'
import type { BlockingPeriod, IndexedCar } from '../../../src/server/search-index/snapshot'

const HOUR = 3_600_000
const now = 1_000 * HOUR

describe('isFree', () => {
  it('finds an overlapping booking after earlier ones that do not overlap, and stops at one starting after the period', () => {
    const periods: BlockingPeriod[] = [
      { from: 1_000 * HOUR, to: 1_010 * HOUR, until: Infinity },
      { from: 1_020 * HOUR, to: 1_030 * HOUR, until: Infinity },
      { from: 1_050 * HOUR, to: 1_060 * HOUR, until: Infinity },
    ]
    expect(isFree(periods, 1_025 * HOUR, 1_040 * HOUR, now)).toBe(false)
    expect(isFree(periods, 1_030 * HOUR, 1_050 * HOUR, now)).toBe(true)
    expect(isFree(periods, 1_059 * HOUR, 1_070 * HOUR, now)).toBe(false)
    expect(isFree(periods, 990 * HOUR, 1_000 * HOUR, now)).toBe(true)
  })

  it('lets an expired unpaid booking hold nothing', () => {
    expect(isFree([{ from: 1_000 * HOUR, to: 1_010 * HOUR, until: now - 1 }], 1_005 * HOUR, 1_006 * HOUR, now)).toBe(true)
    expect(isFree([{ from: 1_000 * HOUR, to: 1_010 * HOUR, until: now + 1 }], 1_005 * HOUR, 1_006 * HOUR, now)).toBe(false)
  })

  it('answers as a scan of every period would, on any periods ordered by start', () => {
    const period = fc.record({ from: fc.integer({ min: 0, max: 200 }), length: fc.integer({ min: 1, max: 40 }), expired: fc.boolean() })
    fc.assert(
      fc.property(fc.array(period, { maxLength: 12 }), fc.integer({ min: 0, max: 220 }), fc.integer({ min: 1, max: 60 }), (raw, start, length) => {
        const periods = raw
          .map(({ from, length: span, expired }) => ({ from: from * HOUR, to: (from + span) * HOUR, until: expired ? now - 1 : Infinity }))
          .sort((a, b) => a.from - b.from)
        const [from, to] = [start * HOUR, (start + length) * HOUR]
        const everyPeriod = !periods.some((p) => p.to > from && p.from < to && p.until > now)
        expect(isFree(periods, from, to, now)).toBe(everyPeriod)
      }),
      { numRuns: 500 },
    )
  })

  it("answers the same on a place's cars laid out side by side (the search's loop, issue 26)", () => {
    const period = fc.record({ from: fc.integer({ min: 0, max: 200 }), length: fc.integer({ min: 1, max: 40 }), expired: fc.boolean() })
    const carPeriods = fc
      .array(period, { maxLength: 8 })
      .map((raw) =>
        raw.map(({ from, length, expired }) => ({ from: from * HOUR, to: (from + length) * HOUR, until: expired ? now - 1 : Infinity })).sort((a, b) => a.from - b.from),
      )
    fc.assert(
      fc.property(fc.array(carPeriods, { maxLength: 6 }), fc.integer({ min: 0, max: 220 }), fc.integer({ min: 1, max: 60 }), (cars, start, length) => {
        const place = new PlaceCars(cars.map((blocking) => ({ blocking, pricing: { isDateBasedPrice: false } }) as unknown as IndexedCar))
        const [from, to] = [start * HOUR, (start + length) * HOUR]
        expect(cars.map((_, index) => place.isFree(index, from, to, now))).toEqual(cars.map((blocking) => isFree(blocking, from, to, now)))
      }),
      { numRuns: 500 },
    )
  })
})
