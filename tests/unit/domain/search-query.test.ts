import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEPOSIT_FILTER_THRESHOLDS } from '../../../src/domain/constants'
import { carRanges, fuelPolicies, fuelTypes, gearboxes, mileageKinds, multimediaKinds } from '../../../src/domain/enums'
import { paymentFilters } from '../../../src/domain/payment-options'
import {
  checkoutPath,
  instantToLocal,
  localToInstant,
  parseSearchQuery,
  sameSearchQuery,
  searchQueryString,
  toCarSearch,
  type SearchFilters,
  type SearchQuery,
} from '../../../src/domain/search-query'

const paris = '6f1c1d2e-0000-4000-8000-000000000001'
const lyon = '6f1c1d2e-0000-4000-8000-000000000002'
const supplierA = 'aaaaaaaa-0000-4000-8000-000000000001'
const supplierB = 'bbbbbbbb-0000-4000-8000-000000000002'
const criteria = { pickUpLocation: paris, dropOffLocation: lyon, from: '2026-12-01T10:00', to: '2026-12-05T10:00' }

describe('parseSearchQuery', () => {
  it('reads the criteria and uses the defaults for the rest', () => {
    expect(parseSearchQuery(`?pickUp=${paris}&dropOff=${lyon}&from=2026-12-01T10:00&to=2026-12-05T10:00`)).toEqual({
      criteria,
      filters: {},
      sort: { sort: 'recommended', order: 'asc' },
      page: 1,
      includeUnbookable: false,
    })
  })

  it('reads every filter, the sort and the page', () => {
    const query = parseSearchQuery(
      `pickUp=${paris}&dropOff=${lyon}&from=2026-12-01T10:00&to=2026-12-05T10:00&page=2&sort=rating&order=desc` +
        `&suppliers=${supplierA},${supplierB}&ranges=mini,midi&rating=4&seats=5&specs=aircon,doors,seats` +
        '&multimedia=bluetooth&fuel=diesel&gearbox=manual&mileage=unlimited&policy=fullToFull&deposit=500' +
        '&payment=payAtCounter,payOnline&unbookable=1',
    )
    expect(query).toEqual({
      criteria,
      page: 2,
      includeUnbookable: true,
      sort: { sort: 'rating', order: 'desc' },
      filters: {
        suppliers: [supplierA, supplierB],
        ranges: ['mini', 'midi'],
        minRating: 4,
        seats: 5,
        carSpecs: { aircon: true, moreThanFourDoors: true, moreThanFiveSeats: true },
        multimedia: ['bluetooth'],
        fuelTypes: ['diesel'],
        gearboxes: ['manual'],
        mileageKinds: ['unlimited'],
        fuelPolicies: ['fullToFull'],
        maxDeposit: 500,
        payment: ['payAtCounter', 'payOnline'],
      },
    })
  })

  it('lists the unbookable cars only for unbookable=1, and keeps only known payment ways', () => {
    expect(parseSearchQuery('unbookable=0').includeUnbookable).toBe(false)
    expect(parseSearchQuery('unbookable=yes').includeUnbookable).toBe(false)
    expect(parseSearchQuery('payment=cash,payOnline').filters).toEqual({ payment: ['payOnline'] })
  })

  it('keeps only offers with free cancellation for freeCancellation=1, as the form without JavaScript sends it', () => {
    expect(parseSearchQuery('freeCancellation=1').filters).toEqual({ freeCancellation: true })
    expect(parseSearchQuery('freeCancellation=0').filters).toEqual({})
    expect(searchQueryString({ ...parseSearchQuery(''), filters: { freeCancellation: true } })).toBe('freeCancellation=1')
  })

  it('reads a list filter repeated, as a form sends it without JavaScript, like its comma list', () => {
    expect(parseSearchQuery('fuel=diesel&fuel=electric').filters).toEqual(parseSearchQuery('fuel=diesel,electric').filters)
    expect(parseSearchQuery('fuel=diesel&fuel=electric').filters).toEqual({ fuelTypes: ['diesel', 'electric'] })
  })

  it('returns to the pick-up place when the drop-off is absent or invalid', () => {
    expect(parseSearchQuery(`pickUp=${paris}&from=2026-12-01T10:00&to=2026-12-05T10:00`).criteria?.dropOffLocation).toBe(paris)
    expect(parseSearchQuery(`pickUp=${paris}&dropOff=x&from=2026-12-01T10:00&to=2026-12-05T10:00`).criteria?.dropOffLocation).toBe(
      paris,
    )
  })

  it.each([
    ['no pick-up', 'from=2026-12-01T10:00&to=2026-12-05T10:00'],
    ['a pick-up that is not an id', 'pickUp=paris&from=2026-12-01T10:00&to=2026-12-05T10:00'],
    ['a date without time', `pickUp=${paris}&from=2026-12-01&to=2026-12-05T10:00`],
    ['an impossible date', `pickUp=${paris}&from=2026-02-30T10:00&to=2026-12-05T10:00`],
    ['an impossible time', `pickUp=${paris}&from=2026-12-01T25:00&to=2026-12-05T10:00`],
    ['a time with a zone', `pickUp=${paris}&from=2026-12-01T10:00Z&to=2026-12-05T10:00`],
  ])('has no criteria with %s', (_, search) => {
    expect(parseSearchQuery(search).criteria).toBeNull()
  })

  it('ignores invalid values and keeps the valid ones', () => {
    const query = parseSearchQuery(
      'page=0&sort=name&order=up&ranges=mini,spaceship,mini&rating=9&seats=2.5&specs=wings&multimedia=radio' +
        `&fuel=coal&gearbox=cvt&mileage=some&policy=any&deposit=300&suppliers=nope,${supplierA}`,
    )
    expect(query.page).toBe(1)
    expect(query.sort).toEqual({ sort: 'recommended', order: 'asc' })
    expect(query.filters).toEqual({ ranges: ['mini'], suppliers: [supplierA] })
    expect(parseSearchQuery('page=-3').page).toBe(1)
    expect(parseSearchQuery('page=abc').page).toBe(1)
    expect(parseSearchQuery('seats=&rating=').filters).toEqual({})
  })

  it('reads a present but empty list as "match nothing"', () => {
    expect(parseSearchQuery('suppliers=&ranges=').filters).toEqual({ suppliers: [], ranges: [] })
  })
})

