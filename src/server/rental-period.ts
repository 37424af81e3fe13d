// The spec §5 period rules with the configured hours, shared by the search and the checkout.
import type { Settings } from './db/queries/settings.js'
import { AppError } from './errors.js'

const HOUR_MS = 3_600_000
/** Slack on "pick-up at least N hours ahead" for the time between the form's check and this request, and clock skew. */
const PICK_UP_GRACE_MS = 5 * 60_000

const invalid = (message: string) => new AppError('VALIDATION_ERROR', 400, message)
const hours = (count: number) => `${count} hour${count === 1 ? '' : 's'}`

/** The period as instants; 400 VALIDATION_ERROR with the spec's wording when it breaks a rule. */
export function validatePeriod(period: { from: string; to: string }, settings: Settings): { from: Date; to: Date } {
  const from = new Date(period.from)
  const to = new Date(period.to)
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw invalid('from and to must be date-times')
  if (to <= from) throw invalid('The drop-off time must be after the pick-up time')
  if (to.getTime() - from.getTime() < settings.minimumRentalHours * HOUR_MS) {
    throw invalid(`The drop-off time must be at least ${hours(settings.minimumRentalHours)} after the pick-up time`)
  }
  if (from.getTime() < Date.now() + settings.minimumPickUpHours * HOUR_MS - PICK_UP_GRACE_MS) {
    throw invalid(`The pick-up time must be at least ${hours(settings.minimumPickUpHours)} from now`)
  }
  return { from, to }
}
