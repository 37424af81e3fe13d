// How the booking page machine's paths are made (issue 9): the driver's events and the requests'
// outcomes, from bookings that allow different actions.
import type { SnapshotFrom } from 'xstate'
import {
  bookingPageMachine,
  draftOf,
  type Booking,
  type BookingEditQuote,
  type BookingPageEvent,
  type BookingPageInput,
  type Car,
  type EditDraft,
} from '../../../machines/bookingPage.machine'
import { pathPlan } from '../support/paths'

export type Snapshot = SnapshotFrom<typeof bookingPageMachine>
export type Outcome = { type: string; output?: unknown; error?: unknown }

export const ID = '00000000-0000-4000-8000-00000000b001'
export const input: BookingPageInput = { id: ID, language: 'en', currency: 'EUR' }

const NO_ACTIONS = { edit: false, cancel: false, delete: false, rate: false }

export function booking(actions: Partial<Booking['actions']> = {}, overrides: Partial<Booking> = {}): Booking {
  return {
    id: ID,
    reference: 'KT7M4Q9X',
    car: { id: 'c0000000-0000-4000-8000-000000000001', name: 'Fiat 500', image: '/images/cars/fiat.png', range: 'mini' },
    supplier: { id: 'aaaaaaaa-0000-4000-8000-000000000001', fullName: 'Sunrise Rentals', avatar: null },
    driver: { fullName: 'Dana Driver', email: 'dana@keyturn.example', phone: '+33 6 12 34 56 78', birthDate: '1990-05-01' },
    additionalDriver: null,
    pickUpLocation: { id: 'l0000000-0000-4000-8000-000000000001', name: 'Paris', timeZone: 'Europe/Paris' },
    dropOffLocation: { id: 'l0000000-0000-4000-8000-000000000001', name: 'Paris', timeZone: 'Europe/Paris' },
    from: '2026-12-01T09:00:00.000Z',
    to: '2026-12-05T09:00:00.000Z',
    days: 4,
    status: 'paid',
    story: overrides.status === 'cancelled' ? 'cancelled' : 'paid',
    options: { cancellation: true, amendments: true, theftProtection: false, collisionDamageWaiver: false, fullInsurance: false, additionalDriver: false },
    currency: 'EUR',
    ratesAvailable: true,
    price: 300,
    approximately: null,
    deposit: 500,
    priceBreakdown: { currency: 'EUR', days: 4, pricing: 'tiers', rentalLines: [{ kind: 'day', quantity: 4, unitPrice: 75, amount: 300 }], options: [], total: 300, deposit: 500 },
    payment: { mode: 'payInFull', state: 'paidInFull', paidOnline: 300, dueAtCounter: 0, charged: { amount: 300, currency: 'EUR' } },
    cancelRequest: false,
    cancelRequestedAt: null,
    freeCancellationUntil: null,
    amendmentsAvailable: true,
    cancellationAvailable: true,
    actions: { ...NO_ACTIONS, ...actions },
    refusals: { edit: null, cancel: null, delete: null, rate: null },
    rating: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  }
}

export const upcoming = booking({ edit: true, cancel: true })
export const ended = booking({ rate: true })
const cancelled = booking({ delete: true }, { status: 'cancelled' })
export const car = { id: upcoming.car.id, cancellation: 0, amendments: 0, theftProtection: 9, collisionDamageWaiver: -1, fullInsurance: -1, additionalDriver: 5 } as unknown as Car
export const quote: BookingEditQuote = {
  currency: 'EUR',
  ratesAvailable: true,
  oldPrice: 300,
  newPrice: 375,
  difference: 75,
  days: 5,
  priceBreakdown: upcoming.priceBreakdown,
  settlement: 'differenceAtCounter',
  dueAtCounter: 75,
}

export const done = (id: string, output: unknown): Outcome => ({ type: `xstate.done.actor.${id}`, output })
const failure = (id: string, code = 'INTERNAL_ERROR'): Outcome => ({ type: `xstate.error.actor.${id}`, error: Object.assign(new Error('boom'), { code }) })

export const longerDraft: EditDraft = { ...draftOf(upcoming), to: '2026-12-06T10:00' }
export const backwardsDraft: EditDraft = { ...draftOf(upcoming), to: '2026-11-30T10:00' }

const driverEvents: BookingPageEvent[] = [
  { type: 'booking.retry' },
  { type: 'booking.settings', language: 'fr', currency: 'EUR' },
  { type: 'booking.dismissNotice' },
  { type: 'edit.start' },
  { type: 'edit.change', draft: longerDraft },
  { type: 'edit.change', draft: backwardsDraft },
  { type: 'edit.submit' },
  { type: 'edit.back' },
  { type: 'edit.confirm' },
  { type: 'edit.stop' },
  { type: 'edit.retry' },
  { type: 'cancel.start' },
  { type: 'cancel.confirm' },
  { type: 'cancel.dismiss' },
  { type: 'delete.start' },
  { type: 'delete.confirm' },
  { type: 'delete.dismiss' },
  { type: 'rate.change', rating: 4, comment: 'Clean car' },
  { type: 'rate.submit' },
]

function outcomesIn(snapshot: Snapshot, start: Booking): Outcome[] {
  if (snapshot.matches('loading')) return [done('fetchBooking', start), failure('fetchBooking', 'NOT_FOUND'), failure('fetchBooking')]
  if (snapshot.matches({ ready: { editing: 'loadingCar' } })) return [done('fetchCar', car), failure('fetchCar')]
  if (snapshot.matches({ ready: { editing: 'quoting' } })) return [done('quoteEdit', quote), failure('quoteEdit', 'BOOKING_CONFLICT')]
  if (snapshot.matches({ ready: { editing: 'saving' } })) return [done('saveEdit', { quote, booking: { ...start, price: 375 } }), failure('saveEdit', 'BOOKING_CONFLICT')]
  if (snapshot.matches({ ready: 'cancelling' })) return [done('requestCancel', { status: 'ok' }), failure('requestCancel')]
  if (snapshot.matches({ ready: 'deleting' })) return [done('deleteBooking', { status: 'ok' }), failure('deleteBooking')]
  if (snapshot.matches({ ready: 'rating' })) return [done('rateBooking', { rating: { rating: 4, comment: 'Clean car', createdAt: start.createdAt }, carRating: 4.2, carTrips: 8 }), failure('rateBooking')]
  if (snapshot.matches({ ready: 'refreshing' })) return [done('refreshBooking', { ...start, cancelRequest: true, actions: NO_ACTIONS }), failure('refreshBooking')]
  return []
}

const serializeState = (snapshot: Snapshot) => {
  const { language, draft, rating, booking: shown } = snapshot.context
  return JSON.stringify([snapshot.value, language, draft?.to ?? null, rating, shown?.actions ?? null])
}

const starts = Object.entries({ upcoming, ended, cancelled }).map(([name, start]) => ({ name, input, booking: start }))

export const bookingPagePaths = pathPlan({
  machine: bookingPageMachine,
  traversal: 'shortest',
  starts,
  events: (snapshot, { booking: start }) => [...driverEvents, ...outcomesIn(snapshot, start)],
  serializeState,
})
