// The minimum ratings and seat counts the results page's filters offer; the server counts the offers
// of each (src/server/search-index/filter-counts.ts). Apart from search-query.ts, which every page loads.
export const MIN_RATING_CHOICES = [3, 4, 4.5] as const
export const MIN_SEATS_CHOICES = [2, 4, 5, 7, 9] as const
