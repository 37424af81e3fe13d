// A wall time without its year, for a line that must stay short (the results page's summary of the
// search on a phone). Apart from time-format.ts, which every page loads: only the results page needs it.
import type { Language } from './enums'
import { clocks, plainSpaces } from './time-format'

const formatters = new Map<Language, Intl.DateTimeFormat>()

/** 'YYYY-MM-DDTHH:mm' in the reader's language, without the year: 'Dec 1, 10:00 AM', '1 déc., 10:00'. */
export function formatShortWallTime(local: string, language: Language): string {
  const [date = '', time = '00:00'] = local.split('T')
  const [year, month, day] = date.split('-').map(Number)
  const [hours, minutes] = time.split(':').map(Number)
  let formatter = formatters.get(language)
  if (!formatter) {
    // the wall time as the UTC instant with the same fields, in UTC: no time zone can move it
    formatter = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', ...clocks[language], timeZone: 'UTC' })
    formatters.set(language, formatter)
  }
  return plainSpaces(formatter.format(Date.UTC(year!, month! - 1, day, hours, minutes)))
}
