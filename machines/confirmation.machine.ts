// The booking confirmation of `/checkout-session/{sessionId}` (spec §2, §4, §8): payment
// checking in progress, then success or 'Payment failed'. Pure: the request is the named actor
// `checkSession` (GET /api/check-checkout-session/{sessionId}), supplied with `.provide()`.
//
//   checking ─ paid ────► success.payNow    ┐ context.activationEmailSent: show the
//      │     ─ payLater ► success.payLater  ┘ check-your-mailbox status as well
//      │     ─ failed ──► failed ('Payment failed')
//      │     ─ request error ─► error ('Something went wrong! Try again later') ─ retry ─► checking
//      └ pending (the provider has not settled yet) ─► waiting ─ after the back-off ─► checking
//                      … gives up once POLL_GIVE_UP_MS have been waited ─► error
//
// Back-off: 1 s, 2 s, 4 s, 8 s, then every 10 s. The delay is the named delay `pollDelay`, so
// tests drive it with a simulated clock.
import { assign, fromPromise, setup } from 'xstate'
import type { components } from '../openapi/schema'

export type CheckoutSessionStatus = components['schemas']['CheckoutSessionStatus']

export interface ConfirmationInput {
  sessionId: string
}

export interface ConfirmationContext {
  sessionId: string
  activationEmailSent: boolean
  /** Checks answered "pending" since the last (re)start. */
  pendingChecks: number
  /** Milliseconds waited between checks since the last (re)start. */
  waited: number
}

export type ConfirmationEvent = { type: 'confirmation.retry' }

export const POLL_FIRST_DELAY_MS = 1_000
export const POLL_MAX_DELAY_MS = 10_000
export const POLL_GIVE_UP_MS = 120_000

/** Wait before the check following the `pendingChecks`-th "pending" answer (1-based). */
export function pollDelay(pendingChecks: number): number {
  return Math.min(POLL_FIRST_DELAY_MS * 2 ** Math.max(0, pendingChecks - 1), POLL_MAX_DELAY_MS)
}

const notProvided = () => Promise.reject(new Error('confirmation: actor checkSession not provided'))

const outcomeIs =
  (outcome: CheckoutSessionStatus['outcome']) =>
  ({ event }: { event: unknown }) =>
    (event as { output?: CheckoutSessionStatus }).output?.outcome === outcome

export const confirmationMachine = setup({
  types: {
    input: {} as ConfirmationInput,
    context: {} as ConfirmationContext,
    events: {} as ConfirmationEvent,
  },
  actors: {
    /** GET /api/check-checkout-session/{sessionId}. */
    checkSession: fromPromise<CheckoutSessionStatus, { sessionId: string }>(notProvided),
  },
  delays: {
    pollDelay: ({ context }) => pollDelay(context.pendingChecks),
  },
  guards: {
    paid: outcomeIs('paid'),
    payLater: outcomeIs('payLater'),
    failed: outcomeIs('failed'),
    gaveUp: ({ context }) => context.waited >= POLL_GIVE_UP_MS,
  },
  actions: {
    rememberMailbox: assign({
      activationEmailSent: ({ event }) => (event as unknown as { output: CheckoutSessionStatus }).output.activationEmailSent,
    }),
  },
}).createMachine({
  id: 'confirmation',
  context: ({ input }) => ({ sessionId: input.sessionId, activationEmailSent: false, pendingChecks: 0, waited: 0 }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        input: ({ context }) => ({ sessionId: context.sessionId }),
        onDone: [
          { guard: 'paid', target: 'success.payNow', actions: 'rememberMailbox' },
          { guard: 'payLater', target: 'success.payLater', actions: 'rememberMailbox' },
          { guard: 'failed', target: 'failed' },
          { guard: 'gaveUp', target: 'error' },
          { target: 'waiting', actions: assign({ pendingChecks: ({ context }) => context.pendingChecks + 1 }) },
        ],
        onError: { target: 'error' },
      },
    },
    waiting: {
      after: {
        pollDelay: {
          target: 'checking',
          actions: assign({ waited: ({ context }) => context.waited + pollDelay(context.pendingChecks) }),
        },
      },
    },
    success: {
      initial: 'payNow',
      states: {
        payNow: {},
        payLater: {},
      },
    },
    failed: {},
    error: {
      on: {
        'confirmation.retry': {
          target: 'checking',
          actions: assign({ pendingChecks: 0, waited: 0 }),
        },
      },
    },
  },
})
