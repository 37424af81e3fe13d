// What a checkout came to and what was booked, as the confirmation page reads it
// (CheckoutSessionStatus), and what follows a payment transition: a paid booking gets its
// confirmation e-mail, a cancelled one frees its car.
import { fullRefundDeadline } from '../../domain/cancellation-terms.js'
import { paymentModeOf } from '../../domain/payment-options.js'
import { bookingStoryOf } from '../../domain/booking-story.js'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { components } from '../../../openapi/schema.js'
import type { Language } from '../../domain/enums.js'
import { fromCents } from '../../domain/money.js'
import { rentalDays } from '../../domain/price.js'
import { eq } from 'drizzle-orm'
import { statusesHoldingCar } from '../../domain/booking-status.js'
import type { AppDb } from '../db/index.js'
import { readSettings } from '../db/queries/settings.js'
import { users } from '../db/schema.js'
import { getBookingNames, type BookingRow, type TransitionResult } from '../db/queries/payments.js'
import { notifyDriver } from '../notifications/driver-notices.js'
import { sendBookingConfirmation } from './confirmation-mail.js'

type CheckoutSessionStatus = components['schemas']['CheckoutSessionStatus']
type CheckoutBookingSummary = components['schemas']['CheckoutBookingSummary']

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


/**
 * The confirmation page's answer: the payment state and what was booked (no personal data of the
 * driver). Names are in `language` (English when a translation is missing). paidAmount/paidCurrency
 * are what the provider charged, set once the booking is deposit or paid; null otherwise.
 */
export async function checkoutStatus(db: AppDb, booking: BookingRow, sessionId: string, language: Language): Promise<CheckoutSessionStatus> {
  const [names, [driver], settings] = await Promise.all([
    getBookingNames(db, booking.id, language),
    db.select({ verified: users.verified }).from(users).where(eq(users.id, booking.driverId)),
    readSettings(db),
  ])
  if (!names) throw new Error(`booking ${booking.id} has no car, supplier or location`)
  const unconfirmed = driver?.verified === false
  // held at the counter for a driver who has not confirmed their address: released unless they do (issue 13)
  const releasable = unconfirmed && booking.isPayLater && statusesHoldingCar.includes(booking.status)
  const paid = (booking.status === 'deposit' || booking.status === 'paid') && booking.paymentAmount !== null && booking.paymentCurrency !== null
  const summary: CheckoutBookingSummary = {
    reference: booking.reference,
    ...names,
    from: booking.from.toISOString(),
    to: booking.to.toISOString(),
    days: rentalDays(booking.from, booking.to),
    currency: booking.currency,
    price: fromCents(booking.price),
    deposit: fromCents(booking.depositAmount ?? 0),
    payment: paymentModeOf(booking),
    freeCancellationUntil: booking.cancellation ? fullRefundDeadline(booking.from).toISOString() : null,
    story: bookingStoryOf(booking.status, booking.expiresAt !== null && booking.expiresAt.getTime() > Date.now()),
    paidAmount: paid ? fromCents(booking.paymentAmount!) : null,
    paidCurrency: paid ? booking.paymentCurrency : null,
    releasedUnlessConfirmedBy: releasable ? new Date(booking.createdAt.getTime() + settings.guestConfirmationHours * 3_600_000).toISOString() : null,
  }
  return {
    sessionId,
    bookingId: booking.id,
    status: booking.status,
    outcome: outcomeOf(booking),
    // opened again once the address is confirmed: nothing more to ask
    activationEmailSent: booking.guestAccount && unconfirmed,
    booking: summary,
  }
}

/** Runs after a transition committed; nothing when it changed nothing (a replay, a lost race). */
export async function afterTransition(server: FastifyInstance, log: FastifyBaseLogger, result: TransitionResult): Promise<void> {
  if (!result.changed) return
  const { booking } = result
  if (booking.status === 'cancelled') {
    log.info({ bookingId: booking.id }, 'unpaid booking cancelled: its payment session ended')
    await notifyDriver(server, log, booking.id, 'paymentFailed')
    return
  }
  log.info({ bookingId: booking.id, status: booking.status }, 'online payment confirmed')
  await sendBookingConfirmation(server, log, booking.id)
  await notifyDriver(server, log, booking.id, 'paymentConfirmed')
}
