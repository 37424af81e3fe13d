// A seeded car's trust figures, consistent the way real ones are (migration 0019): a new car has no
// trips and no rating; a car with trips was rated by some of its renters (a share of its trips, at
// least one), and its rating is the mean of those ratings.
import type { Faker } from '@faker-js/faker'

export type RatingFigures = { rating: number | null; ratingCount: number; trips: number }

/** Between a fifth and three fifths of renters rate their car. */
const RATED_SHARE = { min: 0.2, max: 0.6 }

/**
 * `catalogue`: the catalogue's stream, drawn from exactly as before ratings had a count (so the demo
 * data after them stays as it was): new car or not (about 1 in 12, and every coming-soon car), a
 * rating, a number of trips. `ratings`: the stream of the counts.
 */
export function drawRatingFigures(catalogue: Faker, ratings: Faker, comingSoon: boolean): RatingFigures {
  const isNew = comingSoon || catalogue.number.float() < 0.08
  const rating = isNew ? null : Math.round(catalogue.number.float({ min: 3.2, max: 5 }) * 10) / 10
  const drawnTrips = comingSoon ? 0 : catalogue.number.int({ min: 0, max: 320 })
  if (rating === null) return { rating: null, ratingCount: 0, trips: 0 }
  const trips = Math.max(1, drawnTrips)
  return { rating, ratingCount: Math.max(1, Math.round(trips * ratings.number.float(RATED_SHARE))), trips }
}
