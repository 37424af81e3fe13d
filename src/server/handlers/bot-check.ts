import { requireHuman } from '../auth/bot-check.js'
import type { Handlers } from './types.js'

export const botCheckHandlers = {
  /**
   * 200 {status:'ok'} when the token passes, 400 RECAPTCHA_ERROR otherwise. The `{ip}` path segment is what the
   * SPA claims; the server verifies with the address it sees itself, so a forged segment changes nothing.
   */
  async verifyRecaptcha(request) {
    await requireHuman(request, request.params.token)
    return { status: 'ok' }
  },

  /** The caller's address as the server sees it, for the SPA's `{ip}` segment when no IP-lookup service is used. */
  async getClientIp(request) {
    return { ip: request.ip }
  },
} satisfies Handlers
