// localStorage can throw (privacy modes, quotas): preferences are nice to keep, never fatal.

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
