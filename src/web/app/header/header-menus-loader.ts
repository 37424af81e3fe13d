import { useSyncExternalStore } from 'react'

export type HeaderMenus = typeof import('./header-menus')

let loaded: HeaderMenus | null = null
let loading: Promise<HeaderMenus> | null = null
const listeners = new Set<() => void>()

/** Loads the header menus' chunk once; a failed load (e.g. offline) may be tried again. */
export function loadHeaderMenus(): Promise<HeaderMenus> {
  loading ??= import('./header-menus').then(
    (menus) => {
      loaded = menus
      listeners.forEach((listener) => listener())
      return menus
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The header menus once their chunk is there, else null. */
export function useHeaderMenus(): HeaderMenus | null {
  return useSyncExternalStore(subscribe, () => loaded, () => loaded)
}
