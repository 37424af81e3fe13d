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
//
// Every answer's booking summary is kept (`context.booking`): the success view shows it. The
// check asks for the location names in `context.language`; on success, `confirmation.language`
// (the visitor switched language) asks once more, quietly, for the names in the new language.
import { assign, fromPromise, setup, spawnChild, stopChild } from 'xstate'
import type { components } from '../openapi/schema'
import type { Language } from '../src/domain/enums'

export type CheckoutSessionStatus = components['schemas']['CheckoutSessionStatus']
export type CheckoutBookingSummary = components['schemas']['CheckoutBookingSummary']

export interface ConfirmationInput {
  sessionId: string
  /** The language of the location names asked for. */
  language: Language
}

export interface CheckSessionInput {
  sessionId: string
  language: Language
}

export interface ConfirmationContext {
  sessionId: string
  language: Language
  activationEmailSent: boolean
  /** What was booked, from the last answer (null before the first one). */
  booking: CheckoutBookingSummary | null
  /** Checks answered "pending" since the last (re)start. */
  pendingChecks: number
  /** Milliseconds waited between checks since the last (re)start. */
  waited: number
}

export type ConfirmationEvent =
  | { type: 'confirmation.retry' }
  | { type: 'confirmation.language'; language: Language }
  | { type: 'xstate.done.actor.relabel'; output: CheckoutSessionStatus }
  | { type: 'xstate.error.actor.relabel'; error: unknown }

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
    checkSession: fromPromise<CheckoutSessionStatus, CheckSessionInput>(notProvided),
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
    rememberBooking: assign({
      booking: ({ event }) => (event as unknown as { output: CheckoutSessionStatus }).output.booking,
    }),
  },
}).createMachine({
  id: 'confirmation',
  context: ({ input }) => ({
    sessionId: input.sessionId,
    language: input.language,
    activationEmailSent: false,
    booking: null,
    pendingChecks: 0,
    waited: 0,
  }),
  on: {
    // Before success the next check asks in the new language anyway.
    'confirmation.language': { actions: assign({ language: ({ event }) => event.language }) },
  },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        input: ({ context }): CheckSessionInput => ({ sessionId: context.sessionId, language: context.language }),
        onDone: [
          { guard: 'paid', target: 'success.payNow', actions: ['rememberMailbox', 'rememberBooking'] },
          { guard: 'payLater', target: 'success.payLater', actions: ['rememberMailbox', 'rememberBooking'] },
          { guard: 'failed', target: 'failed', actions: 'rememberBooking' },
          { guard: 'gaveUp', target: 'error', actions: 'rememberBooking' },
          {
            target: 'waiting',
            actions: ['rememberBooking', assign({ pendingChecks: ({ context }) => context.pendingChecks + 1 })],
          },
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
      on: {
        // Only the names change: the outcome stays what it was; a failed request changes nothing.
        'confirmation.language': {
          guard: ({ context, event }) => event.language !== context.language,
          actions: [
            assign({ language: ({ event }) => event.language }),
            stopChild('relabel'),
            spawnChild('checkSession', {
              id: 'relabel',
              input: ({ context }): CheckSessionInput => ({ sessionId: context.sessionId, language: context.language }),
            }),
          ],
        },
        'xstate.done.actor.relabel': { actions: assign({ booking: ({ event }) => event.output.booking }) },
        'xstate.error.actor.relabel': {},
      },
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
