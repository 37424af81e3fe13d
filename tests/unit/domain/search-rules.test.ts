import { describe, expect, it } from 'vitest'
import { validateCriteria } from '../../../src/domain/search-rules'

const paris = '6f1c1d2e-0000-4000-8000-000000000001'
const lyon = '6f1c1d2e-0000-4000-8000-000000000002'
// both places are French: their wall times are read on the Paris clock
const zone = { pickUp: 'Europe/Paris', dropOff: 'Europe/Paris' }
// 2026-12-01 09:00 in Paris.
const now = new Date('2026-12-01T08:00:00Z')
const limits = { minimumPickUpHours: 1, minimumRentalHours: 1, maximumRentalDays: 90, bookingHorizonDays: 365 }
const valid = { pickUpLocation: paris, dropOffLocation: lyon, from: '2026-12-01T10:00', to: '2026-12-01T11:00' }

describe('validateCriteria (spec §5 with the values of §9)', () => {
  it('accepts a pick-up exactly the minimum ahead and a rental exactly the minimum long', () => {
    expect(validateCriteria(valid, now, limits, zone)).toEqual([])
  })

  it('asks for a pick-up at least the minimum of hours from now', () => {
    expect(validateCriteria({ ...valid, from: '2026-12-01T09:59' }, now, limits, zone)).toEqual([
      { field: 'from', rule: 'minimumPickUpHours', hours: 1 },
    ])
    expect(validateCriteria({ ...valid, from: '2026-12-01T11:00', to: '2026-12-02T11:00' }, now, { ...limits, minimumPickUpHours: 3 }, zone)).toEqual([
      { field: 'from', rule: 'minimumPickUpHours', hours: 3 },
    ])
  })

  it('asks for a drop-off at least the minimum of hours after the pick-up', () => {
    expect(validateCriteria({ ...valid, to: '2026-12-01T10:59' }, now, limits, zone)).toEqual([
      { field: 'to', rule: 'minimumRentalHours', hours: 1 },
    ])
    expect(validateCriteria({ ...valid, to: '2026-11-30T10:00' }, now, limits, zone)).toEqual([
      { field: 'to', rule: 'minimumRentalHours', hours: 1 },
    ])
    expect(validateCriteria({ ...valid, to: '2026-12-01T12:00' }, now, { ...limits, minimumRentalHours: 2 }, zone)).toEqual([])
  })

  it('counts the hours really elapsed across a daylight-saving change', () => {
    // In Paris, 2026-03-29 02:00 → 03:00: from 01:30 to 03:20 is 50 minutes.
    const spring = new Date('2026-03-28T00:00:00Z')
    expect(validateCriteria({ ...valid, from: '2026-03-29T01:30', to: '2026-03-29T03:20' }, spring, limits, zone)).toEqual([
      { field: 'to', rule: 'minimumRentalHours', hours: 1 },
    ])
  })

  it('reads the pick-up on the pick-up place\'s clock and the drop-off on the drop-off place\'s', () => {
    // Paris 10:00 is 09:00Z; London 10:00 is 10:00Z: one hour, the minimum
    const toLondon = { pickUp: 'Europe/Paris', dropOff: 'Europe/London' }
    expect(validateCriteria({ ...valid, to: '2026-12-01T10:00' }, now, limits, toLondon)).toEqual([])
    expect(validateCriteria({ ...valid, to: '2026-12-01T09:59' }, now, limits, toLondon)).toEqual([{ field: 'to', rule: 'minimumRentalHours', hours: 1 }])
    // the same wall times with both places in Paris: no time at all between them
    expect(validateCriteria({ ...valid, to: '2026-12-01T10:00' }, now, limits, zone)).toEqual([{ field: 'to', rule: 'minimumRentalHours', hours: 1 }])
    // 05:00 in New York is 10:00Z, two hours after now (08:00Z)
    const newYork = { pickUp: 'America/New_York', dropOff: 'America/New_York' }
    expect(validateCriteria({ ...valid, from: '2026-12-01T05:00', to: '2026-12-01T06:00' }, now, { ...limits, minimumPickUpHours: 2 }, newYork)).toEqual([])
    expect(validateCriteria({ ...valid, from: '2026-12-01T04:59', to: '2026-12-01T06:00' }, now, { ...limits, minimumPickUpHours: 2 }, newYork)).toEqual([
      { field: 'from', rule: 'minimumPickUpHours', hours: 2 },
    ])
  })

  it('asks for the places and dates, in form order', () => {
    expect(validateCriteria({ pickUpLocation: '', dropOffLocation: '', from: '', to: '' }, now, limits, zone)).toEqual([
      { field: 'pickUpLocation', rule: 'required' },
      { field: 'dropOffLocation', rule: 'required' },
      { field: 'from', rule: 'required' },
      { field: 'to', rule: 'required' },
    ])
  })

  it('reports malformed values', () => {
    expect(validateCriteria({ pickUpLocation: 'paris', dropOffLocation: lyon, from: '2026-02-30T10:00', to: '2026-12-01T11:00' }, now, limits, zone)).toEqual([
      { field: 'pickUpLocation', rule: 'invalid' },
      { field: 'from', rule: 'invalid' },
    ])
  })

  it('uses the configured defaults of spec §9 when no limits are given', () => {
    expect(validateCriteria({ ...valid, from: '2026-12-01T09:30' }, now, undefined, zone)).toEqual([
      { field: 'from', rule: 'minimumPickUpHours', hours: 1 },
    ])
  })

  describe('booking limits', () => {
    it('refuses a rental of more rental days than the maximum, on the drop-off', () => {
      // 2026-12-01 10:00 + 90 days = 2027-03-01 10:00 (no daylight-saving change between in Paris)
      expect(validateCriteria({ ...valid, to: '2027-03-01T10:00' }, now, limits, zone)).toEqual([])
      expect(validateCriteria({ ...valid, to: '2027-03-01T11:00' }, now, limits, zone)).toEqual([
        { field: 'to', rule: 'maximumRentalDays', days: 90 },
      ])
      expect(validateCriteria({ ...valid, to: '2026-12-09T10:00' }, now, { ...limits, maximumRentalDays: 7 }, zone)).toEqual([
        { field: 'to', rule: 'maximumRentalDays', days: 7 },
      ])
    })

    it('refuses a drop-off beyond the horizon from now', () => {
      // now is 2026-12-01 09:00 in Paris: 365 days later is 2027-12-01 09:00
      const lateStart = { ...valid, from: '2027-11-28T09:00' }
      expect(validateCriteria({ ...lateStart, to: '2027-12-01T09:00' }, now, limits, zone)).toEqual([])
      expect(validateCriteria({ ...lateStart, to: '2027-12-01T09:01' }, now, limits, zone)).toEqual([
        { field: 'to', rule: 'bookingHorizon', days: 365 },
      ])
      expect(validateCriteria({ ...valid, to: '2026-12-05T10:00' }, now, { ...limits, bookingHorizonDays: 3 }, zone)).toEqual([
        { field: 'to', rule: 'bookingHorizon', days: 3 },
      ])
    })

    it('puts the horizon on the pick-up when that is already too far (the year 9999), in form order', () => {
      expect(validateCriteria({ ...valid, from: '9999-06-01T10:00', to: '9999-06-04T10:00' }, now, limits, zone)).toEqual([
        { field: 'from', rule: 'bookingHorizon', days: 365 },
      ])
      expect(validateCriteria({ ...valid, from: '9999-06-01T10:00', to: '9999-12-01T10:00' }, now, limits, zone)).toEqual([
        { field: 'from', rule: 'bookingHorizon', days: 365 },
        { field: 'to', rule: 'maximumRentalDays', days: 90 },
      ])
    })

    it('defaults to 90 days and one year', () => {
      expect(validateCriteria({ ...valid, to: '2027-03-02T10:00' }, now, undefined, zone)).toEqual([
        { field: 'to', rule: 'maximumRentalDays', days: 90 },
      ])
      expect(validateCriteria({ ...valid, from: '2027-12-02T10:00', to: '2027-12-03T10:00' }, now, undefined, zone)).toEqual([
        { field: 'from', rule: 'bookingHorizon', days: 365 },
      ])
    })
  })
})
