// Model-based test of the bookings list machine (issue 9). @xstate/graph walks the machine with the
// driver's events and the actors' outcomes given as `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
// events; each path is replayed on a real actor whose requests are doubles settled as the path says,
// and we check what a caller sees: the requests in flight (and their inputs), the rows, the
// selection, the summary of an action and the URL writes.
import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  bookingsListMachine,
  type ApplyActionInput,
  type BookingPage,
  type BookingsListEvent,
  type FetchBookingsInput,
} from '../../machines/bookingsList.machine'
import { parseBookingsQuery, toBookingsFilterBody, type BookingsQuery } from '../../src/domain/bookings-query'
import {
  bookingsListPaths,
  bulk,
  cancellable,
  deletable,
  done,
  fullPage,
  input,
  locked,
  page,
  SUPPLIER,
  USER,
  type Snapshot,
} from './paths/bookingsList.paths'
import { missingOf } from './support/coverage'
import { deferredRequests, flush, type DeferredRequest } from './support/deferred-requests'
import { machineCoverage, pathsOf } from './support/paths'

type Request = DeferredRequest<'fetchBookings' | 'applyAction', FetchBookingsInput | ApplyActionInput>

function harness() {
  const { requests, double, inFlight, settle } = deferredRequests<Request['actor'], Request['input']>()
  const urlWrites: BookingsQuery[] = []
  const machine = bookingsListMachine.provide({
    actors: { fetchBookings: double('fetchBookings') as never, applyAction: double('applyAction') as never },
    actions: { syncUrl: (_, query) => void urlWrites.push(query) },
  })
  const actor = createActor(machine, { input }).start()
  return { actor, requests, urlWrites, inFlight, settle }
}

/** The requests running are exactly those the state says, with the inputs of its query. */
function expectRequestsInFlight(snapshot: Snapshot, inFlight: (name?: Request['actor']) => Request[]) {
  const { context } = snapshot
  const fetches = inFlight('fetchBookings').map((r) => r.input)
  if (snapshot.matches('loading'))
    expect(fetches).toEqual([
      { body: toBookingsFilterBody(context.query, USER, context.currency), page: context.query.page, size: context.pageSize, language: context.language },
    ])
  else expect(fetches).toEqual([])
  const applies = inFlight('applyAction').map((r) => r.input)
  expect(applies).toEqual(snapshot.matches({ ready: 'applying' }) ? [context.pending] : [])
}

