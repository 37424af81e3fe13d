// Random cars, options and places for the price properties (price.test.ts, money-property.test.ts):
// rates in whole cents with tiers missing, date ranges, options -1 / 0 / priced.
import fc from 'fast-check'
import { extraKinds, type ExtraKind } from '../../../../src/domain/enums'
import type { ExtraChoices, PricingCar } from '../../../../src/domain/price'

const DAY = 86_400_000

export const cents = (max: number) => fc.integer({ min: 0, max })
const optionalCents = (max: number) => fc.option(cents(max), { nil: null })
const extraPrice = fc.oneof(fc.constant(-1), fc.constant(0), fc.integer({ min: 1, max: 20_000 }))
const isoDay = fc.integer({ min: 0, max: 400 }).map((offset) => new Date(Date.UTC(2030, 0, 1) + offset * DAY).toISOString().slice(0, 10))
const datePrice = fc.tuple(isoDay, isoDay, cents(60_000)).map(([a, b, dailyPrice]) => ({ startDate: a < b ? a : b, endDate: a < b ? b : a, dailyPrice }))

/** A car of random rates, date prices, deposit and options, its supplier's markup (percent) drawn by `markup`. */
export const pricingCarWith = (markup: fc.Arbitrary<number>): fc.Arbitrary<PricingCar> =>
  fc.record({
    dailyPrice: cents(60_000),
    discountedDailyPrice: optionalCents(60_000),
    biWeeklyPrice: optionalCents(160_000),
    discountedBiWeeklyPrice: optionalCents(160_000),
    weeklyPrice: optionalCents(350_000),
    discountedWeeklyPrice: optionalCents(350_000),
    monthlyPrice: optionalCents(1_200_000),
    discountedMonthlyPrice: optionalCents(1_200_000),
    isDateBasedPrice: fc.boolean(),
    dateBasedPrices: fc.array(datePrice, { maxLength: 4 }),
    deposit: cents(500_000),
    priceChangeRate: markup,
    cancellation: extraPrice,
    amendments: extraPrice,
    theftProtection: extraPrice,
    collisionDamageWaiver: extraPrice,
    fullInsurance: extraPrice,
    additionalDriver: extraPrice,
  })

/** The pick-up place's zone (date-based prices read its calendar): with DST north and south, and UTC. */
export const placeZone = fc.constantFrom('Europe/Paris', 'Europe/London', 'America/Los_Angeles', 'Australia/Sydney', 'Pacific/Auckland', 'UTC')

export const picks = fc.record(Object.fromEntries(extraKinds.map((extra) => [extra, fc.boolean()])) as Record<ExtraKind, fc.Arbitrary<boolean>>)

/** The picked options the car offers (an unavailable one throws, see price.test.ts). */
export const availableChoices = (car: PricingCar, chosen: Record<ExtraKind, boolean>): ExtraChoices =>
  Object.fromEntries(extraKinds.map((extra) => [extra, chosen[extra] && car[extra] >= 0]))
