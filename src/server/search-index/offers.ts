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
// - Order: recommended when absent (recommended.ts: cars before other ranges, then rating confidence
//   and price). asc when absent for recommended (best first), price and deposit, desc for rating (best
//   first). Unrated cars come last in either order; ties are broken by car id so pages never overlap.
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
import { recommendedRank } from './recommended.js'
import type { IndexedCar } from './snapshot.js'

export type CarSearch = components['schemas']['CarSearch']
type SortKey = NonNullable<CarSearch['sort']>
type SortOrder = NonNullable<CarSearch['order']>
/** A car of a search's page: its amounts for the period (base currency) and how it can be paid. */
export type PricedOffer = { car: Car; amounts: OfferAmounts; paymentOptions: readonly PaymentMode[]; freeCancellationUntil: Date | null }
export type SupplierCount = { supplier: SupplierSummary; count: number }

/**
 * A matching car with its rental total for the period (base currency, markup included) and how it can
 * be paid. Shared: kept on the car between searches (search-index/index.ts), never changed but for
 * what the counts and the order work out from it on first use and keep on it (issue 26: read beside
 * the candidate, not looked up per search).
 */
export type OfferCandidate = Readonly<{ car: IndexedCar; totalPrice: number; paymentOptions: readonly PaymentMode[] }> & {
  /** The filter counts' profile of the car with its payment options (filter-counts.ts). */
  countProfile?: number
  /** Its rank in the recommended order without a ranges filter (recommended.ts). */
  rank?: number
  /** Whether it cannot be chosen now (coming soon, fully booked, no payment option): last in every order. */
  unchosen?: boolean
}

/** Absent sort: recommended. Absent order: recommended / cheapest / smallest deposit first, best rated first. */
export function sortOrder(search: Pick<CarSearch, 'sort' | 'order'>): { sort: SortKey; order: SortOrder } {
  const sort = search.sort ?? 'recommended'
  return { sort, order: search.order ?? (sort === 'rating' ? 'desc' : 'asc') }
}

/**
 * The candidates the search offers, with the Payment filter applied and those no configured option
 * can pay for left out unless asked, and how many those are.
 */
export function offeredCandidates(
  matching: readonly OfferCandidate[],
  search: Pick<CarSearch, 'payment' | 'includeUnbookable'>,
): { offered: readonly OfferCandidate[]; unbookable: number } {
  let unbookable = 0
  for (let index = 0; index < matching.length; index++) if (matching[index]!.paymentOptions.length === 0) unbookable++
  // The usual case, no Payment filter and nothing left out: the same list, not a copy of it.
  if (search.payment === undefined && (unbookable === 0 || search.includeUnbookable)) return { offered: matching, unbookable }
  const offered: OfferCandidate[] = []
  unbookable = 0
  for (const candidate of matching) {
    if (!matchesPaymentFilter(candidate.paymentOptions, search.payment)) continue
    const bookable = candidate.paymentOptions.length > 0
    if (!bookable) unbookable++
    if (bookable || search.includeUnbookable) offered.push(candidate)
  }
  return { offered, unbookable }
}

/**
 * The search's order as a comparison: the cars that can be chosen first, then the sort key in the
 * order (unrated cars last either way), then the car id, so no two offers tie and pages never overlap.
 */
export function offerComparison(search: Pick<CarSearch, 'sort' | 'order' | 'ranges'>): (a: OfferCandidate, b: OfferCandidate) => number {
  const { sort, order } = sortOrder(search)
  const direction = order === 'asc' ? 1 : -1
  const keyOf = sortKeyOf(sort, search.ranges)
  const chosen = (offer: OfferCandidate) => !cannotBeChosen(offer)
  return (a, b) => {
    const aChosen = chosen(a)
    if (aChosen !== chosen(b)) return aChosen ? -1 : 1
    const aKey = keyOf(a)
    const bKey = keyOf(b)
    if (aKey !== bKey) {
      if (aKey === null) return 1
      if (bKey === null) return -1
      return (aKey - bKey) * direction
    }
    return a.car.id < b.car.id ? -1 : a.car.id > b.car.id ? 1 : 0
  }
}

/** Coming soon, fully booked or no payment option: after every offer that can be chosen. Kept on the candidate. */
function cannotBeChosen(offer: OfferCandidate): boolean {
  offer.unchosen ??= offer.car.notYetBookable || offer.paymentOptions.length === 0
  return offer.unchosen
}

