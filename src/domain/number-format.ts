// One number format per language (spec §9): thousands separated by a comma in English and a
// space otherwise; the decimal mark is the language's own (a dot in English, a comma in French and
// Spanish), so a price and a rating on one page read alike ('39,50 €' next to '3,5').
// Intl's own French and Spanish formats differ from the spec (narrow no-break spaces; no grouping
// of four-digit numbers in Spanish), so the digits come from Intl in English and the separators
// are ours. A plain ASCII space keeps texts easy to search and compare.
import type { Language } from './enums'

export function thousandsSeparator(language: Language): string {
  return language === 'en' ? ',' : ' '
}

export function decimalMark(language: Language): string {
  return language === 'en' ? '.' : ','
}

/** Puts the language's thousands separator into a string of digits ('1234567' → '1 234 567'). */
export function groupThousands(digits: string, language: Language): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, thousandsSeparator(language))
}

export type FractionDigits = { minimumFractionDigits?: number; maximumFractionDigits?: number }

/** Intl's formats kept per fraction digits: making one costs far more than using it (a results page formats hundreds of numbers). */
const digitsFormats = new Map<string, Intl.NumberFormat>()
function digitsFormat(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits} ${maximumFractionDigits}`
  let format = digitsFormats.get(key)
  if (!format) digitsFormats.set(key, (format = new Intl.NumberFormat('en', { useGrouping: false, minimumFractionDigits, maximumFractionDigits })))
  return format
}

/**
 * A number for reading ('1,234.5' / '1 234,5'); at most `maximumFractionDigits` decimals
 * (default 2, rounded half away from zero like Intl), at least `minimumFractionDigits` (default 0).
 */
export function formatNumber(value: number, language: Language, digits: FractionDigits = {}): string {
  if (!Number.isFinite(value)) throw new RangeError(`formatNumber: ${value} is not a finite number`)
  const { minimumFractionDigits = 0, maximumFractionDigits = Math.max(2, minimumFractionDigits) } = digits
  const parts = digitsFormat(minimumFractionDigits, maximumFractionDigits).formatToParts(value)
  return parts
    .map((part) => {
      if (part.type === 'integer') return groupThousands(part.value, language)
      if (part.type === 'decimal') return decimalMark(language)
      return part.value
    })
    .join('')
}
