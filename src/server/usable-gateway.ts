// The online payment provider this installation can actually charge with: the configured
// PAYMENT_GATEWAY, and only when its client exists (its keys are set). The search, the price quote
// and the checkout all decide an offer's payment options with it, so they never disagree.
import type { FastifyInstance } from 'fastify'
import type { PaymentGateway } from '../domain/enums.js'

export function usableGateway(server: Pick<FastifyInstance, 'config' | 'payments'>): PaymentGateway | null {
  const { config, payments } = server
  if (config.paymentGateway === 'Stripe') return payments.stripe ? 'Stripe' : null
  if (config.paymentGateway === 'PayPal') return payments.paypal ? 'PayPal' : null
  return null
}
