// The driver's bookings as the contract serves them (BookingSummary, Booking): the actions each
// allows (the bookingStatus machine, src/domain/booking-status.ts), the payment and the price
// breakdown as agreed, in the booking's own currency.
//
// Choices where the issue is silent:
// - The breakdown is the booking's stored lines (written at the checkout and at each edit), never
//   recomputed from today's rates; `price` is their sum. Another currency asked for is shown only
//   as an approximate total (today's rate), never as converted lines that would not add up.
// - What was paid online: the deposit (status deposit) or the price (paid), until an edit reprices
//   the booking; the edit then records it (paid_online_amount) and the difference is settled at the
//   counter. A cancelled booking has nothing left to pay; what it had paid online stays shown (any
//   refund is the supplier's).
// - The payment state follows the status (issue 24: one story per status): pending and reserved are
//   paid at the counter, deposit and paid online, whatever else the row says.
import type { components } from '../../../openapi/schema.js'
import { bookingActions, bookingFacts, bookingRefusals, type BookingFacts } from '../../domain/booking-status.js'
import { bookingStoryOf } from '../../domain/booking-story.js'
import { EXTRA_INCLUDED } from '../../domain/enums.js'
import { convertCents, fromCents } from '../../domain/money.js'
import { freeCancellationUntil, paymentModeOf } from '../../domain/payment-options.js'
import { rentalDays } from '../../domain/price.js'
import type { DriverBookingRow } from '../db/queries/my-bookings.js'
import type { Pricing } from '../offer-pricing.js'
import { breakdownOf } from './breakdown.js'

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

export function summaryOf(row: DriverBookingRow, now: Date = new Date()): Schemas['BookingSummary'] {
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
    story: bookingStoryOf(booking.status, facts.paymentOpen),
    currency: booking.currency,
    price: fromCents(booking.price),
    cancelRequest: booking.cancelRequest,
    freeCancellationUntil: freeCancellation(booking, facts),
    actions: bookingActions(booking.status, facts),
  }
}

/** What was paid online, cents of the booking's currency. */
export function paidOnlineOf(booking: BookingRow): number {
  if (booking.paidOnlineAmount !== null) return booking.paidOnlineAmount
  if (booking.status === 'deposit') return booking.depositAmount ?? 0
  if (booking.status === 'paid' && !booking.isPayLater) return booking.price
  // cancelled after an online payment: the provider's charge is on record
  if (booking.status === 'cancelled' && booking.paymentAmount !== null) return booking.isDeposit ? (booking.depositAmount ?? 0) : booking.price
  return 0
}

const paymentStateOfStatus = {
  pending: 'atCounter',
  reserved: 'atCounter',
  deposit: 'depositPaid',
  paid: 'paidInFull',
  cancelled: 'cancelled',
} as const satisfies Record<Exclude<BookingRow['status'], 'void'>, Schemas['BookingPaymentState']>

function paymentState(booking: BookingRow, facts: BookingFacts): Schemas['BookingPaymentState'] {
  if (booking.status === 'void') return facts.paymentOpen ? 'awaitingPayment' : 'paymentEnded'
  return paymentStateOfStatus[booking.status]
}

/** What is left for the counter, cents of the booking's currency: nothing once the booking is over or its payment ended. */
function dueAtCounterOf(booking: BookingRow, state: Schemas['BookingPaymentState'], paidOnline: number): number {
  if (state === 'cancelled' || state === 'paymentEnded') return 0
  if (state === 'awaitingPayment') return booking.isDeposit ? Math.max(0, booking.price - (booking.depositAmount ?? 0)) : 0
  return booking.price - paidOnline
}

export function paymentOf(booking: BookingRow, facts: BookingFacts): Schemas['BookingPayment'] {
  const state = paymentState(booking, facts)
  // a cancelled booking keeps showing what it had paid online (its charge stays on record)
  const paidSomething = state === 'depositPaid' || state === 'paidInFull' || state === 'cancelled'
  const paidOnline = paidSomething ? paidOnlineOf(booking) : 0
  const charged =
    paidSomething && booking.paymentAmount !== null && booking.paymentCurrency
      ? { amount: fromCents(booking.paymentAmount), currency: booking.paymentCurrency }
      : null
  return {
    mode: paymentModeOf(booking),
    state,
    paidOnline: fromCents(paidOnline),
    dueAtCounter: fromCents(dueAtCounterOf(booking, state, paidOnline)),
    charged,
  }
}

type People = {
  driver: { fullName: string; email: string; phone: string | null; birthDate: string | null }
  additionalDriver: { fullName: string; email: string; phone: string; birthDate: string } | null
  rating: { rating: number; comment: string | null; createdAt: Date } | null
}

/**
 * `pricing`: the currency the viewer asked for with its rate from the base currency; `bookingRate`:
 * the rate of the booking's own currency (for the approximate total; null when unknown).
 */
export function bookingView(row: DriverBookingRow, people: People, pricing: Pricing, bookingRate: number | null, now: Date = new Date()): Schemas['Booking'] {
  const { booking } = row
  const facts = factsOf(row, now)
  const days = rentalDays(booking.from, booking.to)
  const deposit = booking.depositAmount ?? 0
  const priceBreakdown = breakdownOf(booking.priceLines, days, booking.currency, deposit)
  const approximately =
    pricing.currency !== booking.currency && pricing.ratesAvailable && bookingRate
      ? { amount: fromCents(convertCents(booking.price, pricing.rate / bookingRate)), currency: pricing.currency }
      : null
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
    days,
    status: booking.status,
    story: bookingStoryOf(booking.status, facts.paymentOpen),
    options: optionsOf(booking),
    currency: booking.currency,
    ratesAvailable: pricing.ratesAvailable,
    price: fromCents(booking.price),
    approximately,
    deposit: fromCents(deposit),
    priceBreakdown,
    payment: paymentOf(booking, facts),
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
