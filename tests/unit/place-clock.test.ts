// The server's places' clocks (src/server/place-clock.ts, issue 26) read kept offsets instead of asking
// Temporal and Intl each time; the domain's functions, Temporal and Intl, are the reference.
import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { placeDate as referencePlaceDate } from '../../src/domain/price'
import { isLocalDateTime as referenceIsLocalDateTime, localToInstant as referenceLocalToInstant } from '../../src/domain/search-query'
import { isLocalDateTime, localToInstant, placeDate } from '../../src/server/place-clock'

const HOUR = 3_600_000
const two = (n: number) => String(n).padStart(2, '0')
const text = (wall: Temporal.PlainDateTime) => `${String(wall.year).padStart(4, '0')}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}`

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

// half-hour and 45-minute offsets, 30-minute daylight-saving changes, changes at midnight, Morocco's
// own rule, none at all
const zones = [
  'Europe/Paris',
  'America/New_York',
  'America/Santiago',
  'America/St_Johns',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Africa/Casablanca',
  'Asia/Kathmandu',
  'Asia/Tokyo',
  'UTC',
]

/** Every change of offset of these years in each zone, as Temporal finds them. */
function changes(years: number[]): { zone: string; change: Temporal.ZonedDateTime }[] {
  const found: { zone: string; change: Temporal.ZonedDateTime }[] = []
  for (const year of years) {
    for (const zone of zones) {
      let zoned: Temporal.ZonedDateTime | null = Temporal.Instant.fromEpochMilliseconds(Date.UTC(year, 0, 1)).toZonedDateTimeISO(zone)
      while ((zoned = zoned.getTimeZoneTransition('next')) && zoned.epochMilliseconds < Date.UTC(year + 1, 0, 1)) found.push({ zone, change: zoned })
    }
  }
  return found
}
// 2008: St John's still changed at 00:01, half an hour off the UTC hour (back from 00:01 to 23:01)
const aroundChanges = changes([2008, 2026, 2031])

describe("the server's places' clocks", () => {
  it('find the changes of offset the tests walk through', () => {
    expect(aroundChanges.length).toBeGreaterThanOrEqual(30)
  })

  it('take a wall time for a real date and time exactly when the domain (Temporal) does', () => {
    fc.assert(
      fc.property(patterned, (value) => {
        expect(isLocalDateTime(value)).toBe(referenceIsLocalDateTime(value))
      }),
      { numRuns: 5000 },
    )
    for (const value of [
      '2024-02-29T10:00',
      '2023-02-29T10:00',
      '2000-02-29T00:00',
      '1900-02-29T00:00',
      '0000-02-29T00:00',
      '2026-04-31T10:00',
      '2026-01-01T24:00',
      '2026-1-01T10:00',
      42,
    ]) {
      expect(isLocalDateTime(value), String(value)).toBe(referenceIsLocalDateTime(value))
    }
  })

  it('give the instant the domain gives a wall time, at random', () => {
    fc.assert(
      fc.property(patterned.filter(referenceIsLocalDateTime), fc.constantFrom(...zones), (value, zone) => {
        expect(localToInstant(value, zone).getTime()).toBe(referenceLocalToInstant(value, zone).getTime())
      }),
      { numRuns: 3000 },
    )
  })

  it('give the instant the domain gives every wall minute around each change of offset (skipped and repeated times)', () => {
    for (const { zone, change } of aroundChanges) {
      const around = change.toPlainDateTime()
      for (let minutes = -180; minutes <= 180; minutes++) {
        const value = text(around.add({ minutes }))
        expect(localToInstant(value, zone).getTime(), `${zone} ${value}`).toBe(referenceLocalToInstant(value, zone).getTime())
      }
    }
    // a time skipped by a change moves forward by the gap, a repeated one is the first
    expect(localToInstant('2026-03-29T02:30', 'Europe/Paris').toISOString()).toBe('2026-03-29T01:30:00.000Z')
    expect(localToInstant('2026-10-25T02:30', 'Europe/Paris').toISOString()).toBe('2026-10-25T00:30:00.000Z')
  })

  it('give the date the domain gives an instant, at random from 1900 to 2200', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) }), fc.constantFrom(...zones), (ms, zone) => {
        expect(placeDate(new Date(ms), zone)).toBe(referencePlaceDate(new Date(ms), zone))
      }),
      { numRuns: 3000 },
    )
  })

  it('give the date the domain gives every minute around each change of offset', () => {
    for (const { zone, change } of aroundChanges) {
      for (let ms = change.epochMilliseconds - 2 * HOUR; ms < change.epochMilliseconds + 2 * HOUR; ms += 60_000) {
        expect(placeDate(new Date(ms), zone), `${zone} ${new Date(ms).toISOString()}`).toBe(referencePlaceDate(new Date(ms), zone))
      }
    }
  })

  it('leave other ISO wall times to the domain', () => {
    expect(localToInstant('2026-12-01T10:00:30', 'UTC').toISOString()).toBe('2026-12-01T10:00:30.000Z')
  })
})
