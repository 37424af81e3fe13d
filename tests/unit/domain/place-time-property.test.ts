// Issue 23: a pick-up or drop-off time is the wall time at its place, whoever books it from wherever.
// Properties over random places in zones with and without daylight-saving changes, random visitors'
// zones and random wall times: what the server books is the place's wall time (a time a DST change
// skips moves forward by the gap), nothing depends on the visitor's zone, and the period's rules are
// elapsed time between the instants.
import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import { afterEach, describe, expect, it } from 'vitest'
import { instantToLocal, toCarSearch, EMPTY_SEARCH_QUERY } from '../../../src/domain/search-query'
import { rentalDays } from '../../../src/domain/price'
import { periodAtPlaces, validatePeriod } from '../../../src/server/rental-period'

/** Places' zones: six with DST (both hemispheres, Morocco's own rule), two without. */
const placeZones = ['Europe/Paris', 'Europe/London', 'America/New_York', 'America/Los_Angeles', 'Australia/Sydney', 'Africa/Casablanca', 'Asia/Tokyo', 'America/Phoenix']
const visitorZones = ['UTC', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'Pacific/Auckland', 'America/Sao_Paulo', 'Europe/Paris']

const HOUR = 3_600_000
const originalZone = process.env.TZ
afterEach(() => {
  process.env.TZ = originalZone
})

/** A wall time 'YYYY-MM-DDTHH:mm' in 2026–2029, with quarter hours, DST change days included. */
const wallTime = fc
  .record({ day: fc.integer({ min: 0, max: 4 * 365 }), quarter: fc.integer({ min: 0, max: 95 }) })
  .map(({ day, quarter }) =>
    Temporal.PlainDate.from('2026-01-01').add({ days: day }).toPlainDateTime({ hour: Math.floor(quarter / 4), minute: (quarter % 4) * 15 }).toString({ smallestUnit: 'minute' }),
  )
/** Wall times on the days clocks change in the northern and southern springs and autumns, around the change. */
const nearChange = fc.constantFrom(
  '2027-03-28T01:30', '2027-03-28T02:30', '2027-03-28T03:30', '2027-10-31T01:30', '2027-10-31T02:30', // Europe
  '2027-03-14T02:30', '2027-11-07T01:30', // United States
  '2027-04-04T02:30', '2027-10-03T02:30', // Australia
)
const anyWallTime = fc.oneof(wallTime, nearChange)

/** The first instant the zone's clock reads the wall time; null when a DST change skips it. */
const firstReading = (wall: string, zone: string) => {
  const earlier = Temporal.PlainDateTime.from(wall).toZonedDateTime(zone, { disambiguation: 'earlier' })
  return earlier.toPlainDateTime().equals(Temporal.PlainDateTime.from(wall)) ? earlier.epochMilliseconds : null
}

describe('a pick-up is the wall time at its place (issue 23)', () => {
  it("books the place's wall time whatever the visitor's zone; a skipped time moves forward by the gap", () => {
    fc.assert(
      fc.property(fc.constantFrom(...placeZones), fc.constantFrom(...placeZones), fc.constantFrom(...visitorZones), anyWallTime, anyWallTime, (pickUp, dropOff, visitor, from, to) => {
        process.env.TZ = 'UTC'
        const reference = periodAtPlaces({ from, to }, { pickUp, dropOff })
        process.env.TZ = visitor
        // the runtime now lives in the visitor's zone (as ICU names it)
        expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(new Intl.DateTimeFormat('en', { timeZone: visitor }).resolvedOptions().timeZone)
        const booked = periodAtPlaces({ from, to }, { pickUp, dropOff })
        // the visitor's own zone changes nothing
        expect(booked.from.getTime()).toBe(reference.from.getTime())
        expect(booked.to.getTime()).toBe(reference.to.getTime())
        for (const [wall, instant, zone] of [[from, booked.from, pickUp], [to, booked.to, dropOff]] as const) {
          const read = instantToLocal(instant, zone)
          const first = firstReading(wall, zone)
          // a time read twice (the autumn change) is its first reading
          if (first !== null) expect(instant.getTime()).toBe(first)
          else {
            // inside a gap: the first minute after it, as far forward as the gap is long (an hour here)
            const moved = Temporal.PlainDateTime.from(wall).until(Temporal.PlainDateTime.from(read)).total('minutes')
            expect(moved).toBeGreaterThan(0)
            expect(moved).toBeLessThanOrEqual(60)
          }
        }
      }),
      { numRuns: 400 },
    )
  })

  it('sends the URL\'s wall times to the API unchanged, in any visitor zone', () => {
    fc.assert(
      fc.property(fc.constantFrom(...visitorZones), wallTime, wallTime, (visitor, from, to) => {
        process.env.TZ = visitor
        const criteria = { pickUpLocation: '6f1c1d2e-0000-4000-8000-000000000001', dropOffLocation: '6f1c1d2e-0000-4000-8000-000000000001', from, to }
        const body = toCarSearch({ ...EMPTY_SEARCH_QUERY, criteria }, 'USD')
        expect([body.from, body.to]).toEqual([from, to])
      }),
    )
  })

  it('judges the minimum rental and the rental days in elapsed hours, across DST changes', () => {
    const settings = { minimumPickUpHours: 0, maximumRentalDays: 10_000, bookingHorizonDays: 100_000 }
    const longAgo = new Date('2020-01-01T00:00:00Z')
    fc.assert(
      fc.property(fc.constantFrom(...placeZones), anyWallTime, fc.integer({ min: 1, max: 30 * 24 * 4 }), fc.integer({ min: 1, max: 72 }), (zone, from, quarters, minimumRentalHours) => {
        const to = Temporal.PlainDateTime.from(from).add({ minutes: quarters * 15 }).toString({ smallestUnit: 'minute' })
        const period = periodAtPlaces({ from, to }, { pickUp: zone, dropOff: zone })
        const elapsed = period.to.getTime() - period.from.getTime()
        const rules = { ...settings, minimumRentalHours }
        if (elapsed <= 0) expect(() => validatePeriod(period, rules, longAgo)).toThrow('The drop-off time must be after the pick-up time')
        else if (elapsed < minimumRentalHours * HOUR) expect(() => validatePeriod(period, rules, longAgo)).toThrow(/at least \d+ hours? after the pick-up time/)
        else expect(validatePeriod(period, rules, longAgo)).toEqual(period)
        if (elapsed > 0) expect(rentalDays(period.from, period.to)).toBe(Math.ceil(elapsed / (24 * HOUR)))
      }),
      { numRuns: 400 },
    )
  })

  it('a Paris night across the spring change lasts the hours lived: 01:30 to 03:30 is one hour', () => {
    const period = periodAtPlaces({ from: '2027-03-28T01:30', to: '2027-03-28T03:30' }, { pickUp: 'Europe/Paris', dropOff: 'Europe/Paris' })
    expect(period.to.getTime() - period.from.getTime()).toBe(HOUR)
    expect(period.from.toISOString()).toBe('2027-03-28T00:30:00.000Z')
  })
})
