import type { LRUCache } from 'lru-cache'

/**
 * The promise kept under `name`, or `load()`'s, then kept: callers arriving together share one
 * load, and a failed one is dropped so the next call tries again.
 */
export function keptPromise<V>(kept: LRUCache<string, Promise<unknown>>, name: string, load: () => Promise<V>): Promise<V> {
  const known = kept.get(name) as Promise<V> | undefined
  if (known) return known
  const loading = load()
  kept.set(name, loading)
  loading.catch(() => kept.get(name) === loading && kept.delete(name))
  return loading
}
