// One booking of `/booking?b={id}` (issue 9): view it, edit it (dates, options, additional driver,
// with the server's quote of old and new price before confirming), send a cancel request, delete
// it, rate the car after the trip. Pure: every request is a named actor supplied by the app with
// `bookingPageMachine.provide(...)`.
//
//   loading ─┬─► ready.viewing ─edit.start─► ready.editing (loadingCar → form ─submit─► quoting ─► review ─confirm─► saving) ─► viewing
//            │        ├─cancel.start─► confirmingCancel ─confirm─► cancelling ─► refreshing ─► viewing ('cancel requested')
//            │        ├─delete.start─► confirmingDelete ─confirm─► deleting ─► deleted
//            │        └─rate.submit─► rating ─► refreshing ─► viewing ('thanks')
//            ├─► notFound (404: not the driver's, or no such booking)
//            └─► failed ─retry─► loading
//
// What the booking allows is the server's answer (`actions`, derived from the bookingStatus
// machine): each start event is accepted only when its action is allowed.
// The edit form's times are wall times at the places (the pick-up at the pick-up place, the
// drop-off at the drop-off place), as the booking's own times are shown; the viewer's time zone
// plays no part.
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { components } from '../openapi/schema'
import type { Currency, Language } from '../src/domain/enums'
import { instantToLocal, isLocalDateTime, localToInstant, type PlaceZones } from '../src/domain/search-query'

export type Booking = components['schemas']['Booking']
export type BookingEditQuote = components['schemas']['BookingEditQuote']
export type BookingEditResult = components['schemas']['BookingEditResult']
export type BookingOptions = components['schemas']['BookingOptions']
export type DriverDetails = components['schemas']['DriverDetails']
export type BookingEditBody = components['schemas']['BookingEdit']
export type Car = components['schemas']['Car']
export type RatingResult = components['schemas']['RatingResult']
export type Status = components['schemas']['Status']

export interface BookingPageInput {
  id: string
  language: Language
  currency: Currency
}

/**
 * The edit form: wall times 'YYYY-MM-DDTHH:mm' at the places (`from` at the pick-up place, `to` at
 * the drop-off place), the whole option set, the additional driver.
 */
export interface EditDraft {
  from: string
  to: string
  options: BookingOptions
  additionalDriver: DriverDetails
}

export type BookingNotice = 'edited' | 'cancelRequested' | 'rated'

export interface BookingPageContext {
  id: string
  language: Language
  currency: Currency
  booking: Booking | null
  /** The booked car (its options on offer), read when an edit starts. */
  car: Car | null
  draft: EditDraft | null
  quote: BookingEditQuote | null
  rating: number | null
  comment: string
  /** What just happened, to say so on the page. */
  notice: BookingNotice | null
  /** Error code of the last failed request. */
  errorCode: string | null
}

export type BookingPageEvent =
  | { type: 'booking.retry' }
  | { type: 'booking.settings'; language: Language; currency: Currency }
  | { type: 'booking.dismissNotice' }
  | { type: 'edit.start' }
  | { type: 'edit.change'; draft: EditDraft }
  | { type: 'edit.submit' }
  | { type: 'edit.back' }
  | { type: 'edit.confirm' }
  | { type: 'edit.stop' }
  | { type: 'edit.retry' }
  | { type: 'cancel.start' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  | { type: 'delete.start' }
  | { type: 'delete.confirm' }
  | { type: 'delete.dismiss' }
  | { type: 'rate.change'; rating: number | null; comment: string }
  | { type: 'rate.submit' }

export type FetchBookingInput = { id: string; language: Language; currency: Currency }
export type FetchCarInput = { id: string; language: Language }
export type EditInput = { id: string; body: BookingEditBody }
export type BookingIdInput = { id: string }
export type RateInput = { id: string; rating: number; comment?: string }

const notProvided = (name: string) => () => Promise.reject(new Error(`bookingPage: actor ${name} not provided`))

function errorCodeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : 'INTERNAL_ERROR'
}

/** The time zones of a booking's places (its times are wall times of them). */
export function bookingZones(booking: Pick<Booking, 'pickUpLocation' | 'dropOffLocation'>): PlaceZones {
  return { pickUp: booking.pickUpLocation.timeZone, dropOff: booking.dropOffLocation.timeZone }
}

/** The edit form filled with the booking as it stands, its times as the places' clocks read them. */
export function draftOf(booking: Booking): EditDraft {
  const driver = booking.additionalDriver
  const zones = bookingZones(booking)
  return {
    from: instantToLocal(new Date(booking.from), zones.pickUp),
    to: instantToLocal(new Date(booking.to), zones.dropOff),
    // An additional driver is part of the edit when there is one (an included option is not one yet).
    options: { ...booking.options, additionalDriver: driver !== null },
    additionalDriver: {
      fullName: driver?.fullName ?? '',
      email: driver?.email ?? '',
      phone: driver?.phone ?? '',
      birthDate: driver?.birthDate ?? '',
    },
  }
}

