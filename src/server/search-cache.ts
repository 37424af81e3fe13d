import { LRUCache } from 'lru-cache'
import { keptPromise } from './kept-promises.js'

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

/**
 * `clock` lets tests move time; it defaults to the process's monotonic clock. The promise itself is
 * kept (kept-promises.ts): lru-cache's own fetch() does the same with an AbortController and a
 * background-fetch record per call, a cost a new search paid three times (issue 11).
 */
export function createSearchCache(ttlSeconds: number, clock: { now(): number } = performance): SearchCache {
  if (ttlSeconds <= 0) return { remember: (_kind, _key, load) => load() }
  const cache = new LRUCache<string, Promise<unknown>>({ max: MAX_ENTRIES, ttl: ttlSeconds * 1000, perf: clock })
  return { remember: (kind, key, load) => keptPromise(cache, `${kind}:${stableKey(key)}`, load) }
}
