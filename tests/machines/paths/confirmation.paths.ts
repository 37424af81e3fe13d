// How the confirmation machine's paths are made: the server's answers as
// `xstate.done.actor.checkSession` / `xstate.error.actor.checkSession`, the back-off as its
// `xstate.after.pollDelay…` event, the retry.
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { confirmationMachine, type CheckoutBookingSummary, type CheckoutSessionStatus, type ConfirmationInput } from '../../../machines/confirmation.machine'
import { pathPlan } from '../support/paths'

type Snapshot = SnapshotFrom<typeof confirmationMachine>
export type Step = AnyEventObject

export const sessionId = 'cs_test_a1b2c3'
export const booking = (names: { pickUp: string; dropOff: string } = { pickUp: 'Paris Gare de Lyon', dropOff: 'Lyon Part-Dieu' }): CheckoutBookingSummary => ({
  reference: 'ck_reference123',
  carName: 'Peugeot 208',
  supplierName: 'Sunrise Rentals',
  pickUpLocation: { id: '00000000-0000-4000-8000-00000000c001', name: names.pickUp, timeZone: 'Europe/Paris' },
  dropOffLocation: { id: '00000000-0000-4000-8000-00000000c002', name: names.dropOff, timeZone: 'Europe/Paris' },
  from: '2026-12-01T09:00:00.000Z',
  to: '2026-12-04T09:00:00.000Z',
  days: 3,
  currency: 'EUR',
  price: 132,
  deposit: 100,
  payment: 'payInFull',
  story: 'paid',
  freeCancellationUntil: null,
  paidAmount: 121.44,
  paidCurrency: 'EUR',
  releasedUnlessConfirmedBy: null,
})
export const status = (
  outcome: CheckoutSessionStatus['outcome'],
  activationEmailSent = false,
  summary: CheckoutBookingSummary = booking(),
): CheckoutSessionStatus => ({
  sessionId,
  bookingId: '6f1c1d2e-0000-4000-8000-0000000000b1',
  status: outcome === 'paid' ? 'paid' : outcome === 'payLater' ? 'pending' : outcome === 'failed' ? 'cancelled' : 'void',
  outcome,
  activationEmailSent,
  booking: summary,
})
export const answer = (output: CheckoutSessionStatus): Step => ({ type: 'xstate.done.actor.checkSession', output })
export const requestFailed: Step = { type: 'xstate.error.actor.checkSession', error: new Error('HTTP 500') }
export const tick: Step = { type: 'xstate.after.pollDelay.confirmation.waiting' }

function eventsIn(snapshot: Snapshot): Step[] {
  if (snapshot.matches('checking'))
    return [
      answer(status('paid')),
      answer(status('paid', true)),
      answer(status('payLater')),
      answer(status('payLater', true)),
      answer(status('failed')),
      answer(status('pending')),
      requestFailed,
    ]
  if (snapshot.matches('waiting')) return [tick]
  if (snapshot.matches('error')) return [{ type: 'confirmation.retry' }]
  return []
}

/** The page's language changes, before and after success; in success the names are asked again (`relabel`). */
export const relabelled = booking({ pickUp: 'Paris Gare de Lyon (EN)', dropOff: 'Lyon Part-Dieu (EN)' })
function languageEventsIn(snapshot: Snapshot): Step[] {
  const events: Step[] = [{ type: 'confirmation.language', language: 'en' }]
  if (snapshot.matches('checking')) events.push(answer(status('paid')))
  if (snapshot.children.relabel)
    events.push({ type: 'xstate.done.actor.relabel', output: status('paid', false, relabelled) }, { type: 'xstate.error.actor.relabel', error: new Error('HTTP 500') })
  return events
}

const input: ConfirmationInput = { sessionId, language: 'fr' }

export const confirmationPaths = pathPlan({
  machine: confirmationMachine,
  traversal: 'shortest',
  starts: [
    { name: 'polling', input, events: eventsIn },
    // A walk of its own: in the polling one, a second language would double the states.
    { name: 'language', input, events: languageEventsIn },
  ],
  events: (snapshot, start) => start.events(snapshot),
  serializeState: ({ value, context, children }) =>
    // the children: whether the names are being asked again
    JSON.stringify([value, context.pendingChecks, context.waited, context.activationEmailSent, context.language, Object.keys(children)]),
})
