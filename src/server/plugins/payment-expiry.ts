import type { FastifyInstance } from 'fastify'
import { expireOverdueBookings } from '../db/queries/payments.js'
import { releaseUnconfirmedBookings } from '../checkout/guest-limits.js'
import { notifyDriver } from '../notifications/driver-notices.js'


/**
 * Cancels the unpaid (void) bookings whose payment window has passed; answers how many. The
 * guarded UPDATE cancels each once, whoever runs it. The bookings' history is kept (cancelled, not
 * deleted), and the search hears of it (migration 0012's notifications), so the freed cars show again.
 */
export async function sweepExpiredPayments(app: FastifyInstance): Promise<number> {
  const cancelled = await expireOverdueBookings(app.database.db)
  if (cancelled.length > 0) {
    app.log.info({ bookings: cancelled.map((row) => row.id) }, 'cancelled unpaid bookings whose payment window passed')
    for (const { id } of cancelled) await notifyDriver(app, app.log, id, 'bookingExpired')
  }
  return cancelled.length
}

/**
 * Releases the pay-at-the-counter bookings of drivers who did not confirm their e-mail in time
 * (checkout/guest-limits.ts); answers how many. Guarded like the expiry: one release per booking.
 */
export async function sweepUnconfirmedBookings(app: FastifyInstance): Promise<number> {
  const released = await releaseUnconfirmedBookings(app.database.db)
  if (released.length > 0) {
    app.log.info({ bookings: released.map((row) => row.id) }, 'released pay-at-the-counter bookings whose driver did not confirm the e-mail in time')
  }
  return released.length
}

/** Runs the sweeps when the server is ready and then every minute, until it closes. */
export function registerPaymentExpiry(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined
  const sweep = async () => {
    try {
      await sweepExpiredPayments(app)
      await sweepUnconfirmedBookings(app)
    } catch (error) {
      app.log.warn({ err: error }, 'could not sweep expired payments')
    }
  }
  app.addHook('onReady', async () => {
    void sweep()
    timer = setInterval(() => void sweep(), app.config.paymentExpirySweepSeconds * 1000)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
  })
}
