// The spec §5 period rules with the configured hours, and the booking limits of the settings
// (longest rental, how far ahead), shared by the search, the price quote and the checkout.
import { errorMessage } from '../domain/errors.js'
import { isLocalDateTime, localToInstant } from './place-clock.js'
import { beyondBookingHorizon, exceedsMaximumRental } from '../domain/search-rules.js'
import type { Settings } from './db/queries/settings.js'
import { AppError } from './errors.js'

const HOUR_MS = 3_600_000
/** Slack on "pick-up at least N hours ahead" for the time between the form's check and this request, and clock skew. */
const PICK_UP_GRACE_MS = 5 * 60_000

const invalid = (message: string) => new AppError('VALIDATION_ERROR', 400, message)
const hours = (count: number) => `${count} hour${count === 1 ? '' : 's'}`

export type PeriodRules = Pick<Settings, 'minimumPickUpHours' | 'minimumRentalHours' | 'maximumRentalDays' | 'bookingHorizonDays'>

export type Period = { from: Date; to: Date }

/**
 * The requested period as instants: `from` is a wall time at the pick-up place, `to` one at the
 * drop-off place (the contract's PlaceTime), each read in its place's time zone, whatever the
 * visitor's own. 400 VALIDATION_ERROR when one is not a real date and time (the contract's pattern
 * lets '2026-02-30T10:00' through).
 */
export function periodAtPlaces(period: { from: string; to: string }, zones: { pickUp: string; dropOff: string }): Period {
  if (!isLocalDateTime(period.from) || !isLocalDateTime(period.to)) throw invalid('from and to must be real dates and times')
  return { from: localToInstant(period.from, zones.pickUp), to: localToInstant(period.to, zones.dropOff) }
}

/**
 * The period, when it keeps the rules; 400 VALIDATION_ERROR with the spec's wording when it breaks a
 * rule of spec §5, 400 RENTAL_TOO_LONG when it lasts more rental days (counted as the price counts
 * them) than the settings allow, 400 BEYOND_BOOKING_HORIZON when it ends later than the horizon from
 * now. Every rule is elapsed time between instants: a daylight-saving change counts as it is lived.
 */
export function validatePeriod(period: Period, settings: PeriodRules, now = new Date()): Period {
  const { from, to } = period
  if (to <= from) throw invalid('The drop-off time must be after the pick-up time')
  if (to.getTime() - from.getTime() < settings.minimumRentalHours * HOUR_MS) {
    throw invalid(`The drop-off time must be at least ${hours(settings.minimumRentalHours)} after the pick-up time`)
  }
  if (from.getTime() < now.getTime() + settings.minimumPickUpHours * HOUR_MS - PICK_UP_GRACE_MS) {
    throw invalid(`The pick-up time must be at least ${hours(settings.minimumPickUpHours)} from now`)
  }
  if (exceedsMaximumRental(from, to, settings.maximumRentalDays)) {
    throw new AppError('RENTAL_TOO_LONG', 400, errorMessage('RENTAL_TOO_LONG', { days: settings.maximumRentalDays }))
  }
  if (beyondBookingHorizon(to, now, settings.bookingHorizonDays)) {
    throw new AppError('BEYOND_BOOKING_HORIZON', 400, errorMessage('BEYOND_BOOKING_HORIZON', { days: settings.bookingHorizonDays }))
  }
  return { from, to }
}
