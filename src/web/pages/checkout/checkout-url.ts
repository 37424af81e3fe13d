// `/checkout?car=…&pickUp=…&dropOff=…&from=2026-12-01T10:00&to=…` (written by the search's
// checkoutPath): the car, the places and the wall times of the visitor's search at those places.
import { isLocalDateTime, isUuid } from '../../../domain/search-query'

export interface CheckoutUrl {
  car: string
  pickUpLocation: string
  dropOffLocation: string
  /** Wall times 'YYYY-MM-DDTHH:mm' as chosen: `from` at the pick-up place, `to` at the drop-off place. */
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
