import { describe, expect, it } from 'vitest'
import { validateCriteria } from '../../../src/domain/search-rules'

const paris = '6f1c1d2e-0000-4000-8000-000000000001'
const lyon = '6f1c1d2e-0000-4000-8000-000000000002'
const zone = 'Europe/Paris'
// 2026-12-01 09:00 in Paris.
const now = new Date('2026-12-01T08:00:00Z')
const limits = { minimumPickUpHours: 1, minimumRentalHours: 1 }
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
})
