import { useSyncExternalStore } from 'react'
import { readStored, writeStored } from '../storage'

/**
 * The visitor's analytics choice, kept in localStorage under this key (named on /cookie-policy).
 * Until it holds 'granted', nothing is loaded from or sent to the analytics provider.
 */
export const ANALYTICS_CONSENT_KEY = 'bc-fe-analytics-consent'

export type AnalyticsConsent = 'granted' | 'denied'
/** 'undecided': no choice yet, so the consent banner asks. */
export type AnalyticsConsentState = AnalyticsConsent | 'undecided'

const listeners = new Set<() => void>()

export function readAnalyticsConsent(): AnalyticsConsentState {
  const stored = readStored(ANALYTICS_CONSENT_KEY)
  return stored === 'granted' || stored === 'denied' ? stored : 'undecided'
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
  return useSyncExternalStore(subscribe, snapshot, () => 'undecided')
}