/** The number an offer is ordered by (null: unrated, last either way). */
function sortKeyOf(sort: SortKey, ranges: CarSearch['ranges']): (offer: OfferCandidate) => number | null {
  switch (sort) {
    case 'recommended':
      // without a ranges filter (the usual search) the rank depends on the candidate alone: kept on it
      if (ranges === undefined) return (offer) => (offer.rank ??= recommendedRank(offer.car, offer.totalPrice, undefined))
      return (offer) => recommendedRank(offer.car, offer.totalPrice, ranges)
    case 'price':
      return (offer) => offer.totalPrice
    case 'deposit':
      return (offer) => offer.car.deposit
    case 'rating':
      return (offer) => offer.car.rating
  }
}

/** Up to this many first offers are picked out without ordering the rest (a few pages of 15). */
const PICKED_AT_MOST = 64

/**
 * The offered cars in the search's order, ordered only as far as pages ask: the first pages of a new
 * search pick their offers out of hundreds (one comparison for most cars) instead of sorting them all;
 * a page further on sorts them all once (issue 11). The order of offerComparison, with each offer's
 * key worked out once per search rather than twice per comparison (issue 26: the recommended rank,
 * a logarithm, was a third of a new search's ordering).
 */
export class OfferOrder {
  private sorted: OfferCandidate[] | null = null
  private readonly keys: OrderKeys

  constructor(
    readonly offered: readonly OfferCandidate[],
    search: Pick<CarSearch, 'sort' | 'order' | 'ranges'>,
  ) {
    this.keys = orderKeys(offered, search)
  }

  get total(): number {
    return this.offered.length
  }

  /** Offers [start, end) in the search's order. */
  slice(start: number, end: number): OfferCandidate[] {
    if (!this.sorted && end > PICKED_AT_MOST) this.sorted = this.sortAll()
    return this.sorted ? this.sorted.slice(start, end) : this.pickFirst(end).slice(start, end)
  }

  private sortAll(): OfferCandidate[] {
    const indexes = Array.from(this.offered, (_offer, index) => index)
    return indexes.sort(this.keys.compare).map((index) => this.offered[index]!)
  }

  /** The first `count` offers, in order: each car is compared with the last one kept, and only a better one is placed. */
  private pickFirst(count: number): OfferCandidate[] {
    const kept: number[] = []
    if (count <= 0) return []
    const { compare } = this.keys
    for (let offer = 0; offer < this.offered.length; offer++) {
      if (kept.length === count && compare(offer, kept[count - 1]!) >= 0) continue
      let low = 0
      let high = kept.length
      while (low < high) {
        const middle = (low + high) >> 1
        if (compare(kept[middle]!, offer) < 0) low = middle + 1
        else high = middle
      }
      kept.splice(low, 0, offer)
      if (kept.length > count) kept.pop()
    }
    return kept.map((index) => this.offered[index]!)
  }
}

/** The offers' order as numbers by position: the comparison of offerComparison on positions. */
type OrderKeys = { compare: (a: number, b: number) => number }

/**
 * offerComparison's order on positions of `offered`: whether the offer can be chosen, then its key
 * signed by the direction (unrated: +Infinity, last either way), then the car id.
 */
function orderKeys(offered: readonly OfferCandidate[], search: Pick<CarSearch, 'sort' | 'order' | 'ranges'>): OrderKeys {
  const { sort, order } = sortOrder(search)
  const direction = order === 'asc' ? 1 : -1
  const keyOf = sortKeyOf(sort, search.ranges)
  const unchosen = new Uint8Array(offered.length)
  const values = new Float64Array(offered.length)
  offered.forEach((offer, index) => {
    unchosen[index] = cannotBeChosen(offer) ? 1 : 0
    const key = keyOf(offer)
    // (a − b) × d and a × d − b × d have the same sign: negation is exact
    values[index] = key === null ? Number.POSITIVE_INFINITY : key * direction
  })
  const idOf = (index: number) => offered[index]!.car.id
  return {
    compare: (a, b) => {
      if (unchosen[a] !== unchosen[b]) return unchosen[a]! - unchosen[b]!
      if (values[a] !== values[b]) return values[a]! - values[b]!
      const aId = idOf(a)
      const bId = idOf(b)
      return aId < bId ? -1 : aId > bId ? 1 : 0
    },
  }
}

/** Offered cars per supplier id; suppliers chosen in the filter stay listed (0) so they can be unticked. */
export function countsBySupplier(offered: readonly OfferCandidate[], chosen: readonly string[] | undefined): Map<string, number> {
  const counts = new Map<string, number>()
  for (const { car } of offered) counts.set(car.supplierId, (counts.get(car.supplierId) ?? 0) + 1)
  for (const id of chosen ?? []) if (!counts.has(id)) counts.set(id, 0)
  return counts
}
