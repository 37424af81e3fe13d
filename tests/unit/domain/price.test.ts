// Rental prices of spec §9 in whole cents (src/domain/price.ts): tiers, date-based runs by the
// pick-up place's calendar, options, and the supplier's markup inside every unit price (issue 23).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { extraKinds } from '../../../src/domain/enums'
import {
  isPerBookingExtra,
  offerAmounts,
  offerAmountsIn,
  placeDate,
  rentalDays,
  rentalPrice,
  UnavailableExtraError,
  type PriceLine,
  type PricingCar,
  type RentalPeriod,
} from '../../../src/domain/price'
import { availableChoices, cents, picks, placeZone, pricingCarWith } from './support/pricing-arbitraries'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const start = new Date('2030-03-01T10:00:00Z')
const after = (ms: number) => new Date(start.getTime() + ms)
const forDays = (days: number) => after(days * DAY)
/** A rental over [from, to) picked up at a place of `timeZone` (Paris unless said). */
const span = (from: Date, to: Date, timeZone = 'Europe/Paris'): RentalPeriod => ({ from, to, timeZone })

/** Rates in cents: $50.00 a day, $140.00 for 3 days, $300.00 a week, $1,100.00 a month. */
function car(overrides: Partial<PricingCar> = {}): PricingCar {
  return {
    dailyPrice: 5000,
    discountedDailyPrice: null,
    biWeeklyPrice: 14000,
    discountedBiWeeklyPrice: null,
    weeklyPrice: 30000,
    discountedWeeklyPrice: null,
    monthlyPrice: 110000,
    discountedMonthlyPrice: null,
    isDateBasedPrice: false,
    dateBasedPrices: [],
    deposit: 50000,
    priceChangeRate: 0,
    cancellation: 2500,
    amendments: 0,
    theftProtection: 1000,
    collisionDamageWaiver: -1,
    fullInsurance: 0,
    additionalDriver: 750,
    ...overrides,
  }
}

