import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { extraKinds, type ExtraKind } from '../../../src/domain/enums'
import {
  isPerBookingExtra,
  offerAmounts,
  placeDate,
  rentalDays,
  rentalPrice,
  UnavailableExtraError,
  type PricingCar,
  type RentalPeriod,
} from '../../../src/domain/price'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const start = new Date('2030-03-01T10:00:00Z')
const after = (ms: number) => new Date(start.getTime() + ms)
const forDays = (days: number) => after(days * DAY)
/** A rental over [from, to) picked up at a place of `timeZone` (Paris unless said). */
const span = (from: Date, to: Date, timeZone = 'Europe/Paris'): RentalPeriod => ({ from, to, timeZone })

function car(overrides: Partial<PricingCar> = {}): PricingCar {
  return {
    dailyPrice: 50,
    discountedDailyPrice: null,
    biWeeklyPrice: 140,
    discountedBiWeeklyPrice: null,
    weeklyPrice: 300,
    discountedWeeklyPrice: null,
    monthlyPrice: 1100,
    discountedMonthlyPrice: null,
    isDateBasedPrice: false,
    dateBasedPrices: [],
    deposit: 500,
    priceChangeRate: 0,
    cancellation: 25,
    amendments: 0,
    theftProtection: 10,
    collisionDamageWaiver: -1,
    fullInsurance: 0,
    additionalDriver: 7.5,
    ...overrides,
  }
}

const onlyDaily = (daily: number) =>
  car({ dailyPrice: daily, biWeeklyPrice: null, weeklyPrice: null, monthlyPrice: null })

describe('rentalDays', () => {
  it('rounds the time difference up, at least one day', () => {
    expect(rentalDays(start, after(HOUR))).toBe(1)
    expect(rentalDays(start, after(DAY))).toBe(1)
    expect(rentalDays(start, after(DAY + 60_000))).toBe(2)
    expect(rentalDays(start, after(5 * DAY))).toBe(5)
    expect(rentalDays(start, start)).toBe(1)
  })
})

describe('rentalPrice without date-based pricing (spec §9)', () => {
  // monthly 1100 / 30 days, weekly 300 / 7 days, bi-weekly 140 / 3 days, daily 50
  it.each([
    [1, 50],
    [2, 100],
    [3, 140],
    [5, 140 + 2 * 50],
    [7, 300],
    [10, 300 + 140],
    [30, 1100],
    [37, 1100 + 300],
    [45, 1100 + 2 * 300 + 50],
    [62, 2 * 1100 + 2 * 50],
    [63, 2 * 1100 + 140],
  ])('%i days cost %d', (days, expected) => {
    expect(rentalPrice(car(), span(start, forDays(days))).total).toBe(expected)
  })

  it('uses the discounted rate of each tier when present', () => {
    const discounted = car({ discountedDailyPrice: 45, discountedWeeklyPrice: 280, discountedMonthlyPrice: 1000 })
    expect(rentalPrice(discounted, span(start, forDays(8))).total).toBe(280 + 45)
    expect(rentalPrice(discounted, span(start, forDays(10))).total).toBe(280 + 140)
    expect(rentalPrice(discounted, span(start, forDays(31))).total).toBe(1000 + 45)
  })

  it('lets a tier without a rate fall through to the smaller tiers', () => {
    const noMonthly = car({ monthlyPrice: null })
    expect(rentalPrice(noMonthly, span(start, forDays(30))).total).toBe(4 * 300 + 2 * 50)
    const noWeekly = car({ weeklyPrice: null })
    expect(rentalPrice(noWeekly, span(start, forDays(10))).total).toBe(3 * 140 + 50)
    expect(rentalPrice(onlyDaily(50), span(start, forDays(45))).total).toBe(45 * 50)
  })

  it('counts a started day as a full one', () => {
    expect(rentalPrice(car(), span(start, after(2 * DAY + HOUR))).total).toBe(140)
  })
})

const daysAfter = (from: Date, days: number) => new Date(from.getTime() + days * DAY)

describe('placeDate', () => {
  it('is the calendar date at the place', () => {
    expect(placeDate(new Date('2030-06-30T15:00:00Z'), 'Australia/Sydney')).toBe('2030-07-01')
    expect(placeDate(new Date('2030-06-30T15:00:00Z'), 'Europe/Paris')).toBe('2030-06-30')
    expect(placeDate(new Date('2030-07-11T05:00:00Z'), 'America/Los_Angeles')).toBe('2030-07-10')
    expect(placeDate(new Date('2030-01-01T00:30:00Z'), 'UTC')).toBe('2030-01-01')
    // Paris's midnight in winter is 23:00Z the day before
    expect(placeDate(new Date('2029-12-31T23:00:00Z'), 'Europe/Paris')).toBe('2030-01-01')
    expect(placeDate(new Date('2029-12-31T22:59:00Z'), 'Europe/Paris')).toBe('2029-12-31')
  })
})

