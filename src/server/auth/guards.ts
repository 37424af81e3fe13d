import type { FastifyRequest } from 'fastify'
import { findUserById, type UserRow } from '../db/queries/users.js'
import { AppError } from '../errors.js'
import type { SessionInfo } from './session.js'

/** The signed-in user's row; 401 UNAUTHORIZED without a live session. */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const session = request.session
  if (!session) throw new AppError('UNAUTHORIZED', 401)
  const user = await findUserById(request.server.database.db, session.userId)
  if (!user || user.blacklisted) throw new AppError('UNAUTHORIZED', 401)
  return user
}

/**
 * The session, when `userId` is the signed-in user's own id: 401 UNAUTHORIZED without a live
 * session, 403 FORBIDDEN for another account. Synchronous: throws at once.
 */
export function requireSelf(request: FastifyRequest, userId: string): SessionInfo {
  const session = request.session
  if (!session) throw new AppError('UNAUTHORIZED', 401)
  if (session.userId !== userId) throw new AppError('FORBIDDEN', 403)
  return session
}

/**
 * Payment operations on a booking (createCheckoutSession, createPayPalOrder, checkPayPalOrder):
 * only its driver may pay. Another user's session → 403 FORBIDDEN; no session → 401 UNAUTHORIZED,
 * unless the booking came from a guest checkout (the visitor has no session yet: its account
 * awaits activation). Synchronous, so it runs before anything reaches a provider or the database.
 */
export function requireBookingPayer(request: FastifyRequest, booking: { driverId: string; guestAccount: boolean }): void {
  const session = request.session
  if (session) {
    if (session.userId !== booking.driverId) throw new AppError('FORBIDDEN', 403)
    return
  }
  if (!booking.guestAccount) throw new AppError('UNAUTHORIZED', 401)
}
