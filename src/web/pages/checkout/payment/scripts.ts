// Stripe.js and the PayPal JS SDK load from the providers' sites at run time (STACK.md: offline
// they fail, and the paymentScript machine shows it). One module-level cache, so the script the
// machine loaded is the one the payment step uses: the same Stripe instance (CheckoutElements
// needs a stable one) and the same PayPal <script> (PayPalScriptProvider finds it and does not
// load it again).
// Stripe's loader (`pure`: Stripe.js is fetched only when asked for) comes with the first ask too:
// a visitor paying at the counter never downloads it.
import type { Stripe } from '@stripe/stripe-js'
import { fromPromise } from 'xstate'
import { paymentScriptMachine, type LoadScriptInput } from '../../../../../machines/paymentScript.machine'
import type { Currency } from '../../../../domain/enums'

const stripes = new Map<string, Promise<Stripe>>()

/** The Stripe instance for a publishable key (loads Stripe.js once; a failure may be retried). */
export function stripeFor(publishableKey: string): Promise<Stripe> {
  const known = stripes.get(publishableKey)
  if (known) return known
  const promise = import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey)).then((stripe) => {
    if (!stripe) throw new Error('Stripe.js not available')
    return stripe
  })
  stripes.set(publishableKey, promise)
  promise.catch(() => stripes.delete(publishableKey))
  return promise
}

/** What PayPalScriptProvider is given: the SDK for one currency, orders captured at once. */
export function payPalScriptOptions(clientId: string, currency: Currency) {
  return { clientId, currency, intent: 'capture' }
}

/** The `loadScript` actor: Stripe.js or the PayPal SDK, rejecting when it cannot be loaded. */
export async function loadPaymentScript({ gateway, key, currency }: LoadScriptInput): Promise<void> {
  if (gateway === 'Stripe') await stripeFor(key)
  // PayPal's loader (with react-paypal-js's script id) is a chunk of its own, fetched only for PayPal
  else await (await import('./paypal-sdk')).loadPayPalSdk(key, currency)
}

export const appPaymentScriptMachine = paymentScriptMachine.provide({
  actors: { loadScript: fromPromise(({ input }: { input: LoadScriptInput }) => loadPaymentScript(input)) },
})
