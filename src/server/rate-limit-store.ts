// The counters of @fastify/rate-limit kept in the database on PostgreSQL (table rate_limit_hits, migration 0010),
// so several server instances on one PostgreSQL count one client's requests together. A fixed
// window per key (client address + route): one atomic upsert counts a request and answers the
// count, so concurrent requests — on one instance or several — each see their own number. (The
// plugin's in-memory store hands every concurrent caller the same mutated object, so a burst could
// all see the final count; this one answers a copy.)
import { lt, sql } from 'drizzle-orm'
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { AppDb } from './db/index.js'
import { rateLimitHits } from './db/schema.js'

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void

/** Expired counters are deleted about once every this many requests. */
const CLEAN_UP_EVERY = 500

/** A store class for @fastify/rate-limit's `store` option, bound to the database. */
export function databaseRateLimitStore(db: AppDb): FastifyRateLimitStoreCtor {
  // built once, run with the key and the window (a named statement of each connection): building
  // the upsert for every request was 18 % of the request thread in the booking bench (issue 11)
  const countHit = db
    .insert(rateLimitHits)
    .values({ key: sql.placeholder('key'), hits: 1, resetAt: sql`now() + ${sql.placeholder('window')}::interval` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END`,
        resetAt: sql`CASE WHEN rate_limit_hits.reset_at <= now() THEN excluded.reset_at ELSE rate_limit_hits.reset_at END`,
      },
    })
    .returning({ hits: rateLimitHits.hits, ttlMs: sql<number>`ceil(extract(epoch from (${rateLimitHits.resetAt} - now())) * 1000)::integer` })
    .prepare('rate_limit_hit')
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      this.count(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    }

    /** A route's counters (the plugin passes its merged options, the route under `routeInfo`). */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {}
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${String(route.method ?? '')}${String(route.url ?? '')}:`)
    }

    private async count(key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
      const window = `${Math.max(1, Math.round(timeWindowMs))} milliseconds`
      const [row] = await countHit.execute({ key, window })
      if (Math.random() * CLEAN_UP_EVERY < 1) await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, sql`now() - interval '1 hour'`))
      return { current: row!.hits, ttl: Math.max(0, Number(row!.ttlMs)) }
    }
  }
}

/**
 * The same fixed windows in this process's memory, for PGlite: the embedded database serves one
 * process only, so there is nothing to share, and a checkout saves a database write.
 */
export function memoryRateLimitStore(now: () => number = Date.now): FastifyRateLimitStoreCtor {
  const windows = new Map<string, { hits: number; resetAt: number }>()
  let counted = 0
  return class MemoryRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const at = now()
      if (++counted % CLEAN_UP_EVERY === 0) for (const [name, window] of windows) if (window.resetAt <= at) windows.delete(name)
      const name = `${this.prefix}${key}`
      let window = windows.get(name)
      if (!window || window.resetAt <= at) {
        window = { hits: 0, resetAt: at + Math.max(1, Math.round(timeWindow)) }
        windows.set(name, window)
      }
      window.hits++
      // a copy: concurrent callers each see their own count
      callback(null, { current: window.hits, ttl: window.resetAt - at })
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {}
      return new MemoryRateLimitStore(undefined, `${this.prefix}${String(route.method ?? '')}${String(route.url ?? '')}:`)
    }
  }
}
