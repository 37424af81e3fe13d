// Reading a typed date. The calendar input shows dates in the locale's numeric order
// (12/01/2026 in English, 01/12/2026 in French) and only lets digits and the locale's
// separator through; a visitor may type that, or the year first (2026/12/01), which reads
// the same in every language (handy for scripts and tests).
import { Temporal } from 'temporal-polyfill'

type Part = 'day' | 'month' | 'year'

// Building an Intl formatter costs far more than using one (the date fields render often): one a locale.
const numericDates = new Map<string, Intl.DateTimeFormat>()
function numericDate(locale: string): Intl.DateTimeFormat {
  let kept = numericDates.get(locale)
  if (!kept) {
    kept = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
    numericDates.set(locale, kept)
  }
  return kept
}

/** The order of day, month and year in the locale's numeric dates. */
export function dateOrder(locale: string): Part[] {
  return numericDate(locale)
    .formatToParts(Date.UTC(2026, 11, 1))
    .map((part) => part.type)
    .filter((type): type is Part => type === 'day' || type === 'month' || type === 'year')
}

/** 'YYYY-MM-DD' of a real date, or null. */
function isoDate(year: number, month: number, day: number): string | null {
  try {
    return Temporal.PlainDate.from({ year, month, day }, { overflow: 'reject' }).toString()
  } catch {
    return null
  }
}

/** The ISO date a visitor typed, or null when it is not a date. Two-digit years are this century. */
export function parseTypedDate(text: string, locale: string): string | null {
  const chunks = text.trim().split(/[^0-9]+/).filter(Boolean)
  if (chunks.length !== 3) return null
  const numbers = chunks.map(Number)
  if (chunks[0]!.length === 4) return isoDate(numbers[0]!, numbers[1]!, numbers[2]!)
  const order = dateOrder(locale)
  const value = (part: Part) => numbers[order.indexOf(part)] ?? NaN
  const year = value('year') < 100 ? 2000 + value('year') : value('year')
  return isoDate(year, value('month'), value('day'))
}

/** How a date reads in the input: the locale's numeric date (12/01/2026 in English, 01/12/2026 in French). */
export function formatDateText(iso: string, locale: string): string {
  const [year, month, day] = iso.split('-').map(Number)
  return numericDate(locale).format(Date.UTC(year!, month! - 1, day))
}

/** The separator of the locale's numeric dates ('/' in en, fr and es). */
function dateSeparator(locale: string): string {
  return numericDate(locale).formatToParts(Date.UTC(2026, 11, 1)).find((part) => part.type === 'literal')?.value ?? '/'
}

/**
 * Whether a typed character may go into a date: a digit or the locale's separator. Pasted text
 * passes, and so does an input with no text (the browser's `beforeinput` of a deletion or a paste
 * has `data: null`).
 */
export function acceptsDateCharacter(text: string | null, locale: string): boolean {
  return text == null || text.length !== 1 || /\d/.test(text) || dateSeparator(locale).includes(text)
}

/** An ISO date raised to the first day that can be chosen. */
export function notBefore(iso: string, min: string): string {
  return iso < min ? min : iso
}
