import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { jwtVerify, SignJWT } from 'jose'
import { LRUCache } from 'lru-cache'
import type { ServerConfig } from '../config.js'
import type { AppDb } from '../db/index.js'
import { sessions } from '../db/schema.js'

/** The session cookie's name on plain-HTTP local development: httpOnly, SameSite=Lax. */
export const SESSION_COOKIE = 'keyturn_session'
/**
 * Its name over HTTPS and in production: the `__Host-` prefix makes the browser refuse it unless
 * it is Secure, Path=/ and without Domain, so no sibling (sub)domain can set or shadow it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`

const securedRequest = (request: FastifyRequest) => request.server.config.production || request.protocol === 'https'

/** The cookie name this request's session travels under (one name per request: a plain one is ignored over HTTPS). */
export const sessionCookieName = (request: FastifyRequest) => (securedRequest(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE)

/** Path=/ and no Domain always (what `__Host-` requires); Secure exactly when the name carries the prefix. */
const cookieOptions = (request: FastifyRequest) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: securedRequest(request) })
/** Server-side lifetime of a session without "stay connected" (its cookie lasts the browser session). */
export const SHORT_SESSION_HOURS = 12
/** Lifetime (and cookie Max-Age) of a "stay connected" session. */
export const STAY_CONNECTED_DAYS = 30

export interface SessionInfo {
  userId: string
  sessionId: string
}

const encoder = new TextEncoder()

/**
 * The key that signs session cookies: SESSION_SECRET, or locally a random secret generated
 * once and kept in DATA_DIR/session-secret (readable by the owner only).
 */
export async function resolveSessionKey(config: Pick<ServerConfig, 'sessionSecret' | 'dataDir'>): Promise<Uint8Array> {
  if (config.sessionSecret) return encoder.encode(config.sessionSecret)
  const file = path.join(config.dataDir, 'session-secret')
  await mkdir(config.dataDir, { recursive: true })
  try {
    await writeFile(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const secret = (await readFile(file, 'utf8')).trim()
  if (secret.length < 32) throw new Error(`${file} holds too short a session secret; delete it to get a new one`)
  return encoder.encode(secret)
}

type VerifiedCookie = SessionInfo & { expiresAt: number }
/**
 * Cookies already verified with a key, with their claims and expiry: the same string verifies the
 * same way under the same key, so a signed-in request checks its signature once, not on every call
 * (HMAC and the key's import cost more than the rest of the check). Kept per key: an app with
 * another secret verifies for itself.
 */
const verifiedCookies = new WeakMap<Uint8Array, LRUCache<string, VerifiedCookie>>()
const verifiedWith = (key: Uint8Array) => {
  let verified = verifiedCookies.get(key)
  if (!verified) verifiedCookies.set(key, (verified = new LRUCache<string, VerifiedCookie>({ max: 10_000 })))
  return verified
}

/** The {sub, sid} of a well-signed, unexpired session cookie, or null. Says nothing of revocation (auth/session-cache.ts does). */
export async function readSessionCookie(request: FastifyRequest): Promise<SessionInfo | null> {
  const jwt = request.cookies[sessionCookieName(request)]
  if (!jwt) return null
  const verified = verifiedWith(request.server.sessionKey)
  const known = verified.get(jwt)
  if (known) return known.expiresAt > Date.now() ? { userId: known.userId, sessionId: known.sessionId } : null
  try {
    const { payload } = await jwtVerify(jwt, request.server.sessionKey, { algorithms: ['HS256'] })
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null
    // our cookies always carry exp (startSession); one without is verified again each time
    if (typeof payload.exp === 'number') verified.set(jwt, { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp * 1000 })
    return { userId: payload.sub, sessionId: payload.sid }
  } catch {
    return null
  }
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)

/**
 * Opens a session for the user: a sessions row and its signed cookie (a browser-session cookie
 * and 12 h on the server, or 30 days with "stay connected"). Sets `request.session`.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  stayConnected: boolean,
): Promise<SessionInfo> {
  const { database, sessionKey } = request.server
  const lifetimeMs = stayConnected ? STAY_CONNECTED_DAYS * 24 * 3600 * 1000 : SHORT_SESSION_HOURS * 3600 * 1000
  const expiresAt = new Date(Date.now() + lifetimeMs)
  const [row] = await database.db.insert(sessions).values({ userId, stayConnected, expiresAt }).returning({ id: sessions.id })
  if (!row) throw new Error('session not created')
  const jwt = await new SignJWT({ sid: row.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(sessionKey)
  reply.setCookie(sessionCookieName(request), jwt, {
    ...cookieOptions(request),
    ...(stayConnected ? { maxAge: STAY_CONNECTED_DAYS * 24 * 3600 } : {}),
  })
  request.session = { userId, sessionId: row.id }
  return request.session
}

/** Revokes the session the request carries (live or not) and clears its cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const claimed = request.session ?? (await readSessionCookie(request))
  if (claimed && isUuid(claimed.sessionId)) {
    await request.server.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, claimed.sessionId), isNull(sessions.revokedAt)))
  }
  request.session = null
  request.sessionUser = null
  reply.clearCookie(sessionCookieName(request), cookieOptions(request))
}

/** Revokes every session of the user (password reset or change), except `keepSessionId` when given. */
export async function revokeUserSessions(db: AppDb, userId: string, keepSessionId?: string): Promise<void> {
  const open = and(eq(sessions.userId, userId), isNull(sessions.revokedAt))
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(keepSessionId ? and(open, ne(sessions.id, keepSessionId)) : open)
}
