import { appRoutes } from '../../../domain/routes'
import { EMPTY_SEARCH_QUERY, searchQueryString } from '../../../domain/search-query'

/** Default rental of a search started from the map: tomorrow 10:00 to three days later, local time. */
const DEFAULT_PICK_UP_HOUR = 10
const DEFAULT_RENTAL_DAYS = 3

/** Local wall time 'YYYY-MM-DDTHH:mm', the form the /search URL carries. */
function toLocalWallTime(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

export function defaultRentalPeriod(now: Date): { from: string; to: string } {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, DEFAULT_PICK_UP_HOUR, 0)
  const to = new Date(from.getFullYear(), from.getMonth(), from.getDate() + DEFAULT_RENTAL_DAYS, DEFAULT_PICK_UP_HOUR, 0)
  return { from: toLocalWallTime(from), to: toLocalWallTime(to) }
}

/** `/search` with pick-up and drop-off at `locationId` over the default period. */
export function searchFromLocationPath(locationId: string, now: Date): string {
  const { from, to } = defaultRentalPeriod(now)
  const criteria = { pickUpLocation: locationId, dropOffLocation: locationId, from, to }
  return `${appRoutes.search}?${searchQueryString({ ...EMPTY_SEARCH_QUERY, criteria })}`
}
