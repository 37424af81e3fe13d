// The default order of a search, 'recommended': what a traveller most likely came for, first.
//
// How it is decided (deterministic, from the car and its price only, nothing paid for):
// 1. Cars first. A car (mini, midi, maxi) comes before a scooter, bus, truck or caravan, since most
//    searches, an airport's above all, are for a car. A range the visitor chose in the ranges filter
//    is never put back: filtering for scooters lists them with the cars, by score alone.
// 2. Then by score, best first: the rating as far as its ratings back it, less the price.
//    - Rating confidence: a Bayesian mean, the car's ratings plus PRIOR_RATINGS ratings of
//      PRIOR_STARS. A 4.9 of 2 ratings scores 3.9, a 4.7 of 60 scores 4.6, a new car 3.5: a few good
//      ratings do not outrank many, and a new car is neither buried nor on top.
//    - Value: each doubling of the rental total costs STARS_PER_PRICE_DOUBLING of a star, so a car
//      twice the price comes first only when it is rated that much better (scale-free: any currency,
//      any length of rental).
// The search's other rules stay: the cars that can be chosen come before those that cannot, and the
// car id breaks ties (src/server/search-index/offers.ts).
import type { CarRange } from '../../domain/enums.js'

/** What the order reads of a car. */
export type RankedCar = { range: CarRange; rating: number | null; ratingCount: number }

const CAR_RANGES: ReadonlySet<CarRange> = new Set(['mini', 'midi', 'maxi'])
export const PRIOR_STARS = 3.5
export const PRIOR_RATINGS = 5
export const STARS_PER_PRICE_DOUBLING = 0.5
/** Puts a range apart from the cars: more than any score can span. */
const OTHER_RANGES_PENALTY = 1000

/** The rating weighed by how many ratings back it: a new car scores PRIOR_STARS. */
export function confidentRating(car: Pick<RankedCar, 'rating' | 'ratingCount'>): number {
  if (car.rating === null || car.ratingCount === 0) return PRIOR_STARS
  return (PRIOR_STARS * PRIOR_RATINGS + car.rating * car.ratingCount) / (PRIOR_RATINGS + car.ratingCount)
}

/** The score of an offer, higher is better: its confident rating less the price's cost. */
export function recommendedScore(car: RankedCar, totalPrice: number): number {
  return confidentRating(car) - STARS_PER_PRICE_DOUBLING * Math.log2(Math.max(totalPrice, 1))
}

/**
 * An offer's rank in the recommended order, lower first: the range group, then the score. `askedRanges`
 * is the search's ranges filter (absent: no range asked for).
 */
export function recommendedRank(car: RankedCar, totalPrice: number, askedRanges: readonly CarRange[] | undefined): number {
  const putBack = !CAR_RANGES.has(car.range) && !askedRanges?.includes(car.range)
  return (putBack ? OTHER_RANGES_PENALTY : 0) - recommendedScore(car, totalPrice)
}
