// Times as each language reads them: a 12-hour clock in English ('10:00 AM'), a 24-hour clock in
// French and Spanish ('10:00', '18:30'). The clock is set explicitly rather than left to Intl's
// guess, so every view (and the browser's own time inputs, which follow the browser's language,
// not the page's) cannot drift back to '10:00 AM' in French.
import { Temporal } from 'temporal-polyfill'
import type { Language } from './enums'

const clocks: Record<Language, Intl.DateTimeFormatOptions> = {
  en: { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' },
  fr: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  es: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
}

// Intl puts a narrow no-break space before AM/PM; a plain space types and searches as people expect.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

/** 'HH:mm' (a time of day of the form or the URL) in the reader's language: '6:30 PM', '18:30'. */
export function formatTimeOfDay(time: string, language: Language): string {
  return plainSpaces(Temporal.PlainTime.from(time).toLocaleString(language, clocks[language]))
}

const dateAndClock = (language: Language): Intl.DateTimeFormatOptions => ({ year: 'numeric', month: 'short', day: 'numeric', ...clocks[language] })

/** A local wall time 'YYYY-MM-DDTHH:mm' in the reader's language: 'Dec 1, 2026, 10:00 AM', '1 déc. 2026, 10:00'. */
export function formatWallTime(local: string, language: Language): string {
  return plainSpaces(Temporal.PlainDateTime.from(local).toLocaleString(language, dateAndClock(language)))
}

/** An instant (ISO date-time from the API) in the reader's language and time zone, as formatWallTime words it. */
export function formatInstant(instant: string, language: Language, timeZone?: string): string {
  return plainSpaces(new Date(instant).toLocaleString(language, { ...dateAndClock(language), ...(timeZone ? { timeZone } : {}) }))
}
