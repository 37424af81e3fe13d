import type { LRUCache } from 'lru-cache'

/**
 * The promise kept under `name`, or `load()`'s, then kept: callers arriving together share one
 * load, and a failed one is dropped so the next call tries again. With `sizeOf` (a cache bounded by
 * maxSize), a loaded value then counts for its size: a pending promise has none to tell.
 */
export function keptPromise<V>(kept: LRUCache<string, Promise<unknown>>, name: string, load: () => Promise<V>, sizeOf?: (value: V) => number): Promise<V> {
  const known = kept.get(name) as Promise<V> | undefined
  if (known) return known
  const loading = load()
  kept.set(name, loading)
  loading.then(
    // another promise of the same value: lru-cache re-sizes an entry only when its value changes
    (value) => sizeOf && kept.peek(name) === loading && kept.set(name, Promise.resolve(value), { size: Math.max(1, Math.ceil(sizeOf(value))), noUpdateTTL: true }),
    () => kept.get(name) === loading && kept.delete(name),
  )
  return loading
}