describe('bookings list model', () => {
  const paths = pathsOf(bookingsListPaths)

  const describePath = (p: (typeof paths)[number]) =>
    `${p.start.name}: ${p.steps.map((s) => s.event.type.replace(/^xstate\.|^bookings\./, '')).join(' → ') || 'start'} ⇒ ${JSON.stringify(p.state.value)}`

  it('explores enough paths', () => {
    expect(paths.length).toBeGreaterThan(30)
  })

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_, { steps, state: target }) => {
    const { actor, urlWrites, inFlight, settle, requests } = harness()
    const expectedUrlWrites: BookingsQuery[] = []
    for (const { event, state } of steps) {
      const before = actor.getSnapshot()
      if (event.type.startsWith('xstate.')) {
        await settle(event)
        const now = actor.getSnapshot()
        if (event.type === 'xstate.done.actor.fetchBookings') {
          const answer = event.output as BookingPage
          expect(now.context.rows).toEqual(answer.rows)
          expect(now.context.total).toBe(answer.total)
          // A new page starts with nothing selected.
          expect(now.context.selected).toEqual([])
          if (now.matches('loading')) {
            // Past the last page (rows deleted meanwhile): the last page is asked, and written in the URL.
            expect(now.context.query.page).toBe(Math.max(1, Math.ceil(answer.total / now.context.pageSize)))
            expectedUrlWrites.push(now.context.query)
          }
        }
        if (event.type === 'xstate.done.actor.applyAction') {
          // The summary names the rows by reference, with the server's reasons; the list is asked again.
          expect(now.context.summary).toEqual({
            action: before.context.pending!.action,
            done: [{ id: cancellable.id, reference: cancellable.reference }],
            refused: [{ id: locked.id, reference: locked.reference, reason: 'STATUS_NOT_ALLOWED' }],
          })
          expect(now.matches('loading')).toBe(true)
        }
        if (event.type === 'xstate.error.actor.applyAction') {
          // A failed action is said in the confirmation, which stays open to try again.
          expect(now.matches({ ready: 'confirming' })).toBe(true)
          expect(now.context.errorCode).toBe('INTERNAL_ERROR')
        }
      } else {
        const accepted = before.can(event as BookingsListEvent)
        actor.send(event as BookingsListEvent)
        await flush()
        const now = actor.getSnapshot()
        if (accepted && ['bookings.filter', 'bookings.page', 'bookings.pageSize'].includes(event.type)) expectedUrlWrites.push(now.context.query)
        if (event.type === 'bookings.request') {
          // Only a request one of whose rows allows the action opens the confirmation.
          const { action, ids } = event as Extract<BookingsListEvent, { type: 'bookings.request' }>
          const allowed = before.context.rows.some((r) => ids.includes(r.id) && r.actions[action])
          expect(accepted).toBe(allowed && before.matches({ ready: 'idle' }))
        }
      }
      const now = actor.getSnapshot()
      expect(now.value).toEqual(state.value)
      expectRequestsInFlight(now, inFlight)
    }
    expect(actor.getSnapshot().value).toEqual(target.value)
    expect(urlWrites).toEqual(expectedUrlWrites)
    // A superseded request is cancelled, never left to land.
    for (const request of requests) expect(request.settled || request.signal.aborted || inFlight().includes(request)).toBe(true)
    actor.stop()
  })

  it('the paths visit every state and take every transition', () => {
    expect(missingOf(machineCoverage([bookingsListPaths]))).toEqual([])
  })
})