describe('rentalPrice with date-based pricing', () => {
  const dated = car({
    isDateBasedPrice: true,
    discountedDailyPrice: 45,
    dateBasedPrices: [
      { startDate: '2030-07-01', endDate: '2030-07-10', dailyPrice: 80 },
      { startDate: '2030-08-01', endDate: '2030-08-31', dailyPrice: 60 },
    ],
  })

  it('prices each day by the range containing its date, else the default (discounted) daily rate', () => {
    // Days start on 06-29, 06-30 (default 45), 07-01, 07-02 (range 80).
    expect(rentalPrice(dated, span(new Date('2030-06-29T10:00:00Z'), new Date('2030-07-03T10:00:00Z'))).total).toBe(2 * 45 + 2 * 80)
    // 07-09, 07-10 (the end date is included), 07-11 (default).
    expect(rentalPrice(dated, span(new Date('2030-07-09T10:00:00Z'), new Date('2030-07-12T10:00:00Z'))).total).toBe(2 * 80 + 45)
  })

  it('reads the dates on the pick-up place\'s calendar, whatever the instant\'s UTC date', () => {
    // 2030-06-30 15:00Z is already 07-01 01:00 in Sydney: days 07-01 and 07-02 (range 80)
    const late = new Date('2030-06-30T15:00:00Z')
    expect(rentalPrice(dated, span(late, daysAfter(late, 2), 'Australia/Sydney')).total).toBe(2 * 80)
    // in Paris it is still 06-30 17:00: days 06-30 (default 45) and 07-01 (range 80)
    expect(rentalPrice(dated, span(late, daysAfter(late, 2), 'Europe/Paris')).total).toBe(45 + 80)
    // 2030-07-11 05:00Z is still 07-10 22:00 in Los Angeles: day 07-10 (range 80), then 07-11 (default 45)
    const early = new Date('2030-07-11T05:00:00Z')
    expect(rentalPrice(dated, span(early, daysAfter(early, 2), 'America/Los_Angeles')).total).toBe(80 + 45)
    expect(rentalPrice(dated, span(early, daysAfter(early, 2), 'Europe/Paris')).total).toBe(2 * 45)
  })

  it('ignores the tiers', () => {
    expect(rentalPrice(dated, span(new Date('2030-08-01T10:00:00Z'), new Date('2030-08-08T10:00:00Z'))).total).toBe(7 * 60)
    expect(rentalPrice(dated, span(new Date('2030-01-01T10:00:00Z'), new Date('2030-01-31T10:00:00Z'))).total).toBe(30 * 45)
  })
})

describe('extras and markup', () => {
  it('charges per-day extras per day and per-booking extras once', () => {
    const price = rentalPrice(car(), span(start, forDays(3)), { theftProtection: true, cancellation: true, fullInsurance: true })
    expect(price.extras).toEqual({ cancellation: 25, theftProtection: 30, fullInsurance: 0 })
    expect(price.subtotal).toBe(140 + 25 + 30)
    expect(price.total).toBe(195)
  })

  it('refuses an unavailable extra', () => {
    expect(() => rentalPrice(car(), span(start, forDays(3)), { collisionDamageWaiver: true })).toThrow(UnavailableExtraError)
  })

  it('adds the supplier markup to the total once, rounding to cents only at the end', () => {
    const marked = rentalPrice(car({ priceChangeRate: 10 }), span(start, forDays(3)), { cancellation: true })
    expect(marked).toEqual({ days: 3, rental: 140, extras: { cancellation: 25 }, subtotal: 165, markup: 16.5, total: 181.5 })
    // 3 × 10.01 = 30.03, × 1.035 = 31.08105 → 31.08
    expect(rentalPrice(onlyDaily(10.01), span(start, forDays(3))).total).toBe(30.03)
    expect(rentalPrice({ ...onlyDaily(10.01), priceChangeRate: 3.5 }, span(start, forDays(3))).total).toBe(31.08)
  })
})

describe('offerAmounts', () => {
  it('gives the rental total, the price per day, the deposit and each extra with markup', () => {
    const offer = offerAmounts(car({ priceChangeRate: 10 }), span(start, forDays(10)))
    expect(offer).toEqual({
      days: 10,
      totalPrice: 484,
      pricePerDay: 48.4,
      deposit: 500,
      extras: { cancellation: 27.5, amendments: 0, theftProtection: 11, collisionDamageWaiver: -1, fullInsurance: 0, additionalDriver: 8.25 },
    })
  })
})

// ---------------------------------------------------------------- properties
const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((value) => value / 100)
const optionalRate = (max: number) => fc.option(cents(max), { nil: null })
const extraPrice = fc.oneof(fc.constant(-1), fc.constant(0), cents(100))
const isoDay = fc.integer({ min: 0, max: 400 }).map((offset) => new Date(Date.UTC(2030, 0, 1) + offset * DAY).toISOString().slice(0, 10))
const datePrice = fc
  .tuple(isoDay, isoDay, cents(500))
  .map(([a, b, dailyPrice]) => ({ startDate: a < b ? a : b, endDate: a < b ? b : a, dailyPrice }))

