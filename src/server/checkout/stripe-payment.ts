// A booking's Stripe Checkout Session: opened once per booking (stored in provider_session_id,
// same idempotency key on a retry), and read back to confirm or expire the booking. The session
// must carry the booking's own amount, currency and id — a session that does not is never trusted.
import { eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { placeDate } from '../../domain/price.js'
import { confirmPayment, expirePayment, setProviderSession, type BookingRow, type ProviderEvent, type TransitionResult } from '../db/queries/payments.js'
import { cars, locations, users } from '../db/schema.js'
import { AppError } from '../errors.js'
import { isIdempotencyError, STRIPE_MINIMUM_SESSION_MS, type StripeGateway, type StripeSession } from '../integrations/payments/stripe.js'
import { afterTransition } from './outcome.js'

/** The session outlives the booking's window by this much, so one opened soon after the booking still meets Stripe's 30-minute minimum. */
const SESSION_SLACK_MS = 2 * 60_000

const pickUp = alias(locations, 'pick_up')
const dropOff = alias(locations, 'drop_off')

export const providerUnavailable = () => new AppError('SERVICE_UNAVAILABLE', 503, 'The payment provider is unavailable, please try again later')

export function stripeOf(server: FastifyInstance): StripeGateway {
  const stripe = server.payments.stripe
  if (!stripe) throw new AppError('VALIDATION_ERROR', 400, 'Online payment is not available')
  return stripe
}

/**
 * The session's expiry and idempotency key. Normally derived from the booking alone (a retry sends
 * the very same request, and Stripe answers the same session); when the booking's window is too
 * close for Stripe's minimum, a new expiry — and so a new key — is needed.
 */
function sessionPlan(booking: BookingRow, now = Date.now()): { expiresAt: number; idempotencyKey: string } {
  const fromBooking = Math.ceil(((booking.expiresAt?.getTime() ?? now) + SESSION_SLACK_MS) / 1000)
  if (fromBooking * 1000 >= now + STRIPE_MINIMUM_SESSION_MS + 10_000) return { expiresAt: fromBooking, idempotencyKey: `checkout-session-${booking.id}` }
  const later = Math.ceil((now + STRIPE_MINIMUM_SESSION_MS + SESSION_SLACK_MS) / 1000)
  return { expiresAt: later, idempotencyKey: `checkout-session-${booking.id}-${later}` }
}

/** Opens (or reopens, when one is stored and still open) the booking's session: its id and client secret. */
export async function openStripeSession(server: FastifyInstance, booking: BookingRow): Promise<{ sessionId: string; clientSecret: string }> {
  const stripe = stripeOf(server)
  const { db } = server.database
  if (booking.providerSessionId) {
    const stored = await stripe.retrieveSession(booking.providerSessionId)
    if (stored.status === 'open' && stored.client_secret) return { sessionId: stored.id, clientSecret: stored.client_secret }
    throw new AppError('CONFLICT', 409, 'The payment session of this booking has ended')
  }
  if (booking.paymentAmount === null || !booking.paymentCurrency) throw new Error(`booking ${booking.id} has no payment amount`)
  const [subject] = await db
    .select({ carName: cars.name, email: users.email, pickUpZone: pickUp.timeZone, dropOffZone: dropOff.timeZone })
    .from(cars)
    .innerJoin(users, eq(users.id, booking.driverId))
    .innerJoin(pickUp, eq(pickUp.id, booking.pickUpLocationId))
    .innerJoin(dropOff, eq(dropOff.id, booking.dropOffLocationId))
    .where(eq(cars.id, booking.carId))
  // the dates at the counters, as the booking reads them
  const days = subject ? `${placeDate(booking.from, subject.pickUpZone)} – ${placeDate(booking.to, subject.dropOffZone)}` : ''
  const plan = sessionPlan(booking)
  const request = {
    bookingId: booking.id,
    amount: booking.paymentAmount,
    currency: booking.paymentCurrency,
    productName: `${subject?.carName ?? 'Car'}, ${days}${booking.isDeposit ? ' (deposit)' : ''}`,
    customerEmail: subject?.email ?? '',
    publicUrl: server.config.publicUrl,
    ...plan,
  }
  let session: StripeSession
  try {
    session = await stripe.createSession(request)
  } catch (error) {
    // the key was used with other parameters (an earlier attempt reached Stripe): a fresh key
    if (!isIdempotencyError(error)) throw error
    const later = Math.ceil((Date.now() + STRIPE_MINIMUM_SESSION_MS + SESSION_SLACK_MS) / 1000)
    session = await stripe.createSession({ ...request, expiresAt: later, idempotencyKey: `checkout-session-${booking.id}-${later}` })
  }
  if (!session.client_secret) throw new Error('Stripe answered a session without a client secret')
  await setProviderSession(db, booking.id, session.id, new Date(session.expires_at * 1000))
  return { sessionId: session.id, clientSecret: session.client_secret }
}

/** The session is the one stored for this booking (opened by us), never one that merely names the booking in its metadata. */
export const isStoredSession = (session: StripeSession, booking: BookingRow): boolean =>
  booking.providerSessionId !== null && session.id === booking.providerSessionId

/** The session is the booking's stored one, is about this booking and charges exactly the booking's amount in its currency. */
export function sessionMatches(session: StripeSession, booking: BookingRow): boolean {
  const bookingId = session.metadata?.bookingId ?? session.client_reference_id
  return (
    isStoredSession(session, booking) &&
    bookingId === booking.id &&
    booking.paymentAmount !== null &&
    session.amount_total === booking.paymentAmount &&
    session.currency?.toLowerCase() === booking.paymentCurrency?.toLowerCase()
  )
}

/**
 * Applies what Stripe says about the session: paid → confirmed; expired → cancelled; otherwise
 * nothing (still open, or an asynchronous payment in progress). `event` ties it to a webhook event.
 */
export async function applyStripeSession(
  server: FastifyInstance,
  log: FastifyBaseLogger,
  booking: BookingRow,
  session: StripeSession,
  event: ProviderEvent | null,
  outcome: 'paid' | 'expired' | 'auto' = 'auto',
): Promise<TransitionResult> {
  const { db } = server.database
  let result: TransitionResult = { changed: false, replay: false }
  // an event about another session (even one naming this booking) changes nothing, paid or expired
  if (!isStoredSession(session, booking)) {
    log.warn({ bookingId: booking.id, sessionId: session.id }, 'a Stripe session that is not the one stored for its booking: ignored')
    return result
  }
  // paid means Stripe says so on the session itself, whatever the event's type
  const paid = (outcome === 'paid' || (outcome === 'auto' && session.status === 'complete')) && session.payment_status === 'paid'
  const expired = outcome === 'expired' || (outcome === 'auto' && session.status === 'expired')
  if (paid) {
    if (!sessionMatches(session, booking)) {
      log.error({ bookingId: booking.id, sessionId: session.id }, 'a paid Stripe session does not match its booking (amount, currency or id): not confirmed')
      return result
    }
    result = await confirmPayment(db, booking.id, event)
    if (!result.changed && !('replay' in result && result.replay) && booking.status === 'cancelled') {
      log.error({ bookingId: booking.id, sessionId: session.id }, 'payment received for a cancelled booking: refund it')
    }
  } else if (expired) {
    result = await expirePayment(db, booking.id, event)
  }
  await afterTransition(server, log, result)
  return result
}
