import type { ServerConfig } from '../../config.js'
import { createPayPalClient, type PayPalClient } from './paypal.js'
import { createStripeGateway, type StripeGateway } from './stripe.js'

export type PaymentProviders = { stripe: StripeGateway | null; paypal: PayPalClient | null }

/** The client of the configured gateway (PAYMENT_GATEWAY with its keys); none without one. */
export async function createPaymentProviders(config: ServerConfig): Promise<PaymentProviders> {
  return { stripe: await createStripeGateway(config), paypal: createPayPalClient(config) }
}
