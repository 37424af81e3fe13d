// Rental price calculation of spec §9, shared by the server (search offers, checkout, bookings).
// Pure, in whole cents (./money): the car's rates are in the base currency (USD); a rate converts
// each unit price to the customer's currency as it is priced.
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
// - The markup (supplier priceChangeRate, percent) is inside every unit price a customer sees: each
//   line's unit is the supplier's unit with the markup, converted, rounded half-up once
//   (customerPrice); a line is quantity × unit and the total is the sum of the lines, so the
//   lines always add up to the total, in any currency.
import { perBookingExtras, extraKinds, EXTRA_INCLUDED, EXTRA_UNAVAILABLE, type ExtraKind } from './enums'
import { convertCents, customerPrice, shareOf, sumCents, type Cents } from './money'

const DAY_MS = 86_400_000

/**
 * A rental's period: its instants, and the time zone of the pick-up place, whose calendar dates
 * date-based prices are looked up by.
 */
export type RentalPeriod = { from: Date; to: Date; timeZone: string }

export type DatePrice = { startDate: string; endDate: string; dailyPrice: Cents }

/** What the price of a car depends on: its rates, extras and deposit in cents, and its supplier's markup. */
export type PricingCar = {
  dailyPrice: Cents
  discountedDailyPrice: Cents | null
  biWeeklyPrice: Cents | null
  discountedBiWeeklyPrice: Cents | null
  weeklyPrice: Cents | null
  discountedWeeklyPrice: Cents | null
  monthlyPrice: Cents | null
  discountedMonthlyPrice: Cents | null
  isDateBasedPrice: boolean
  dateBasedPrices: readonly DatePrice[]
  deposit: Cents
  /** Supplier markup in percent, e.g. 7.5. */
  priceChangeRate: number
  /** Per option: its price in cents, EXTRA_INCLUDED (0) or EXTRA_UNAVAILABLE (-1). */
} & Record<ExtraKind, number>

export type ExtraChoices = Partial<Record<ExtraKind, boolean>>

type Tier = 'month' | 'week' | 'threeDays' | 'day'

/**
 * One priced line of a rental, in the currency it was priced in: a tier block taken `quantity`
 * times, a run of consecutive days at one daily price (dates at the pick-up place), or an option.
 * amount = quantity × unitAmount.
 */
export type PriceLine =
  | { kind: Tier; quantity: number; unitAmount: Cents; amount: Cents }
  | { kind: 'dates'; quantity: number; unitAmount: Cents; amount: Cents; startDate: string; endDate: string }
  | { kind: 'option'; option: ExtraKind; basis: 'perDay' | 'perBooking'; included: boolean; quantity: number; unitAmount: Cents; amount: Cents }

/**
 * A line a booking keeps: one of its priced lines, or, for a booking made before lines were kept,
 * its stored total as one line (migration 0017).
 */
export type AgreedLine = PriceLine | { kind: 'agreed'; quantity: 1; unitAmount: Cents; amount: Cents }

export type RentalPrice = {
  days: number
  pricing: 'tiers' | 'dates'
  /** The rental's lines, then one per option taken (included ones at 0). */
  lines: PriceLine[]
  /** The sum of the lines. */
  total: Cents
  /** The car's deposit, converted (no markup: it is the supplier's, held or paid towards the price). */
  deposit: Cents
}

/** The supplier's side of a search offer, kept so the offer can be priced in any currency. */
type OfferBasis = { rental: readonly { quantity: number; unitAmount: Cents }[]; extras: Record<ExtraKind, number>; deposit: Cents; markupPercent: number }

