// Rental price calculation of spec §9, shared by the server (search offers) and the checkout.
// Pure: amounts in the base currency (USD); conversion to another currency is the caller's job.
//
// Choices where the spec is silent:
// - A tier without a rate (null) is skipped: its days fall through to the next smaller tier, down
//   to the daily rate, which always exists. E.g. 30 days without a monthly rate = 4 weeks + 2 days.
// - Date-based pricing: day i of the rental is the pick-up's calendar date at the pick-up place plus
//   i days (the dates the counter's calendar shows, whatever the visitor's zone); ranges include both
//   their start and end dates; when ranges overlap, the one starting first wins. Tiers do not apply
//   to date-based cars.
// - Choosing an unavailable extra (-1) throws UnavailableExtraError: a price must never silently
//   leave out an option the driver asked for, and the checkout turns this into a 400.
// - The markup (supplier priceChangeRate, percent) multiplies the subtotal (rental + chosen
//   extras) once, and only the final figures are rounded to cents.
import { perBookingExtras, extraKinds, EXTRA_UNAVAILABLE, type ExtraKind } from './enums'
import { roundToCents } from './currency'

const DAY_MS = 86_400_000

/**
 * A rental's period: its instants, and the time zone of the pick-up place, whose calendar dates
 * date-based prices are looked up by.
 */
export type RentalPeriod = { from: Date; to: Date; timeZone: string }

export type DatePrice = { startDate: string; endDate: string; dailyPrice: number }

/** What the price of a car depends on: its rates, extras, deposit and its supplier's markup. */
export type PricingCar = {
  dailyPrice: number
  discountedDailyPrice: number | null
  biWeeklyPrice: number | null
  discountedBiWeeklyPrice: number | null
  weeklyPrice: number | null
  discountedWeeklyPrice: number | null
  monthlyPrice: number | null
  discountedMonthlyPrice: number | null
  isDateBasedPrice: boolean
  dateBasedPrices: readonly DatePrice[]
  deposit: number
  /** Supplier markup in percent, e.g. 7.5. */
  priceChangeRate: number
} & Record<ExtraKind, number>

export type ExtraChoices = Partial<Record<ExtraKind, boolean>>

export type PriceBreakdown = {
  days: number
  /** The car for the period, before markup. */
  rental: number
  /** Amount of each chosen extra for the period, before markup. */
  extras: Partial<Record<ExtraKind, number>>
  /** rental + extras, before markup. */
  subtotal: number
  markup: number
  /** subtotal × (1 + priceChangeRate / 100), rounded to cents. */
  total: number
}

export type OfferAmounts = {
  days: number
  /** Rental total for the period, markup included, options excluded. */
  totalPrice: number
  pricePerDay: number
  deposit: number
  /** Unit price of each extra with markup (per booking or per day); -1 unavailable and 0 included kept. */
  extras: Record<ExtraKind, number>
}

export class UnavailableExtraError extends Error {
  constructor(readonly extra: ExtraKind) {
    super(`The option ${extra} is not available for this car`)
    this.name = 'UnavailableExtraError'
  }
}

/** Days of a rental: the time difference rounded up, at least 1. */
export function rentalDays(from: Date, to: Date): number {
  return Math.max(1, Math.ceil((to.getTime() - from.getTime()) / DAY_MS))
}

export function isPerBookingExtra(extra: ExtraKind): boolean {
  return perBookingExtras.includes(extra)
}

export function rentalPrice(car: PricingCar, period: RentalPeriod, options: ExtraChoices = {}): PriceBreakdown {
  const days = rentalDays(period.from, period.to)
  const rental = car.isDateBasedPrice ? dateBasedRental(car, period, days) : tieredRental(car, days)
  const extras: Partial<Record<ExtraKind, number>> = {}
  let subtotal = rental
  for (const extra of extraKinds) {
    if (!options[extra]) continue
    const unit = car[extra]
    if (unit === EXTRA_UNAVAILABLE || unit < 0) throw new UnavailableExtraError(extra)
    const amount = isPerBookingExtra(extra) ? unit : unit * days
    extras[extra] = roundToCents(amount)
    subtotal += amount
  }
  const total = Math.max(0, roundToCents(withMarkup(subtotal, car.priceChangeRate)))
  const roundedSubtotal = roundToCents(subtotal)
  return { days, rental: roundToCents(rental), extras, subtotal: roundedSubtotal, markup: roundToCents(total - roundedSubtotal), total }
}

