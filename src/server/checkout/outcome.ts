// What a checkout came to, as the confirmation page reads it (CheckoutSessionStatus), and what
// follows a payment transition: a paid booking gets its confirmation e-mail, a cancelled one frees
// its car (remembered searches are dropped).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { components } from '../../../openapi/schema.js'
import type { BookingRow, TransitionResult } from '../db/queries/payments.js'
import { sendBookingConfirmation } from './confirmation-mail.js'

type CheckoutSessionStatus = components['schemas']['CheckoutSessionStatus']

/**
 * pending: unpaid, payment still open; paid: deposit/paid, or reserved after an online payment;
 * payLater: booked at the counter (pending/reserved); failed: cancelled (expired or failed payment).
 */
export function outcomeOf(booking: BookingRow): CheckoutSessionStatus['outcome'] {
  switch (booking.status) {
    case 'void':
      return 'pending'
    case 'cancelled':
      return 'failed'
    case 'deposit':
    case 'paid':
      return 'paid'
    case 'pending':
    case 'reserved':
      return booking.isPayLater ? 'payLater' : 'paid'
  }
}

export function checkoutStatus(booking: BookingRow, sessionId: string): CheckoutSessionStatus {
  return {
    sessionId,
    bookingId: booking.id,
    status: booking.status,
    outcome: outcomeOf(booking),
    activationEmailSent: booking.guestAccount,
  }
}

/** Runs after a transition committed; nothing when it changed nothing (a replay, a lost race). */
export async function afterTransition(server: FastifyInstance, log: FastifyBaseLogger, result: TransitionResult): Promise<void> {
  if (!result.changed) return
  const { booking } = result
  if (booking.status === 'cancelled') {
    server.searchCache.clear()
    log.info({ bookingId: booking.id }, 'unpaid booking cancelled: its payment session ended')
    return
  }
  log.info({ bookingId: booking.id, status: booking.status }, 'online payment confirmed')
  await sendBookingConfirmation(server, log, booking.id)
}
