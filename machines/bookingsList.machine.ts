// The driver's bookings list of `/bookings` (issue 9): filters and page (in the URL), the rows of
// the page, the selection, and the cancel-request / delete actions on one row or on the selected
// rows, each confirmed first. Pure: the requests are the named actors `fetchBookings` and
// `applyAction`, the URL is written by the named action `syncUrl`, all supplied by the app with
// `bookingsListMachine.provide(...)`.
//
//   idle ──load──► loading ─┬─► ready.idle ─request─► ready.confirming ─confirm─► ready.applying ─┐
//                           ├─► empty                        └─dismiss─► ready.idle               │
//                           └─► failed ─retry─► loading ◄──── (done: summary kept, list reloaded) ─┘
//
// Which row allows which action is the server's answer (`actions`, from the bookingStatus
// machine): a request is accepted only when at least one of its rows allows it, and the server
// applies it to each row on its own, answering what it did and what it refused and why.
//
// Every change (load, filter, page, page size, currency, language) re-enters `loading`: its
// request restarts, so an older answer never overwrites a newer one. While an action is being
// applied nothing else starts: its outcome is always reported.
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { components } from '../openapi/schema'
import {
  EMPTY_BOOKINGS_QUERY,
  normaliseBookingsFilters,
  sameBookingsQuery,
  toBookingsFilterBody,
  type BookingsFilterBody,
  type BookingsFilters,
  type BookingsQuery,
} from '../src/domain/bookings-query'
import type { Currency, Language } from '../src/domain/enums'

export type BookingSummary = components['schemas']['BookingSummary']
export type BookingPage = components['schemas']['BookingPage']
export type BulkBookingResult = components['schemas']['BulkBookingResult']
export type BookingActionRefusal = components['schemas']['BookingActionRefusal']

/** The actions of the list that change bookings (view and edit are pages of their own). */
export const listActions = ['cancel', 'delete'] as const
export type ListAction = (typeof listActions)[number]

export interface BookingsListInput {
  userId: string
  pageSize: number
  currency: Currency
  language: Language
}

/** A row named the way the driver knows it. */
export interface BookingRef {
  id: string
  reference: string
}

/** What the last action did: the rows done, and the rows refused with the server's reason. */
export interface ActionSummary {
  action: ListAction
  done: BookingRef[]
  refused: (BookingRef & { reason: BookingActionRefusal })[]
}

export interface BookingsListContext {
  userId: string
  pageSize: number
  /** The currency asked for; `pageCurrency` is the one of the amounts shown. */
  currency: Currency
  language: Language
  query: BookingsQuery
  rows: BookingSummary[]
  total: number
  pageCurrency: Currency
  ratesAvailable: boolean
  /** Ids of the selected rows of the page shown. */
  selected: string[]
  /** The action waiting for confirmation (or being applied) and its rows. */
  pending: { action: ListAction; ids: string[] } | null
  summary: ActionSummary | null
  /** Error code of the last failed request (`failed`, or the confirmation whose action failed). */
  errorCode: string | null
}

export type BookingsListEvent =
  | { type: 'bookings.load'; query: BookingsQuery }
  | { type: 'bookings.filter'; filters: BookingsFilters }
  | { type: 'bookings.page'; page: number }
  | { type: 'bookings.pageSize'; pageSize: number }
  | { type: 'bookings.currency'; currency: Currency }
  | { type: 'bookings.language'; language: Language }
  | { type: 'bookings.retry' }
  | { type: 'bookings.select'; id: string; selected: boolean }
  | { type: 'bookings.selectAll'; selected: boolean }
  /** One row's action (its ids are that row) or the selection's (the selected ids). */
  | { type: 'bookings.request'; action: ListAction; ids: string[] }
  | { type: 'bookings.confirm' }
  | { type: 'bookings.dismiss' }
  | { type: 'bookings.closeSummary' }

export type FetchBookingsInput = { body: BookingsFilterBody; page: number; size: number; language: Language }
export type ApplyActionInput = { action: ListAction; ids: string[] }

const notProvided = (name: string) => () => Promise.reject(new Error(`bookingsList: actor ${name} not provided`))

function errorCodeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : 'INTERNAL_ERROR'
}

const refOf = (rows: BookingSummary[], id: string): BookingRef => ({ id, reference: rows.find((row) => row.id === id)?.reference ?? '' })

/** Whether at least one of `ids` is a row of the page that allows `action`. */
export function someRowAllows(rows: BookingSummary[], ids: readonly string[], action: ListAction): boolean {
  return rows.some((row) => ids.includes(row.id) && row.actions[action])
}

const lastPage = (context: BookingsListContext) => Math.max(1, Math.ceil(context.total / context.pageSize))

/** Nothing blocks: the events the root would otherwise take while an action is applied. */
const held = {}

export const bookingsListMachine = setup({
  types: {
    input: {} as BookingsListInput,
    context: {} as BookingsListContext,
    events: {} as BookingsListEvent,
  },
  actors: {
    /** POST /api/bookings/{page}/{size}/{language}. */
    fetchBookings: fromPromise<BookingPage, FetchBookingsInput>(notProvided('fetchBookings')),
    /** POST /api/cancel-bookings or /api/delete-bookings. */
    applyAction: fromPromise<BulkBookingResult, ApplyActionInput>(notProvided('applyAction')),
  },
  actions: {
    /** Write the query in the address bar (history push): only for the driver's own changes. */
    syncUrl: (_, _query: BookingsQuery) => {},
  },
  guards: {
    isNewQuery: ({ context, event }) => {
      assertEvent(event, 'bookings.load')
      return !sameBookingsQuery(context.query, event.query)
    },
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'bookings.page')
      return Number.isInteger(event.page) && event.page >= 1 && event.page !== context.query.page
    },
    isOtherPageSize: ({ context, event }) => {
      assertEvent(event, 'bookings.pageSize')
      return Number.isInteger(event.pageSize) && event.pageSize >= 1 && event.pageSize !== context.pageSize
    },
    isOtherCurrency: ({ context, event }) => {
      assertEvent(event, 'bookings.currency')
      return event.currency !== context.currency
    },
    isOtherLanguage: ({ context, event }) => {
      assertEvent(event, 'bookings.language')
      return event.language !== context.language
    },
    isShownRow: ({ context, event }) => {
      assertEvent(event, 'bookings.select')
      return context.rows.some((row) => row.id === event.id)
    },
    someRowAllows: ({ context, event }) => {
      assertEvent(event, 'bookings.request')
      return someRowAllows(context.rows, event.ids, event.action)
    },
    foundNothing: ({ context }) => context.total === 0,
    /** The page asked is past the last one (rows were removed meanwhile): show the last one. */
    pastLastPage: ({ context }) => context.rows.length === 0 && context.total > 0 && context.query.page > lastPage(context),
  },
}).createMachine({
  id: 'bookingsList',
  context: ({ input }) => ({
    userId: input.userId,
    pageSize: input.pageSize,
    currency: input.currency,
    language: input.language,
    query: EMPTY_BOOKINGS_QUERY,
    rows: [],
    total: 0,
    pageCurrency: input.currency,
    ratesAvailable: true,
    selected: [],
    pending: null,
    summary: null,
    errorCode: null,
  }),
  initial: 'idle',
  // Root transitions re-enter `loading` from any state: the running request stops with it.
  on: {
    'bookings.load': {
      guard: 'isNewQuery',
      target: '.loading',
      reenter: true,
      actions: assign(({ event }) => ({ query: { filters: normaliseBookingsFilters(event.query.filters), page: event.query.page } })),
    },
    'bookings.filter': {
      target: '.loading',
      reenter: true,
      actions: [
        assign(({ event }) => ({ query: { filters: normaliseBookingsFilters(event.filters), page: 1 }, summary: null })),
        { type: 'syncUrl', params: ({ context }) => context.query },
      ],
    },
    'bookings.page': {
      guard: 'isOtherPage',
      target: '.loading',
      reenter: true,
      actions: [
        assign(({ context, event }) => ({ query: { ...context.query, page: event.page } })),
        { type: 'syncUrl', params: ({ context }) => context.query },
      ],
    },
    'bookings.pageSize': {
      guard: 'isOtherPageSize',
      target: '.loading',
      reenter: true,
      // The rows of page N differ with another size: start again from the first page.
      actions: [
        assign(({ context, event }) => ({ pageSize: event.pageSize, query: { ...context.query, page: 1 } })),
        { type: 'syncUrl', params: ({ context }) => context.query },
      ],
    },
    'bookings.currency': {
      guard: 'isOtherCurrency',
      target: '.loading',
      reenter: true,
      actions: assign(({ event }) => ({ currency: event.currency })),
    },
    'bookings.language': {
      guard: 'isOtherLanguage',
      target: '.loading',
      reenter: true,
      actions: assign(({ event }) => ({ language: event.language })),
    },
    'bookings.closeSummary': { actions: assign({ summary: null }) },
  },
  states: {
    idle: {
      // The first load: whatever the query, even the empty one the context starts with.
      on: {
        'bookings.load': {
          target: 'loading',
          actions: assign(({ event }) => ({ query: { filters: normaliseBookingsFilters(event.query.filters), page: event.query.page } })),
        },
      },
    },
    loading: {
      entry: assign({ selected: [], pending: null, errorCode: null }),
      invoke: {
        id: 'fetchBookings',
        src: 'fetchBookings',
        input: ({ context }) => ({
          body: toBookingsFilterBody(context.query, context.userId, context.currency),
          page: context.query.page,
          size: context.pageSize,
          language: context.language,
        }),
        onDone: {
          target: 'deciding',
          actions: assign(({ event }) => ({
            rows: event.output.rows,
            total: event.output.total,
            pageCurrency: event.output.currency,
            ratesAvailable: event.output.ratesAvailable,
          })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ rows: [], total: 0, errorCode: errorCodeOf(event.error) })),
        },
      },
    },
    deciding: {
      always: [
        {
          guard: 'pastLastPage',
          target: 'loading',
          actions: [
            assign(({ context }) => ({ query: { ...context.query, page: lastPage(context) } })),
            { type: 'syncUrl', params: ({ context }) => context.query },
          ],
        },
        { guard: 'foundNothing', target: 'empty' },
        { target: 'ready' },
      ],
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'bookings.request': {
              guard: 'someRowAllows',
              target: 'confirming',
              actions: assign(({ event }) => ({ pending: { action: event.action, ids: event.ids }, errorCode: null })),
            },
          },
        },
        confirming: {
          on: {
            'bookings.confirm': { target: 'applying', actions: assign({ errorCode: null }) },
            'bookings.dismiss': { target: 'idle', actions: assign({ pending: null, errorCode: null }) },
          },
        },
        applying: {
          on: {
            'bookings.load': held,
            'bookings.filter': held,
            'bookings.page': held,
            'bookings.pageSize': held,
            'bookings.currency': held,
            'bookings.language': held,
            'bookings.select': held,
            'bookings.selectAll': held,
          },
          invoke: {
            id: 'applyAction',
            src: 'applyAction',
            input: ({ context }) => context.pending!,
            onDone: {
              // The list is asked again: a deleted row leaves it, a cancel request shows on its row.
              target: '#bookingsList.loading',
              actions: assign(({ context, event }) => ({
                summary: {
                  action: context.pending!.action,
                  done: event.output.done.map((id) => refOf(context.rows, id)),
                  refused: event.output.refused.map(({ id, reason }) => ({ ...refOf(context.rows, id), reason })),
                },
              })),
            },
            onError: { target: 'confirming', actions: assign(({ event }) => ({ errorCode: errorCodeOf(event.error) })) },
          },
        },
      },
      on: {
        'bookings.select': {
          guard: 'isShownRow',
          actions: assign(({ context, event }) => ({
            selected: event.selected
              ? context.selected.includes(event.id)
                ? context.selected
                : [...context.selected, event.id]
              : context.selected.filter((id) => id !== event.id),
          })),
        },
        'bookings.selectAll': {
          actions: assign(({ context, event }) => ({ selected: event.selected ? context.rows.map((row) => row.id) : [] })),
        },
      },
    },
    empty: {},
    failed: {
      on: { 'bookings.retry': { target: 'loading' } },
    },
  },
})