const onlyDaily = (daily: number) => car({ dailyPrice: daily, biWeeklyPrice: null, weeklyPrice: null, monthlyPrice: null })
const rentalLinesOf = (lines: readonly PriceLine[]) => lines.filter((line) => line.kind !== 'option')
const optionLinesOf = (lines: readonly PriceLine[]) => lines.filter((line) => line.kind === 'option')
const plainSum = (lines: readonly PriceLine[]) => lines.reduce((sum, line) => sum + line.amount, 0)

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
  // monthly 110000 / 30 days, weekly 30000 / 7 days, bi-weekly 14000 / 3 days, daily 5000
  it.each([
    [1, 5000],
    [2, 10000],
    [3, 14000],
    [5, 14000 + 2 * 5000],
    [7, 30000],
    [10, 30000 + 14000],
    [30, 110000],
    [37, 110000 + 30000],
    [45, 110000 + 2 * 30000 + 5000],
    [62, 2 * 110000 + 2 * 5000],
    [63, 2 * 110000 + 14000],
  ])('%i days cost %d cents', (days, expected) => {
    const price = rentalPrice(car(), span(start, forDays(days)))
    expect(price.days).toBe(days)
    expect(price.pricing).toBe('tiers')
    expect(price.total).toBe(expected)
    expect(plainSum(price.lines)).toBe(expected)
  })

  it('gives one line per tier used, largest first', () => {
    expect(rentalPrice(car(), span(start, forDays(45))).lines).toEqual([
      { kind: 'month', quantity: 1, unitAmount: 110000, amount: 110000 },
      { kind: 'week', quantity: 2, unitAmount: 30000, amount: 60000 },
      { kind: 'day', quantity: 1, unitAmount: 5000, amount: 5000 },
    ])
  })

  it('uses the discounted rate of each tier when present', () => {
    const discounted = car({ discountedDailyPrice: 4500, discountedWeeklyPrice: 28000, discountedMonthlyPrice: 100000 })
    expect(rentalPrice(discounted, span(start, forDays(8))).total).toBe(28000 + 4500)
    expect(rentalPrice(discounted, span(start, forDays(10))).total).toBe(28000 + 14000)
    expect(rentalPrice(discounted, span(start, forDays(31))).lines).toEqual([
      { kind: 'month', quantity: 1, unitAmount: 100000, amount: 100000 },
      { kind: 'day', quantity: 1, unitAmount: 4500, amount: 4500 },
    ])
  })

  it('lets a tier without a rate fall through to the smaller tiers', () => {
    const noMonthly = car({ monthlyPrice: null })
    expect(rentalPrice(noMonthly, span(start, forDays(30))).lines).toEqual([
      { kind: 'week', quantity: 4, unitAmount: 30000, amount: 120000 },
      { kind: 'day', quantity: 2, unitAmount: 5000, amount: 10000 },
    ])
    expect(rentalPrice(noMonthly, span(start, forDays(30))).total).toBe(4 * 30000 + 2 * 5000)
    const noWeekly = car({ weeklyPrice: null })
    expect(rentalPrice(noWeekly, span(start, forDays(10))).total).toBe(3 * 14000 + 5000)
    expect(rentalPrice(onlyDaily(5000), span(start, forDays(45))).lines).toEqual([{ kind: 'day', quantity: 45, unitAmount: 5000, amount: 225000 }])
  })

  it('counts a started day as a full one', () => {
    expect(rentalPrice(car(), span(start, after(2 * DAY + HOUR))).total).toBe(14000)
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
    discountedDailyPrice: 4500,
    dateBasedPrices: [
      { startDate: '2030-07-01', endDate: '2030-07-10', dailyPrice: 8000 },
      { startDate: '2030-08-01', endDate: '2030-08-31', dailyPrice: 6000 },
    ],
  })

  it('prices each day by the range containing its date, else the default (discounted) daily rate', () => {
    // Days start on 06-29, 06-30 (default 4500), 07-01, 07-02 (range 8000).
    const price = rentalPrice(dated, span(new Date('2030-06-29T10:00:00Z'), new Date('2030-07-03T10:00:00Z')))
    expect(price.pricing).toBe('dates')
    expect(price.lines).toEqual([
      { kind: 'dates', quantity: 2, unitAmount: 4500, amount: 9000, startDate: '2030-06-29', endDate: '2030-06-30' },
      { kind: 'dates', quantity: 2, unitAmount: 8000, amount: 16000, startDate: '2030-07-01', endDate: '2030-07-02' },
    ])
    expect(price.total).toBe(2 * 4500 + 2 * 8000)
    // 07-09, 07-10 (the end date is included), 07-11 (default).
    expect(rentalPrice(dated, span(new Date('2030-07-09T10:00:00Z'), new Date('2030-07-12T10:00:00Z'))).total).toBe(2 * 8000 + 4500)
  })

  it('reads the dates on the pick-up place\'s calendar, whatever the instant\'s UTC date', () => {
    // 2030-06-30 15:00Z is already 07-01 01:00 in Sydney: days 07-01 and 07-02 (range 8000)
    const late = new Date('2030-06-30T15:00:00Z')
    expect(rentalPrice(dated, span(late, daysAfter(late, 2), 'Australia/Sydney')).total).toBe(2 * 8000)
    // in Paris it is still 06-30 17:00: days 06-30 (default 4500) and 07-01 (range 8000)
    expect(rentalPrice(dated, span(late, daysAfter(late, 2), 'Europe/Paris')).total).toBe(4500 + 8000)
    // 2030-07-11 05:00Z is still 07-10 22:00 in Los Angeles: day 07-10 (range 8000), then 07-11 (default 4500)
    const early = new Date('2030-07-11T05:00:00Z')
    expect(rentalPrice(dated, span(early, daysAfter(early, 2), 'America/Los_Angeles')).total).toBe(8000 + 4500)
    expect(rentalPrice(dated, span(early, daysAfter(early, 2), 'Europe/Paris')).total).toBe(2 * 4500)
  })

  it('prices a Paris pick-up at 00:30 on 1 July with July\'s rate, though it is still 30 June in UTC', () => {
    // 00:30 in Paris (UTC+2 in summer) is 2030-06-30 22:30Z
    const justAfterMidnight = new Date('2030-06-30T22:30:00Z')
    expect(rentalPrice(dated, span(justAfterMidnight, daysAfter(justAfterMidnight, 2), 'Europe/Paris')).lines).toEqual([
      { kind: 'dates', quantity: 2, unitAmount: 8000, amount: 16000, startDate: '2030-07-01', endDate: '2030-07-02' },
    ])
    // the same instant at a place on UTC is still 30 June: one day at the default rate first
    expect(rentalPrice(dated, span(justAfterMidnight, daysAfter(justAfterMidnight, 2), 'UTC')).total).toBe(4500 + 8000)
  })

  it('ignores the tiers', () => {
    expect(rentalPrice(dated, span(new Date('2030-08-01T10:00:00Z'), new Date('2030-08-08T10:00:00Z'))).total).toBe(7 * 6000)
    expect(rentalPrice(dated, span(new Date('2030-01-01T10:00:00Z'), new Date('2030-01-31T10:00:00Z'))).total).toBe(30 * 4500)
  })
})

