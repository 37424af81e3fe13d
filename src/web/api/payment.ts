// Payments: the Stripe Checkout session, the PayPal order (spec §3 payment order payload, §7),
// and the confirmation machine bound to the payment-state check.
import { fromPromise } from 'xstate'
import type { components } from '../../../openapi/schema'
import { confirmationMachine, type CheckSessionInput, type CheckoutSessionStatus } from '../../../machines/confirmation.machine'
import type { Language } from '../../domain/enums'
import { api, unwrap } from './client'

export type CheckoutResult = components['schemas']['CheckoutResult']
export type CheckoutSession = components['schemas']['CheckoutSession']
export type PaymentOrderPayload = components['schemas']['PaymentOrderPayload']
export type { CheckoutSessionStatus }

/** POST /api/create-checkout-session: the embedded Stripe Checkout session of a booking. */
export function createCheckoutSession(bookingId: string, signal?: AbortSignal): Promise<CheckoutSession> {
  return unwrap(api.POST('/api/create-checkout-session', { body: { bookingId }, signal }))
}

/** POST /api/create-paypal-order/ with the payment order payload; resolves with the order id. */
export async function createPayPalOrder(payload: PaymentOrderPayload): Promise<string> {
  const order = await unwrap(api.POST('/api/create-paypal-order/', { body: payload }))
  return order.orderId
}

/** POST /api/check-paypal-order/{bookingId}/{orderId}: the server captures and verifies the order. */
export function checkPayPalOrder(bookingId: string, orderId: string): Promise<CheckoutSessionStatus> {
  return unwrap(api.POST('/api/check-paypal-order/{bookingId}/{orderId}', { params: { path: { bookingId, orderId } } }))
}

/** GET /api/check-checkout-session/{sessionId}: the payment state and what was booked, location names in `language` (idempotent, polled). */
export function checkCheckoutSession(sessionId: string, language: Language, signal?: AbortSignal): Promise<CheckoutSessionStatus> {
  return unwrap(api.GET('/api/check-checkout-session/{sessionId}', { params: { path: { sessionId }, query: { language } }, signal }))
}

/** The confirmation machine of the app: a check is cancelled with its actor (page left). */
export const appConfirmationMachine = confirmationMachine.provide({
  actors: {
    checkSession: fromPromise(({ input, signal }: { input: CheckSessionInput; signal: AbortSignal }) =>
      checkCheckoutSession(input.sessionId, input.language, signal),
    ),
  },
})
