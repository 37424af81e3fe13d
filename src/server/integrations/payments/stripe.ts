// Stripe through its official SDK, pointed at STRIPE_API_URL (Stripe itself, or a local double in
// tests). Checkout Sessions in `ui_mode: 'elements'` (Checkout Elements): the browser mounts the
// Payment Element with the session's client secret; the server decides amount and currency.
import type Stripe from 'stripe'
import type { Currency } from '../../../domain/enums.js'
import type { ServerConfig } from '../../config.js'

export type StripeSession = Stripe.Checkout.Session
export type StripeEvent = Stripe.Event

/** Stripe's minimum lifetime of a Checkout Session is 30 minutes after its creation. */
export const STRIPE_MINIMUM_SESSION_MS = 30 * 60_000

export type SessionRequest = {
  bookingId: string
  /** In minor units (cents) of `currency`, as Stripe's unit_amount. */
  amount: number
  currency: Currency
  productName: string
  customerEmail: string
  /** Epoch seconds; at least Stripe's minimum after now. */
  expiresAt: number
  /** PUBLIC_URL: Stripe sends the payer back to /checkout-session/{CHECKOUT_SESSION_ID}. */
  publicUrl: string
  idempotencyKey: string
}

export interface StripeGateway {
  createSession(request: SessionRequest): Promise<StripeSession>
  retrieveSession(id: string): Promise<StripeSession>
  /** Verifies Stripe's signature over the raw body; throws when it does not match. */
  verifyEvent(rawBody: string, signature: string): StripeEvent
}

/** The SDK, loaded with the first gateway: a server without Stripe configured never loads it (memory). */
let sdk: typeof Stripe | undefined

export async function createStripeGateway(config: ServerConfig): Promise<StripeGateway | null> {
  if (config.paymentGateway !== 'Stripe' || !config.stripeSecretKey) return null
  sdk ??= (await import('stripe')).default
  const api = new URL(config.stripeApiUrl)
  const stripe = new sdk(config.stripeSecretKey, {
    host: api.hostname,
    port: api.port || (api.protocol === 'https:' ? 443 : 80),
    protocol: api.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 2,
    timeout: 15_000,
  })
  const webhookSecret = config.stripeWebhookSecret
  return {
    createSession: (request) =>
      stripe.checkout.sessions.create(
        {
          ui_mode: 'elements',
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amount, product_data: { name: request.productName } },
            },
          ],
          customer_email: request.customerEmail,
          client_reference_id: request.bookingId,
          metadata: { bookingId: request.bookingId },
          payment_intent_data: { metadata: { bookingId: request.bookingId } },
          return_url: `${request.publicUrl}/checkout-session/{CHECKOUT_SESSION_ID}`,
          expires_at: request.expiresAt,
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    retrieveSession: (id) => stripe.checkout.sessions.retrieve(id),
    verifyEvent(rawBody, signature) {
      if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set')
      return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret)
    },
  }
}

/** An idempotency key reused with other parameters (Stripe answers 400 idempotency_error). */
export const isIdempotencyError = (error: unknown) => sdk !== undefined && error instanceof sdk.errors.StripeIdempotencyError
