// Answers that change only with the catalogue (settings, places, countries, suppliers, the public
// configuration), kept in memory and dropped on any catalogue change (src/server/changes.ts), so
// they cost no database round trip in between. A failed read is not kept.
import type { FastifyInstance } from 'fastify'
import { LRUCache } from 'lru-cache'
import { readSettings, type Settings } from './db/queries/settings.js'
import type { ChangeListener } from './changes.js'
import { keptPromise } from './kept-promises.js'

/** Place searches are keyed by what visitors type: bounded, the least used go first. */
const MAX_ANSWERS = 2000

export class CatalogueMemo implements ChangeListener {
  private readonly kept = new LRUCache<string, Promise<unknown>>({ max: MAX_ANSWERS })

  bookingsChanged(): void {}

  catalogueChanged(): void {
    this.kept.clear()
  }

  /** The answer kept under (kind, key), or what `load` answers, then kept. */
  remember<V>(kind: string, key: string, load: () => Promise<V>): Promise<V> {
    return keptPromise(this.kept, `${kind}:${key}`, load)
  }
}

/**
 * A catalogue answer from memory, once every change committed before the call has been heard (on
 * PostgreSQL one round trip shared by concurrent callers; nothing on PGlite). `heard`: a barrier the
 * caller already has (a request's own, plugins/authentication.ts), instead of a new one.
 */
export async function rememberedCatalogue<V>(server: FastifyInstance, kind: string, key: string, load: () => Promise<V>, heard?: Promise<void>): Promise<V> {
  await (heard ?? server.changes.sync())
  return server.catalogueMemo.remember(kind, key, load)
}

/**
 * A public answer (places, countries, suppliers, a car, the public configuration, the page's
 * settings) from memory, without the barrier: nothing this API does writes the catalogue, so no
 * caller has a write of its own to wait for, and HTTP already lets clients reuse these answers. A
 * change made elsewhere drops the memo as soon as its notification arrives (at once on PGlite,
 * within milliseconds on PostgreSQL). The barrier cost PostgreSQL a round trip per burst of these
 * reads: GET /api/config at 0.41 × health (issue 11). The rules the server enforces (search, price,
 * checkout) still read behind it: rememberedCatalogue, currentSettings.
 */
export function publicCatalogue<V>(server: FastifyInstance, kind: string, key: string, load: () => Promise<V>): Promise<V> {
  return server.catalogueMemo.remember(kind, key, load)
}

const loadSettings = (server: FastifyInstance) => () => readSettings(server.database.db)

/** The site settings, from memory between changes. Not for a transaction that must read them itself. */
export function currentSettings(server: FastifyInstance, heard?: Promise<void>): Promise<Settings> {
  return rememberedCatalogue(server, 'settings', '', loadSettings(server), heard)
}

/** The same settings for a public answer (the configuration, the page): no barrier (publicCatalogue). */
export function publicSettings(server: FastifyInstance): Promise<Settings> {
  return publicCatalogue(server, 'settings', '', loadSettings(server))
}
