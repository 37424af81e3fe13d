import { LRUCache } from 'lru-cache'

const MAX_ENTRIES = 500

/**
 * A short memory of search work, in this process. Paging, changing currency or language re-use the
 * offers of a search instead of working them out again; identical searches arriving together share
 * one computation. The keys carry the search index's version, so no change is ever hidden by it.
 */
export interface SearchCache {
  /** The value kept under (kind, key), or what `load` answers (then kept); a failed load is not kept. */
  remember<V extends object>(kind: string, key: unknown, load: () => Promise<V>): Promise<V>
}

/** JSON with object keys sorted, so that two equal searches make the same key. */
function stableKey(value: unknown): string {
  return JSON.stringify(value, (_name, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : 1)))
      : part,
  )
}

/** `clock` lets tests move time; it defaults to the process's monotonic clock. */
export function createSearchCache(ttlSeconds: number, clock: { now(): number } = performance): SearchCache {
  if (ttlSeconds <= 0) return { remember: (_kind, _key, load) => load() }
  type Loader = () => Promise<object>
  const cache = new LRUCache<string, object, Loader>({
    max: MAX_ENTRIES,
    ttl: ttlSeconds * 1000,
    perf: clock,
    fetchMethod: (_key, _stale, { context }) => context(),
  })
  return {
    async remember<V extends object>(kind: string, key: unknown, load: () => Promise<V>) {
      return (await cache.fetch(`${kind}:${stableKey(key)}`, { context: load })) as V
    },
  }
}
