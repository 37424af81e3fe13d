// How the payment script machine's paths are made (spec §4): the page's load and retry, and the
// loader's outcomes as `xstate.done.actor.loadScript` / `xstate.error.actor.loadScript`.
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { paymentScriptMachine, type LoadScriptInput } from '../../../machines/paymentScript.machine'
import { pathPlan } from '../support/paths'

type Snapshot = SnapshotFrom<typeof paymentScriptMachine>
export type Step = AnyEventObject

export const stripe: LoadScriptInput = { gateway: 'Stripe', key: 'pk_test_123', currency: 'EUR' }
export const stripeOtherCurrency: LoadScriptInput = { ...stripe, currency: 'USD' }
export const payPalEur: LoadScriptInput = { gateway: 'PayPal', key: 'client-1', currency: 'EUR' }
export const payPalUsd: LoadScriptInput = { ...payPalEur, currency: 'USD' }
export const noKey: LoadScriptInput = { gateway: 'Stripe', key: ' ', currency: 'EUR' }

export const load = (request: LoadScriptInput) => ({ type: 'paymentScript.load' as const, ...request })
export const loaded: Step = { type: 'xstate.done.actor.loadScript' }
export const failed: Step = { type: 'xstate.error.actor.loadScript', error: new Error('Failed to load Stripe.js') }

function eventsIn(snapshot: Snapshot): Step[] {
  const events: Step[] = [load(stripe), load(stripeOtherCurrency), load(payPalEur), load(payPalUsd), load(noKey), { type: 'paymentScript.retry' }]
  if (snapshot.matches('pending')) events.push(loaded, failed)
  return events
}

export const requestKey = (request: LoadScriptInput | null) =>
  request === null ? 'none' : `${request.gateway}:${request.key}:${request.gateway === 'PayPal' ? request.currency : '*'}`

export const paymentScriptPaths = pathPlan({
  machine: paymentScriptMachine,
  traversal: 'shortest',
  starts: [{ name: 'script' }],
  events: eventsIn,
  // a retried load is a state of its own (capped), so the retry paths are walked too
  serializeState: (snapshot) => JSON.stringify([snapshot.value, requestKey(snapshot.context.request), Math.min(snapshot.context.attempts, 2)]),
})
