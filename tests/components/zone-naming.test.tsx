// Whose clock a rental's times are on, for one reader (src/web/components/place-times/zone-naming.ts):
// named once when both places keep the same time, beside each time otherwise, never when the
// reader's clock reads the same, nor before the reader's zone is known.
import { describe, expect, it } from 'vitest'
import { NO_ZONE_NAMES, zoneNaming } from '../../src/web/components/place-times/zone-naming'

const paris = 'Europe/Paris'
const winter = { from: new Date('2030-12-01T09:00:00Z'), to: new Date('2030-12-05T09:00:00Z') }

describe('zone naming', () => {
  it('names nothing before the reader’s zone is known (the server’s render, hydration)', () => {
    expect(zoneNaming({ pickUp: paris, dropOff: paris }, winter, null, 'en')).toEqual(NO_ZONE_NAMES)
  })

  it('names the places’ one zone once for a reader whose clock reads otherwise, in the reader’s language', () => {
    expect(zoneNaming({ pickUp: paris, dropOff: paris }, winter, 'America/New_York', 'en')).toEqual({ ...NO_ZONE_NAMES, shared: 'Central European Time' })
    expect(zoneNaming({ pickUp: paris, dropOff: paris }, winter, 'Asia/Tokyo', 'fr').shared).toBe('heure d’Europe centrale')
    expect(zoneNaming({ pickUp: paris, dropOff: paris }, winter, 'Asia/Tokyo', 'es').shared).toBe('hora de Europa central')
  })

  it('names nothing for a reader whose clock reads the same, whatever its zone’s name', () => {
    expect(zoneNaming({ pickUp: paris, dropOff: paris }, winter, paris, 'en')).toEqual(NO_ZONE_NAMES)
    expect(zoneNaming({ pickUp: paris, dropOff: paris }, winter, 'Europe/Berlin', 'en')).toEqual(NO_ZONE_NAMES)
  })

  it('takes two places on the same clock (Paris to Berlin) as one', () => {
    expect(zoneNaming({ pickUp: paris, dropOff: 'Europe/Berlin' }, winter, 'America/New_York', 'en')).toEqual({ ...NO_ZONE_NAMES, shared: 'Central European Time' })
  })

  it('names each time on another clock than the reader’s when the places keep different times', () => {
    expect(zoneNaming({ pickUp: paris, dropOff: 'America/Los_Angeles' }, winter, 'America/New_York', 'en')).toEqual({
      shared: null,
      pickUp: 'Central European Time',
      dropOff: 'Pacific Time',
    })
    expect(zoneNaming({ pickUp: paris, dropOff: 'America/Los_Angeles' }, winter, paris, 'en')).toEqual({ shared: null, pickUp: null, dropOff: 'Pacific Time' })
  })

  it('names the zone when the clocks differ at either end (a daylight-saving change between them)', () => {
    // London keeps summer time until 27 October 2030: an hour ahead of UTC at the pick-up, level at the drop-off
    const acrossTheChange = { from: new Date('2030-10-20T09:00:00Z'), to: new Date('2030-11-03T09:00:00Z') }
    expect(zoneNaming({ pickUp: 'Europe/London', dropOff: 'Europe/London' }, acrossTheChange, 'UTC', 'en').shared).toBe('United Kingdom Time')
    expect(zoneNaming({ pickUp: 'Europe/London', dropOff: 'Europe/London' }, winter, 'UTC', 'en')).toEqual(NO_ZONE_NAMES)
  })
})