const pricingCar: fc.Arbitrary<PricingCar> = fc.record({
  dailyPrice: cents(500),
  discountedDailyPrice: optionalRate(500),
  biWeeklyPrice: optionalRate(1500),
  discountedBiWeeklyPrice: optionalRate(1500),
  weeklyPrice: optionalRate(3000),
  discountedWeeklyPrice: optionalRate(3000),
  monthlyPrice: optionalRate(10000),
  discountedMonthlyPrice: optionalRate(10000),
  isDateBasedPrice: fc.boolean(),
  dateBasedPrices: fc.array(datePrice, { maxLength: 4 }),
  deposit: cents(5000),
  priceChangeRate: cents(50),
  cancellation: extraPrice,
  amendments: extraPrice,
  theftProtection: extraPrice,
  collisionDamageWaiver: extraPrice,
  fullInsurance: extraPrice,
  additionalDriver: extraPrice,
})
// the pick-up place's zone: date-based prices read its calendar
const placeZone = fc.constantFrom('Europe/Paris', 'Europe/London', 'America/Los_Angeles', 'Australia/Sydney', 'UTC')
const period = fc
  .tuple(fc.integer({ min: 0, max: 400 * 24 }), fc.integer({ min: 1, max: 120 * 24 }))
  .map(([startHour, hours]) => {
    const from = new Date(Date.UTC(2030, 0, 1) + startHour * HOUR)
    return { from, to: new Date(from.getTime() + hours * HOUR) }
  })
  .chain((instants) => placeZone.map((timeZone): RentalPeriod => ({ ...instants, timeZone })))
const availableChoices = (candidate: PricingCar, picks: Record<ExtraKind, boolean>) =>
  Object.fromEntries(extraKinds.map((extra) => [extra, picks[extra] && candidate[extra] >= 0]))
const picks = fc.record(Object.fromEntries(extraKinds.map((extra) => [extra, fc.boolean()])) as Record<ExtraKind, fc.Arbitrary<boolean>>)

describe('price properties', () => {
  it('is never negative', () => {
    fc.assert(
      fc.property(pricingCar, period, picks, (candidate, rental, chosen) => {
        const price = rentalPrice(candidate, rental, availableChoices(candidate, chosen))
        expect(price.total).toBeGreaterThanOrEqual(0)
        expect(price.subtotal).toBeGreaterThanOrEqual(0)
        const offer = offerAmounts(candidate, rental)
        expect(offer.totalPrice).toBeGreaterThanOrEqual(0)
        expect(offer.pricePerDay).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  it('does not decrease with more days when only the daily rate is set', () => {
    fc.assert(
      fc.property(cents(500), cents(50), fc.integer({ min: 1, max: 400 }), (daily, rate, days) => {
        const only = { ...onlyDaily(daily), priceChangeRate: rate }
        expect(rentalPrice(only, span(start, forDays(days + 1))).total).toBeGreaterThanOrEqual(rentalPrice(only, span(start, forDays(days))).total)
      }),
    )
  })

  it('adds exactly the share of a chosen extra before markup', () => {
    fc.assert(
      fc.property(pricingCar, period, picks, fc.constantFrom(...extraKinds), (candidate, rental, chosen, extra) => {
        fc.pre(candidate[extra] >= 0)
        const without = rentalPrice(candidate, rental, { ...availableChoices(candidate, chosen), [extra]: false })
        const withIt = rentalPrice(candidate, rental, { ...availableChoices(candidate, chosen), [extra]: true })
        const share = isPerBookingExtra(extra) ? candidate[extra] : candidate[extra] * without.days
        expect(withIt.subtotal).toBeCloseTo(without.subtotal + share, 6)
        expect(withIt.extras[extra]).toBeCloseTo(share, 6)
      }),
    )
  })

  it('applies the markup exactly once: total = subtotal × (1 + rate / 100)', () => {
    fc.assert(
      fc.property(pricingCar, period, picks, (candidate, rental, chosen) => {
        const price = rentalPrice(candidate, rental, availableChoices(candidate, chosen))
        const unmarked = rentalPrice({ ...candidate, priceChangeRate: 0 }, rental, availableChoices(candidate, chosen))
        expect(unmarked.total).toBe(price.subtotal)
        // Rounded to cents once: within half a cent of the exact product.
        expect(Math.abs(price.total - price.subtotal * (1 + candidate.priceChangeRate / 100))).toBeLessThanOrEqual(0.005 + 1e-9)
        expect(price.subtotal + price.markup).toBeCloseTo(price.total, 6)
      }),
    )
  })
})
