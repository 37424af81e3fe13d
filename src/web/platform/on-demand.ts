import { startTransition, useCallback, useEffect, useState } from 'react'

/** A part of a page loaded once, when asked (again after a failure, e.g. offline). */
export type OnDemand<T> = { load: () => Promise<T>; loaded: () => T | null }

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let loading: Promise<T> | null = null
  let loaded: T | null = null
  return {
    loaded: () => loaded,
    load: () =>
      (loading ??= importer().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = null
          throw error
        },
      )),
  }
}

/** Idle time after the first paint, where the browser has it. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 4000 })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 1500)
  return () => clearTimeout(handle)
}

/**
 * A component loaded on demand: null until it arrives. It is asked for when the browser is idle
 * after the first paint, or earlier by `load` (the visitor comes near the field).
 */
export function useOnDemand<T>(part: OnDemand<T>): [T | null, () => void] {
  const [value, setValue] = useState<T | null>(part.loaded)
  const load = useCallback(() => {
    part.load().then(
      // The field looks the same before and after: swapping it in may wait, in slices, for input.
      (arrived) => startTransition(() => setValue(() => arrived)),
      // Offline: the field still shows its value; the next approach tries again.
      () => undefined,
    )
  }, [part])
  useEffect(() => (value ? undefined : whenIdle(load)), [value, load])
  return [value, load]
}
