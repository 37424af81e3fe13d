// Wall times 'YYYY-MM-DDTHH:mm' are read by position (issue 26: Temporal's parser was four calls of
// some 15 µs a search); Temporal is the reference for which texts name a real date and time and for the
// instant each names at a place.
import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { isLocalDateTime, localToInstant } from '../../../src/domain/search-query'

const two = (n: number) => String(n).padStart(2, '0')
/** Texts of the pattern, most of them real, some not (day 29–31 of any month, hour 24, minute 60, year 0000). */
const patterned = fc
  .record({
    year: fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.constantFrom(1900, 2000, 2024, 2100, 2400)),
    month: fc.integer({ min: 0, max: 13 }),
    day: fc.integer({ min: 0, max: 32 }),
    hour: fc.integer({ min: 0, max: 25 }),
    minute: fc.integer({ min: 0, max: 61 }),
  })
  .map(({ year, month, day, hour, minute }) => `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}`)

const temporalAccepts = (text: string) => {
  try {
    Temporal.PlainDateTime.from(text, { overflow: 'reject' })
    return true
  } catch {
    return false
  }
}

describe('wall times read by position', () => {
  it('are real dates and times exactly when Temporal parses them', () => {
    fc.assert(
      fc.property(patterned, (text) => {
        expect(isLocalDateTime(text)).toBe(temporalAccepts(text))
      }),
      { numRuns: 5000 },
    )
    for (const text of [
      '2024-02-29T10:00',
      '2023-02-29T10:00',
      '2000-02-29T00:00',
      '1900-02-29T00:00',
      '0000-02-29T00:00',
      '2026-04-31T10:00',
      '2026-12-31T23:59',
      '2026-01-01T24:00',
    ]) {
      expect(isLocalDateTime(text), text).toBe(temporalAccepts(text))
    }
  })

  it("name the instant Temporal gives at the place, daylight-saving changes included ('compatible')", () => {
    const zones = fc.constantFrom('Europe/Paris', 'America/New_York', 'Australia/Lord_Howe', 'Africa/Casablanca', 'Asia/Kolkata', 'UTC')
    fc.assert(
      fc.property(patterned.filter(isLocalDateTime), zones, (text, zone) => {
        const reference = Temporal.PlainDateTime.from(text).toZonedDateTime(zone, { disambiguation: 'compatible' }).epochMilliseconds
        expect(localToInstant(text, zone).getTime()).toBe(reference)
      }),
      { numRuns: 2000 },
    )
    // a time skipped by a change moves forward by the gap, a repeated one is the first
    expect(localToInstant('2026-03-29T02:30', 'Europe/Paris').toISOString()).toBe('2026-03-29T01:30:00.000Z')
    expect(localToInstant('2026-10-25T02:30', 'Europe/Paris').toISOString()).toBe('2026-10-25T00:30:00.000Z')
  })

  it('still reads other ISO wall times through Temporal', () => {
    expect(localToInstant('2026-12-01T10:00:30', 'UTC').toISOString()).toBe('2026-12-01T10:00:30.000Z')
  })
})
