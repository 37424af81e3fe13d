import cookie from '@fastify/cookie'
import type { FastifyInstance } from 'fastify'
import { liveSession, readSessionCookie, resolveSessionKey } from '../auth/session.js'

/**
 * Reads the session cookie of every API request: `request.session` is `{ userId, sessionId }`
 * only for a well-signed cookie of a session that is neither revoked nor expired and whose user
 * is not suspended; otherwise null (guards then answer 401).
 */
export async function registerAuthentication(app: FastifyInstance): Promise<void> {
  app.decorate('sessionKey', await resolveSessionKey(app.config))
  await app.register(cookie)
  app.decorateRequest('session', null)
  app.addHook('onRequest', async (request) => {
    request.session = null
    if (!request.url.startsWith('/api/')) return
    const claimed = await readSessionCookie(request)
    if (claimed) request.session = await liveSession(request.server.database.db, claimed)
  })
}
