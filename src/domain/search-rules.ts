// Rules of spec §5 for the search criteria, with the configured values of spec §9:
// the pick-up at least `minimumPickUpHours` from now, the drop-off at least
// `minimumRentalHours` after the pick-up, both places chosen.
import { MINIMUM_PICKUP_HOURS, MINIMUM_RENTAL_HOURS } from './constants'
import { currentTimeZone, isLocalDateTime, isUuid, localToInstant, type SearchCriteria } from './search-query'

export type CriteriaField = keyof SearchCriteria
export type CriteriaRule = 'required' | 'invalid' | 'minimumPickUpHours' | 'minimumRentalHours'
/** One broken rule; `hours` is the configured value the message names (plural forms). */
export type CriteriaIssue = { field: CriteriaField; rule: CriteriaRule; hours?: number }

export type CriteriaLimits = { minimumPickUpHours: number; minimumRentalHours: number }
export const DEFAULT_CRITERIA_LIMITS: CriteriaLimits = {
  minimumPickUpHours: MINIMUM_PICKUP_HOURS,
  minimumRentalHours: MINIMUM_RENTAL_HOURS,
}

const HOUR_MS = 3_600_000

/**
 * The broken rules of `criteria` at `now`, in form order (empty when it can be searched).
 * Dates are local wall times of `timeZone` (the visitor's), compared as instants so a
 * daylight-saving change counts the hours really elapsed.
 */
export function validateCriteria(
  criteria: SearchCriteria,
  now: Date,
  limits: CriteriaLimits = DEFAULT_CRITERIA_LIMITS,
  timeZone: string = currentTimeZone(),
): CriteriaIssue[] {
  const issues: CriteriaIssue[] = []
  const place = (field: 'pickUpLocation' | 'dropOffLocation') => {
    if (criteria[field] === '') issues.push({ field, rule: 'required' })
    else if (!isUuid(criteria[field])) issues.push({ field, rule: 'invalid' })
  }
  const time = (field: 'from' | 'to'): Date | null => {
    if (criteria[field] === '') issues.push({ field, rule: 'required' })
    else if (!isLocalDateTime(criteria[field])) issues.push({ field, rule: 'invalid' })
    else return localToInstant(criteria[field], timeZone)
    return null
  }

  place('pickUpLocation')
  place('dropOffLocation')
  const from = time('from')
  const to = time('to')
  if (from && from.getTime() < now.getTime() + limits.minimumPickUpHours * HOUR_MS) {
    issues.push({ field: 'from', rule: 'minimumPickUpHours', hours: limits.minimumPickUpHours })
  }
  if (from && to && to.getTime() < from.getTime() + limits.minimumRentalHours * HOUR_MS) {
    issues.push({ field: 'to', rule: 'minimumRentalHours', hours: limits.minimumRentalHours })
  }
  return issues
}
