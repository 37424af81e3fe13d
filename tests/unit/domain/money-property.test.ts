// Issue 23 "money that adds up": properties over random cars (rates in cents, tiers missing, date
// ranges, markups 0–30 % with two decimals, options), random periods of 1–90 days at random places
// and random exchange rates 0.5–2 with six decimals. The references below are computed here on their
// own (exact rationals in BigInt, the tiers and the place's calendar by Temporal), never by the code
// under test.
import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { extraKinds, type ExtraKind } from '../../../src/domain/enums'
import { convertCents, customerPrice, divideHalfUp, toCents } from '../../../src/domain/money'
import { offerAmounts, offerAmountsIn, rentalPrice, type ExtraChoices, type PriceLine, type PricingCar, type RentalPeriod } from '../../../src/domain/price'
import { availableChoices, picks, placeZone, pricingCarWith } from './support/pricing-arbitraries'

const MINUTE = 60_000
const DAY = 86_400_000
const RUNS = { numRuns: 150 }

// ---------------------------------------------------------------- references
/** n / d (d > 0) to the nearest integer, a tie away from zero, by the remainder. */
function referenceHalfUp(n: bigint, d: bigint): bigint {
  const quotient = n / d // truncated towards zero
  const remainder = n % d // the sign of n
  if (remainder >= 0n) return 2n * remainder >= d ? quotient + 1n : quotient
  return -2n * remainder >= d ? quotient - 1n : quotient
}

/** base × (1 + basisPoints / 10 000) × millionths / 1 000 000, rounded half-up once. */
const referenceCustomerPrice = (base: number, basisPoints: number, millionths: number): number =>
  Number(referenceHalfUp(BigInt(base) * BigInt(10_000 + basisPoints) * BigInt(millionths), 10_000_000_000n))

const referenceConvert = (cents: number, millionths: number): number => Number(referenceHalfUp(BigInt(cents) * BigInt(millionths), 1_000_000n))

type SupplierLine = Exclude<PriceLine, { kind: 'option' }>

/** The supplier's own rental lines (base currency, no markup), per spec §9 and the choices of price.ts. */
function referenceSupplierLines(car: PricingCar, period: RentalPeriod, days: number): SupplierLine[] {
  const daily = car.discountedDailyPrice ?? car.dailyPrice
  if (!car.isDateBasedPrice) {
    const lines: SupplierLine[] = []
    let rest = days
    const tiers = [
      ['month', 30, car.discountedMonthlyPrice ?? car.monthlyPrice],
      ['week', 7, car.discountedWeeklyPrice ?? car.weeklyPrice],
      ['threeDays', 3, car.discountedBiWeeklyPrice ?? car.biWeeklyPrice],
    ] as const
    for (const [kind, length, unit] of tiers) {
      if (unit === null || rest < length) continue
      const quantity = Math.floor(rest / length)
      lines.push({ kind, quantity, unitAmount: unit, amount: quantity * unit })
      rest -= quantity * length
    }
    if (rest > 0) lines.push({ kind: 'day', quantity: rest, unitAmount: daily, amount: rest * daily })
    return lines
  }
  const first = Temporal.Instant.fromEpochMilliseconds(period.from.getTime()).toZonedDateTimeISO(period.timeZone).toPlainDate()
  const lines: Extract<SupplierLine, { kind: 'dates' }>[] = []
  for (let index = 0; index < days; index++) {
    const date = first.add({ days: index }).toString()
    // of the ranges containing the date, the one starting first (the earliest listed on a tie)
    let chosen: PricingCar['dateBasedPrices'][number] | undefined
    for (const range of car.dateBasedPrices) {
      if (range.startDate <= date && date <= range.endDate && (!chosen || range.startDate < chosen.startDate)) chosen = range
    }
    const unit = chosen?.dailyPrice ?? daily
    const last = lines[lines.length - 1]
    if (last && last.unitAmount === unit) lines[lines.length - 1] = { ...last, quantity: last.quantity + 1, amount: last.amount + unit, endDate: date }
    else lines.push({ kind: 'dates', quantity: 1, unitAmount: unit, amount: unit, startDate: date, endDate: date })
  }
  return lines
}

const PER_BOOKING: readonly ExtraKind[] = ['cancellation', 'amendments']