describe('searchQueryString', () => {
  it('writes the URL of the plan, readable, defaults left out', () => {
    const query: SearchQuery = {
      criteria,
      filters: { ranges: ['mini', 'midi'], maxDeposit: 250, payment: ['payAtCounter'] },
      sort: { sort: 'recommended', order: 'asc' },
      page: 1,
      includeUnbookable: false,
    }
    expect(searchQueryString(query)).toBe(
      `pickUp=${paris}&dropOff=${lyon}&from=2026-12-01T10:00&to=2026-12-05T10:00&ranges=mini,midi&payment=payAtCounter&deposit=250`,
    )
    expect(searchQueryString({ ...query, includeUnbookable: true })).toMatch(/&unbookable=1$/)
    // the recommended order is the default: not written; the lowest price first is
    const byPrice = searchQueryString({ ...query, sort: { sort: 'price', order: 'asc' } })
    expect(byPrice).toContain('&sort=price&')
    expect(byPrice).not.toContain('order=')
    expect(parseSearchQuery(byPrice).sort).toEqual({ sort: 'price', order: 'asc' })
  })

  it('writes only the car specs that restrict', () => {
    const query: SearchQuery = {
      criteria: null,
      filters: { carSpecs: { aircon: false, moreThanFiveSeats: true } },
      sort: { sort: 'deposit', order: 'desc' },
      page: 3,
      includeUnbookable: false,
    }
    expect(searchQueryString(query)).toBe('page=3&sort=deposit&order=desc&specs=seats')
  })

  it('treats queries giving the same URL as the same search', () => {
    const a = parseSearchQuery(`pickUp=${paris}&from=2026-12-01T10:00&to=2026-12-05T10:00&ranges=midi`)
    const b = parseSearchQuery(`ranges=midi&to=2026-12-05T10:00&from=2026-12-01T10:00&dropOff=${paris}&pickUp=${paris}&page=1`)
    expect(sameSearchQuery(a, b)).toBe(true)
    expect(sameSearchQuery(a, { ...b, page: 2 })).toBe(false)
  })
})

// Valid queries: what a visitor can produce with the form, the filters, the sort and the pager.
const uuid = fc.uuid({ version: 4 })
const localDateTime = fc
  .record({
    date: fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
    minutes: fc.integer({ min: 0, max: 24 * 60 - 1 }),
  })
  .map(({ date, minutes }) => {
    const day = date.toISOString().slice(0, 10)
    const hh = String(Math.floor(minutes / 60)).padStart(2, '0')
    const mm = String(minutes % 60).padStart(2, '0')
    return `${day}T${hh}:${mm}`
  })
const list = <T,>(values: readonly T[]) => fc.uniqueArray(fc.constantFrom(...values), { maxLength: values.length })
const filters: fc.Arbitrary<SearchFilters> = fc.record(
  {
    suppliers: fc.uniqueArray(uuid, { maxLength: 4 }),
    ranges: list(carRanges),
    minRating: fc.integer({ min: 0, max: 50 }).map((tenths) => tenths / 10),
    seats: fc.integer({ min: 1, max: 100 }),
    carSpecs: fc
      .uniqueArray(fc.constantFrom('aircon', 'moreThanFourDoors', 'moreThanFiveSeats'), { minLength: 1 })
      .map((keys) => Object.fromEntries(keys.map((key) => [key, true]))),
    multimedia: list(multimediaKinds),
    fuelTypes: list(fuelTypes),
    gearboxes: list(gearboxes),
    mileageKinds: list(mileageKinds),
    fuelPolicies: list(fuelPolicies),
    maxDeposit: fc.constantFrom(...DEPOSIT_FILTER_THRESHOLDS),
    payment: list(paymentFilters),
    freeCancellation: fc.constant(true as const),
  },
  { requiredKeys: [] },
)
const validQuery: fc.Arbitrary<SearchQuery> = fc.record({
  criteria: fc.option(
    fc.record({ pickUpLocation: uuid, dropOffLocation: uuid, from: localDateTime, to: localDateTime }),
    { nil: null },
  ),
  filters,
  sort: fc.record({ sort: fc.constantFrom('recommended', 'price', 'rating', 'deposit'), order: fc.constantFrom('asc', 'desc') }),
  page: fc.integer({ min: 1, max: 10_000 }),
  includeUnbookable: fc.boolean(),
})

