// The driver's bookings as the contract serves them (BookingSummary, Booking): the actions each
// allows (the bookingStatus machine, src/domain/booking-status.ts), the payment and the price
// breakdown computed from the stored car, every amount converted to the asked currency.
//
// Choices where the issue is silent:
// - The breakdown is recomputed from the car's rates, options and markup as stored now, with the
//   booking's dates and options (the same rule as the checkout); `price` is what the booking costs
//   as stored. An option the car no longer offers is left out of the breakdown.
// - What was paid online: the deposit (status deposit) or the price (paid), until an edit reprices
//   the booking; the edit then records it (paid_online_amount) and the difference is settled at the
//   counter. A cancelled online booking's payment is closed (any refund is the supplier's).
import type { components } from '../../../openapi/schema.js'
import { bookingActions, bookingFacts, bookingRefusals, type BookingFacts } from '../../domain/booking-status.js'
import { convertAmount, roundToCents } from '../../domain/currency.js'
import { extraKinds, EXTRA_INCLUDED, type ExtraKind } from '../../domain/enums.js'
import { freeCancellationUntil } from '../../domain/payment-options.js'
import { isPerBookingExtra, rentalLines, rentalPrice, type ExtraChoices, type PricingCar, type RentalPeriod } from '../../domain/price.js'
import type { DriverBookingRow } from '../db/queries/my-bookings.js'
import type { Pricing } from '../offer-pricing.js'

type Schemas = components['schemas']
type BookingRow = DriverBookingRow['booking']

export function factsOf(row: DriverBookingRow, now: Date = new Date()): BookingFacts {
  const { booking } = row
  return bookingFacts(
    {
      status: booking.status,
      from: booking.from,
      to: booking.to,
      expiresAt: booking.expiresAt,
      amendments: booking.amendments,
      cancellation: booking.cancellation,
      carAmendments: row.car.amendments,
      carCancellation: row.car.cancellation,
      cancelRequested: booking.cancelRequest,
      rated: row.rated,
      deleted: booking.deletedByDriver,
    },
    now,
  )
}

export const optionsOf = (booking: BookingRow): Schemas['BookingOptions'] => ({
  cancellation: booking.cancellation,
  amendments: booking.amendments,
  theftProtection: booking.theftProtection,
  collisionDamageWaiver: booking.collisionDamageWaiver,
  fullInsurance: booking.fullInsurance,
  additionalDriver: booking.additionalDriver,
})

/** Free cancellation until 24 hours before pick-up when the cancellation option is included or was bought. */
const freeCancellation = (booking: BookingRow, facts: BookingFacts) =>
  facts.cancellationAvailable ? (freeCancellationUntil(booking.from, EXTRA_INCLUDED)?.toISOString() ?? null) : null

export function summaryOf(row: DriverBookingRow, pricing: Pricing, now: Date = new Date()): Schemas['BookingSummary'] {
  const { booking } = row
  const facts = factsOf(row, now)
  return {
    id: booking.id,
    reference: booking.reference,
    car: { id: row.car.id, name: row.car.name, image: row.car.image, range: row.car.range },
    supplier: row.supplier,
    driverName: row.driverName,
    pickUpLocation: row.pickUpLocation,
    dropOffLocation: row.dropOffLocation,
    from: booking.from.toISOString(),
    to: booking.to.toISOString(),
    status: booking.status,
    price: convertAmount(booking.price, pricing.rate),
    cancelRequest: booking.cancelRequest,
    freeCancellationUntil: freeCancellation(booking, facts),
    actions: bookingActions(booking.status, facts),
  }
}

/** The price of `options` over [from, to) with its parts (spec §9), converted with `rate`. */
export function priceDetail(car: PricingCar, period: RentalPeriod, options: ExtraChoices, rate: number): Schemas['PriceBreakdownDetail'] {
  const offered = Object.fromEntries(extraKinds.map((kind) => [kind, Boolean(options[kind]) && car[kind] >= 0])) as ExtraChoices
  const price = rentalPrice(car, period, offered)
  const convert = (amount: number) => convertAmount(amount, rate)
  return {
    days: price.days,
    pricing: car.isDateBasedPrice ? 'dates' : 'tiers',
    rentalLines: rentalLines(car, period).map((line) => ({ ...line, unitPrice: convert(line.unitPrice), amount: convert(line.amount) })),
    rental: convert(price.rental),
    options: (Object.keys(price.extras) as ExtraKind[]).map((option) => ({
      option,
      basis: isPerBookingExtra(option) ? ('perBooking' as const) : ('perDay' as const),
      included: car[option] === EXTRA_INCLUDED,
      unitPrice: convert(car[option]),
      quantity: isPerBookingExtra(option) ? 1 : price.days,
      amount: convert(price.extras[option] ?? 0),
    })),
    subtotal: convert(price.subtotal),
    markupPercent: car.priceChangeRate,
    markup: convert(price.markup),
    total: convert(price.total),
    deposit: convert(car.deposit),
  }
}