/** The amounts a search offer shows, in USD, rounded to cents. */
export function offerAmounts(car: PricingCar, period: RentalPeriod): OfferAmounts {
  const { days, total } = rentalPrice(car, period)
  const extras = Object.fromEntries(
    extraKinds.map((extra) => {
      const unit = car[extra]
      // -1 (unavailable) and 0 (included) are meanings, not prices: no markup on them.
      return [extra, unit <= 0 ? unit : roundToCents(withMarkup(unit, car.priceChangeRate))]
    }),
  ) as Record<ExtraKind, number>
  return { days, totalPrice: total, pricePerDay: roundToCents(total / days), deposit: car.deposit, extras }
}

function withMarkup(amount: number, ratePercent: number): number {
  return amount * (1 + ratePercent / 100)
}

const rateOf = (regular: number | null, discounted: number | null) => discounted ?? regular

/**
 * One part of the rental before markup (the booking page's breakdown): a tier block taken `quantity`
 * times, or a run of consecutive days of a date-based price at one daily price (dates at the pick-up place).
 */
export type RentalLine =
  | { kind: 'month' | 'week' | 'threeDays' | 'day'; quantity: number; unitPrice: number; amount: number }
  | { kind: 'dates'; quantity: number; unitPrice: number; amount: number; startDate: string; endDate: string }

/** The rental's parts, the same computation as rentalPrice (their amounts add up to its rental). */
export function rentalLines(car: PricingCar, period: RentalPeriod): RentalLine[] {
  const days = rentalDays(period.from, period.to)
  return car.isDateBasedPrice ? dateBasedLines(car, period, days) : tieredLines(car, days)
}

const sumOf = (lines: readonly RentalLine[]) => lines.reduce((sum, line) => sum + line.amount, 0)

/** Full 30-day blocks at the monthly rate, then 7-day, then 3-day blocks, the rest daily. */
function tieredRental(car: PricingCar, days: number): number {
  return sumOf(tieredLines(car, days))
}

function tieredLines(car: PricingCar, days: number): RentalLine[] {
  const tiers: { kind: 'month' | 'week' | 'threeDays'; length: number; rate: number | null }[] = [
    { kind: 'month', length: 30, rate: rateOf(car.monthlyPrice, car.discountedMonthlyPrice) },
    { kind: 'week', length: 7, rate: rateOf(car.weeklyPrice, car.discountedWeeklyPrice) },
    { kind: 'threeDays', length: 3, rate: rateOf(car.biWeeklyPrice, car.discountedBiWeeklyPrice) },
  ]
  let remaining = days
  const lines: RentalLine[] = []
  for (const { kind, length, rate } of tiers) {
    if (rate === null) continue
    const blocks = Math.floor(remaining / length)
    if (blocks > 0) lines.push({ kind, quantity: blocks, unitPrice: rate, amount: blocks * rate })
    remaining -= blocks * length
  }
  const daily = defaultDailyRate(car)
  if (remaining > 0) lines.push({ kind: 'day', quantity: remaining, unitPrice: daily, amount: remaining * daily })
  return lines
}

function defaultDailyRate(car: PricingCar): number {
  return rateOf(car.dailyPrice, car.discountedDailyPrice) ?? car.dailyPrice
}

/** Each day at the daily price of the range containing its date, else the default daily rate. */
function dateBasedRental(car: PricingCar, period: RentalPeriod, days: number): number {
  return sumOf(dateBasedLines(car, period, days))
}

/** The days in runs: consecutive days at the same daily price make one line. */
function dateBasedLines(car: PricingCar, period: RentalPeriod, days: number): RentalLine[] {
  const ranges = [...car.dateBasedPrices].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0))
  const fallback = defaultDailyRate(car)
  const lines: Extract<RentalLine, { kind: 'dates' }>[] = []
  const firstDate = Date.parse(`${placeDate(period.from, period.timeZone)}T00:00:00Z`)
  for (let day = 0; day < days; day++) {
    const date = new Date(firstDate + day * DAY_MS).toISOString().slice(0, 10)
    const range = ranges.find((candidate) => candidate.startDate <= date && date <= candidate.endDate)
    const price = range ? range.dailyPrice : fallback
    const last = lines.at(-1)
    if (last && last.unitPrice === price) {
      last.quantity += 1
      last.amount += price
      last.endDate = date
    } else lines.push({ kind: 'dates', quantity: 1, unitPrice: price, amount: price, startDate: date, endDate: date })
  }
  return lines
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()
/** The calendar date ('YYYY-MM-DD') of `instant` at a place of `timeZone`. */
export function placeDate(instant: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone)
  if (!format) dateFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })))
  // by parts: no locale's own order of them is relied on
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]))
  return `${part.year!.padStart(4, '0')}-${part.month}-${part.day}`
}