describe('options', () => {
  it('charges per-day options per day and per-booking options once, an included one at 0', () => {
    const price = rentalPrice(car(), span(start, forDays(3)), { theftProtection: true, cancellation: true, fullInsurance: true })
    expect(optionLinesOf(price.lines)).toEqual([
      { kind: 'option', option: 'cancellation', basis: 'perBooking', included: false, quantity: 1, unitAmount: 2500, amount: 2500 },
      { kind: 'option', option: 'theftProtection', basis: 'perDay', included: false, quantity: 3, unitAmount: 1000, amount: 3000 },
      { kind: 'option', option: 'fullInsurance', basis: 'perDay', included: true, quantity: 3, unitAmount: 0, amount: 0 },
    ])
    expect(price.total).toBe(14000 + 2500 + 3000)
  })

  it('leaves out the options not chosen', () => {
    const price = rentalPrice(car(), span(start, forDays(3)), { theftProtection: false, additionalDriver: true })
    expect(optionLinesOf(price.lines)).toEqual([
      { kind: 'option', option: 'additionalDriver', basis: 'perDay', included: false, quantity: 3, unitAmount: 750, amount: 2250 },
    ])
    expect(price.total).toBe(14000 + 3 * 750)
  })

  it('refuses an unavailable option', () => {
    expect(() => rentalPrice(car(), span(start, forDays(3)), { collisionDamageWaiver: true })).toThrow(UnavailableExtraError)
    try {
      rentalPrice(car(), span(start, forDays(3)), { cancellation: true, collisionDamageWaiver: true })
      expect.unreachable()
    } catch (error) {
      expect((error as UnavailableExtraError).extra).toBe('collisionDamageWaiver')
    }
  })
})

