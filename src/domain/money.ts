// Money in whole minor units (cents), and the one rounding rule every amount goes through.
//
// Amounts are integers of cents from the database to the payment provider; decimals exist only at
// the edges (the contract's numbers, the seed's price lists), turned into cents by `toCents`.
// Multiplying by a markup or an exchange rate is done exactly in BigInt and rounded once, half-up
// (a tie goes away from zero, as Java's HALF_UP and most tills do).

/** A whole number of minor units (cents) of some currency. */
export type Cents = number

/** numerator / denominator rounded half-up (ties away from zero); exact for any integers. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('divideHalfUp: the denominator must be positive')
  const negative = numerator < 0n
  const magnitude = negative ? -numerator : numerator
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n)
  return negative ? -rounded : rounded
}

const asCents = (value: bigint): Cents => {
  const cents = Number(value)
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${value} cents is beyond exact integers`)
  return cents
}

/** A decimal amount with at most two decimals (the contract's, a price list's) in cents. */
export function toCents(amount: number): Cents {
  if (!Number.isFinite(amount)) throw new RangeError(`toCents: ${amount} is not a finite amount`)
  if (Math.abs(amount) >= Number.MAX_SAFE_INTEGER / 100) throw new RangeError(`toCents: ${amount} is beyond exact cents`)
  // toFixed(2) reads 743.9 as "743.90", not 74389.99999999999 cents
  const [whole = '0', fraction = '00'] = Math.abs(amount).toFixed(2).split('.')
  const cents = asCents(BigInt(whole) * 100n + BigInt(fraction))
  return amount < 0 && cents !== 0 ? -cents : cents
}

/** Cents as the contract's decimal amount. */
export const fromCents = (cents: Cents): number => cents / 100

/** A percentage with up to two decimals (7.5 → 750 basis points). */
const basisPoints = (percent: number) => BigInt(Math.round(percent * 100))
/** An exchange rate to six decimals, as rate services publish them. */
const millionths = (rate: number) => BigInt(Math.round(rate * 1_000_000))

/**
 * A supplier's unit price as a customer pays it: the supplier's markup inside, converted with
 * `rate` (1 for the base currency), rounded once. Every priced line of a rental uses it.
 */
export function customerPrice(baseCents: Cents, markupPercent: number, rate = 1): Cents {
  return asCents(divideHalfUp(BigInt(baseCents) * (10_000n + basisPoints(markupPercent)) * millionths(rate), 10_000n * 1_000_000n))
}

/** An amount converted from the base currency with `rate`, rounded once. */
export function convertCents(cents: Cents, rate: number): Cents {
  return asCents(divideHalfUp(BigInt(cents) * millionths(rate), 1_000_000n))
}

/** cents / parts rounded half-up (a per-day figure of a total). */
export const shareOf = (cents: Cents, parts: number): Cents => asCents(divideHalfUp(BigInt(cents), BigInt(parts)))

export const sumCents = (amounts: Iterable<Cents>): Cents => {
  let sum = 0
  for (const amount of amounts) sum += amount
  return sum
}
