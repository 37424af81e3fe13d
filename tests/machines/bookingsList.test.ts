// Model-based test of the bookings list machine (issue 9). @xstate/graph walks the machine with the
// driver's events and the actors' outcomes given as `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
// events; each path is replayed on a real actor whose requests are doubles settled as the path says,
// and we check what a caller sees: the requests in flight (and their inputs), the rows, the
// selection, the summary of an action and the URL writes.
import { getShortestPaths, getStateNodes } from '@xstate/graph'
import { createActor, type AnyEventObject, type SnapshotFrom, type StateValue } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  bookingsListMachine,
  type ApplyActionInput,
  type BookingPage,
  type BookingSummary,
  type BookingsListEvent,
  type BookingsListInput,
  type BulkBookingResult,
  type FetchBookingsInput,
} from '../../machines/bookingsList.machine'
import { parseBookingsQuery, toBookingsFilterBody, type BookingsQuery } from '../../src/domain/bookings-query'
import { deferredRequests, flush, type DeferredRequest } from './support/deferred-requests'
import { stepsOf } from './support/model-paths'

type Snapshot = SnapshotFrom<typeof bookingsListMachine>
type Outcome = { type: string; output?: unknown; error?: unknown }

const USER = '11111111-1111-4111-8111-111111111111'
const SUPPLIER = 'aaaaaaaa-0000-4000-8000-000000000001'
const input: BookingsListInput = { userId: USER, pageSize: 20, currency: 'EUR', language: 'en' }

