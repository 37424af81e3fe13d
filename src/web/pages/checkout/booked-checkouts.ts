// The bookings this browser tab made (sessionStorage), by car, places and wall times: Back from the
// confirmation to the same checkout says the booking is made instead of offering a second one.
// Only what the notice shows and links to (reference, booking id, checkout session); a few kept.
import type { CheckoutResult } from '../../../../machines/checkout.machine'
import type { CheckoutUrl } from './checkout-url'

export const BOOKED_CHECKOUTS_KEY = 'bc-fe-booked-checkouts'
const KEPT = 10

export type BookedCheckout = Pick<CheckoutResult, 'bookingId' | 'reference' | 'sessionId'>

interface Entry extends BookedCheckout {
  checkout: string
}

/** One checkout's identity: the same car, places and period, whatever else the query string says. */
export const checkoutIdentity = (url: CheckoutUrl) => [url.car, url.pickUpLocation, url.dropOffLocation, url.from, url.to].join('|')

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null // storage blocked by the browser: nothing remembered
  }
}

function entries(): Entry[] {
  try {
    const parsed = JSON.parse(storage()?.getItem(BOOKED_CHECKOUTS_KEY) ?? '[]') as unknown
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (entry): entry is Entry =>
        typeof entry === 'object' &&
        entry !== null &&
        ['checkout', 'bookingId', 'reference', 'sessionId'].every((key) => typeof (entry as Record<string, unknown>)[key] === 'string'),
    )
  } catch {
    return []
  }
}

/** Remembers the booking just made for this checkout (the latest first). */
export function rememberBookedCheckout(url: CheckoutUrl, booking: BookedCheckout): void {
  const checkout = checkoutIdentity(url)
  const entry: Entry = {
    checkout,
    bookingId: booking.bookingId,
    reference: booking.reference,
    sessionId: booking.sessionId,
  }
  try {
    storage()?.setItem(BOOKED_CHECKOUTS_KEY, JSON.stringify([entry, ...entries().filter((e) => e.checkout !== checkout)].slice(0, KEPT)))
  } catch {
    // full or blocked: Back shows the checkout without the notice
  }
}

/** The booking this tab made for this checkout, or null. */
export function bookedCheckoutFor(url: CheckoutUrl): BookedCheckout | null {
  const checkout = checkoutIdentity(url)
  const found = entries().find((entry) => entry.checkout === checkout)
  return found
    ? {
        bookingId: found.bookingId,
        reference: found.reference,
        sessionId: found.sessionId,
      }
    : null
}