/** The lines a customer pays: the supplier's, each unit marked up and converted, then the options taken. */
function referenceLines(car: PricingCar, period: RentalPeriod, days: number, options: ExtraChoices, basisPoints: number, millionths: number): PriceLine[] {
  const price = (unit: number) => referenceCustomerPrice(unit, basisPoints, millionths)
  const lines: PriceLine[] = referenceSupplierLines(car, period, days).map((line) => ({ ...line, unitAmount: price(line.unitAmount), amount: line.quantity * price(line.unitAmount) }))
  for (const option of extraKinds) {
    if (!options[option]) continue
    const perBooking = PER_BOOKING.includes(option)
    const quantity = perBooking ? 1 : days
    lines.push({ kind: 'option', option, basis: perBooking ? 'perBooking' : 'perDay', included: car[option] === 0, quantity, unitAmount: price(car[option]), amount: quantity * price(car[option]) })
  }
  return lines
}

// ---------------------------------------------------------------- arbitraries
// Half the draws are round markups and rates, which make ties (x.5 cents) frequent: a rounding
// that got ties wrong would pass on the random ones alone.
/** A markup of 0–30 % with two decimals, as basis points. */
const basisPoints = fc.oneof(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 12 }).map((quarter) => quarter * 250))
/** An exchange rate of 0.5–2 with six decimals, as millionths. */
const millionths = fc.oneof(fc.integer({ min: 500_000, max: 2_000_000 }), fc.constantFrom(500_000, 750_000, 1_000_000, 1_250_000, 1_500_000, 2_000_000))
/** Any amount of cents, or a small one (small ones often land on a tie). */
const anyCents = fc.oneof(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), fc.integer({ min: -2000, max: 2000 }))

/** A random car with its supplier's markup, as a percent for the car and as basis points for the references. */
const carAndMarkup = basisPoints.chain((points) => pricingCarWith(fc.constant(points / 100)).map((car) => ({ car, points })))

/** 1–90 days: the last one started at any minute of it, picked up at any quarter hour of 2030. */
const period = fc
  .record({ startQuarter: fc.integer({ min: 0, max: 365 * 96 }), days: fc.integer({ min: 1, max: 90 }), lastDayMinutes: fc.integer({ min: 1, max: 1440 }), timeZone: placeZone })
  .map(({ startQuarter, days, lastDayMinutes, timeZone }) => {
    const from = new Date(Date.UTC(2030, 0, 1) + startQuarter * 15 * MINUTE)
    return { days, period: { from, to: new Date(from.getTime() + (days - 1) * DAY + lastDayMinutes * MINUTE), timeZone } satisfies RentalPeriod }
  })
const available = availableChoices

