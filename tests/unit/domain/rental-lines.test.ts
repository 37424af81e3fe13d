// The rental's parts for the booking page's breakdown (src/domain/price.ts rentalLines): the same
// computation as rentalPrice, so the lines always add up to its rental.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { rentalLines, rentalPrice, type PricingCar, type RentalPeriod } from '../../../src/domain/price'

const DAY = 86_400_000
const car: PricingCar = {
  dailyPrice: 100,
  discountedDailyPrice: 90,
  biWeeklyPrice: 270,
  discountedBiWeeklyPrice: null,
  weeklyPrice: 600,
  discountedWeeklyPrice: null,
  monthlyPrice: 2000,
  discountedMonthlyPrice: 1800,
  isDateBasedPrice: false,
  dateBasedPrices: [],
  deposit: 300,
  priceChangeRate: 0,
  cancellation: 10,
  amendments: 0,
  theftProtection: 5,
  collisionDamageWaiver: -1,
  fullInsurance: -1,
  additionalDriver: 3,
}
const from = new Date('2030-03-01T10:00:00Z')
const days = (count: number) => new Date(from.getTime() + count * DAY)
/** A rental over [from, to) picked up at a place of `timeZone` (Paris unless said). */
const span = (start: Date, end: Date, timeZone = 'Europe/Paris'): RentalPeriod => ({ from: start, to: end, timeZone })

describe('rentalLines', () => {
  it('tiers: month, week, 3 days, then days, each with the rate used (discounted when set)', () => {
    expect(rentalLines(car, span(from, days(41)))).toEqual([
      { kind: 'month', quantity: 1, unitPrice: 1800, amount: 1800 },
      { kind: 'week', quantity: 1, unitPrice: 600, amount: 600 },
      { kind: 'threeDays', quantity: 1, unitPrice: 270, amount: 270 },
      { kind: 'day', quantity: 1, unitPrice: 90, amount: 90 },
    ])
    expect(rentalLines(car, span(from, days(1)))).toEqual([{ kind: 'day', quantity: 1, unitPrice: 90, amount: 90 }])
  })

  it('dates: runs of consecutive days at one price', () => {
    const dated = { ...car, isDateBasedPrice: true, dateBasedPrices: [{ startDate: '2030-03-02', endDate: '2030-03-03', dailyPrice: 150 }] }
    expect(rentalLines(dated, span(from, days(5)))).toEqual([
      { kind: 'dates', quantity: 1, unitPrice: 90, amount: 90, startDate: '2030-03-01', endDate: '2030-03-01' },
      { kind: 'dates', quantity: 2, unitPrice: 150, amount: 300, startDate: '2030-03-02', endDate: '2030-03-03' },
      { kind: 'dates', quantity: 2, unitPrice: 90, amount: 180, startDate: '2030-03-04', endDate: '2030-03-05' },
    ])
    // the same instants picked up in Sydney (already 21:00 on 03-01 there, as in Paris): the same dates
    expect(rentalLines(dated, span(from, days(5), 'Australia/Sydney'))).toEqual(rentalLines(dated, span(from, days(5))))
  })

  it('dates: the days are the pick-up place\'s calendar dates', () => {
    const dated = { ...car, isDateBasedPrice: true, dateBasedPrices: [{ startDate: '2030-03-02', endDate: '2030-03-03', dailyPrice: 150 }] }
    // 2030-03-01 20:00Z is 03-02 07:00 in Sydney: two days at 150, then 03-04
    const evening = new Date('2030-03-01T20:00:00Z')
    expect(rentalLines(dated, span(evening, new Date(evening.getTime() + 3 * DAY), 'Australia/Sydney'))).toEqual([
      { kind: 'dates', quantity: 2, unitPrice: 150, amount: 300, startDate: '2030-03-02', endDate: '2030-03-03' },
      { kind: 'dates', quantity: 1, unitPrice: 90, amount: 90, startDate: '2030-03-04', endDate: '2030-03-04' },
    ])
    // in Paris it is still 03-01 21:00
    expect(rentalLines(dated, span(evening, new Date(evening.getTime() + 3 * DAY)))[0]).toEqual({
      kind: 'dates', quantity: 1, unitPrice: 90, amount: 90, startDate: '2030-03-01', endDate: '2030-03-01',
    })
  })

  it('always adds up to the rental of rentalPrice, whatever the length and the missing tiers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.boolean(), fc.boolean(), fc.boolean(), (length, month, week, three) => {
        const priced = { ...car, monthlyPrice: month ? 2000 : null, discountedMonthlyPrice: null, weeklyPrice: week ? 600 : null, biWeeklyPrice: three ? 270 : null }
        const lines = rentalLines(priced, span(from, days(length)))
        const sum = lines.reduce((total, line) => total + line.amount, 0)
        expect(Math.round(sum * 100) / 100).toBe(rentalPrice(priced, span(from, days(length))).rental)
        expect(lines.reduce((total, line) => total + line.quantity * ({ month: 30, week: 7, threeDays: 3, day: 1, dates: 1 } as const)[line.kind], 0)).toBe(length)
      }),
    )
  })
})
