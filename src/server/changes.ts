// What changed in the data the server keeps in memory (the search index, the catalogue memo), from
// every writer: the database's notifications (migration 0012) for any writer, this server's own
// booking writes directly. Listeners drop or re-read what the change concerns.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from './db/index.js'

export const CHANGES_CHANNEL = 'keyturn_changes'
const BOOKINGS_PREFIX = 'car:'
const SYNC_PREFIX = 'sync:'

export type ChangeListener = {
  /** Bookings of these cars were written. */
  bookingsChanged(carIds: readonly string[]): void
  /** Cars, places, suppliers or settings changed, or notifications may have been missed: read everything again. */
  catalogueChanged(): void
}

export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>()
  private stopListening: (() => Promise<void>) | null = null
  private nextSync = 0
  /** Tells this feed's sync notifications from those of other servers (or other apps in this process). */
  private readonly token = randomUUID()
  /** The sync notification not yet sent (joined by every caller until it is) and those awaited. */
  private pendingSync: { id: number; done: Promise<void> } | null = null
  private readonly awaitedSyncs = new Map<number, () => void>()

  constructor(private readonly database: Database) {}

  subscribe(listener: ChangeListener): void {
    this.listeners.add(listener)
  }

  bookingsChanged(carIds: readonly string[]): void {
    for (const listener of this.listeners) listener.bookingsChanged(carIds)
  }

  catalogueChanged(): void {
    for (const listener of this.listeners) listener.catalogueChanged()
  }

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(
      CHANGES_CHANNEL,
      (payload) => this.received(payload),
      () => {
        // notifications may be lost: everything is read again, and no one waits for a lost sync
        this.catalogueChanged()
        this.releaseSyncs()
      },
    )
  }

  async close(): Promise<void> {
    await this.stopListening?.()
    this.releaseSyncs()
  }

  private releaseSyncs(): void {
    for (const release of this.awaitedSyncs.values()) release()
    this.awaitedSyncs.clear()
  }

  /**
   * Resolves once every change committed before the call has been heard. PGlite delivers a
   * notification before the COMMIT that sent it returns, so there is nothing to wait for. PostgreSQL
   * delivers them on the listening connection, in commit order: a notification of our own sent now
   * arrives after all of them. Callers that come while one is still unsent share it.
   */
  sync(): Promise<void> {
    if (this.database.kind === 'pglite' || !this.stopListening) return Promise.resolve()
    if (this.pendingSync) return this.pendingSync.done
    const id = ++this.nextSync
    const heard = new Promise<void>((resolve) => this.awaitedSyncs.set(id, resolve))
    const done = (async () => {
      await Promise.resolve() // let the callers of this turn join before it is sent
      this.pendingSync = null
      await this.database.db.execute(sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${`${SYNC_PREFIX}${this.token}:${id}`})`)
      await heard
    })()
    this.pendingSync = { id, done }
    return done
  }

  private received(payload: string): void {
    if (payload.startsWith(SYNC_PREFIX)) {
      const [token, id] = payload.slice(SYNC_PREFIX.length).split(':')
      if (token !== this.token) return
      this.awaitedSyncs.get(Number(id))?.()
      this.awaitedSyncs.delete(Number(id))
    } else if (payload.startsWith(BOOKINGS_PREFIX)) this.bookingsChanged([payload.slice(BOOKINGS_PREFIX.length)])
    else this.catalogueChanged()
  }
}