describe('the markup inside unit prices', () => {
  it('marks up each unit, with no separate markup line or field', () => {
    const marked = rentalPrice(car({ priceChangeRate: 10 }), span(start, forDays(3)), { cancellation: true })
    expect(marked).toEqual({
      days: 3,
      pricing: 'tiers',
      lines: [
        { kind: 'threeDays', quantity: 1, unitAmount: 15400, amount: 15400 },
        { kind: 'option', option: 'cancellation', basis: 'perBooking', included: false, quantity: 1, unitAmount: 2750, amount: 2750 },
      ],
      total: 18150,
      // the deposit is the supplier's: no markup
      deposit: 50000,
    })
  })

  it('rounds each unit half-up once: 10.01 a day with 3.5 % is 10.36 a day (10.36035)', () => {
    const price = rentalPrice({ ...onlyDaily(1001), priceChangeRate: 3.5 }, span(start, forDays(3)))
    expect(price.lines).toEqual([{ kind: 'day', quantity: 3, unitAmount: 1036, amount: 3108 }])
    expect(price.total).toBe(3108)
    expect(rentalPrice(onlyDaily(1001), span(start, forDays(3))).total).toBe(3003)
  })

  it('issue 23: 743.90 a day with a 15 % markup is 855.49 a day (85548.5 cents rounds up), not 855.48', () => {
    const price = rentalPrice({ ...onlyDaily(74390), priceChangeRate: 15 }, span(start, forDays(3)))
    expect(price.lines).toEqual([{ kind: 'day', quantity: 3, unitAmount: 85549, amount: 3 * 85549 }])
    expect(price.total).toBe(256647)
    expect(offerAmounts({ ...onlyDaily(74390), priceChangeRate: 15 }, span(start, forDays(1)))).toMatchObject({ totalPrice: 85549, pricePerDay: 85549 })
  })

  it('marks up per-day options per unit: 7.50 with 10 % is 8.25 a day', () => {
    const price = rentalPrice(car({ priceChangeRate: 10 }), span(start, forDays(4)), { additionalDriver: true, fullInsurance: true })
    expect(optionLinesOf(price.lines)).toEqual([
      { kind: 'option', option: 'fullInsurance', basis: 'perDay', included: true, quantity: 4, unitAmount: 0, amount: 0 },
      { kind: 'option', option: 'additionalDriver', basis: 'perDay', included: false, quantity: 4, unitAmount: 825, amount: 3300 },
    ])
  })

  it('prices every unit in another currency with the markup, rounded once; the deposit converted without markup', () => {
    // 14000 × 1.10 × 0.921345 = 14188.713 → 14189; 2500 × 1.10 × 0.921345 = 2533.69875 → 2534
    const price = rentalPrice(car({ priceChangeRate: 10 }), span(start, forDays(3)), { cancellation: true }, 0.921345)
    expect(price.lines).toEqual([
      { kind: 'threeDays', quantity: 1, unitAmount: 14189, amount: 14189 },
      { kind: 'option', option: 'cancellation', basis: 'perBooking', included: false, quantity: 1, unitAmount: 2534, amount: 2534 },
    ])
    expect(price.total).toBe(14189 + 2534)
    // 50000 × 0.921345 = 46067.25
    expect(price.deposit).toBe(46067)
  })
})

describe('offerAmounts', () => {
  it('gives the rental total, the price per day, the deposit and each option with markup, in base cents', () => {
    const offer = offerAmounts(car({ priceChangeRate: 10 }), span(start, forDays(10)))
    expect(offer).toMatchObject({
      days: 10,
      totalPrice: 33000 + 15400,
      pricePerDay: 4840,
      deposit: 50000,
      extras: { cancellation: 2750, amendments: 0, theftProtection: 1100, collisionDamageWaiver: -1, fullInsurance: 0, additionalDriver: 825 },
    })
    expect(offer.totalPrice).toBe(rentalPrice(car({ priceChangeRate: 10 }), span(start, forDays(10))).total)
  })

  it('rounds the price per day half-up', () => {
    // 30000 + 14005 = 44005 for 10 days: 4400.5 → 4401
    expect(offerAmounts(car({ biWeeklyPrice: 14005 }), span(start, forDays(10)))).toMatchObject({ totalPrice: 44005, pricePerDay: 4401 })
  })

  it('prices the same offer in another currency as the checkout does', () => {
    const marked = car({ priceChangeRate: 10 })
    const offer = offerAmounts(marked, span(start, forDays(10)))
    expect(offerAmountsIn(offer, 1)).toEqual(offer)
    const inEuros = offerAmountsIn(offer, 0.921345)
    const checkout = rentalPrice(marked, span(start, forDays(10)), {}, 0.921345)
    // week 33000 × 0.921345 = 30404.385 → 30404; three days 15400 × 0.921345 = 14188.713 → 14189
    expect(inEuros).toMatchObject({ days: 10, totalPrice: 30404 + 14189, pricePerDay: 4459, deposit: 46067 })
    expect(inEuros.totalPrice).toBe(checkout.total)
    expect(inEuros.extras).toEqual({ cancellation: 2534, amendments: 0, theftProtection: 1013, collisionDamageWaiver: -1, fullInsurance: 0, additionalDriver: 760 })
    const withOptions = rentalPrice(marked, span(start, forDays(10)), { cancellation: true, additionalDriver: true }, 0.921345)
    expect(optionLinesOf(withOptions.lines).map((line) => line.unitAmount)).toEqual([inEuros.extras.cancellation, inEuros.extras.additionalDriver])
  })
})

