import { toCents } from '../../../src/domain/money'
import type { AgreedLine } from '../../../src/domain/price'

/**
 * A car's stored money fields (cents since migration 0017) from the dollars a test reads best:
 * every number is turned into cents; an option's -1 (unavailable) and 0 (included) are kept.
 */
export function carMoney<Fields extends Record<string, unknown>>(fields: Fields): Fields {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, typeof value === 'number' && moneyFields.has(key) ? (value < 0 ? value : toCents(value)) : value]),
  ) as Fields
}

const moneyFields = new Set([
  'dailyPrice', 'discountedDailyPrice', 'biWeeklyPrice', 'discountedBiWeeklyPrice', 'weeklyPrice', 'discountedWeeklyPrice',
  'monthlyPrice', 'discountedMonthlyPrice', 'deposit', 'cancellation', 'amendments', 'theftProtection', 'collisionDamageWaiver',
  'fullInsurance', 'additionalDriver',
])

/** A fixture booking's stored price (dollars in, cents stored) as one agreed line, the way migration 0017 keeps old bookings. */
export function agreedPrice(dollars: number): { price: number; priceLines: AgreedLine[] } {
  const cents = toCents(dollars)
  return { price: cents, priceLines: [{ kind: 'agreed', quantity: 1, unitAmount: cents, amount: cents }] }
}
