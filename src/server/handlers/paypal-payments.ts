// PayPal (Orders v2, intent CAPTURE): the page sends the payment order payload of spec §3; the
// server checks it against the booking's own figures (payment_amount / payment_currency, set at
// checkout) and creates the order from those, then captures and verifies the order itself. A
// declined or mismatching capture leaves the booking unpaid (void) and payable until its window ends.
import { randomUUID } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { expireOverdueBooking } from '../checkout/expire-overdue.js'
import { confirmPayment, getBooking, paymentOpen, setProviderOrder, type BookingRow } from '../db/queries/payments.js'
import { requireBookingPayer } from '../auth/guards.js'
import { AppError } from '../errors.js'
import { afterTransition, checkoutStatus } from '../checkout/outcome.js'
import { providerUnavailable } from '../checkout/stripe-payment.js'
import { PayPalApiError, paypalValue, type PayPalClient, type PayPalOrder } from '../integrations/payments/paypal.js'
import type { Handlers } from './types.js'
import { toCents } from '../../domain/money.js'
import { isDatabaseUnavailable } from '../db/errors.js'

/** Orders that can still be approved and captured: the page may reuse them (a retry after a decline). */
const reusableStatuses = new Set(['CREATED', 'SAVED', 'APPROVED', 'PAYER_ACTION_REQUIRED'])

const paymentFailed = () => new AppError('PAYMENT_FAILED', 402, 'Payment failed')
/** A decimal amount (the page's payload, PayPal's value) against stored cents. */
const sameCents = (amount: number, cents: number) => toCents(amount) === cents

export const paypalPaymentHandlers = {
  async createPayPalOrder(request) {
    const paypal = paypalOf(request)
    const payload = request.body
    const booking = await payableBooking(request, payload.bookingId)
    if (booking.paymentAmount === null || !booking.paymentCurrency) throw new Error(`booking ${booking.id} has no payment amount`)
    if (!sameCents(payload.amount, booking.paymentAmount) || payload.currency !== booking.paymentCurrency) {
      throw new AppError('CONFLICT', 409, `The amount or currency does not match the booking (${paypalValue(booking.paymentAmount)} ${booking.paymentCurrency})`)
    }
    try {
      if (booking.providerOrderId) {
        const existing = await paypal.getOrder(booking.providerOrderId)
        if (reusableStatuses.has(existing.status)) return { orderId: existing.id }
      }
      const order = await paypal.createOrder({
        bookingId: booking.id,
        amount: booking.paymentAmount,
        currency: booking.paymentCurrency,
        description: payload.description,
        requestId: `order-${booking.id}-${randomUUID()}`,
      })
      await setProviderOrder(request.server.database.db, booking.id, order.id)
      return { orderId: order.id }
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error
      request.log.error({ err: error, bookingId: booking.id }, 'PayPal order could not be created')
      throw providerUnavailable()
    }
  },

  async checkPayPalOrder(request) {
    const { bookingId, orderId } = request.params
    const { db } = request.server.database
    const booking = await getBooking(db, bookingId)
    if (!booking) throw new AppError('NOT_FOUND', 404, 'Booking not found')
    requireBookingPayer(request, booking)
    if (booking.paymentGateway !== 'PayPal') throw new AppError('CONFLICT', 409, 'This booking is not paid with PayPal')
    if (booking.providerOrderId !== orderId) throw new AppError('CONFLICT', 409, 'This PayPal order is not the booking’s')
    const sessionId = booking.checkoutReference ?? booking.id
    const answer = (row: BookingRow) => checkoutStatus(db, row, sessionId, request.query?.language ?? 'en')
    // already settled (a second call, a page reload): its status, nothing captured again
    if (booking.status !== 'void') return answer(booking)
    if (!paymentOpen(booking)) {
      const expired = await expireOverdueBooking(request.server, request.log, booking.id)
      return answer(expired ?? (await getBooking(db, booking.id)) ?? booking)
    }

    const order = await capturedOrder(request, paypalOf(request), booking)
    const capture = verifiedCapture(order, booking)
    if (!capture) {
      request.log.warn({ bookingId, orderId, status: order.status }, 'PayPal order not captured as the booking requires')
      throw paymentFailed()
    }
    const result = await confirmPayment(db, booking.id, { provider: 'PayPal', eventId: capture, type: 'order.captured', payload: order })
    await afterTransition(request.server, request.log, result)
    return answer(result.changed ? result.booking : ((await getBooking(db, booking.id)) ?? booking))
  },
} satisfies Handlers

function paypalOf(request: FastifyRequest): PayPalClient {
  const paypal = request.server.payments.paypal
  if (!paypal) throw new AppError('VALIDATION_ERROR', 400, 'Online payment is not available')
  return paypal
}

/** A PayPal booking of this payer (requireBookingPayer) still waiting for its payment; 404 / 401 / 403 / 409 otherwise. */
async function payableBooking(request: FastifyRequest, bookingId: string): Promise<BookingRow> {
  const { db } = request.server.database
  const booking = await getBooking(db, bookingId)
  if (!booking) throw new AppError('NOT_FOUND', 404, 'Booking not found')
  requireBookingPayer(request, booking)
  if (booking.paymentGateway !== 'PayPal' || booking.status !== 'void') throw new AppError('CONFLICT', 409, 'This booking is not waiting for a PayPal payment')
  if (!paymentOpen(booking)) {
    await expireOverdueBooking(request.server, request.log, booking.id)
    throw new AppError('CONFLICT', 409, 'The payment time of this booking has ended')
  }
  return booking
}

/** Captures the order; one already captured (a retried call) is read instead. A refusal is 402. */
async function capturedOrder(request: FastifyRequest, paypal: PayPalClient, booking: BookingRow): Promise<PayPalOrder> {
  const orderId = booking.providerOrderId!
  try {
    return await paypal.captureOrder(orderId, `capture-${orderId}`)
  } catch (error) {
    if (error instanceof PayPalApiError && error.issue === 'ORDER_ALREADY_CAPTURED') return paypal.getOrder(orderId)
    if (error instanceof PayPalApiError && error.status >= 400 && error.status < 500) {
      request.log.info({ bookingId: booking.id, orderId, issue: error.issue }, 'PayPal capture refused')
      throw paymentFailed()
    }
    request.log.error({ err: error, bookingId: booking.id, orderId }, 'PayPal capture failed')
    throw providerUnavailable()
  }
}

/** The completed capture's id when the order is the one stored for the booking and paid exactly this booking's amount in its currency; null otherwise. */
function verifiedCapture(order: PayPalOrder, booking: BookingRow): string | null {
  const unit = order.purchase_units?.[0]
  const capture = unit?.payments?.captures?.find((c) => c.status === 'COMPLETED')
  if (order.id !== booking.providerOrderId || order.status !== 'COMPLETED' || !unit || !capture?.amount) return null
  const boundToBooking = (unit.custom_id ?? capture.custom_id) === booking.id && (unit.reference_id === undefined || unit.reference_id === booking.id)
  const amountMatches = booking.paymentAmount !== null && sameCents(Number(capture.amount.value), booking.paymentAmount) && capture.amount.currency_code === booking.paymentCurrency
  return boundToBooking && amountMatches ? capture.id : null
}
