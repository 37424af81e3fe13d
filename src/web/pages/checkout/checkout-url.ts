// `/checkout?car=…&pickUp=…&dropOff=…&from=2026-12-01T10:00&to=…` (written by the search's
// checkoutPath): the car, the places and the local wall times of the visitor's search.
import { isLocalDateTime, isUuid, localToInstant } from '../../../domain/search-query'

export interface CheckoutUrl {
  car: string
  pickUpLocation: string
  dropOffLocation: string
  /** Local wall times 'YYYY-MM-DDTHH:mm', as chosen. */
  from: string
  to: string
}

/** The checkout of a query string, or null when a part is missing or malformed. */
export function parseCheckoutUrl(search: string): CheckoutUrl | null {
  const params = new URLSearchParams(search)
  const car = params.get('car')
  const pickUpLocation = params.get('pickUp')
  const dropOff = params.get('dropOff')
  const from = params.get('from')
  const to = params.get('to')
  if (!isUuid(car) || !isUuid(pickUpLocation) || !isLocalDateTime(from) || !isLocalDateTime(to)) return null
  return { car, pickUpLocation, dropOffLocation: isUuid(dropOff) ? dropOff : pickUpLocation, from, to }
}

/** The request's instants: the wall times in the visitor's time zone. */
export function checkoutInstants(url: CheckoutUrl, timeZone?: string): { from: string; to: string } {
  return { from: localToInstant(url.from, timeZone).toISOString(), to: localToInstant(url.to, timeZone).toISOString() }
}