/** The request body of an edit (quote and save send the same): the wall times, the server knows the places' zones. */
export function editBody(context: BookingPageContext): BookingEditBody {
  const draft = context.draft!
  const body: BookingEditBody = {
    from: draft.from,
    to: draft.to,
    options: draft.options,
    currency: context.currency,
    language: context.language,
  }
  if (draft.options.additionalDriver) body.additionalDriver = draft.additionalDriver
  return body
}

/**
 * Dates the server can be asked about: both complete, drop-off after pick-up. Compared as instants:
 * with places in two zones, wall times alone cannot tell which comes first.
 */
export function draftDatesInOrder(draft: EditDraft | null, zones: PlaceZones): boolean {
  if (!draft || !isLocalDateTime(draft.from) || !isLocalDateTime(draft.to)) return false
  return localToInstant(draft.from, zones.pickUp) < localToInstant(draft.to, zones.dropOff)
}

const allowed = (context: BookingPageContext, action: keyof Booking['actions']) => context.booking?.actions[action] === true

export const bookingPageMachine = setup({
  types: {
    input: {} as BookingPageInput,
    context: {} as BookingPageContext,
    events: {} as BookingPageEvent,
  },
  actors: {
    /** GET /api/booking/{id}/{language}?currency=. */
    fetchBooking: fromPromise<Booking, FetchBookingInput>(notProvided('fetchBooking')),
    /** GET /api/car/{id}/{language}: the options the car offers. */
    fetchCar: fromPromise<Car, FetchCarInput>(notProvided('fetchCar')),
    /** POST /api/booking-edit-quote/{id}. */
    quoteEdit: fromPromise<BookingEditQuote, EditInput>(notProvided('quoteEdit')),
    /** POST /api/edit-booking/{id}. */
    saveEdit: fromPromise<BookingEditResult, EditInput>(notProvided('saveEdit')),
    /** POST /api/cancel-booking/{id}. */
    requestCancel: fromPromise<Status, BookingIdInput>(notProvided('requestCancel')),
    /** POST /api/delete-booking/{id}. */
    deleteBooking: fromPromise<Status, BookingIdInput>(notProvided('deleteBooking')),
    /** POST /api/rate-booking/{id}. */
    rateBooking: fromPromise<RatingResult, RateInput>(notProvided('rateBooking')),
  },
  guards: {
    canEdit: ({ context }) => allowed(context, 'edit'),
    canCancel: ({ context }) => allowed(context, 'cancel'),
    canDelete: ({ context }) => allowed(context, 'delete'),
    canRate: ({ context }) => allowed(context, 'rate') && context.rating !== null,
    datesInOrder: ({ context }) => context.booking !== null && draftDatesInOrder(context.draft, bookingZones(context.booking)),
    isNotFound: ({ event }) => errorCodeOf((event as { error?: unknown }).error) === 'NOT_FOUND',
    isOtherSettings: ({ context, event }) => {
      assertEvent(event, 'booking.settings')
      return event.language !== context.language || event.currency !== context.currency
    },
    isRating: ({ event }) => {
      assertEvent(event, 'rate.change')
      return event.rating === null || (Number.isInteger(event.rating) && event.rating >= 1 && event.rating <= 5)
    },
  },
}).createMachine({
  id: 'bookingPage',
  context: ({ input }) => ({
    id: input.id,
    language: input.language,
    currency: input.currency,
    booking: null,
    car: null,
    draft: null,
    quote: null,
    rating: null,
    comment: '',
    notice: null,
    errorCode: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ errorCode: null }),
      invoke: {
        id: 'fetchBooking',
        src: 'fetchBooking',
        input: ({ context }) => ({ id: context.id, language: context.language, currency: context.currency }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ booking: event.output })) },
        onError: [
          { guard: 'isNotFound', target: 'notFound' },
          { target: 'failed', actions: assign(({ event }) => ({ errorCode: errorCodeOf(event.error) })) },
        ],
      },
    },
    failed: {
      on: { 'booking.retry': { target: 'loading' } },
    },
    notFound: { type: 'final' },
    deleted: { type: 'final' },
    ready: {
      initial: 'viewing',
      states: {
        viewing: {
          on: {
            'booking.settings': {
              guard: 'isOtherSettings',
              target: '#bookingPage.loading',
              actions: assign(({ event }) => ({ language: event.language, currency: event.currency })),
            },
            'booking.dismissNotice': { actions: assign({ notice: null }) },
            'edit.start': {
              guard: 'canEdit',
              target: 'editing',
              actions: assign(({ context }) => ({ draft: draftOf(context.booking!), quote: null, notice: null, errorCode: null })),
            },
            'cancel.start': { guard: 'canCancel', target: 'confirmingCancel', actions: assign({ errorCode: null, notice: null }) },
            'delete.start': { guard: 'canDelete', target: 'confirmingDelete', actions: assign({ errorCode: null, notice: null }) },
            'rate.change': { guard: 'isRating', actions: assign(({ event }) => ({ rating: event.rating, comment: event.comment })) },
            'rate.submit': { guard: 'canRate', target: 'rating', actions: assign({ errorCode: null, notice: null }) },
          },
        },
        editing: {
          initial: 'loadingCar',
          on: { 'edit.stop': { target: 'viewing', actions: assign({ draft: null, quote: null, errorCode: null }) } },
          states: {
            loadingCar: {
              invoke: {
                id: 'fetchCar',
                src: 'fetchCar',
                input: ({ context }) => ({ id: context.booking!.car.id, language: context.language }),
                onDone: { target: 'form', actions: assign(({ event }) => ({ car: event.output })) },
                onError: { target: 'carFailed', actions: assign(({ event }) => ({ errorCode: errorCodeOf(event.error) })) },
              },
            },
            carFailed: {
              on: { 'edit.retry': { target: 'loadingCar', actions: assign({ errorCode: null }) } },
            },
            form: {
              on: {
                'edit.change': { actions: assign(({ event }) => ({ draft: event.draft, quote: null })) },
                'edit.submit': { guard: 'datesInOrder', target: 'quoting', actions: assign({ errorCode: null }) },
              },
            },
            quoting: {
              invoke: {
                id: 'quoteEdit',
                src: 'quoteEdit',
                input: ({ context }) => ({ id: context.id, body: editBody(context) }),
                onDone: { target: 'review', actions: assign(({ event }) => ({ quote: event.output })) },
                onError: { target: 'form', actions: assign(({ event }) => ({ errorCode: errorCodeOf(event.error) })) },
              },
            },
            review: {
              on: {
                'edit.back': { target: 'form', actions: assign({ quote: null }) },
                'edit.confirm': { target: 'saving', actions: assign({ errorCode: null }) },
              },
            },
            saving: {
              // Once sent, the edit's outcome is always shown: it cannot be abandoned half-way.
              on: { 'edit.stop': {} },
              invoke: {
                id: 'saveEdit',
                src: 'saveEdit',
                input: ({ context }) => ({ id: context.id, body: editBody(context) }),
                onDone: {
                  target: '#bookingPage.ready.viewing',
                  actions: assign(({ event }) => ({ booking: event.output.booking, quote: event.output.quote, draft: null, notice: 'edited' as const })),
                },
                onError: { target: 'form', actions: assign(({ event }) => ({ errorCode: errorCodeOf(event.error), quote: null })) },
              },
            },
          },
        },
        confirmingCancel: {
          on: {
            'cancel.confirm': { target: 'cancelling', actions: assign({ errorCode: null }) },
            'cancel.dismiss': { target: 'viewing', actions: assign({ errorCode: null }) },
          },
        },
        cancelling: {
          invoke: {
            id: 'requestCancel',
            src: 'requestCancel',
            input: ({ context }) => ({ id: context.id }),
            onDone: { target: 'refreshing', actions: assign({ notice: 'cancelRequested' as const }) },
            onError: { target: 'confirmingCancel', actions: assign(({ event }) => ({ errorCode: errorCodeOf(event.error) })) },
          },
        },
        confirmingDelete: {
          on: {
            'delete.confirm': { target: 'deleting', actions: assign({ errorCode: null }) },
            'delete.dismiss': { target: 'viewing', actions: assign({ errorCode: null }) },
          },
        },
        deleting: {
          invoke: {
            id: 'deleteBooking',
            src: 'deleteBooking',
            input: ({ context }) => ({ id: context.id }),
            onDone: { target: '#bookingPage.deleted' },
            onError: { target: 'confirmingDelete', actions: assign(({ event }) => ({ errorCode: errorCodeOf(event.error) })) },
          },
        },
        rating: {
          invoke: {
            id: 'rateBooking',
            src: 'rateBooking',
            input: ({ context }) => ({ id: context.id, rating: context.rating!, comment: context.comment.trim() || undefined }),
            onDone: { target: 'refreshing', actions: assign({ notice: 'rated' as const, rating: null, comment: '' }) },
            onError: { target: 'viewing', actions: assign(({ event }) => ({ errorCode: errorCodeOf(event.error) })) },
          },
        },
        refreshing: {
          // The booking as the server now has it (a cancel request, a rating, the actions left).
          invoke: {
            id: 'refreshBooking',
            src: 'fetchBooking',
            input: ({ context }) => ({ id: context.id, language: context.language, currency: context.currency }),
            onDone: { target: 'viewing', actions: assign(({ event }) => ({ booking: event.output })) },
            onError: { target: 'viewing', actions: assign(({ event }) => ({ errorCode: errorCodeOf(event.error) })) },
          },
        },
      },
    },
  },
})
