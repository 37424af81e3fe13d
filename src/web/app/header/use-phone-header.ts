import { useSyncExternalStore } from 'react'
import { MOBILE_MAX_WIDTH } from '../../../domain/constants'

const phoneQuery = `(max-width: ${MOBILE_MAX_WIDTH}px)`

function subscribe(onChange: () => void) {
  const list = globalThis.matchMedia?.(phoneQuery)
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}

/** The server does not know the screen: it renders the wide header, and a phone switches once hydrated. */
const wideOnServer = () => false

/** Spec §9: a width of 960 or less is a phone; the header then collapses into one menu. Follows resizing. */
export function usePhoneHeader(): boolean {
  return useSyncExternalStore(subscribe, () => globalThis.matchMedia?.(phoneQuery).matches ?? false, wideOnServer)
}
