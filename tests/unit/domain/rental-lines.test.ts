// The rental's lines for the booking page's breakdown: rentalPrice(...).lines without the options
// (src/domain/price.ts), in cents with the markup inside each unit, so they always add up to the total.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { rentalPrice, type ExtraChoices, type PriceLine, type PricingCar, type RentalPeriod } from '../../../src/domain/price'

const DAY = 86_400_000
const car: PricingCar = {
  dailyPrice: 10000,
  discountedDailyPrice: 9000,
  biWeeklyPrice: 27000,
  discountedBiWeeklyPrice: null,
  weeklyPrice: 60000,
  discountedWeeklyPrice: null,
  monthlyPrice: 200000,
  discountedMonthlyPrice: 180000,
  isDateBasedPrice: false,
  dateBasedPrices: [],
  deposit: 30000,
  priceChangeRate: 0,
  cancellation: 1000,
  amendments: 0,
  theftProtection: 500,
  collisionDamageWaiver: -1,
  fullInsurance: -1,
  additionalDriver: 300,
}
const from = new Date('2030-03-01T10:00:00Z')
const days = (count: number) => new Date(from.getTime() + count * DAY)
/** A rental over [from, to) picked up at a place of `timeZone` (Paris unless said). */
const span = (start: Date, end: Date, timeZone = 'Europe/Paris'): RentalPeriod => ({ from: start, to: end, timeZone })
/** The rental's lines: the priced lines but the options'. */
const rentalLines = (priced: PricingCar, period: RentalPeriod, options: ExtraChoices = {}, rate = 1) =>
  rentalPrice(priced, period, options, rate).lines.filter((line): line is Exclude<PriceLine, { kind: 'option' }> => line.kind !== 'option')

describe('rental lines', () => {
  it('tiers: month, week, 3 days, then days, each with the rate used (discounted when set)', () => {
    expect(rentalLines(car, span(from, days(41)))).toEqual([
      { kind: 'month', quantity: 1, unitAmount: 180000, amount: 180000 },
      { kind: 'week', quantity: 1, unitAmount: 60000, amount: 60000 },
      { kind: 'threeDays', quantity: 1, unitAmount: 27000, amount: 27000 },
      { kind: 'day', quantity: 1, unitAmount: 9000, amount: 9000 },
    ])
    expect(rentalLines(car, span(from, days(1)))).toEqual([{ kind: 'day', quantity: 1, unitAmount: 9000, amount: 9000 }])
  })

  it('come before the options, which do not change them', () => {
    const options = { cancellation: true, theftProtection: true }
    const lines = rentalPrice(car, span(from, days(41)), options).lines
    expect(lines.map((line) => line.kind)).toEqual(['month', 'week', 'threeDays', 'day', 'option', 'option'])
    expect(rentalLines(car, span(from, days(41)), options)).toEqual(rentalLines(car, span(from, days(41))))
  })

  it('carry the markup inside each unit', () => {
    const marked = { ...car, priceChangeRate: 7.5 }
    // 180000 × 1.075 = 193500; 60000 × 1.075 = 64500; 27000 × 1.075 = 29025; 9000 × 1.075 = 9675
    expect(rentalLines(marked, span(from, days(45)))).toEqual([
      { kind: 'month', quantity: 1, unitAmount: 193500, amount: 193500 },
      { kind: 'week', quantity: 2, unitAmount: 64500, amount: 129000 },
      { kind: 'day', quantity: 1, unitAmount: 9675, amount: 9675 },
    ])
    expect(rentalPrice(marked, span(from, days(45))).total).toBe(193500 + 129000 + 9675)
  })

  it('dates: runs of consecutive days at one price', () => {
    const dated = { ...car, isDateBasedPrice: true, dateBasedPrices: [{ startDate: '2030-03-02', endDate: '2030-03-03', dailyPrice: 15000 }] }
    expect(rentalLines(dated, span(from, days(5)))).toEqual([
      { kind: 'dates', quantity: 1, unitAmount: 9000, amount: 9000, startDate: '2030-03-01', endDate: '2030-03-01' },
      { kind: 'dates', quantity: 2, unitAmount: 15000, amount: 30000, startDate: '2030-03-02', endDate: '2030-03-03' },
      { kind: 'dates', quantity: 2, unitAmount: 9000, amount: 18000, startDate: '2030-03-04', endDate: '2030-03-05' },
    ])
    // the same instants picked up in Sydney (already 21:00 on 03-01 there, as in Paris): the same dates
    expect(rentalLines(dated, span(from, days(5), 'Australia/Sydney'))).toEqual(rentalLines(dated, span(from, days(5))))
  })

  it('dates: the days are the pick-up place\'s calendar dates', () => {
    const dated = { ...car, isDateBasedPrice: true, dateBasedPrices: [{ startDate: '2030-03-02', endDate: '2030-03-03', dailyPrice: 15000 }] }
    // 2030-03-01 20:00Z is 03-02 07:00 in Sydney: two days at 15000, then 03-04
    const evening = new Date('2030-03-01T20:00:00Z')
    expect(rentalLines(dated, span(evening, new Date(evening.getTime() + 3 * DAY), 'Australia/Sydney'))).toEqual([
      { kind: 'dates', quantity: 2, unitAmount: 15000, amount: 30000, startDate: '2030-03-02', endDate: '2030-03-03' },
      { kind: 'dates', quantity: 1, unitAmount: 9000, amount: 9000, startDate: '2030-03-04', endDate: '2030-03-04' },
    ])
    // in Paris it is still 03-01 21:00
    expect(rentalLines(dated, span(evening, new Date(evening.getTime() + 3 * DAY)))[0]).toEqual({
      kind: 'dates', quantity: 1, unitAmount: 9000, amount: 9000, startDate: '2030-03-01', endDate: '2030-03-01',
    })
  })

  it('always add up to the total, whatever the length, the missing tiers, the markup and the rate', () => {
    const blockDays = { month: 30, week: 7, threeDays: 3, day: 1, dates: 1 } as const
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 500_000, max: 2_000_000 }),
        (length, month, week, three, basisPoints, millionths) => {
          const priced = {
            ...car,
            monthlyPrice: month ? 200000 : null,
            discountedMonthlyPrice: null,
            weeklyPrice: week ? 60000 : null,
            biWeeklyPrice: three ? 27000 : null,
            priceChangeRate: basisPoints / 100,
          }
          const rate = millionths / 1_000_000
          const price = rentalPrice(priced, span(from, days(length)), {}, rate)
          const lines = rentalLines(priced, span(from, days(length)), {}, rate)
          expect(lines).toEqual(price.lines)
          expect(lines.reduce((total, line) => total + line.amount, 0)).toBe(price.total)
          for (const line of lines) expect(line.amount).toBe(line.quantity * line.unitAmount)
          expect(lines.reduce((total, line) => total + line.quantity * blockDays[line.kind], 0)).toBe(length)
        },
      ),
      { numRuns: 200 },
    )
  })
})
