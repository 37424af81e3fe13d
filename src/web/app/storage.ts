// localStorage can throw (privacy modes, quotas): preferences are nice to keep, never fatal.
import { MIRRORED_PREFERENCES } from '../../domain/constants'

const ONE_YEAR_SECONDS = 31_536_000

/**
 * The preferences a server-rendered page depends on (language, currency, colour mode) are mirrored
 * in cookies of the same names: the server renders the page as the browser will hydrate it.
 */
function mirrorInCookie(key: string, value: string): void {
  if (!(MIRRORED_PREFERENCES as readonly string[]).includes(key) || !globalThis.document) return
  document.cookie = `${key}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`
}

/** Writes the cookie of each mirrored preference kept from before the mirror existed (once per page load). */
export function mirrorStoredPreferences(): void {
  for (const key of MIRRORED_PREFERENCES) {
    const value = readStored(key)
    if (value !== null) mirrorInCookie(key, value)
  }
}

export function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeStored(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value)
  } catch {
    // ignored: the choice still applies for this visit
  }
  mirrorInCookie(key, value)
}

/** The browser-held user record (bc-fe-user): at least its id and language. */
export function readStoredUser(key: string): { id: string; language: string } | null {
  const text = readStored(key)
  if (!text) return null
  try {
    const value = JSON.parse(text) as { id?: unknown; language?: unknown }
    return typeof value.id === 'string' && typeof value.language === 'string'
      ? { id: value.id, language: value.language }
      : null
  } catch {
    return null
  }
}