export const paymentModeOf = (booking: BookingRow): Schemas['PaymentMode'] =>
  booking.isPayLater ? 'payAtCounter' : booking.isDeposit ? 'payDeposit' : 'payInFull'

/** What was paid online, base currency. */
export function paidOnlineBase(booking: BookingRow): number {
  if (booking.paidOnlineAmount !== null) return booking.paidOnlineAmount
  if (booking.status === 'deposit') return booking.depositAmount ?? 0
  if (booking.status === 'paid' && !booking.isPayLater) return booking.price
  return 0
}

function paymentState(booking: BookingRow, facts: BookingFacts): Schemas['BookingPaymentState'] {
  if (booking.isPayLater) return 'atCounter'
  switch (booking.status) {
    case 'deposit':
      return 'depositPaid'
    case 'paid':
      return 'paidInFull'
    case 'void':
      return facts.paymentOpen ? 'awaitingPayment' : 'paymentEnded'
    default:
      return 'paymentEnded'
  }
}

/** What is left for the counter, base currency: nothing once the booking is over or its payment ended. */
function dueAtCounterBase(booking: BookingRow, state: Schemas['BookingPaymentState'], paidOnline: number): number {
  if (booking.status === 'cancelled' || state === 'paymentEnded') return 0
  if (state === 'awaitingPayment') return booking.isDeposit ? Math.max(0, booking.price - (booking.depositAmount ?? 0)) : 0
  return roundToCents(booking.price - paidOnline)
}

export function paymentOf(booking: BookingRow, facts: BookingFacts, rate: number): Schemas['BookingPayment'] {
  const state = paymentState(booking, facts)
  const paidOnline = state === 'depositPaid' || state === 'paidInFull' ? paidOnlineBase(booking) : 0
  const charged =
    (state === 'depositPaid' || state === 'paidInFull') && booking.paymentAmount !== null && booking.paymentCurrency
      ? { amount: booking.paymentAmount, currency: booking.paymentCurrency }
      : null
  return {
    mode: paymentModeOf(booking),
    state,
    paidOnline: convertAmount(paidOnline, rate),
    dueAtCounter: convertAmount(dueAtCounterBase(booking, state, paidOnline), rate),
    charged,
  }
}

type People = {
  driver: { fullName: string; email: string; phone: string | null; birthDate: string | null }
  additionalDriver: { fullName: string; email: string; phone: string; birthDate: string } | null
  rating: { rating: number; comment: string | null; createdAt: Date } | null
}

export function bookingView(row: DriverBookingRow, people: People, car: PricingCar, pricing: Pricing, now: Date = new Date()): Schemas['Booking'] {
  const { booking } = row
  const facts = factsOf(row, now)
  const priceBreakdown = priceDetail(car, { from: booking.from, to: booking.to, timeZone: row.pickUpLocation.timeZone }, optionsOf(booking), pricing.rate)
  return {
    id: booking.id,
    reference: booking.reference,
    car: { id: row.car.id, name: row.car.name, image: row.car.image, range: row.car.range },
    supplier: row.supplier,
    driver: people.driver,
    additionalDriver: people.additionalDriver,
    pickUpLocation: row.pickUpLocation,
    dropOffLocation: row.dropOffLocation,
    from: booking.from.toISOString(),
    to: booking.to.toISOString(),
    days: priceBreakdown.days,
    status: booking.status,
    options: optionsOf(booking),
    currency: pricing.currency,
    ratesAvailable: pricing.ratesAvailable,
    price: convertAmount(booking.price, pricing.rate),
    deposit: convertAmount(booking.depositAmount ?? car.deposit, pricing.rate),
    priceBreakdown,
    payment: paymentOf(booking, facts, pricing.rate),
    cancelRequest: booking.cancelRequest,
    cancelRequestedAt: booking.cancelRequestedAt?.toISOString() ?? null,
    freeCancellationUntil: freeCancellation(booking, facts),
    amendmentsAvailable: facts.amendmentsAvailable,
    cancellationAvailable: facts.cancellationAvailable,
    actions: bookingActions(booking.status, facts),
    refusals: bookingRefusals(booking.status, facts),
    rating: people.rating ? { ...people.rating, createdAt: people.rating.createdAt.toISOString() } : null,
    createdAt: booking.createdAt.toISOString(),
  }
}
