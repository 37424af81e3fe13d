// The bookings this browser tab made (sessionStorage), by car, places and wall times: Back from the
// confirmation to the same checkout says the booking is made instead of offering a second one.
// Only what the notice shows and links to (reference, booking id, checkout session).
import { useEffect, useState } from 'react'
import type { CheckoutResult } from '../../../../machines/checkout.machine'
import type { CheckoutUrl } from './checkout-url'

export const BOOKED_CHECKOUTS_KEY = 'bc-fe-booked-checkouts'

export type BookedCheckout = Pick<CheckoutResult, 'bookingId' | 'reference' | 'sessionId'>

/** One checkout's identity: the same car, places and period, whatever else the query string says. */
const identity = (url: CheckoutUrl) => [url.car, url.pickUpLocation, url.dropOffLocation, url.from, url.to].join('|')

function stored(): Record<string, BookedCheckout> {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(BOOKED_CHECKOUTS_KEY) ?? '{}') as unknown
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, BookedCheckout>) : {}
  } catch {
    return {} // unreadable or blocked: nothing remembered
  }
}

/** Remembers the booking just made for this checkout. */
export function rememberBookedCheckout(url: CheckoutUrl, { bookingId, reference, sessionId }: BookedCheckout): void {
  try {
    sessionStorage.setItem(BOOKED_CHECKOUTS_KEY, JSON.stringify({ ...stored(), [identity(url)]: { bookingId, reference, sessionId } }))
  } catch {
    // full or blocked: Back shows the checkout without the notice
  }
}

/** The booking this tab made for this checkout, or null. */
export function bookedCheckoutFor(url: CheckoutUrl): BookedCheckout | null {
  const found = stored()[identity(url)]
  return found && typeof found.reference === 'string' && typeof found.bookingId === 'string' && typeof found.sessionId === 'string' ? found : null
}

/**
 * The booking this tab made for this checkout, read after hydration (the server cannot know the
 * tab's storage); `bookAgain` lets the driver past the notice (the booking may have been cancelled).
 */
export function useBookedCheckout(url: CheckoutUrl) {
  const [booked, setBooked] = useState<BookedCheckout | null>(null)
  useEffect(() => setBooked(bookedCheckoutFor(url)), [url])
  return { booked, bookAgain: () => setBooked(null) }
}
