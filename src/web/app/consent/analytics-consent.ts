import { useSyncExternalStore } from 'react'
import { ANALYTICS_CONSENT_KEY } from '../../../domain/constants'
import { useBoot } from '../boot'
import { readStored, writeStored } from '../storage'

/**
 * The visitor's analytics choice is kept in localStorage under ANALYTICS_CONSENT_KEY and mirrored in
 * a cookie, so the server renders the page as answered. Until it holds 'granted', nothing is loaded
 * from or sent to the analytics provider.
 */
export { ANALYTICS_CONSENT_KEY }

export type AnalyticsConsent = 'granted' | 'denied'
/** 'undecided': no choice yet, so the consent banner asks. */
export type AnalyticsConsentState = AnalyticsConsent | 'undecided'

const listeners = new Set<() => void>()

const consentOf = (stored: string | null | undefined): AnalyticsConsentState => (stored === 'granted' || stored === 'denied' ? stored : 'undecided')

export function readAnalyticsConsent(): AnalyticsConsentState {
  return consentOf(readStored(ANALYTICS_CONSENT_KEY))
}

/** Keeps the choice and tells every reader (the banner, the cookie policy's control, the analytics effects). */
export function chooseAnalyticsConsent(choice: AnalyticsConsent): void {
  writeStored(ANALYTICS_CONSENT_KEY, choice)
  // Storage may refuse (privacy modes): then the choice holds for this visit only.
  unkeptChoice = readStored(ANALYTICS_CONSENT_KEY) === choice ? null : choice
  for (const listener of listeners) listener()
}

let unkeptChoice: AnalyticsConsent | null = null

function snapshot(): AnalyticsConsentState {
  return unkeptChoice ?? readAnalyticsConsent()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab changed the choice: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === ANALYTICS_CONSENT_KEY || event.key === null) listener()
  }
  globalThis.addEventListener?.('storage', onStorage)
  return () => {
    listeners.delete(listener)
    globalThis.removeEventListener?.('storage', onStorage)
  }
}

export function useAnalyticsConsent(): AnalyticsConsentState {
  // On the server and while hydrating: the choice as its cookie told the server.
  const boot = useBoot()
  return useSyncExternalStore(subscribe, snapshot, () => consentOf(boot?.stored[ANALYTICS_CONSENT_KEY]))
}

