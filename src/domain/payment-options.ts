// How an offer can be paid with this installation: one rule for the search, the price quote, the
// checkout and the checkout page, so a car the search offers can always be booked as it says.
//
// - At the counter: when the supplier accepts it (payLater).
// - Online: only when a payment provider is configured (Stripe or PayPal with its keys). Paying the
//   deposit online charges the deposit now and the rest at the counter, so it is offered only when
//   0 < deposit < price (both in the base currency, the price with the chosen options); the full
//   price online always.
// An offer with no option cannot be booked: the search leaves it out unless asked, and the quote
// and checkout refuse it (NO_PAYMENT_OPTION).
import { fullRefundDeadline } from './cancellation-terms'
import type { PaymentMode } from './booking-status'
import type { PaymentGateway } from './enums'

/** How a booking is paid, from its stored flags. */
export function paymentModeOf(booking: { isPayLater: boolean; isDeposit: boolean }): PaymentMode {
  if (booking.isPayLater) return 'payAtCounter'
  return booking.isDeposit ? 'payDeposit' : 'payInFull'
}

/** The search's "Payment" filter: at the counter, or online (deposit or full). */
export const paymentFilters = ['payAtCounter', 'payOnline'] as const
export type PaymentFilter = (typeof paymentFilters)[number]

export type PaymentTerms = {
  /** The supplier accepts payment at the counter. */
  payLater: boolean
  /** The car's deposit, base currency. */
  deposit: number
  /** The rental's price (with the chosen options, if any), base currency. */
  price: number
}

export function depositPayable(deposit: number, price: number): boolean {
  return deposit > 0 && deposit < price
}

/** The payment modes of an offer, in the order the checkout lists them; empty: cannot be booked. */
export function paymentOptions(terms: PaymentTerms, gateway: PaymentGateway | null): PaymentMode[] {
  const options: PaymentMode[] = []
  if (terms.payLater) options.push('payAtCounter')
  if (gateway) {
    if (depositPayable(terms.deposit, terms.price)) options.push('payDeposit')
    options.push('payInFull')
  }
  return options
}

/** Whether an offer with these options passes the search's Payment filter (absent: any way). */
export function matchesPaymentFilter(options: readonly PaymentMode[], filter: readonly PaymentFilter[] | undefined): boolean {
  if (filter === undefined) return true
  return filter.some((wanted) =>
    wanted === 'payAtCounter' ? options.includes('payAtCounter') : options.includes('payDeposit') || options.includes('payInFull'),
  )
}

/**
 * The last moment a cancellation may be fully refunded when the cancellation option is included
 * (spec §9: 24 hours or more before pick-up); null when it is not included (-1 or a price).
 */
export function freeCancellationUntil(pickUp: Date, cancellationExtra: number): Date | null {
  return cancellationExtra === 0 ? fullRefundDeadline(pickUp) : null
}
