import { useSyncExternalStore } from 'react'

const noChange = () => () => {}

/**
 * False while the server renders and while the browser hydrates its HTML, true after: a part that
 * exists in the browser only (a map, a payment form) renders its placeholder until then, so the
 * browser's first render matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  )
}
