// Model-based test of the booking page machine (issue 9): view, edit (quote then save), cancel
// request, delete and rate. @xstate/graph walks the machine from bookings that allow different
// actions, with the actors' outcomes given as events; every path is replayed on a real actor whose
// requests are doubles, checking step by step the requests in flight and their inputs, and that
// an action the server does not allow is never started.
import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { bookingPageMachine, draftOf, editBody, type Booking, type BookingPageEvent } from '../../machines/bookingPage.machine'
import {
  backwardsDraft,
  booking,
  bookingPagePaths,
  car,
  done,
  ended,
  ID,
  input,
  longerDraft,
  quote,
  upcoming,
  type Outcome,
  type Snapshot,
} from './paths/bookingPage.paths'
import { deferredRequests, flush, type DeferredRequest } from './support/deferred-requests'
import { missingOf } from './support/coverage'
import { machineCoverage, pathsOf } from './support/paths'

type Request = DeferredRequest<string, unknown>

function harness() {
  const { requests, double, inFlight, settle } = deferredRequests<string, unknown>()
  const names = ['fetchBooking', 'fetchCar', 'quoteEdit', 'saveEdit', 'requestCancel', 'deleteBooking', 'rateBooking'] as const
  const machine = bookingPageMachine.provide({
    actors: Object.fromEntries(names.map((name) => [name, double(name)])),
  })
  const actor = createActor(machine, { input }).start()
  // The refresh is the fetchBooking actor under another id: settle it by that name.
  const settleOutcome = (outcome: Outcome) => settle({ ...outcome, type: outcome.type.replace('refreshBooking', 'fetchBooking') })
  return { actor, requests, inFlight, settle: settleOutcome }
}

/** The requests running are exactly those the state says. */
function expectRequestsInFlight(snapshot: Snapshot, inFlight: (name?: string) => Request[]) {
  const { context } = snapshot
  const running = inFlight().map((r) => [r.actor, r.input])
  const expected: [string, unknown][] = []
  if (snapshot.matches('loading') || snapshot.matches({ ready: 'refreshing' }))
    expected.push(['fetchBooking', { id: ID, language: context.language, currency: context.currency }])
  if (snapshot.matches({ ready: { editing: 'loadingCar' } })) expected.push(['fetchCar', { id: upcoming.car.id, language: context.language }])
  if (snapshot.matches({ ready: { editing: 'quoting' } })) expected.push(['quoteEdit', { id: ID, body: editBody(context) }])
  if (snapshot.matches({ ready: { editing: 'saving' } })) expected.push(['saveEdit', { id: ID, body: editBody(context) }])
  if (snapshot.matches({ ready: 'cancelling' })) expected.push(['requestCancel', { id: ID }])
  if (snapshot.matches({ ready: 'deleting' })) expected.push(['deleteBooking', { id: ID }])
  if (snapshot.matches({ ready: 'rating' })) expected.push(['rateBooking', { id: ID, rating: 4, comment: 'Clean car' }])
  expect(running).toEqual(expected)
}

const START_EVENTS: Record<string, keyof Booking['actions']> = { 'edit.start': 'edit', 'cancel.start': 'cancel', 'delete.start': 'delete', 'rate.submit': 'rate' }

describe('booking page model', () => {
  const paths = pathsOf(bookingPagePaths)
  const describePath = (p: (typeof paths)[number]) =>
    `${p.start.name}: ${p.steps.map((s) => s.event.type.replace(/^xstate\./, '')).join(' → ') || 'start'} ⇒ ${JSON.stringify(p.state.value)}`

  it('explores enough paths', () => {
    expect(paths.length).toBeGreaterThan(40)
  })

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_, { steps, state: target }) => {
    const { actor, inFlight, settle } = harness()
    for (const { event, state } of steps) {
      const before = actor.getSnapshot()
      if (event.type.startsWith('xstate.')) {
        await settle(event)
        const now = actor.getSnapshot()
        if (event.type === 'xstate.error.actor.fetchBooking' && (event.error as { code: string }).code === 'NOT_FOUND') expect(now.value).toBe('notFound')
        if (event.type === 'xstate.done.actor.saveEdit') {
          // The saved booking is shown, with the new price said.
          expect(now.context.booking?.price).toBe(375)
          expect(now.context.notice).toBe('edited')
        }
        if (event.type === 'xstate.error.actor.quoteEdit' || event.type === 'xstate.error.actor.saveEdit') {
          // A refused edit goes back to the form with the reason, the draft kept.
          expect(now.matches({ ready: { editing: 'form' } })).toBe(true)
          expect(now.context.errorCode).toBe('BOOKING_CONFLICT')
          expect(now.context.draft).toEqual(before.context.draft)
        }
        if (event.type === 'xstate.done.actor.requestCancel') expect(now.context.notice).toBe('cancelRequested')
      } else {
        const accepted = before.can(event as BookingPageEvent)
        actor.send(event as BookingPageEvent)
        await flush()
        // An action starts only when the server allows it.
        const action = START_EVENTS[event.type]
        if (action && accepted) expect(before.context.booking?.actions[action]).toBe(true)
      }
      const now = actor.getSnapshot()
      expect(now.value).toEqual(state.value)
      expectRequestsInFlight(now, inFlight)
    }
    expect(actor.getSnapshot().value).toEqual(target.value)
    actor.stop()
  })

  it('the paths visit every state and take every transition', () => {
    expect(missingOf(machineCoverage([bookingPagePaths]))).toEqual([])
  })
})

