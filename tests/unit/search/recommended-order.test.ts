// The default 'recommended' order: cars before other ranges unless asked for, then rating confidence and price.
import { describe, expect, it } from 'vitest'
import type { CarRange } from '../../../src/domain/enums'
import { offerComparison, type OfferCandidate } from '../../../src/server/search-index/offers'
import { confidentRating, PRIOR_STARS, recommendedScore } from '../../../src/server/search-index/recommended'
import type { IndexedCar } from '../../../src/server/search-index/snapshot'

type Facts = { id: string; range?: CarRange; rating?: number | null; ratingCount?: number; totalPrice?: number; notYetBookable?: boolean }

const offer = ({ id, range = 'midi', rating = null, ratingCount = rating === null ? 0 : 10, totalPrice = 20000, notYetBookable = false }: Facts): OfferCandidate => ({
  car: { id, range, rating, ratingCount, deposit: 0, notYetBookable } as IndexedCar,
  totalPrice,
  paymentOptions: ['payAtCounter'],
})

const ordered = (offers: OfferCandidate[], search: Parameters<typeof offerComparison>[0] = {}) =>
  [...offers].sort(offerComparison(search)).map((candidate) => candidate.car.id)

describe('confidentRating', () => {
  it('weighs a rating by its count: a few top ratings do not outrank many good ones', () => {
    expect(confidentRating({ rating: 4.9, ratingCount: 2 })).toBeCloseTo(3.9, 1)
    expect(confidentRating({ rating: 4.7, ratingCount: 60 })).toBeCloseTo(4.61, 2)
    expect(confidentRating({ rating: 4.7, ratingCount: 60 })).toBeGreaterThan(confidentRating({ rating: 4.9, ratingCount: 2 }))
  })

  it('gives a new car the prior, neither buried nor on top', () => {
    expect(confidentRating({ rating: null, ratingCount: 0 })).toBe(PRIOR_STARS)
    expect(confidentRating({ rating: 4.5, ratingCount: 30 })).toBeGreaterThan(PRIOR_STARS)
    expect(confidentRating({ rating: 2.5, ratingCount: 30 })).toBeLessThan(PRIOR_STARS)
  })
})

describe('recommendedScore', () => {
  it('costs half a star for each doubling of the price, whatever the currency or length', () => {
    const car = { range: 'midi' as const, rating: 4, ratingCount: 20 }
    expect(recommendedScore(car, 10000) - recommendedScore(car, 20000)).toBeCloseTo(0.5, 10)
    expect(recommendedScore(car, 300) - recommendedScore(car, 600)).toBeCloseTo(0.5, 10)
  })
})

describe('the recommended order (the default)', () => {
  it('puts every car before a scooter, bus, truck or caravan, however cheap or well rated those are', () => {
    const offers = [
      offer({ id: 'a-scooter', range: 'scooter', totalPrice: 3000, rating: 5, ratingCount: 200 }),
      offer({ id: 'b-bus', range: 'bus', totalPrice: 9000, rating: 4.9, ratingCount: 90 }),
      offer({ id: 'c-maxi', range: 'maxi', totalPrice: 60000, rating: 3.9, ratingCount: 12 }),
      offer({ id: 'd-mini', range: 'mini', totalPrice: 15000 }),
      offer({ id: 'e-caravan', range: 'caravan', totalPrice: 40000 }),
      offer({ id: 'f-truck', range: 'truck', totalPrice: 25000 }),
    ]
    const order = ordered(offers)
    expect(order.slice(0, 2).sort()).toEqual(['c-maxi', 'd-mini'])
    expect(ordered(offers, { sort: 'recommended', order: 'asc' })).toEqual(order)
  })

  it('lists the ranges the visitor asked for with the cars, by score alone', () => {
    const scooter = offer({ id: 'a-scooter', range: 'scooter', totalPrice: 3000, rating: 4.8, ratingCount: 80 })
    const mini = offer({ id: 'b-mini', range: 'mini', totalPrice: 15000, rating: 4.2, ratingCount: 30 })
    expect(ordered([mini, scooter], { ranges: ['mini', 'scooter'] })).toEqual(['a-scooter', 'b-mini'])
    // asking for another range does not bring the scooter forward
    expect(ordered([mini, scooter], { ranges: ['mini', 'bus'] })).toEqual(['b-mini', 'a-scooter'])
  })

  it('prefers a well-backed rating at a similar price, and a much cheaper car over a slightly better rated one', () => {
    const backed = offer({ id: 'a', rating: 4.6, ratingCount: 80, totalPrice: 21000 })
    const fewRatings = offer({ id: 'b', rating: 5, ratingCount: 1, totalPrice: 20000 })
    const newCar = offer({ id: 'c', totalPrice: 20000 })
    expect(ordered([newCar, fewRatings, backed])).toEqual(['a', 'b', 'c'])
    const cheap = offer({ id: 'd', rating: 4.3, ratingCount: 40, totalPrice: 10000 })
    const dear = offer({ id: 'e', rating: 4.5, ratingCount: 40, totalPrice: 20000 })
    expect(ordered([dear, cheap])).toEqual(['d', 'e'])
  })

  it('still lists the cars that cannot be chosen yet after those that can, and breaks ties by id', () => {
    const soon = offer({ id: 'a', rating: 5, ratingCount: 100, totalPrice: 1000, notYetBookable: true })
    const twinB = offer({ id: 'c', rating: 4, ratingCount: 10 })
    const twinA = offer({ id: 'b', rating: 4, ratingCount: 10 })
    expect(ordered([soon, twinB, twinA])).toEqual(['b', 'c', 'a'])
  })

  it('is the order of a search that names none', () => {
    const offers = [offer({ id: 'a', range: 'scooter', totalPrice: 100 }), offer({ id: 'b', totalPrice: 100000 })]
    expect(ordered(offers)).toEqual(['b', 'a'])
    expect(ordered(offers, { sort: 'price' })).toEqual(['a', 'b'])
  })
})
