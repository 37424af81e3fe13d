// Stripe: the booking's Checkout Session (createCheckoutSession), the confirmation page's check
// (checkCheckoutSession, which also serves pay-at-counter and PayPal checkouts by their reference),
// and the signature-verified webhook. Confirmation is idempotent: the guarded transitions of
// db/queries/payments.ts change a booking once, whoever asks first (see there).
import type { FastifyRequest } from 'fastify'
import { expireOverdueBooking } from '../checkout/expire-overdue.js'
import { findBookingByCheckoutId, getBooking, paymentOpen, type BookingRow } from '../db/queries/payments.js'
import { requireBookingPayer } from '../auth/guards.js'
import { AppError } from '../errors.js'
import { checkoutStatus } from '../checkout/outcome.js'
import { applyStripeSession, isStoredSession, openStripeSession, providerUnavailable, stripeOf } from '../checkout/stripe-payment.js'
import type { StripeEvent, StripeSession } from '../integrations/payments/stripe.js'
import type { Handlers } from './types.js'
import { isDatabaseUnavailable } from '../db/errors.js'

/** Session events and what they mean for the booking. */
const sessionEvents: Record<string, 'paid' | 'expired' | 'auto'> = {
  // completed: paid at once, or (payment_status 'unpaid') an asynchronous payment still in progress
  'checkout.session.completed': 'auto',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.expired': 'expired',
  // the payment failed for good: the session cannot be paid any more
  'checkout.session.async_payment_failed': 'expired',
}

export const stripePaymentHandlers = {
  async createCheckoutSession(request) {
    const booking = await getBooking(request.server.database.db, request.body.bookingId)
    if (!booking) throw new AppError('NOT_FOUND', 404, 'Booking not found')
    requireBookingPayer(request, booking)
    if (booking.paymentGateway !== 'Stripe' || booking.status !== 'void') throw new AppError('CONFLICT', 409, 'This booking is not waiting for a card payment')
    if (!paymentOpen(booking)) {
      await expireOverdueBooking(request.server, request.log, booking.id)
      throw new AppError('CONFLICT', 409, 'The payment time of this booking has ended')
    }
    try {
      return await openStripeSession(request.server, booking)
    } catch (error) {
      if (error instanceof AppError || isDatabaseUnavailable(error)) throw error
      request.log.error({ err: error, bookingId: booking.id }, 'Stripe Checkout Session could not be created')
      throw providerUnavailable()
    }
  },

  async checkCheckoutSession(request) {
    const { sessionId } = request.params
    const { db } = request.server.database
    let booking = await findBookingByCheckoutId(db, sessionId)
    if (!booking) throw new AppError('NOT_FOUND', 404, 'Checkout not found')
    if (booking.status === 'void' && booking.paymentGateway === 'Stripe' && booking.providerSessionId) {
      booking = await syncWithStripe(request, booking, booking.providerSessionId)
    }
    if (booking.status === 'void') booking = (await expireOverdue(request, booking)) ?? booking
    return checkoutStatus(db, booking, sessionId, request.query?.language ?? 'en')
  },

  async stripeWebhook(request) {
    const event = verifiedEvent(request)
    const meaning = sessionEvents[event.type]
    if (!meaning) return { status: 'ignored' }
    const session = event.data.object as StripeSession
    const bookingId = session.metadata?.bookingId ?? session.client_reference_id
    const booking = bookingId ? await getBooking(request.server.database.db, bookingId) : null
    // the booking must have stored this very session: metadata naming a booking proves nothing
    if (!booking || booking.paymentGateway !== 'Stripe' || !isStoredSession(session, booking)) {
      request.log.warn({ eventId: event.id, type: event.type, sessionId: session.id, bookingId }, 'Stripe event for no session of ours: ignored')
      return { status: 'ignored' }
    }
    const providerEvent = { provider: 'Stripe' as const, eventId: event.id, type: event.type, payload: event }
    await applyStripeSession(request.server, request.log, booking, session, providerEvent, meaning)
    return { status: 'ok' }
  },
} satisfies Handlers

/** The event, if Stripe's signature over the raw body holds; 400 otherwise (nothing is read from it). */
function verifiedEvent(request: FastifyRequest): StripeEvent {
  const stripe = stripeOf(request.server)
  const signature = request.headers['stripe-signature']
  if (typeof request.rawBody !== 'string' || typeof signature !== 'string') throw invalidSignature()
  try {
    return stripe.verifyEvent(request.rawBody, signature)
  } catch (error) {
    request.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'Stripe webhook refused: signature not verified')
    throw invalidSignature()
  }
}

const invalidSignature = () => new AppError('VALIDATION_ERROR', 400, 'Invalid webhook signature')

/** Reads the session from Stripe and applies it; on a Stripe failure the booking is answered as stored (the page polls). */
async function syncWithStripe(request: FastifyRequest, booking: BookingRow, sessionId: string): Promise<BookingRow> {
  if (!request.server.payments.stripe) return booking
  try {
    const session = await stripeOf(request.server).retrieveSession(sessionId)
    const result = await applyStripeSession(request.server, request.log, booking, session, null)
    if (result.changed) return result.booking
    return (await getBooking(request.server.database.db, booking.id)) ?? booking
  } catch (error) {
    if (error instanceof AppError) throw error
    request.log.warn({ err: error, bookingId: booking.id }, 'Stripe session could not be read; answering the stored status')
    return booking
  }
}

const expireOverdue = (request: FastifyRequest, booking: BookingRow) => expireOverdueBooking(request.server, request.log, booking.id)
