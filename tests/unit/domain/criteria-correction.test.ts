import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { correctedCriteria } from '../../../src/domain/criteria-correction'
import { validateCriteria } from '../../../src/domain/search-rules'

const paris = '6f1c1d2e-0000-4000-8000-000000000001'
const lyon = '6f1c1d2e-0000-4000-8000-000000000002'
// both places are French: their wall times are read on the Paris clock
const zone = { pickUp: 'Europe/Paris', dropOff: 'Europe/Paris' }
// 2026-11-24 09:00 in Paris.
const now = new Date('2026-11-24T08:00:00Z')
const limits = { minimumPickUpHours: 1, minimumRentalHours: 1, maximumRentalDays: 90, bookingHorizonDays: 365 }
const criteria = (from: string, to: string) => ({ pickUpLocation: paris, dropOffLocation: lyon, from, to })
const corrected = (from: string, to: string) => correctedCriteria(criteria(from, to), now, limits, zone)

describe('correctedCriteria', () => {
  it('leaves criteria that can be searched as they are', () => {
    expect(corrected('2026-12-01T10:00', '2026-12-04T10:00')).toEqual(criteria('2026-12-01T10:00', '2026-12-04T10:00'))
  })

  it('a drop-off before the pick-up follows it, keeping its time, one day later', () => {
    expect(corrected('2026-12-05T10:00', '2026-12-01T09:30')).toEqual(criteria('2026-12-05T10:00', '2026-12-06T09:30'))
    expect(corrected('2026-12-05T10:00', '2026-12-05T10:00')).toEqual(criteria('2026-12-05T10:00', '2026-12-06T10:00'))
  })

  it('reads the drop-off on the drop-off place\'s clock', () => {
    const toLondon = { pickUp: 'Europe/Paris', dropOff: 'Europe/London' }
    // Paris 10:00 is 09:00Z, London 10:00 is 10:00Z: the minimum hour, kept
    expect(correctedCriteria(criteria('2026-12-05T10:00', '2026-12-05T10:00'), now, limits, toLondon)).toEqual(criteria('2026-12-05T10:00', '2026-12-05T10:00'))
    // London 09:30 is half an hour after the pick-up: the day after, at its time
    expect(correctedCriteria(criteria('2026-12-05T10:00', '2026-12-05T09:30'), now, limits, toLondon)).toEqual(criteria('2026-12-05T10:00', '2026-12-06T09:30'))
  })

  it('a past pick-up moves to the first day it can be, at its time, and the drop-off keeps the length', () => {
    expect(corrected('2026-10-20T10:00', '2026-10-25T18:00')).toEqual(criteria('2026-11-24T10:00', '2026-11-29T18:00'))
    // 08:00 today is past: tomorrow at 08:00.
    expect(corrected('2026-10-20T08:00', '2026-10-22T08:00')).toEqual(criteria('2026-11-25T08:00', '2026-11-27T08:00'))
  })

  it('a rental too long ends at the maximum; a period beyond the horizon starts again from today', () => {
    expect(corrected('2026-12-01T10:00', '2027-06-01T10:00')).toEqual(criteria('2026-12-01T10:00', '2027-03-01T10:00'))
    expect(corrected('9999-01-01T10:00', '9999-01-04T10:00')).toEqual(criteria('2026-11-24T10:00', '2026-11-27T10:00'))
    // A drop-off past the horizon (2027-11-24 09:00) comes back to the last day it can be at its time.
    expect(corrected('2027-11-01T10:00', '2027-11-30T10:00')).toEqual(criteria('2027-11-01T10:00', '2027-11-23T10:00'))
  })

  it('counts the longest rental in real hours across a daylight-saving change', () => {
    // Summer time ends on 2027-10-31 in Paris: 90 days after 11 Aug 09:18 is 9 Nov 08:18 on the clock.
    expect(corrected('2027-08-11T09:18', '2035-09-07T00:40')).toEqual(criteria('2027-08-11T09:18', '2027-11-09T08:18'))
  })

  it('a pick-up just before the horizon gets its drop-off at the horizon', () => {
    expect(corrected('2027-11-23T21:51', '2040-08-04T09:08')).toEqual(criteria('2027-11-23T21:51', '2027-11-24T09:00'))
  })

  it('always gives criteria that pass the rules', () => {
    const day = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
    const local = day.map((date) => date.toISOString().slice(0, 16))
    fc.assert(
      fc.property(local, local, (from, to) => {
        expect(validateCriteria(correctedCriteria(criteria(from, to), now, limits, zone), now, limits, zone)).toEqual([])
      }),
      { numRuns: 1000 },
    )
  })

  it('always gives criteria that pass the rules, whatever the places\' zones', () => {
    const day = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
    const local = day.map((date) => date.toISOString().slice(0, 16))
    const placeZone = fc.constantFrom('Europe/Paris', 'Europe/London', 'Africa/Casablanca', 'America/New_York', 'America/Los_Angeles', 'Australia/Sydney')
    fc.assert(
      fc.property(local, local, placeZone, placeZone, (from, to, pickUp, dropOff) => {
        const zones = { pickUp, dropOff }
        expect(validateCriteria(correctedCriteria(criteria(from, to), now, limits, zones), now, limits, zones)).toEqual([])
      }),
      { numRuns: 1000 },
    )
  })
})
