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

/** Fetches and runs a part's code when the browser is idle, without showing it (a failure is tried again on demand). */
export function fetchWhenIdle(part: OnDemand<unknown>): () => void {
  return whenIdle(() => void part.load().catch(() => undefined))
}

/**
 * A component loaded on demand: null until it is asked for by `load` (the visitor comes near the
 * field, or opens it) and has arrived. Its code is fetched and run ahead, when the browser is idle
 * after the first paint; it is mounted only when asked for: mounting Ark's widgets (their machines,
 * their DOM) was the longest work after a page came alive, 100–300 ms on a phone (issue 22), for
 * fields most visitors of the page never touch.
 */
export function useOnDemand<T>(part: OnDemand<T>): [T | null, () => void] {
  const [value, setValue] = useState<T | null>(null)
  const load = useCallback(() => {
    part.load().then(
      // The field looks the same before and after: swapping it in may wait, in slices, for input.
      (arrived) => startTransition(() => setValue(() => arrived)),
      // Offline: the field still shows its value; the next approach tries again.
      () => undefined,
    )
  }, [part])
  useEffect(() => (value ? undefined : fetchWhenIdle(part)), [value, part])
  return [value, load]
}
