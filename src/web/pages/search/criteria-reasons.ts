// The words of why a search cannot be made: the rules its criteria break (checked before asking),
// or the server's refusal code. Shown on the results page, above which the form fixes them.
import type { CriteriaIssue } from '../../../domain/search-rules'
import type { MessageId } from '../../i18n/en'

export type Reason = { id: MessageId; values?: { hours?: number; days?: number } }

function issueReason(issue: CriteriaIssue): Reason {
  switch (issue.rule) {
    case 'minimumPickUpHours':
      return { id: 'searchResults.reason.minimumPickUpHours', values: { hours: issue.hours ?? 0 } }
    case 'minimumRentalHours':
      return { id: 'searchResults.reason.minimumRentalHours', values: { hours: issue.hours ?? 0 } }
    case 'maximumRentalDays':
      return { id: 'searchResults.reason.maximumRentalDays', values: { days: issue.days ?? 0 } }
    case 'bookingHorizon':
      return { id: 'searchResults.reason.bookingHorizon', values: { days: issue.days ?? 0 } }
    default:
      return { id: 'searchResults.reason.invalid' }
  }
}

/** One reason per broken rule, in form order, each said once. */
export function issueReasons(issues: CriteriaIssue[]): Reason[] {
  const reasons = issues.map(issueReason)
  return reasons.filter((reason, index) => reasons.findIndex((other) => other.id === reason.id) === index)
}

/** The reason of a refused search (its `{ code }`), with the configured limit it names. */
export function rejectionReason(code: string | null, limits: { maximumRentalDays: number; bookingHorizonDays: number }): Reason {
  switch (code) {
    case 'RENTAL_TOO_LONG':
      return { id: 'searchResults.reason.maximumRentalDays', values: { days: limits.maximumRentalDays } }
    case 'BEYOND_BOOKING_HORIZON':
      return { id: 'searchResults.reason.bookingHorizon', values: { days: limits.bookingHorizonDays } }
    default:
      return { id: 'searchResults.reason.invalid' }
  }
}
