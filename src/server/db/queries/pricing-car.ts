import { extraKinds } from '../../../domain/enums.js'
import type { DatePrice, PricingCar } from '../../../domain/price.js'

/** The stored price fields of a car, as `rentalPrice` reads them. */
type StoredPrices = Omit<PricingCar, 'dateBasedPrices' | 'priceChangeRate'>

/** The stored fields the price rules read (besides the date prices and the supplier's markup). */
export const priceFields = [
  'dailyPrice',
  'discountedDailyPrice',
  'biWeeklyPrice',
  'discountedBiWeeklyPrice',
  'weeklyPrice',
  'discountedWeeklyPrice',
  'monthlyPrice',
  'discountedMonthlyPrice',
  'isDateBasedPrice',
  'deposit',
  ...extraKinds,
] as const satisfies readonly (keyof StoredPrices)[]

/**
 * What the price rules need of a stored car (search and checkout price the same way): its tiers,
 * extras and deposit, its date-based prices and the supplier's markup. Numeric values from SQL
 * or JSON are made numbers whatever the driver.
 */
export function pricingCarOf(car: StoredPrices, priceChangeRate: number, datePrices: readonly DatePrice[]): PricingCar {
  const stored = Object.fromEntries(priceFields.map((field) => [field, car[field]])) as StoredPrices
  return {
    ...stored,
    priceChangeRate,
    dateBasedPrices: datePrices.map((price) => ({ ...price, dailyPrice: Number(price.dailyPrice) })),
  }
}
