import { useSyncExternalStore } from 'react'

const noChange = () => () => {}

/** The time zone the reader's own clock is set to (the browser's). */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * The reader's time zone; null while the server renders and while the browser hydrates its HTML
 * (the server cannot know it), so what depends on it appears just after, without a mismatch.
 */
export function useViewerTimeZone(): string | null {
  return useSyncExternalStore(noChange, viewerTimeZone, () => null)
}
