// Language rules of spec §4, §5 and §9.
import { COUNTRY_LANGUAGE } from './constants'
import { DEFAULT_LANGUAGE, languages, type Language } from './enums'

/** "Language: two letters and in the supported list." */
export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && value.length === 2 && (languages as readonly string[]).includes(value)
}

/** The `l` parameter of a URL query string ('?l=fr&x=1' → 'fr'), when supported. */
export function languageFromQuery(search: string): Language | null {
  const value = new URLSearchParams(search).get('l')
  return isSupportedLanguage(value) ? value : null
}

/** A page's language as the visitor chose it (spec §4): ?l, else the stored choice; null when neither says. */
export function chosenLanguage(search: string, stored: string | null | undefined): Language | null {
  return languageFromQuery(search) ?? (isSupportedLanguage(stored) ? stored : null)
}

/** Country code from the IP lookup → language: FR, MA → fr; US, GB, AU → en; else the default. */
export function languageForCountry(code: string | null): Language {
  const key = (code ?? '').trim().toUpperCase()
  return Object.hasOwn(COUNTRY_LANGUAGE, key)
    ? COUNTRY_LANGUAGE[key as keyof typeof COUNTRY_LANGUAGE]
    : DEFAULT_LANGUAGE
}