describe('booking page rules', () => {
  async function viewing(start: Booking) {
    const h = harness()
    await h.settle(done('fetchBooking', start))
    return h
  }

  it('an edit sends the whole option set and the dates as wall times at the places', async () => {
    const { actor, settle, inFlight } = await viewing(upcoming)
    actor.send({ type: 'edit.start' })
    await settle(done('fetchCar', car))
    actor.send({ type: 'edit.change', draft: { ...longerDraft, options: { ...longerDraft.options, additionalDriver: true }, additionalDriver: { fullName: 'Sam Second', email: 'sam@keyturn.example', phone: '+33 6 00 00 00 00', birthDate: '1991-02-03' } } })
    actor.send({ type: 'edit.submit' })
    await flush()
    expect(inFlight('quoteEdit').map((r) => r.input)).toEqual([
      {
        id: ID,
        body: {
          // The booking's 09:00 UTC is 10:00 in Paris (winter); the drop-off moved to the 6th.
          from: '2026-12-01T10:00',
          to: '2026-12-06T10:00',
          options: { ...upcoming.options, additionalDriver: true },
          additionalDriver: { fullName: 'Sam Second', email: 'sam@keyturn.example', phone: '+33 6 00 00 00 00', birthDate: '1991-02-03' },
          currency: 'EUR',
          language: 'en',
        },
      },
    ])
  })

  it.each(['UTC', 'Asia/Tokyo', 'America/Los_Angeles'])('the form reads the places’ clocks whatever the runtime’s zone (%s)', (runtimeZone) => {
    const previous = process.env.TZ
    process.env.TZ = runtimeZone
    try {
      // 09:00 UTC in December: 10:00 in Paris, 09:00 in London
      const oneWay = booking({ edit: true }, { dropOffLocation: { id: 'l0000000-0000-4000-8000-000000000002', name: 'London', timeZone: 'Europe/London' } })
      expect(draftOf(oneWay)).toMatchObject({ from: '2026-12-01T10:00', to: '2026-12-05T09:00' })
    } finally {
      process.env.TZ = previous
    }
  })

  it('places in two zones: the order of the dates is the order of the instants, not of the wall times', async () => {
    const london = { id: 'l0000000-0000-4000-8000-000000000002', name: 'London', timeZone: 'Europe/London' }
    const { actor, settle, inFlight } = await viewing(booking({ edit: true }, { dropOffLocation: london }))
    actor.send({ type: 'edit.start' })
    await settle(done('fetchCar', car))
    const base = actor.getSnapshot().context.draft!
    // 09:30 in London is half an hour after 10:00 in Paris
    actor.send({ type: 'edit.change', draft: { ...base, from: '2026-12-05T10:00', to: '2026-12-05T09:30' } })
    expect(actor.getSnapshot().can({ type: 'edit.submit' })).toBe(true)
    // 08:30 in London is half an hour before it
    actor.send({ type: 'edit.change', draft: { ...base, from: '2026-12-05T10:00', to: '2026-12-05T08:30' } })
    expect(actor.getSnapshot().can({ type: 'edit.submit' })).toBe(false)
    actor.send({ type: 'edit.change', draft: { ...base, from: '2026-12-05T10:00', to: '2026-12-05T09:30' } })
    actor.send({ type: 'edit.submit' })
    await flush()
    expect(inFlight('quoteEdit').map((r) => (r.input as { body: { from: string; to: string } }).body)).toMatchObject([{ from: '2026-12-05T10:00', to: '2026-12-05T09:30' }])
  })

  it('dates out of order are not sent', async () => {
    const { actor, settle, inFlight } = await viewing(upcoming)
    actor.send({ type: 'edit.start' })
    await settle(done('fetchCar', car))
    actor.send({ type: 'edit.change', draft: backwardsDraft })
    expect(actor.getSnapshot().can({ type: 'edit.submit' })).toBe(false)
    actor.send({ type: 'edit.submit' })
    await flush()
    expect(inFlight('quoteEdit')).toEqual([])
  })

  it('a saving edit cannot be abandoned; its outcome is always shown', async () => {
    const { actor, settle } = await viewing(upcoming)
    actor.send({ type: 'edit.start' })
    await settle(done('fetchCar', car))
    actor.send({ type: 'edit.change', draft: longerDraft })
    actor.send({ type: 'edit.submit' })
    await settle(done('quoteEdit', quote))
    actor.send({ type: 'edit.confirm' })
    expect(actor.getSnapshot().can({ type: 'edit.stop' })).toBe(false)
  })

  it('a rating needs stars; a comment of blanks is sent as none', async () => {
    const { actor, inFlight } = await viewing(ended)
    expect(actor.getSnapshot().can({ type: 'rate.submit' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'rate.change', rating: 6, comment: '' })).toBe(false)
    actor.send({ type: 'rate.change', rating: 5, comment: '   ' })
    actor.send({ type: 'rate.submit' })
    await flush()
    expect(inFlight('rateBooking').map((r) => r.input)).toEqual([{ id: ID, rating: 5, comment: undefined }])
  })

  it('a booking that allows nothing offers nothing', async () => {
    const { actor } = await viewing(booking())
    for (const type of ['edit.start', 'cancel.start', 'delete.start'] as const) expect(actor.getSnapshot().can({ type })).toBe(false)
  })
})