describe('bookings list rules', () => {
  async function loaded(answer: BookingPage = fullPage) {
    const h = harness()
    h.actor.send({ type: 'bookings.load', query: parseBookingsQuery('') })
    await flush()
    await h.settle(done('fetchBookings', answer))
    return h
  }

  it('the first load asks page 1 of every booking, in the chosen currency, and writes no URL', async () => {
    const h = harness()
    h.actor.send({ type: 'bookings.load', query: parseBookingsQuery('') })
    await flush()
    expect(h.inFlight('fetchBookings').map((r) => r.input)).toEqual([{ body: { userId: USER, currency: 'EUR' }, page: 1, size: 20, language: 'en' }])
    expect(h.urlWrites).toEqual([])
  })

  it('a shared URL asks its filters and page', async () => {
    const h = harness()
    h.actor.send({ type: 'bookings.load', query: parseBookingsQuery(`status=pending,paid&supplier=${SUPPLIER}&from=2026-12-01&to=2026-12-31&q=KT7M&page=3`) })
    await flush()
    expect(h.inFlight('fetchBookings').map((r) => r.input)).toEqual([
      {
        body: { userId: USER, currency: 'EUR', statuses: ['pending', 'paid'], suppliers: [SUPPLIER], keyword: 'KT7M', from: '2026-12-01', to: '2026-12-31' },
        page: 3,
        size: 20,
        language: 'en',
      },
    ])
  })

  it('a filter goes back to page 1 and writes the URL; the echo of that URL asks nothing more', async () => {
    const { actor, settle, urlWrites, inFlight, requests } = await loaded()
    actor.send({ type: 'bookings.page', page: 2 })
    await settle(done('fetchBookings', fullPage))
    actor.send({ type: 'bookings.filter', filters: { statuses: ['cancelled'], keyword: '  Paris ' } })
    await flush()
    expect(urlWrites.map((q) => [q.page, q.filters])).toEqual([
      [2, {}],
      [1, { statuses: ['cancelled'], keyword: 'Paris' }],
    ])
    const sent = requests.length
    actor.send({ type: 'bookings.load', query: parseBookingsQuery('status=cancelled&q=Paris') })
    await flush()
    expect(requests.length).toBe(sent)
    expect(inFlight('fetchBookings')).toHaveLength(1)
  })

  it('every status ticked is no status filter; none ticked is an empty list (matches nothing)', async () => {
    const { actor, inFlight } = await loaded()
    actor.send({ type: 'bookings.filter', filters: { statuses: ['void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled'] } })
    await flush()
    expect((inFlight('fetchBookings')[0]!.input as FetchBookingsInput).body).toEqual({ userId: USER, currency: 'EUR' })
    actor.send({ type: 'bookings.filter', filters: { statuses: [] } })
    await flush()
    expect((inFlight('fetchBookings')[0]!.input as FetchBookingsInput).body).toEqual({ userId: USER, currency: 'EUR', statuses: [] })
  })

  it('a bulk request is refused when no selected row allows it, accepted when one does', async () => {
    const { actor } = await loaded()
    expect(actor.getSnapshot().can({ type: 'bookings.request', action: 'cancel', ids: [deletable.id, locked.id] })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'bookings.request', action: 'delete', ids: [deletable.id, locked.id] })).toBe(true)
  })

  it('select all, apply, and the summary stays after the list is asked again (selection cleared)', async () => {
    const { actor, settle, inFlight } = await loaded()
    actor.send({ type: 'bookings.selectAll', selected: true })
    expect(actor.getSnapshot().context.selected).toEqual([cancellable.id, deletable.id, locked.id])
    actor.send({ type: 'bookings.select', id: locked.id, selected: false })
    actor.send({ type: 'bookings.request', action: 'delete', ids: actor.getSnapshot().context.selected })
    actor.send({ type: 'bookings.confirm' })
    await flush()
    expect(inFlight('applyAction').map((r) => r.input)).toEqual([{ action: 'delete', ids: [cancellable.id, deletable.id] }])
    // While it runs, nothing else starts.
    expect(actor.getSnapshot().can({ type: 'bookings.filter', filters: {} })).toBe(false)
    await settle(bulk({ done: [deletable.id], refused: [{ id: cancellable.id, reason: 'STATUS_NOT_ALLOWED' }] }))
    await settle(done('fetchBookings', page([cancellable, locked], 44)))
    const { context } = actor.getSnapshot()
    expect(context.selected).toEqual([])
    expect(context.summary).toEqual({
      action: 'delete',
      done: [{ id: deletable.id, reference: deletable.reference }],
      refused: [{ id: cancellable.id, reference: cancellable.reference, reason: 'STATUS_NOT_ALLOWED' }],
    })
    actor.send({ type: 'bookings.closeSummary' })
    expect(actor.getSnapshot().context.summary).toBeNull()
  })

  it('a page past the last one (rows deleted meanwhile) shows the last page instead, and says so in the URL', async () => {
    const { actor, settle, inFlight, urlWrites } = await loaded()
    actor.send({ type: 'bookings.page', page: 3 })
    await settle(done('fetchBookings', page([], 40)))
    expect(inFlight('fetchBookings').map((r) => (r.input as FetchBookingsInput).page)).toEqual([2])
    expect(urlWrites.at(-1)?.page).toBe(2)
  })

  it('the mobile page size starts again from page 1', async () => {
    const { actor, inFlight } = await loaded()
    actor.send({ type: 'bookings.page', page: 2 })
    actor.send({ type: 'bookings.pageSize', pageSize: 10 })
    await flush()
    expect(inFlight('fetchBookings').map((r) => [(r.input as FetchBookingsInput).page, (r.input as FetchBookingsInput).size])).toEqual([[1, 10]])
  })
})