// ---------------------------------------------------------------- properties
describe('money that adds up (issue 23)', () => {
  it('(a) every line is quantity × unit, all whole cents', () => {
    fc.assert(
      fc.property(carAndMarkup, period, picks, millionths, ({ car }, { period: rental }, chosen, rate) => {
        const price = rentalPrice(car, rental, available(car, chosen), rate / 1_000_000)
        expect(price.lines.length).toBeGreaterThan(0)
        for (const line of price.lines) {
          expect(Number.isSafeInteger(line.quantity) && line.quantity >= 1).toBe(true)
          expect(Number.isSafeInteger(line.unitAmount)).toBe(true)
          expect(Number.isSafeInteger(line.amount)).toBe(true)
          expect(line.amount).toBe(line.quantity * line.unitAmount)
        }
        expect(Number.isSafeInteger(price.deposit)).toBe(true)
      }),
      RUNS,
    )
  })

  it('(b) the lines add up exactly to the total', () => {
    fc.assert(
      fc.property(carAndMarkup, period, picks, millionths, ({ car }, { period: rental, days }, chosen, rate) => {
        const price = rentalPrice(car, rental, available(car, chosen), rate / 1_000_000)
        expect(price.days).toBe(days)
        expect(Number.isSafeInteger(price.total)).toBe(true)
        expect(BigInt(price.total)).toBe(price.lines.reduce((sum, line) => sum + BigInt(line.quantity) * BigInt(line.unitAmount), 0n))
      }),
      RUNS,
    )
  })

  it('(c) the search card prices the offer as the checkout does, in any currency', () => {
    fc.assert(
      fc.property(carAndMarkup, period, picks, millionths, ({ car }, { period: rental, days }, chosen, rateMillionths) => {
        const rate = rateMillionths / 1_000_000
        const card = offerAmountsIn(offerAmounts(car, rental), rate)
        const checkout = rentalPrice(car, rental, {}, rate)
        expect(card.days).toBe(days)
        expect(card.totalPrice).toBe(checkout.total)
        expect(card.deposit).toBe(checkout.deposit)
        expect(Math.abs(card.pricePerDay - card.totalPrice / days)).toBeLessThanOrEqual(0.5)
        // each option the card shows is the unit the checkout charges
        const options = available(car, chosen)
        const withOptions = rentalPrice(car, rental, options, rate)
        for (const line of withOptions.lines) if (line.kind === 'option') expect(card.extras[line.option]).toBe(line.unitAmount)
        for (const extra of extraKinds) if (car[extra] <= 0) expect(card.extras[extra]).toBe(car[extra])
        // and the base currency's card is the one priced at rate 1
        expect(offerAmounts(car, rental).totalPrice).toBe(rentalPrice(car, rental).total)
      }),
      RUNS,
    )
  })

  it('(d) customerPrice is the exact rational rounded half-up', () => {
    fc.assert(
      fc.property(anyCents, basisPoints, millionths, (base, points, rate) => {
        expect(customerPrice(base, points / 100, rate / 1_000_000)).toBe(referenceCustomerPrice(base, points, rate))
      }),
      { numRuns: 1000 },
    )
    fc.assert(
      fc.property(anyCents, millionths, (amount, rate) => {
        expect(convertCents(amount, rate / 1_000_000)).toBe(referenceConvert(amount, rate))
      }),
      { numRuns: 500 },
    )
  })

  it('(d) divideHalfUp is the exact quotient rounded half-up, for any size', () => {
    const big = fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n })
    fc.assert(
      fc.property(big, fc.oneof(fc.bigInt({ min: 1n, max: 20n }), fc.bigInt({ min: 1n, max: 10n ** 30n })), (numerator, denominator) => {
        expect(divideHalfUp(numerator, denominator)).toBe(referenceHalfUp(numerator, denominator))
      }),
      { numRuns: 1000 },
    )
    // ties: k + 1/2 for any k, both signs
    fc.assert(
      fc.property(big, fc.bigInt({ min: 1n, max: 10n ** 20n }), (k, half) => {
        expect(divideHalfUp(2n * k * half + (k < 0n ? -half : half), 2n * half)).toBe(k < 0n ? k - 1n : k + 1n)
      }),
      { numRuns: 300 },
    )
  })

  it('(d) every line of a rental is the supplier\'s unit, marked up and converted, rounded once', () => {
    fc.assert(
      fc.property(carAndMarkup, period, picks, millionths, ({ car, points }, { period: rental, days }, chosen, rate) => {
        const options = available(car, chosen)
        const price = rentalPrice(car, rental, options, rate / 1_000_000)
        expect(price.lines).toEqual(referenceLines(car, rental, days, options, points, rate))
        expect(price.deposit).toBe(referenceConvert(car.deposit, rate))
      }),
      RUNS,
    )
  })

  it('(e) with rate 1 and no markup, the total is the supplier\'s own lines\' sum', () => {
    fc.assert(
      fc.property(pricingCarWith(fc.constant(0)), period, picks, (car, { period: rental, days }, chosen) => {
        const options = available(car, chosen)
        const price = rentalPrice(car, rental, options, 1)
        const supplier = referenceSupplierLines(car, rental, days)
        expect(price.lines.filter((line) => line.kind !== 'option')).toEqual(supplier)
        const optionsSum = extraKinds.filter((extra) => options[extra]).reduce((sum, extra) => sum + car[extra] * (PER_BOOKING.includes(extra) ? 1 : days), 0)
        expect(price.total).toBe(supplier.reduce((sum, line) => sum + line.quantity * line.unitAmount, 0) + optionsSum)
        expect(price.deposit).toBe(car.deposit)
        expect(offerAmounts(car, rental).totalPrice).toBe(supplier.reduce((sum, line) => sum + line.amount, 0))
      }),
      RUNS,
    )
  })

  it('toCents reads any two-decimal amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }), (amount) => {
        // the decimal as written, e.g. "743.90", parsed to the nearest double
        const written = `${amount < 0 ? '-' : ''}${Math.floor(Math.abs(amount) / 100)}.${String(Math.abs(amount) % 100).padStart(2, '0')}`
        expect(toCents(Number(written))).toBe(amount)
      }),
      { numRuns: 1000 },
    )
  })
})
