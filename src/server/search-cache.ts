import { LRUCache } from 'lru-cache'
import { keptPromise } from './kept-promises.js'

const MAX_ENTRIES = 500
/**
 * Priced cars (offer candidates) kept at most, all searches together. A new search at a busy place
 * holds hundreds of them: 500 such searches held ~100 MiB under the bench's search load at 10,000
 * cars (issue 26). This keeps a few dozen of those, and many more of the usual smaller ones.
 */
export const MAX_KEPT_OFFERS = 100_000

/**
 * A short memory of search work, in this process. Paging, changing currency or language re-use the
 * offers of a search instead of working them out again; identical searches arriving together share
 * one computation. The keys carry the search index's version, so no change is ever hidden by it.
 */
export interface SearchCache {
  /**
   * The value kept under (kind, key), or what `load` answers (then kept); a failed load is not kept.
   * `offers` counts the priced cars a value holds (1 when not given), against MAX_KEPT_OFFERS.
   */
  remember<V extends object>(kind: string, key: unknown, load: () => Promise<V>, offers?: (value: V) => number): Promise<V>
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
  const cache = new LRUCache<string, Promise<unknown>>({ max: MAX_ENTRIES, maxSize: MAX_KEPT_OFFERS, sizeCalculation: () => 1, ttl: ttlSeconds * 1000, perf: clock })
  return { remember: (kind, key, load, offers) => keptPromise(cache, `${kind}:${stableKey(key)}`, load, offers) }
}