export type OfferAmounts = {
  days: number
  /** Rental total for the period, markup included, options excluded. */
  totalPrice: Cents
  pricePerDay: Cents
  deposit: Cents
  /** Unit price of each extra with markup (per booking or per day); -1 unavailable and 0 included kept. */
  extras: Record<ExtraKind, number>
  basis: OfferBasis
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

/** The price of a rental with `options`, every unit priced with `rate` (1: the base currency). */
export function rentalPrice(car: PricingCar, period: RentalPeriod, options: ExtraChoices = {}, rate = 1): RentalPrice {
  const days = rentalDays(period.from, period.to)
  const lines: PriceLine[] = supplierRentalLines(car, period, days).map((line) => priced(line, car.priceChangeRate, rate))
  for (const option of extraKinds) {
    if (!options[option]) continue
    const unit = car[option]
    if (unit === EXTRA_UNAVAILABLE || unit < 0) throw new UnavailableExtraError(option)
    const perBooking = isPerBookingExtra(option)
    const unitAmount = customerPrice(unit, car.priceChangeRate, rate)
    const quantity = perBooking ? 1 : days
    lines.push({ kind: 'option', option, basis: perBooking ? 'perBooking' : 'perDay', included: unit === EXTRA_INCLUDED, quantity, unitAmount, amount: quantity * unitAmount })
  }
  return {
    days,
    pricing: car.isDateBasedPrice ? 'dates' : 'tiers',
    lines,
    total: sumCents(lines.map((line) => line.amount)),
    deposit: convertCents(car.deposit, rate),
  }
}

/** A supplier's line (before markup, base currency) as the customer's: its unit priced once, times its quantity. */
function priced<Line extends SupplierLine>(line: Line, markupPercent: number, rate: number): Line {
  const unitAmount = customerPrice(line.unitAmount, markupPercent, rate)
  return { ...line, unitAmount, amount: line.quantity * unitAmount }
}

/** The amounts a search offer shows, in the base currency; `offerAmountsIn` prices them in another. */
export function offerAmounts(car: PricingCar, period: RentalPeriod): OfferAmounts {
  const days = rentalDays(period.from, period.to)
  const basis: OfferBasis = {
    rental: supplierRentalLines(car, period, days).map(({ quantity, unitAmount }) => ({ quantity, unitAmount })),
    extras: Object.fromEntries(extraKinds.map((extra) => [extra, car[extra]])) as Record<ExtraKind, number>,
    deposit: car.deposit,
    markupPercent: car.priceChangeRate,
  }
  return amountsOf(days, basis, 1)
}

/** A search offer's amounts priced with `rate`: the same lines and rounding as rentalPrice. */
export function offerAmountsIn(amounts: OfferAmounts, rate: number): OfferAmounts {
  return rate === 1 ? amounts : amountsOf(amounts.days, amounts.basis, rate)
}

function amountsOf(days: number, basis: OfferBasis, rate: number): OfferAmounts {
  const totalPrice = sumCents(basis.rental.map((line) => line.quantity * customerPrice(line.unitAmount, basis.markupPercent, rate)))
  const extras = Object.fromEntries(
    extraKinds.map((extra) => {
      const unit = basis.extras[extra]
      // -1 (unavailable) and 0 (included) are meanings, not prices
      return [extra, unit <= 0 ? unit : customerPrice(unit, basis.markupPercent, rate)]
    }),
  ) as Record<ExtraKind, number>
  return { days, totalPrice, pricePerDay: shareOf(totalPrice, days), deposit: convertCents(basis.deposit, rate), extras, basis }
}

const rateOf = (regular: number | null, discounted: number | null) => discounted ?? regular

type SupplierLine = Extract<PriceLine, { kind: Tier | 'dates' }>

/** The rental's lines at the supplier's rates (base currency, before markup). */
function supplierRentalLines(car: PricingCar, period: RentalPeriod, days: number): SupplierLine[] {
  return car.isDateBasedPrice ? dateBasedLines(car, period, days) : tieredLines(car, days)
}

/** Full 30-day blocks at the monthly rate, then 7-day, then 3-day blocks, the rest daily. */
function tieredLines(car: PricingCar, days: number): SupplierLine[] {
  const tiers: { kind: 'month' | 'week' | 'threeDays'; length: number; rate: number | null }[] = [
    { kind: 'month', length: 30, rate: rateOf(car.monthlyPrice, car.discountedMonthlyPrice) },
    { kind: 'week', length: 7, rate: rateOf(car.weeklyPrice, car.discountedWeeklyPrice) },
    { kind: 'threeDays', length: 3, rate: rateOf(car.biWeeklyPrice, car.discountedBiWeeklyPrice) },
  ]
  let remaining = days
  const lines: SupplierLine[] = []
  for (const { kind, length, rate } of tiers) {
    if (rate === null) continue
    const blocks = Math.floor(remaining / length)
    if (blocks > 0) lines.push({ kind, quantity: blocks, unitAmount: rate, amount: blocks * rate })
    remaining -= blocks * length
  }
  const daily = defaultDailyRate(car)
  if (remaining > 0) lines.push({ kind: 'day', quantity: remaining, unitAmount: daily, amount: remaining * daily })
  return lines
}

function defaultDailyRate(car: PricingCar): number {
  return rateOf(car.dailyPrice, car.discountedDailyPrice) ?? car.dailyPrice
}

/** Each day at the daily price of the range containing its date, else the default daily rate; consecutive days at one price make one line. */
function dateBasedLines(car: PricingCar, period: RentalPeriod, days: number): SupplierLine[] {
  const ranges = [...car.dateBasedPrices].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0))
  const fallback = defaultDailyRate(car)
  const lines: Extract<SupplierLine, { kind: 'dates' }>[] = []
  const firstDate = Date.parse(`${placeDate(period.from, period.timeZone)}T00:00:00Z`)
  for (let day = 0; day < days; day++) {
    const date = new Date(firstDate + day * DAY_MS).toISOString().slice(0, 10)
    const range = ranges.find((candidate) => candidate.startDate <= date && date <= candidate.endDate)
    const price = range ? range.dailyPrice : fallback
    const last = lines.at(-1)
    if (last && last.unitAmount === price) {
      last.quantity += 1
      last.amount += price
      last.endDate = date
    } else lines.push({ kind: 'dates', quantity: 1, unitAmount: price, amount: price, startDate: date, endDate: date })
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
