import { useSyncExternalStore } from 'react'
import { MOBILE_MAX_WIDTH } from '../../../domain/constants'
import { useBoot } from '../boot'

const phoneQuery = `(max-width: ${MOBILE_MAX_WIDTH}px)`

function subscribe(onChange: () => void) {
  const list = globalThis.matchMedia?.(phoneQuery)
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}


/** Spec §9: a width of 960 or less is a phone; the header then collapses into one menu. Follows resizing. */
export function usePhoneHeader(): boolean {
  // The server does not know the screen: it lays the page out for a phone when the browser says it
  // is one, and the browser hydrates with the same guess before it follows its screen.
  const boot = useBoot()
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(phoneQuery).matches ?? false,
    () => boot?.phoneLayout ?? false,
  )
}
