// Pages of a search picked out without sorting every offer (issue 11) are the pages of the full sort.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { offerComparison, OfferOrder, type OfferCandidate } from '../../../src/server/search-index/offers'
import type { CarRange } from '../../../src/domain/enums'
import type { IndexedCar } from '../../../src/server/search-index/snapshot'

const offerArbitrary = fc.record({
  id: fc.uuid(),
  // few distinct values, so ties on the key are frequent and the id decides
  totalPrice: fc.integer({ min: 50, max: 60 }),
  deposit: fc.integer({ min: 0, max: 4 }).map((n) => n * 100),
  rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  ratingCount: fc.integer({ min: 1, max: 40 }),
  range: fc.constantFrom('mini', 'maxi', 'scooter', 'bus'),
  notYetBookable: fc.boolean(),
  payable: fc.boolean(),
})

type Offer = { id: string; totalPrice: number; deposit: number; rating: number | null; ratingCount?: number; range?: CarRange; notYetBookable: boolean; payable: boolean }

const candidate = (offer: Offer): OfferCandidate => ({
  car: {
    id: offer.id,
    deposit: offer.deposit,
    rating: offer.rating,
    // a rating has ratings behind it, no rating none (the database's rule)
    ratingCount: offer.rating === null ? 0 : (offer.ratingCount ?? 1),
    range: offer.range ?? 'midi',
    notYetBookable: offer.notYetBookable,
  } as IndexedCar,
  totalPrice: offer.totalPrice,
  paymentOptions: offer.payable ? ['payAtCounter'] : [],
})

const searches = fc.record({
  sort: fc.constantFrom('recommended', 'price', 'deposit', 'rating', undefined),
  order: fc.constantFrom('asc', 'desc', undefined),
  ranges: fc.option(fc.subarray(['mini', 'maxi', 'scooter', 'bus'] as CarRange[]), { nil: undefined }),
})

describe('OfferOrder', () => {
  it('gives every page exactly as sorting every offer does, near the start and far on', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(offerArbitrary, { selector: (offer) => offer.id, maxLength: 200 }),
        searches,
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(1, 10, 15, 50),
        (offers, search, page, size) => {
          const offered = offers.map(candidate)
          const expected = [...offered].sort(offerComparison(search)).slice((page - 1) * size, page * size)
          const order = new OfferOrder(offered, search)
          expect(order.slice((page - 1) * size, page * size)).toEqual(expected)
          expect(order.total).toBe(offered.length)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('answers the first page again after a far page made it sort everything', () => {
    const offered = Array.from({ length: 100 }, (_, index) => candidate({ id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, totalPrice: 100 - index, deposit: 0, rating: null, notYetBookable: false, payable: true }))
    const order = new OfferOrder(offered, {})
    const first = order.slice(0, 15)
    expect(order.slice(90, 105).map((offer) => offer.totalPrice)).toEqual([91, 92, 93, 94, 95, 96, 97, 98, 99, 100])
    expect(order.slice(0, 15)).toEqual(first)
    expect(first.map((offer) => offer.totalPrice)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])
  })
})
