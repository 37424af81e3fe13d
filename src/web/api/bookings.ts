// The bookings machines bound to the API and the address bar (issue 9).
import { navigate } from 'wouter/use-browser-location'
import { fromPromise } from 'xstate'
import {
  bookingPageMachine,
  type Booking,
  type BookingEditQuote,
  type BookingEditResult,
  type BookingIdInput,
  type Car,
  type EditInput,
  type FetchBookingInput,
  type FetchCarInput,
  type RateInput,
  type RatingResult,
} from '../../../machines/bookingPage.machine'
import {
  bookingsListMachine,
  type ApplyActionInput,
  type BookingPage,
  type BulkBookingResult,
  type FetchBookingsInput,
} from '../../../machines/bookingsList.machine'
import { bookingsQueryString, type BookingsQuery } from '../../domain/bookings-query'
import type { Language } from '../../domain/enums'
import { api, unwrap } from './client'

export function fetchBookings({ body, page, size, language }: FetchBookingsInput, signal?: AbortSignal): Promise<BookingPage> {
  return unwrap(api.POST('/api/bookings/{page}/{size}/{language}', { params: { path: { page, size, language } }, body, signal }))
}

export function applyBookingsAction({ action, ids }: ApplyActionInput, signal?: AbortSignal): Promise<BulkBookingResult> {
  const path = action === 'cancel' ? '/api/cancel-bookings' : '/api/delete-bookings'
  return unwrap(api.POST(path, { body: { ids }, signal }))
}

export function fetchBooking({ id, language, currency }: FetchBookingInput, signal?: AbortSignal): Promise<Booking> {
  return unwrap(api.GET('/api/booking/{id}/{language}', { params: { path: { id, language }, query: { currency } }, signal }))
}

export function fetchCar({ id, language }: FetchCarInput, signal?: AbortSignal): Promise<Car> {
  return unwrap(api.GET('/api/car/{id}/{language}', { params: { path: { id, language } }, signal }))
}

export function quoteEdit({ id, body }: EditInput, signal?: AbortSignal): Promise<BookingEditQuote> {
  return unwrap(api.POST('/api/booking-edit-quote/{id}', { params: { path: { id } }, body, signal }))
}

export function saveEdit({ id, body }: EditInput): Promise<BookingEditResult> {
  return unwrap(api.POST('/api/edit-booking/{id}', { params: { path: { id } }, body }))
}

export function requestCancel({ id }: BookingIdInput) {
  return unwrap(api.POST('/api/cancel-booking/{id}', { params: { path: { id } } }))
}

export function deleteBooking({ id }: BookingIdInput) {
  return unwrap(api.POST('/api/delete-booking/{id}', { params: { path: { id } } }))
}

export function rateBooking({ id, rating, comment }: RateInput): Promise<RatingResult> {
  return unwrap(api.POST('/api/rate-booking/{id}', { params: { path: { id } }, body: comment ? { rating, comment } : { rating } }))
}

/** The "Add to calendar" file of a booking (a plain link: the session cookie goes with it). */
export function bookingCalendarHref(id: string, language: Language): string {
  return `/api/booking/${encodeURIComponent(id)}/ics?language=${language}`
}

/** The list's address for a query. */
export function bookingsPath(query: BookingsQuery): string {
  const search = bookingsQueryString(query)
  return search ? `/bookings?${search}` : '/bookings'
}

/** A booking's page, optionally opening one of its actions (`edit`). */
export function bookingPath(id: string, action?: 'edit'): string {
  const params = new URLSearchParams({ b: id })
  if (action) params.set('action', action)
  return `/booking?${params.toString()}`
}

/** The list machine of the app: a request is cancelled with its actor (a newer one replaces it). */
export const appBookingsListMachine = bookingsListMachine.provide({
  actors: {
    fetchBookings: fromPromise(({ input, signal }: { input: FetchBookingsInput; signal: AbortSignal }) => fetchBookings(input, signal)),
    // Never aborted: once sent, the outcome of an action is always reported.
    applyAction: fromPromise(({ input }: { input: ApplyActionInput }) => applyBookingsAction(input)),
  },
  actions: {
    syncUrl: (_, query) => {
      const path = bookingsPath(query)
      const current = `${globalThis.location.pathname}${globalThis.location.search}`
      navigate(path, { replace: path === current })
    },
  },
})

export const appBookingPageMachine = bookingPageMachine.provide({
  actors: {
    fetchBooking: fromPromise(({ input, signal }: { input: FetchBookingInput; signal: AbortSignal }) => fetchBooking(input, signal)),
    fetchCar: fromPromise(({ input, signal }: { input: FetchCarInput; signal: AbortSignal }) => fetchCar(input, signal)),
    quoteEdit: fromPromise(({ input, signal }: { input: EditInput; signal: AbortSignal }) => quoteEdit(input, signal)),
    saveEdit: fromPromise(({ input }: { input: EditInput }) => saveEdit(input)),
    requestCancel: fromPromise(({ input }: { input: BookingIdInput }) => requestCancel(input)),
    deleteBooking: fromPromise(({ input }: { input: BookingIdInput }) => deleteBooking(input)),
    rateBooking: fromPromise(({ input }: { input: RateInput }) => rateBooking(input)),
  },
})
