// Times as each language reads them: a 12-hour clock in English ('10:00 AM'), a 24-hour clock in
// French and Spanish ('10:00', '18:30'). The clock is set explicitly rather than left to Intl's
// guess, so every view (and the browser's own time inputs, which follow the browser's language,
// not the page's) cannot drift back to '10:00 AM' in French.
// One formatter per language and shape, kept: building an Intl.DateTimeFormat costs about as much
// as a hundred formats, and the time select formats 48 times per render. Wall times are formatted
// as the UTC instant with the same fields, in UTC, so no time zone can move them.
import type { Language } from './enums'

export const clocks: Record<Language, Intl.DateTimeFormatOptions> = {
  en: { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' },
  fr: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  es: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
}

// Intl puts a narrow no-break space before AM/PM; a plain space types and searches as people expect.
export const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

/** 'HH:mm' (a time of day of the form or the URL) in the reader's language: '6:30 PM', '18:30'. */
export function formatTimeOfDay(time: string, language: Language): string {
  const [hours, minutes] = time.split(':').map(Number)
  return plainSpaces(formatter('time', language, 'UTC').format(Date.UTC(1970, 0, 1, hours, minutes)))
}

/** A local wall time 'YYYY-MM-DDTHH:mm' in the reader's language: 'Dec 1, 2026, 10:00 AM', '1 déc. 2026, 10:00'. */
export function formatWallTime(local: string, language: Language): string {
  const [date = '', time = '00:00'] = local.split('T')
  const [year, month, day] = date.split('-').map(Number)
  const [hours, minutes] = time.split(':').map(Number)
  return plainSpaces(formatter('dateAndTime', language, 'UTC').format(Date.UTC(year!, month! - 1, day, hours, minutes)))
}

/** An instant (ISO date-time from the API) in the reader's language and time zone, as formatWallTime words it. */
export function formatInstant(instant: string, language: Language, timeZone?: string): string {
  return plainSpaces(formatter('dateAndTime', language, timeZone).format(new Date(instant)))
}

type Shape = 'time' | 'dateAndTime'
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(shape: Shape, language: Language, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${shape} ${language} ${timeZone ?? ''}`
  let kept = formatters.get(key)
  if (!kept) {
    const fields: Intl.DateTimeFormatOptions = shape === 'time' ? {} : { year: 'numeric', month: 'short', day: 'numeric' }
    kept = new Intl.DateTimeFormat(language, { ...fields, ...clocks[language], ...(timeZone ? { timeZone } : {}) })
    formatters.set(key, kept)
  }
  return kept
}
