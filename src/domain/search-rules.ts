// Rules of spec §5 for the search criteria, with the configured values of spec §9:
// the pick-up at least `minimumPickUpHours` from now, the drop-off at least
// `minimumRentalHours` after the pick-up, both places chosen; and the booking limits of the
// settings: at most `maximumRentalDays` rental days, the drop-off at most `bookingHorizonDays`
// from now. The server applies the same two limits (src/server/rental-period.ts).
import { BOOKING_HORIZON_DAYS, MAXIMUM_RENTAL_DAYS, MINIMUM_PICKUP_HOURS, MINIMUM_RENTAL_HOURS } from './constants'
import { rentalDays } from './price'
import { isLocalDateTime, isUuid, localToInstant, type PlaceZones, type SearchCriteria } from './search-query'

export type CriteriaField = keyof SearchCriteria
export type CriteriaRule =
  | 'required'
  | 'invalid'
  | 'minimumPickUpHours'
  | 'minimumRentalHours'
  | 'maximumRentalDays'
  | 'bookingHorizon'
/** One broken rule; `hours` / `days` is the configured value the message names (plural forms). */
export type CriteriaIssue = { field: CriteriaField; rule: CriteriaRule; hours?: number; days?: number }

export type CriteriaLimits = {
  minimumPickUpHours: number
  minimumRentalHours: number
  maximumRentalDays: number
  bookingHorizonDays: number
}
export const DEFAULT_CRITERIA_LIMITS: CriteriaLimits = {
  minimumPickUpHours: MINIMUM_PICKUP_HOURS,
  minimumRentalHours: MINIMUM_RENTAL_HOURS,
  maximumRentalDays: MAXIMUM_RENTAL_DAYS,
  bookingHorizonDays: BOOKING_HORIZON_DAYS,
}

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** The rental lasts more rental days (counted as the price counts them) than allowed. */
export function exceedsMaximumRental(from: Date, to: Date, maximumRentalDays: number): boolean {
  return rentalDays(from, to) > maximumRentalDays
}

/** `instant` lies beyond the booking horizon: more than `bookingHorizonDays` after `now`. */
export function beyondBookingHorizon(instant: Date, now: Date, bookingHorizonDays: number): boolean {
  return instant.getTime() > now.getTime() + bookingHorizonDays * DAY_MS
}

/**
 * The broken rules of `criteria` at `now`, in form order (empty when it can be searched).
 * `from` is a wall time at the pick-up place and `to` one at the drop-off place (`zones`), never
 * the visitor's own zone; they are compared as instants, so a daylight-saving change counts the
 * hours really elapsed.
 */
export function validateCriteria(
  criteria: SearchCriteria,
  now: Date,
  limits: CriteriaLimits = DEFAULT_CRITERIA_LIMITS,
  zones: PlaceZones,
): CriteriaIssue[] {
  const issues: CriteriaIssue[] = []
  const place = (field: 'pickUpLocation' | 'dropOffLocation') => {
    if (criteria[field] === '') issues.push({ field, rule: 'required' })
    else if (!isUuid(criteria[field])) issues.push({ field, rule: 'invalid' })
  }
  const time = (field: 'from' | 'to'): Date | null => {
    if (criteria[field] === '') issues.push({ field, rule: 'required' })
    else if (!isLocalDateTime(criteria[field])) issues.push({ field, rule: 'invalid' })
    else return localToInstant(criteria[field], field === 'from' ? zones.pickUp : zones.dropOff)
    return null
  }

  place('pickUpLocation')
  place('dropOffLocation')
  const from = time('from')
  const to = time('to')
  const horizon = { rule: 'bookingHorizon', days: limits.bookingHorizonDays } as const
  if (from && from.getTime() < now.getTime() + limits.minimumPickUpHours * HOUR_MS) {
    issues.push({ field: 'from', rule: 'minimumPickUpHours', hours: limits.minimumPickUpHours })
  }
  // a pick-up already beyond the horizon is the date to change; else the drop-off is
  const pickUpTooLate = from !== null && beyondBookingHorizon(from, now, limits.bookingHorizonDays)
  if (pickUpTooLate) issues.push({ field: 'from', ...horizon })
  if (from && to && to.getTime() < from.getTime() + limits.minimumRentalHours * HOUR_MS) {
    issues.push({ field: 'to', rule: 'minimumRentalHours', hours: limits.minimumRentalHours })
  }
  if (from && to && exceedsMaximumRental(from, to, limits.maximumRentalDays)) {
    issues.push({ field: 'to', rule: 'maximumRentalDays', days: limits.maximumRentalDays })
  }
  if (!pickUpTooLate && to && beyondBookingHorizon(to, now, limits.bookingHorizonDays)) issues.push({ field: 'to', ...horizon })
  return issues
}
