import type { FastifyInstance } from 'fastify'
import { expireOverdueBookings } from '../db/queries/payments.js'

/** How often unpaid bookings whose payment window has passed are cancelled. */
export const PAYMENT_EXPIRY_SWEEP_MS = 60_000

/**
 * Cancels the unpaid (void) bookings whose payment window has passed; answers how many. The
 * guarded UPDATE cancels each once, whoever runs it. The bookings' history is kept (cancelled, not
 * deleted), and remembered searches are dropped so the freed cars show again.
 */
export async function sweepExpiredPayments(app: FastifyInstance): Promise<number> {
  const cancelled = await expireOverdueBookings(app.database.db)
  if (cancelled.length > 0) {
    app.searchCache.clear()
    app.log.info({ bookings: cancelled.map((row) => row.id) }, 'cancelled unpaid bookings whose payment window passed')
  }
  return cancelled.length
}

/** Runs the sweep when the server is ready and then every minute, until it closes. */
export function registerPaymentExpiry(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined
  const sweep = async () => {
    try {
      await sweepExpiredPayments(app)
    } catch (error) {
      app.log.warn({ err: error }, 'could not sweep expired payments')
    }
  }
  app.addHook('onReady', async () => {
    void sweep()
    timer = setInterval(() => void sweep(), PAYMENT_EXPIRY_SWEEP_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
  })
}
