import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { readSessionCookie, resolveSessionKey } from '../auth/session.js'
import { SessionCache } from '../auth/session-cache.js'
import type { UserRow } from '../db/queries/users.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's row as the session check read it (or kept it), null without a live session. */
    sessionUser: UserRow | null
    /** This request's change barrier (changesHeard), once asked for. */
    changesBarrier: Promise<void> | null
  }
}

/**
 * Resolves once every change committed before this request began has been heard (the change feed's
 * sync): one barrier per request, shared by the session check and the handler.
 */
export function changesHeard(request: FastifyRequest): Promise<void> {
  return (request.changesBarrier ??= request.server.changes.sync())
}

/**
 * Reads the session cookie of every API request: `request.session` is `{ userId, sessionId }`
 * only for a well-signed cookie of a session that is neither revoked nor expired and whose user
 * is not suspended; otherwise null (guards then answer 401). Live sessions are kept in memory
 * between changes (auth/session-cache.ts).
 */
export async function registerAuthentication(app: FastifyInstance): Promise<void> {
  app.decorate('sessionKey', await resolveSessionKey(app.config))
  await app.register(cookie)
  const liveSessions = new SessionCache(app.database.db)
  app.changes.subscribe(liveSessions)
  app.decorateRequest('session', null)
  app.decorateRequest('sessionUser', null)
  app.decorateRequest('changesBarrier', null)
  app.addHook('onRequest', async (request) => {
    request.session = null
    request.sessionUser = null
    request.changesBarrier = null
    // liveness never asks the database, cookie or not: a restarting database must not get the server killed
    if (!request.url.startsWith('/api/') || request.routeOptions.url === '/api/health') return
    const claimed = await readSessionCookie(request)
    const live = claimed ? await liveSessions.live(claimed, () => changesHeard(request)) : null
    if (live) {
      request.session = live.session
      request.sessionUser = live.user
    }
  })
}
