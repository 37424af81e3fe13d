// The search's rules over the matched cars: how each can be paid, which are offered, their order,
// the page and the supplier counts. Matching itself is in matching.ts, the data in snapshot.ts.
//
// Choices where the spec is silent:
// - A car is offered when its supplier is an active (not suspended) supplier, the car is
//   'available', it serves the pick-up location and, for a one-way rental, the drop-off location
//   too (it must be allowed to be returned there), and no blocking booking overlaps [from, to).
//   Blocking: any status but cancelled; a void (unpaid) booking only while its expires_at is in the
//   future or unset. Fully booked and coming-soon cars are offered: the card shows their badge.
// - Lists (suppliers, ranges, fuel types, gearboxes, mileage kinds, fuel policies) match any of their
//   values, an empty list matches nothing (the contract). Multimedia is a feature filter: the car must
//   have ALL the chosen kinds, as on travel sites (so an empty list does not restrict).
// - minRating 0 does not restrict (unrated cars stay); above 0, unrated cars are left out.
// - Order: asc when absent for price and deposit, desc when absent for rating (best first). Unrated
//   cars come last in either order; ties are broken by car id so pages never overlap.
// - Cars that cannot be booked now — coming soon, fully booked, or (when asked for) no payment
//   option — come after all those that can, in the same order: the first offer can always be chosen.
// - How an offer can be paid is the one rule of src/domain/payment-options.ts, with the usable
//   gateway. Cars no configured option can pay for are left out of the rows, the total and the
//   supplier counts unless includeUnbookable, and counted in `unbookable`. The Payment filter is
//   applied first: an unbookable car never matches it, so with a Payment filter `unbookable` is 0.
import type { components } from '../../../openapi/schema'
import type { PaymentMode } from '../../domain/booking-status.js'
import { matchesPaymentFilter } from '../../domain/payment-options.js'
import type { OfferAmounts } from '../../domain/price.js'
import type { Car, SupplierSummary } from '../db/queries/catalogue.js'
import type { IndexedCar } from './snapshot.js'

export type CarSearch = components['schemas']['CarSearch']
type SortKey = NonNullable<CarSearch['sort']>
type SortOrder = NonNullable<CarSearch['order']>
/** A car of a search's page: its amounts for the period (base currency) and how it can be paid. */
export type PricedOffer = { car: Car; amounts: OfferAmounts; paymentOptions: PaymentMode[]; freeCancellationUntil: Date | null }
export type SupplierCount = { supplier: SupplierSummary; count: number }

/** A matching car with its rental total for the period (base currency, markup included) and how it can be paid. */
export type OfferCandidate = { car: IndexedCar; totalPrice: number; paymentOptions: PaymentMode[] }

/** Absent order: cheapest / smallest deposit first, best rated first. */
export function sortOrder(search: Pick<CarSearch, 'sort' | 'order'>): { sort: SortKey; order: SortOrder } {
  const sort = search.sort ?? 'price'
  return { sort, order: search.order ?? (sort === 'rating' ? 'desc' : 'asc') }
}

/**
 * The candidates the search offers, with the Payment filter applied and those no configured option
 * can pay for left out unless asked, and how many those are.
 */
export function offeredCandidates(
  matching: readonly OfferCandidate[],
  search: Pick<CarSearch, 'payment' | 'includeUnbookable'>,
): { offered: OfferCandidate[]; unbookable: number } {
  const offered: OfferCandidate[] = []
  let unbookable = 0
  for (const candidate of matching) {
    if (!matchesPaymentFilter(candidate.paymentOptions, search.payment)) continue
    const bookable = candidate.paymentOptions.length > 0
    if (!bookable) unbookable++
    if (bookable || search.includeUnbookable) offered.push(candidate)
  }
  return { offered, unbookable }
}

/** The offered cars in the search's order (sort keys worked out once per car, not per comparison). */
export function sortedOffers(offered: readonly OfferCandidate[], search: Pick<CarSearch, 'sort' | 'order'>): OfferCandidate[] {
  const { sort, order } = sortOrder(search)
  const direction = order === 'asc' ? 1 : -1
  const keyed = offered.map((candidate) => ({
    candidate,
    chosen: !candidate.car.notYetBookable && candidate.paymentOptions.length > 0,
    key: sort === 'price' ? candidate.totalPrice : sort === 'deposit' ? candidate.car.deposit : candidate.car.rating,
  }))
  keyed.sort((a, b) => {
    if (a.chosen !== b.chosen) return a.chosen ? -1 : 1
    if (a.key !== b.key) {
      if (a.key === null) return 1
      if (b.key === null) return -1
      return (a.key - b.key) * direction
    }
    return a.candidate.car.id < b.candidate.car.id ? -1 : a.candidate.car.id > b.candidate.car.id ? 1 : 0
  })
  return keyed.map(({ candidate }) => candidate)
}

/** Offered cars per supplier id; suppliers chosen in the filter stay listed (0) so they can be unticked. */
export function countsBySupplier(offered: readonly OfferCandidate[], chosen: readonly string[] | undefined): Map<string, number> {
  const counts = new Map<string, number>()
  for (const { car } of offered) counts.set(car.supplierId, (counts.get(car.supplierId) ?? 0) + 1)
  for (const id of chosen ?? []) if (!counts.has(id)) counts.set(id, 0)
  return counts
}