describe('URL round trip', () => {
  it('parse(serialize(q)) is q for every valid query', () => {
    fc.assert(
      fc.property(validQuery, (query) => {
        expect(parseSearchQuery(`?${searchQueryString(query)}`)).toEqual(query)
      }),
      { numRuns: 500 },
    )
  })

  it('serialize(parse(s)) is stable for any query string', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const once = searchQueryString(parseSearchQuery(search))
        expect(searchQueryString(parseSearchQuery(once))).toBe(once)
      }),
    )
  })
})

describe('toCarSearch', () => {
  it('sends the wall times at the places as they are (no zone of the visitor\'s) and adds sort and currency', () => {
    const query: SearchQuery = {
      criteria,
      filters: { ranges: ['mini'], carSpecs: { aircon: true, moreThanFourDoors: false } },
      sort: { sort: 'rating', order: 'desc' },
      page: 2,
      includeUnbookable: false,
    }
    const body = toCarSearch(query, 'EUR')
    expect(body).toEqual({
      pickUpLocation: paris,
      dropOffLocation: lyon,
      from: '2026-12-01T10:00',
      to: '2026-12-05T10:00',
      ranges: ['mini'],
      carSpecs: { aircon: true },
      sort: 'rating',
      order: 'desc',
      currency: 'EUR',
    })
    // the contract's PlaceTime
    expect(body.from).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    expect(body.to).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
  })

  it('asks for the unbookable cars only when they are to be listed, and sends the payment filter', () => {
    const query: SearchQuery = { criteria, filters: { payment: ['payOnline'] }, sort: { sort: 'price', order: 'asc' }, page: 1, includeUnbookable: true }
    expect(toCarSearch(query, 'USD')).toMatchObject({ payment: ['payOnline'], includeUnbookable: true })
    expect(toCarSearch({ ...query, includeUnbookable: false }, 'USD')).not.toHaveProperty('includeUnbookable')
  })

  it('moves a time skipped by a daylight-saving change forward', () => {
    // 2026-03-29 02:30 does not exist in Paris (clocks go from 02:00 to 03:00).
    expect(localToInstant('2026-03-29T02:30', 'Europe/Paris').toISOString()).toBe('2026-03-29T01:30:00.000Z')
    expect(instantToLocal(new Date('2026-03-29T01:30:00Z'), 'Europe/Paris')).toBe('2026-03-29T03:30')
    // the same wall time is a real one in London (clocks change there an hour earlier, at 01:00)
    expect(localToInstant('2026-03-29T02:30', 'Europe/London').toISOString()).toBe('2026-03-29T01:30:00.000Z')
  })

  it('takes the first of a time repeated by a daylight-saving change', () => {
    // 2026-10-25 02:30 happens twice in Paris (clocks go back from 03:00 to 02:00): first in summer time
    expect(localToInstant('2026-10-25T02:30', 'Europe/Paris').toISOString()).toBe('2026-10-25T00:30:00.000Z')
    expect(instantToLocal(new Date('2026-10-25T01:30:00Z'), 'Europe/Paris')).toBe('2026-10-25T02:30')
  })

  it('reads a wall time in the place\'s zone and gives it back', () => {
    expect(localToInstant('2026-12-01T10:00', 'Europe/Paris').toISOString()).toBe('2026-12-01T09:00:00.000Z')
    expect(localToInstant('2026-12-01T10:00', 'Australia/Sydney').toISOString()).toBe('2026-11-30T23:00:00.000Z')
    expect(localToInstant('2026-12-01T10:00', 'America/Los_Angeles').toISOString()).toBe('2026-12-01T18:00:00.000Z')
    expect(instantToLocal(new Date('2026-11-30T23:00:00Z'), 'Australia/Sydney')).toBe('2026-12-01T10:00')
  })

  it('refuses a query without criteria', () => {
    expect(() => toCarSearch({ criteria: null, filters: {}, sort: { sort: 'price', order: 'asc' }, page: 1, includeUnbookable: false }, 'USD')).toThrow()
  })
})

describe('checkoutPath', () => {
  it('carries the car, the places and the dates', () => {
    expect(checkoutPath('c4r', criteria)).toBe(
      `/checkout?car=c4r&pickUp=${paris}&dropOff=${lyon}&from=2026-12-01T10:00&to=2026-12-05T10:00`,
    )
  })
})
