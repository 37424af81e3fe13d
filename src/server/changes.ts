// What changed in the data the server keeps in memory (the search index, the catalogue memo), from
// every writer: the database's notifications (migration 0012) for any writer, this server's own
// booking writes directly. Listeners drop or re-read what the change concerns.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { DatabaseUnavailable } from './db/errors.js'
import type { Database } from './db/index.js'

export const CHANGES_CHANNEL = 'keyturn_changes'
/** How long a sync waits for its echo before the request fails (503): the listener is then away. */
const SYNC_TIMEOUT_MS = 5_000
const BOOKINGS_PREFIX = 'car:'
const SYNC_PREFIX = 'sync:'
const SESSION_PREFIX = 'session:'
const USER_PREFIX = 'user:'

export type ChangeListener = {
  /** Bookings of these cars were written. */
  bookingsChanged(carIds: readonly string[]): void
  /** Cars, places, suppliers or settings changed, or notifications may have been missed: read everything again. */
  catalogueChanged(): void
  /** This session was revoked or deleted (migration 0014). */
  sessionChanged?(sessionId: string): void
  /** This account was changed or deleted (migration 0014). */
  userChanged?(userId: string): void
}

export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>()
  private stopListening: (() => Promise<void>) | null = null
  private nextSync = 0
  /** Tells this feed's sync notifications from those of other servers (or other apps in this process). */
  private readonly token = randomUUID()
  /** The sync notifications sent and not yet heard back. */
  private readonly awaitedSyncs = new Map<number, () => void>()

  constructor(private readonly database: Database) {}

  /** Whether this feed hears the database's changes (started, not closed): the search index is current only then. */
  get listening(): boolean {
    return this.stopListening !== null
  }

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
    const stop = this.stopListening
    this.stopListening = null
    await stop?.()
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
   * arrives after all of them. One is in flight at a time; every caller that comes meanwhile waits
   * for the next, sent as soon as it returns — so a burst of searches costs a few round trips.
   */
  sync(): Promise<void> {
    if (this.database.kind === 'pglite' || !this.stopListening) return Promise.resolve()
    if (this.nextRound) return this.nextRound
    const start = () => {
      // this round starts now: later callers wait for the one after
      if (this.nextRound === round) this.nextRound = null
      this.roundInFlight = round
      return this.notifyAndHear().finally(() => {
        if (this.roundInFlight === round) this.roundInFlight = null
      })
    }
    // after the round in flight, however it ended (a failed round fails only its own callers)
    const round: Promise<void> = (this.roundInFlight ?? Promise.resolve()).then(start, start)
    this.nextRound = round
    return round
  }

  private nextRound: Promise<void> | null = null
  private roundInFlight: Promise<void> | null = null

  /** One sync notification, committed without waiting for the disk (it carries no data), and its echo. */
  private async notifyAndHear(): Promise<void> {
    const id = ++this.nextSync
    let timer: NodeJS.Timeout | undefined
    const heard = new Promise<void>((resolve, reject) => {
      this.awaitedSyncs.set(id, () => {
        clearTimeout(timer)
        resolve()
      })
      // the listening connection lost and not back (it tries every second): the caller answers 503
      // rather than wait on, or trust memory that may have missed a change
      timer = setTimeout(() => {
        this.awaitedSyncs.delete(id)
        reject(new DatabaseUnavailable('the database’s change notifications were not heard back in time'))
      }, SYNC_TIMEOUT_MS).unref()
    })
    // handled, so that a timeout while the NOTIFY itself is still under way is no unhandled rejection
    heard.catch(() => undefined)
    try {
      await this.database.db.execute(
        sql`SELECT set_config('synchronous_commit', 'off', true), pg_notify(${CHANGES_CHANNEL}, ${`${SYNC_PREFIX}${this.token}:${id}`})`,
      )
    } catch (error) {
      this.awaitedSyncs.get(id)?.()
      this.awaitedSyncs.delete(id)
      throw error
    }
    await heard
  }

  private received(payload: string): void {
    if (payload.startsWith(SYNC_PREFIX)) {
      const [token, id] = payload.slice(SYNC_PREFIX.length).split(':')
      if (token !== this.token) return
      this.awaitedSyncs.get(Number(id))?.()
      this.awaitedSyncs.delete(Number(id))
    } else if (payload.startsWith(BOOKINGS_PREFIX)) this.bookingsChanged([payload.slice(BOOKINGS_PREFIX.length)])
    else if (payload.startsWith(SESSION_PREFIX)) for (const listener of this.listeners) listener.sessionChanged?.(payload.slice(SESSION_PREFIX.length))
    else if (payload.startsWith(USER_PREFIX)) for (const listener of this.listeners) listener.userChanged?.(payload.slice(USER_PREFIX.length))
    else this.catalogueChanged()
  }
}