// ---------------------------------------------------------------- properties
/** A markup in percent with up to two decimals. */
const markup = fc.integer({ min: 0, max: 5000 }).map((basisPoints) => basisPoints / 100)
const pricingCar = pricingCarWith(markup)
const period = fc
  .tuple(fc.integer({ min: 0, max: 400 * 24 }), fc.integer({ min: 1, max: 120 * 24 }))
  .map(([startHour, hours]) => {
    const from = new Date(Date.UTC(2030, 0, 1) + startHour * HOUR)
    return { from, to: new Date(from.getTime() + hours * HOUR) }
  })
  .chain((instants) => placeZone.map((timeZone): RentalPeriod => ({ ...instants, timeZone })))

describe('price properties', () => {
  it('is never negative', () => {
    fc.assert(
      fc.property(pricingCar, period, picks, (candidate, rental, chosen) => {
        const price = rentalPrice(candidate, rental, availableChoices(candidate, chosen))
        expect(price.total).toBeGreaterThanOrEqual(0)
        for (const line of price.lines) expect(line.amount).toBeGreaterThanOrEqual(0)
        const offer = offerAmounts(candidate, rental)
        expect(offer.totalPrice).toBeGreaterThanOrEqual(0)
        expect(offer.pricePerDay).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 200 },
    )
  })

  it('does not decrease with more days when only the daily rate is set', () => {
    fc.assert(
      fc.property(cents(50000), markup, fc.integer({ min: 1, max: 400 }), (daily, rate, days) => {
        const only = { ...onlyDaily(daily), priceChangeRate: rate }
        expect(rentalPrice(only, span(start, forDays(days + 1))).total).toBeGreaterThanOrEqual(rentalPrice(only, span(start, forDays(days))).total)
      }),
      { numRuns: 200 },
    )
  })

  it('adds exactly one line for a chosen option and leaves the rental lines alone', () => {
    fc.assert(
      fc.property(pricingCar, period, picks, fc.constantFrom(...extraKinds), (candidate, rental, chosen, extra) => {
        fc.pre(candidate[extra] >= 0)
        const unmarked = { ...candidate, priceChangeRate: 0 }
        const without = rentalPrice(unmarked, rental, { ...availableChoices(candidate, chosen), [extra]: false })
        const withIt = rentalPrice(unmarked, rental, { ...availableChoices(candidate, chosen), [extra]: true })
        expect(rentalLinesOf(withIt.lines)).toEqual(rentalLinesOf(without.lines))
        const share = isPerBookingExtra(extra) ? candidate[extra] : candidate[extra] * without.days
        expect(withIt.total).toBe(without.total + share)
        const added = optionLinesOf(withIt.lines).filter((line) => line.kind === 'option' && line.option === extra)
        expect(added).toHaveLength(1)
        expect(added[0]!.amount).toBe(share)
      }),
      { numRuns: 200 },
    )
  })

  it('puts the markup once in each unit: within half a cent of the supplier\'s unit × (1 + markup)', () => {
    fc.assert(
      fc.property(pricingCar, period, picks, (candidate, rental, chosen) => {
        const options = availableChoices(candidate, chosen)
        const price = rentalPrice(candidate, rental, options)
        const supplier = rentalPrice({ ...candidate, priceChangeRate: 0 }, rental, options)
        expect(price.lines.map((line) => [line.kind, line.quantity])).toEqual(supplier.lines.map((line) => [line.kind, line.quantity]))
        price.lines.forEach((line, index) => {
          expect(Number.isInteger(line.unitAmount)).toBe(true)
          expect(Math.abs(line.unitAmount - supplier.lines[index]!.unitAmount * (1 + candidate.priceChangeRate / 100))).toBeLessThanOrEqual(0.5 + 1e-6)
        })
        expect(price.total).toBe(plainSum(price.lines))
        expect(price.deposit).toBe(candidate.deposit)
      }),
      { numRuns: 200 },
    )
  })
})
