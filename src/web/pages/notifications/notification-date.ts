import { Temporal } from 'temporal-polyfill'
import type { Language } from '../../../domain/enums'
import { formatWallTime } from '../../../domain/time-format'

/** An instant as the reader's wall time in their own time zone, in their language ('Dec 1, 2026, 10:00 AM'). */
export function formatNotificationDate(instant: string, language: Language): string {
  const local = Temporal.Instant.from(instant).toZonedDateTimeISO(Temporal.Now.timeZoneId()).toPlainDateTime()
  return formatWallTime(local.toString({ smallestUnit: 'minute' }), language)
}
