// Live sessions kept in memory, so a signed-in request costs no database read (issue 11). Exact: a
// session is dropped as soon as its row is revoked or deleted or its account changes (suspension,
// deletion, any edit), whoever wrote it — the database announces those (migration 0014) on the
// change feed (src/server/changes.ts) — and a kept session is only trusted after the feed's sync
// barrier, so every change committed before the request is heard first, on every server. A read
// that overlapped a change is not kept (the generation moved on).
import { and, eq, gt, isNull } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { ChangeListener } from '../changes.js'
import type { AppDb } from '../db/index.js'
import type { UserRow } from '../db/queries/users.js'
import { sessions, users } from '../db/schema.js'
import type { SessionInfo } from './session.js'

/** Sessions kept at most; the least recently used go first (a miss only costs one read). */
const MAX_SESSIONS = 10_000

export type LiveSession = { session: SessionInfo; user: UserRow }
type Kept = LiveSession & { expiresAt: number }

export class SessionCache implements ChangeListener {
  private readonly kept = new LRUCache<string, Kept>({ max: MAX_SESSIONS })
  /** Moves on with every change heard: a read begun before it is not kept. */
  private generation = 0

  constructor(private readonly db: AppDb) {}

  bookingsChanged(): void {}

  /** Also what the feed calls when notifications may have been missed. */
  catalogueChanged(): void {
    this.generation++
    this.kept.clear()
  }

  sessionChanged(sessionId: string): void {
    this.generation++
    this.kept.delete(sessionId)
  }

  userChanged(userId: string): void {
    this.generation++
    const ofUser = [...this.kept.entries()].filter(([, kept]) => kept.user.id === userId).map(([sessionId]) => sessionId)
    for (const sessionId of ofUser) this.kept.delete(sessionId)
  }

  /**
   * The session with its user's row when it is live: not revoked, not expired, and its user exists and
   * is not suspended; null otherwise. `heard`: the change feed's barrier for this request (sync).
   */
  async live(claimed: SessionInfo, heard: () => Promise<void>, now = Date.now()): Promise<LiveSession | null> {
    if (this.kept.has(claimed.sessionId)) {
      // every change committed before this request heard (one shared round trip on PostgreSQL, none on PGlite)
      await heard()
      const kept = this.kept.get(claimed.sessionId)
      if (kept) return kept.user.id === claimed.userId && kept.expiresAt > now ? { session: claimed, user: kept.user } : null
    }
    const generation = this.generation
    const [row] = await this.db
      .select({ expiresAt: sessions.expiresAt, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, claimed.sessionId),
          eq(sessions.userId, claimed.userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date(now)),
          eq(users.blacklisted, false),
        ),
      )
    if (!row) return null
    if (generation === this.generation) this.kept.set(claimed.sessionId, { session: claimed, user: row.user, expiresAt: row.expiresAt.getTime() })
    return { session: claimed, user: row.user }
  }
}