let sequence = 0
function row(actions: Partial<BookingSummary['actions']> = {}): BookingSummary {
  sequence += 1
  const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`
  return {
    id,
    reference: `KT${String(sequence).padStart(6, '2')}`.slice(0, 8),
    car: { id: 'c0000000-0000-4000-8000-000000000001', name: 'Fiat 500', image: '/images/cars/fiat.png', range: 'mini' },
    supplier: { id: SUPPLIER, fullName: 'Sunrise Rentals', avatar: null },
    driverName: 'Dana Driver',
    pickUpLocation: { id: 'l0000000-0000-4000-8000-000000000001', name: 'Paris', timeZone: 'Europe/Paris' },
    dropOffLocation: { id: 'l0000000-0000-4000-8000-000000000001', name: 'Paris', timeZone: 'Europe/Paris' },
    from: '2026-12-01T09:00:00.000Z',
    to: '2026-12-05T09:00:00.000Z',
    status: 'paid',
    story: 'paid',
    currency: 'EUR',
    price: 320,
    cancelRequest: false,
    freeCancellationUntil: null,
    actions: { edit: false, cancel: false, delete: false, rate: false, ...actions },
  }
}

// One page with a cancellable row, a deletable row and a row that allows nothing.
const cancellable = row({ cancel: true, edit: true })
const deletable = row({ delete: true })
const locked = row()
const page = (rows: BookingSummary[], total = rows.length): BookingPage => ({ rows, total, currency: 'EUR', ratesAvailable: true })
const fullPage = page([cancellable, deletable, locked], 45)

const done = (id: string, output: unknown): Outcome => ({ type: `xstate.done.actor.${id}`, output })
const failure = (id: string, code = 'INTERNAL_ERROR'): Outcome => ({ type: `xstate.error.actor.${id}`, error: Object.assign(new Error('boom'), { code }) })
const bulk = (result: BulkBookingResult) => done('applyAction', result)

const filtered: BookingsQuery = parseBookingsQuery(`status=pending,paid&supplier=${SUPPLIER}&q=paris`)

/** The driver's events tried in every state. */
const driverEvents: BookingsListEvent[] = [
  { type: 'bookings.load', query: parseBookingsQuery('') },
  { type: 'bookings.load', query: filtered },
  { type: 'bookings.filter', filters: { statuses: ['cancelled'] } },
  { type: 'bookings.page', page: 2 },
  { type: 'bookings.pageSize', pageSize: 10 },
  { type: 'bookings.currency', currency: 'GBP' },
  { type: 'bookings.retry' },
  { type: 'bookings.select', id: cancellable.id, selected: true },
  { type: 'bookings.selectAll', selected: true },
  { type: 'bookings.request', action: 'cancel', ids: [cancellable.id, locked.id] },
  { type: 'bookings.request', action: 'delete', ids: [locked.id] },
  { type: 'bookings.confirm' },
  { type: 'bookings.dismiss' },
]

function outcomesIn(snapshot: Snapshot): Outcome[] {
  if (snapshot.matches('loading')) return [done('fetchBookings', fullPage), done('fetchBookings', page([])), failure('fetchBookings')]
  if (snapshot.matches({ ready: 'applying' }))
    return [bulk({ done: [cancellable.id], refused: [{ id: locked.id, reason: 'STATUS_NOT_ALLOWED' }] }), failure('applyAction')]
  return []
}

// What the guards read, and nothing else, to keep the paths few.
const serializeState = (snapshot: Snapshot) => {
  const { query, pageSize, currency, rows, selected, summary } = snapshot.context
  return JSON.stringify([snapshot.value, query, pageSize, currency, rows.length, selected.length, summary !== null])
}

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
      { body: toBookingsFilterBody(context.query, USER, context.currency), page: context.query.page, size: context.pageSize, language: 'en' },
    ])
  else expect(fetches).toEqual([])
  const applies = inFlight('applyAction').map((r) => r.input)
  expect(applies).toEqual(snapshot.matches({ ready: 'applying' }) ? [context.pending] : [])
}

describe('bookings list model', () => {
  const paths = getShortestPaths(bookingsListMachine, {
    input,
    events: (snapshot) => [...driverEvents, ...outcomesIn(snapshot as Snapshot)] as never[],
    serializeState: (snapshot) => serializeState(snapshot as Snapshot),
  }).map((path) => ({ target: path.state as Snapshot, steps: stepsOf<AnyEventObject, Snapshot>(path) }))

  const describePath = (p: (typeof paths)[number]) =>
    `${p.steps.map((s) => s.event.type.replace(/^xstate\.|^bookings\./, '')).join(' → ') || 'start'} ⇒ ${JSON.stringify(p.target.value)}`

  it('explores enough paths', () => {
    expect(paths.length).toBeGreaterThan(30)
  })

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_, { steps, target }) => {
    const { actor, urlWrites, inFlight, settle, requests } = harness()
    const expectedUrlWrites: BookingsQuery[] = []
    for (const { event, state } of steps) {
      const before = actor.getSnapshot()
      if (event.type.startsWith('xstate.')) {
        await settle(event as Outcome)
        const now = actor.getSnapshot()
        if (event.type === 'xstate.done.actor.fetchBookings') {
          const answer = event.output as BookingPage
          expect(now.context.rows).toEqual(answer.rows)
          expect(now.context.total).toBe(answer.total)
          // A new page starts with nothing selected.
          expect(now.context.selected).toEqual([])
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

  it('the paths go through every state of the machine', () => {
    const reached = new Set<string>(['bookingsList.idle'])
    const ids = (value: StateValue, prefix = 'bookingsList'): string[] =>
      typeof value === 'string'
        ? [`${prefix}.${value}`]
        : Object.entries(value).flatMap(([key, child]) => [`${prefix}.${key}`, ...(child ? ids(child, `${prefix}.${key}`) : [])])
    for (const p of paths) for (const s of p.steps) ids(s.state.value).forEach((id) => reached.add(id))
    // `deciding` is transient (an eventless choice): no snapshot rests in it.
    const all = getStateNodes(bookingsListMachine.root)
      .map((node) => node.id)
      .filter((id) => id !== 'bookingsList.deciding')
    expect([...reached]).toEqual(expect.arrayContaining(all))
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
