// Payment script loading (spec §4 "Payment script loading: initial, pending, resolved,
// rejected"): Stripe.js or the PayPal JS SDK, fetched from the provider's site at run time. Pure:
// the download is the named actor `loadScript`, supplied by the SPA with `.provide()`.
//
//   initial ─ paymentScript.load ─► pending ─ done ──► resolved
//                                      └──── error ─► rejected ─ paymentScript.retry ─► pending
//   A load asking for another script (gateway, key, or the PayPal currency, which is part of the
//   SDK's URL) starts again from pending; asking for the same one again changes nothing.
//
// The checkout loads the script as soon as the visitor picks an online payment, before the
// booking exists: a script that cannot load never leaves a void booking behind.
import { and, assertEvent, assign, fromPromise, setup } from 'xstate'
import type { Currency, PaymentGateway } from '../src/domain/enums'

export interface LoadScriptInput {
  gateway: PaymentGateway
  /** Stripe's publishable key, or PayPal's client id. */
  key: string
  /** The charged currency (PayPal's SDK is loaded for one currency). */
  currency: Currency
}

export interface PaymentScriptContext {
  request: LoadScriptInput | null
  /** Why the last load failed (for logs; the page shows one message). */
  error: string | null
  /** Loads started so far (the first one and every retry). */
  attempts: number
}

export type PaymentScriptEvent = ({ type: 'paymentScript.load' } & LoadScriptInput) | { type: 'paymentScript.retry' }

const notProvided = () => Promise.reject(new Error('paymentScript: actor loadScript not provided'))

/** The same script: PayPal's SDK URL carries the currency, Stripe.js does not. */
export function sameScript(a: LoadScriptInput | null, b: LoadScriptInput): boolean {
  return (
    a !== null && a.gateway === b.gateway && a.key === b.key && (a.gateway === 'Stripe' || a.currency === b.currency)
  )
}

const requestOf = (event: PaymentScriptEvent): LoadScriptInput => {
  assertEvent(event, 'paymentScript.load')
  return { gateway: event.gateway, key: event.key, currency: event.currency }
}

export const paymentScriptMachine = setup({
  types: {
    context: {} as PaymentScriptContext,
    events: {} as PaymentScriptEvent,
  },
  actors: {
    /** Loads Stripe.js (loadStripe) or the PayPal SDK; rejects when it cannot be had. */
    loadScript: fromPromise<void, LoadScriptInput>(notProvided),
  },
  guards: {
    isNewRequest: ({ context, event }) => !sameScript(context.request, requestOf(event)),
    hasKey: ({ event }) => requestOf(event).key.trim() !== '',
  },
  actions: {
    remember: assign({ request: ({ event }) => requestOf(event) }),
  },
}).createMachine({
  id: 'paymentScript',
  context: { request: null, error: null, attempts: 0 },
  initial: 'initial',
  on: {
    'paymentScript.load': {
      guard: and(['hasKey', 'isNewRequest']),
      target: '.pending',
      reenter: true,
      actions: 'remember',
    },
  },
  states: {
    initial: {},
    pending: {
      entry: assign({ error: null, attempts: ({ context }) => context.attempts + 1 }),
      invoke: {
        id: 'loadScript',
        src: 'loadScript',
        input: ({ context }) => context.request!,
        onDone: { target: 'resolved' },
        onError: {
          target: 'rejected',
          actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
        },
      },
    },
    resolved: {},
    rejected: {
      on: { 'paymentScript.retry': { target: 'pending' } },
    },
  },
})
