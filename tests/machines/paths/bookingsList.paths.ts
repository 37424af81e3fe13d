// How the bookings list machine's paths are made (issue 9): the driver's events and the requests'
// outcomes as `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events.
import type { SnapshotFrom } from 'xstate'
import {
  bookingsListMachine,
  type BookingPage,
  type BookingSummary,
  type BookingsListEvent,
  type BookingsListInput,
  type BulkBookingResult,
} from '../../../machines/bookingsList.machine'
import { parseBookingsQuery, type BookingsQuery } from '../../../src/domain/bookings-query'
import { pathPlan } from '../support/paths'

export type Snapshot = SnapshotFrom<typeof bookingsListMachine>
export type Outcome = { type: string; output?: unknown; error?: unknown }

export const USER = '11111111-1111-4111-8111-111111111111'
export const SUPPLIER = 'aaaaaaaa-0000-4000-8000-000000000001'
export const input: BookingsListInput = { userId: USER, pageSize: 20, currency: 'EUR', language: 'en' }

export let sequence = 0
export function row(actions: Partial<BookingSummary['actions']> = {}): BookingSummary {
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
export const cancellable = row({ cancel: true, edit: true })
export const deletable = row({ delete: true })
export const locked = row()
export const page = (rows: BookingSummary[], total = rows.length): BookingPage => ({ rows, total, currency: 'EUR', ratesAvailable: true })
export const fullPage = page([cancellable, deletable, locked], 45)

export const done = (id: string, output: unknown): Outcome => ({ type: `xstate.done.actor.${id}`, output })
const failure = (id: string, code = 'INTERNAL_ERROR'): Outcome => ({ type: `xstate.error.actor.${id}`, error: Object.assign(new Error('boom'), { code }) })
export const bulk = (result: BulkBookingResult) => done('applyAction', result)

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
  { type: 'bookings.closeSummary' },
]

/** The page's language changes while the list shows, or while an action runs. */
const languageEvents: BookingsListEvent[] = [
  { type: 'bookings.load', query: parseBookingsQuery('') },
  { type: 'bookings.request', action: 'cancel', ids: [cancellable.id, locked.id] },
  { type: 'bookings.confirm' },
  { type: 'bookings.language', language: 'fr' },
]

function outcomesIn(snapshot: Snapshot): Outcome[] {
  if (snapshot.matches('loading'))
    return [
      done('fetchBookings', fullPage),
      done('fetchBookings', page([])),
      failure('fetchBookings'),
      // Past the last page: its rows were deleted meanwhile (only a later page can be).
      ...(snapshot.context.query.page > 1 ? [done('fetchBookings', page([], 5))] : []),
    ]
  if (snapshot.matches({ ready: 'applying' }))
    return [bulk({ done: [cancellable.id], refused: [{ id: locked.id, reason: 'STATUS_NOT_ALLOWED' }] }), failure('applyAction')]
  return []
}

// What the guards read, and nothing else, to keep the paths few.
const serializeState = (snapshot: Snapshot) => {
  const { query, pageSize, currency, language, rows, selected, summary } = snapshot.context
  return JSON.stringify([snapshot.value, query, pageSize, currency, language, rows.length, selected.length, summary !== null])
}

export const bookingsListPaths = pathPlan({
  machine: bookingsListMachine,
  traversal: 'shortest',
  starts: [
    { name: 'driver', input, events: driverEvents },
    // A walk of its own: in the driver's, a second language would double the states for one transition.
    { name: 'language', input, events: languageEvents },
  ],
  events: (snapshot, start) => [...start.events, ...outcomesIn(snapshot)],
  serializeState,
})
