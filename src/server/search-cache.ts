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

/**
 * JSON with object keys sorted, so that two equal searches make the same key. Written directly: a
 * sorted copy of every object for JSON.stringify's replacer cost some 16 µs a key, three keys a new
 * search (issue 26). What JSON.stringify leaves out (undefined, functions) is left out here too.
 */
export function stableKey(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || typeof (value as { toJSON?: unknown }).toJSON === 'function') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${Array.from(value, (item) => stableKey(item) ?? 'null').join(',')}]`
  let json = ''
  for (const name of Object.keys(value).sort()) {
    const part = stableKey((value as Record<string, unknown>)[name])
    if (part !== undefined) json += `${json ? ',' : ''}${JSON.stringify(name)}:${part}`
  }
  return `{${json}}`
}

/**
 * `clock` lets tests move time; it defaults to the process's monotonic clock. The promise itself is
 * kept (kept-promises.ts): lru-cache's own fetch() does the same with an AbortController and a
 * background-fetch record per call, a cost a new search paid three times (issue 11).
 */
export function createSearchCache(ttlSeconds: number, clock: { now(): number } = performance): SearchCache {
  if (ttlSeconds <= 0) return { remember: (_kind, _key, load) => load() }
  const cache = new LRUCache<string, Promise<unknown>>({ max: MAX_ENTRIES, maxSize: MAX_KEPT_OFFERS, sizeCalculation: () => 1, ttl: ttlSeconds * 1000, perf: clock })
  return { remember: (kind, key, load, offers) => keptPromise(cache, `${kind}:${stableKey(key)!}`, load, offers) }
}
