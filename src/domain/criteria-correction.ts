// The nearest search that can be made from criteria that break the rules (a shared or old URL with
// a past pick-up, a drop-off before the pick-up, a rental too long or too far ahead), so the form
// on the results page opens on dates the visitor only has to check. The moves are the home form's:
// a pick-up date is never before today (times of day are kept, whole days move), and a drop-off
// follows its pick-up keeping the rental's length in days.
import { Temporal } from 'temporal-polyfill'
import { instantToLocal, isLocalDateTime, localToInstant, type PlaceZones, type SearchCriteria } from './search-query'
import type { CriteriaLimits } from './search-rules'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** `criteria` with its dates moved into the allowed range (places untouched; valid dates unchanged). */
export function correctedCriteria(
  criteria: SearchCriteria,
  now: Date,
  limits: CriteriaLimits,
  zones: PlaceZones,
): SearchCriteria {
  if (!isLocalDateTime(criteria.from) || !isLocalDateTime(criteria.to)) return criteria
  // the pick-up is a wall time at the pick-up place, the drop-off one at the drop-off place
  const instantAt = (timeZone: string) => (local: Temporal.PlainDateTime) => localToInstant(local.toString({ smallestUnit: 'minute' }), timeZone).getTime()
  const at = instantAt(zones.pickUp)
  const atDropOff = instantAt(zones.dropOff)
  const timeZone = zones.pickUp
  const earliestPickUp = now.getTime() + limits.minimumPickUpHours * HOUR_MS
  const latestEnd = now.getTime() + limits.bookingHorizonDays * DAY_MS
  const today = Temporal.PlainDateTime.from(instantToLocal(now, timeZone)).toPlainDate()

  const originalFrom = Temporal.PlainDateTime.from(criteria.from)
  const originalTo = Temporal.PlainDateTime.from(criteria.to)
  // The length the visitor meant, in whole days, at least one (a drop-off before the pick-up means nothing).
  const days = Math.max(1, originalFrom.toPlainDate().until(originalTo.toPlainDate()).days)

  let from = originalFrom
  // Too far ahead: start again from today, at the chosen time.
  if (at(from) + limits.minimumRentalHours * HOUR_MS > latestEnd) from = today.toPlainDateTime(from.toPlainTime())
  // Past or too soon: the next day at the same time that leaves the notice (today's date at the earliest).
  if (Temporal.PlainDate.compare(from.toPlainDate(), today) < 0) from = today.toPlainDateTime(from.toPlainTime())
  while (at(from) < earliestPickUp) from = from.add({ days: 1 })

  let to = originalTo
  const minimumEnd = () => at(from) + limits.minimumRentalHours * HOUR_MS
  // A moved pick-up takes its drop-off along (the rental keeps its length); so does a broken drop-off.
  if (!from.equals(originalFrom) || atDropOff(to) < minimumEnd()) {
    to = from.toPlainDate().add({ days }).toPlainDateTime(originalTo.toPlainTime())
    while (atDropOff(to) < minimumEnd()) to = to.add({ days: 1 })
  }
  // Rental days are counted in real hours: across a daylight-saving change the wall time moves.
  const longestEnd = at(from) + limits.maximumRentalDays * DAY_MS
  if (atDropOff(to) > longestEnd) to = Temporal.PlainDateTime.from(instantToLocal(new Date(longestEnd), zones.dropOff))
  if (atDropOff(to) > latestEnd) {
    // The last day of the horizon at the chosen time (the day before when that time is past it).
    const lastDay = Temporal.PlainDateTime.from(instantToLocal(new Date(latestEnd), zones.dropOff)).toPlainDate()
    const latest = lastDay.toPlainDateTime(to.toPlainTime())
    const capped = atDropOff(latest) > latestEnd ? latest.add({ days: -1 }) : latest
    // A pick-up near the horizon: the drop-off at the horizon itself (always after the minimum rental).
    to = atDropOff(capped) >= minimumEnd() ? capped : Temporal.PlainDateTime.from(instantToLocal(new Date(latestEnd), zones.dropOff))
  }

  const local = (value: Temporal.PlainDateTime) => value.toString({ smallestUnit: 'minute' })
  return { ...criteria, from: local(from), to: local(to) }
}
