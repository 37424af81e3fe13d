import type { FastifyRequest } from 'fastify'
import { AppError } from '../errors.js'

/**
 * Refuses the request (400 RECAPTCHA_ERROR 'reCAPTCHA error') unless the bot check passes.
 * The client's address is the request's own (`request.ip`, honouring TRUST_PROXY), never one the client claims.
 * Passes at once when the bot check is not configured.
 */
export async function requireHuman(request: FastifyRequest, token: string | undefined | null): Promise<void> {
  const { botCheck } = request.server
  if (!botCheck.enabled) return
  if (!(await botCheck.verify(token ?? undefined, request.ip))) throw new AppError('RECAPTCHA_ERROR', 400)
}
