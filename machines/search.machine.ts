// The search of `/search` (issue 3): criteria, filters, sort and page (all in the URL), the
// offers of the current page and the per-supplier counts. Pure: requests are the named actors
// `fetchOffers` / `fetchSupplierCounts` and the URL is written by the named action `syncUrl`,
// all supplied by the app with `searchMachine.provide(...)`.
//
//   idle (no criteria) ──load/submit──► loading ─┬─ offers ─ fetching ─► done ─┐
//                                                └─ counts ─ deciding ─► (fetching) ─► done ─┴─► ready | empty
//                                                   offers fail ─► failed ─retry─► loading
//   ready.idle ─loadMore (infinite scroll)─► ready.loadingMore ─► ready.idle (rows appended)
//
// Every change (load, submit, filter, sort, page, currency) re-enters `loading`: its requests
// restart, so an older answer can never overwrite a newer one. Counts are asked again only when
// the criteria or a filter other than the supplier one changed (spec: counts per supplier ignore
// the supplier filter itself); a page, sort or currency change reuses them.
import { and, assertEvent, assign, fromPromise, not, setup } from 'xstate'
import type { components } from '../openapi/schema'
import type { Currency, PaginationMode } from '../src/domain/enums'
import {
  DEFAULT_SORT,
  EMPTY_SEARCH_QUERY,
  sameSearchQuery,
  toCarSearch,
  type CarSearchBody,
  type SearchCriteria,
  type SearchFilters,
  type SearchQuery,
  type SearchSort,
} from '../src/domain/search-query'

export type CarOffer = components['schemas']['CarOffer']
export type CarOfferPage = components['schemas']['CarOfferPage']
export type SupplierCount = components['schemas']['SupplierCount']
export type DepositThresholdAmount = components['schemas']['DepositThreshold']

export interface SearchInput {
  pageSize: number
  paginationMode: PaginationMode
  /** The currency the visitor chose; amounts come back in it (or in USD without rates). */
  currency: Currency
  /** Time zone of the local wall times of the URL; the runtime's one when absent. */
  timeZone?: string
}

export interface SearchContext {
  pageSize: number
  paginationMode: PaginationMode
  timeZone: string | undefined
  /** The currency asked for; `currency` is the one of the amounts shown. */
  requestedCurrency: Currency
  query: SearchQuery
  offers: CarOffer[]
  total: number
  currency: Currency
  ratesAvailable: boolean
  depositThresholds: DepositThresholdAmount[]
  supplierCounts: SupplierCount[]
  /** Error code of the last failed request (`failed`, or a failed "load more" in `ready`). */
  errorCode: string | null
  /** Infinite scroll: pages of `query` shown so far. */
  loadedPages: number
  /** The counts do not match the criteria and non-supplier filters any more. */
  countsStale: boolean
}

export type SearchEvent =
  | { type: 'search.load'; query: SearchQuery }
  | { type: 'search.submit'; criteria: SearchCriteria }
  | { type: 'search.filter'; filters: SearchFilters }
  | { type: 'search.sort'; sort: SearchSort }
  | { type: 'search.page'; page: number }
  | { type: 'search.loadMore' }
  | { type: 'search.currency'; currency: Currency }
  | { type: 'search.retry' }

export type FetchOffersInput = { body: CarSearchBody; page: number; size: number }
export type FetchSupplierCountsInput = { body: CarSearchBody }

const notProvided = (name: string) => () => Promise.reject(new Error(`search: actor ${name} not provided`))

function errorCodeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : 'INTERNAL_ERROR'
}

/** The part of a query the supplier counts depend on: criteria and every filter but suppliers. */
function countsKey(query: SearchQuery): SearchQuery {
  const { suppliers: _ignored, ...filters } = query.filters
  return { criteria: query.criteria, filters, sort: DEFAULT_SORT, page: 1 }
}

/** Infinite scroll has no page in the URL: it always starts at the first one. */
function normalise(query: SearchQuery, mode: PaginationMode): SearchQuery {
  return mode === 'infiniteScroll' && query.page !== 1 ? { ...query, page: 1 } : query
}

/** The new query, and whether the counts must be asked again because of it. */
function withQuery(context: SearchContext, query: SearchQuery): Partial<SearchContext> {
  return {
    query,
    countsStale: context.countsStale || !sameSearchQuery(countsKey(context.query), countsKey(query)),
  }
}

function body(context: SearchContext): CarSearchBody {
  return toCarSearch(context.query, context.requestedCurrency, context.timeZone)
}

export const searchMachine = setup({
  types: {
    input: {} as SearchInput,
    context: {} as SearchContext,
    events: {} as SearchEvent,
  },
  actors: {
    /** POST /api/search-cars/{page}/{size}. */
    fetchOffers: fromPromise<CarOfferPage, FetchOffersInput>(notProvided('fetchOffers')),
    /** POST /api/supplier-counts. */
    fetchSupplierCounts: fromPromise<SupplierCount[], FetchSupplierCountsInput>(notProvided('fetchSupplierCounts')),
  },
  actions: {
    /** Write the query in the address bar (history push): only for the visitor's own changes. */
    syncUrl: (_, _query: SearchQuery) => {},
  },
  guards: {
    hasCriteria: ({ context }) => context.query.criteria !== null,
    isClassic: ({ context }) => context.paginationMode === 'classic',
    isNewQuery: ({ context, event }) => {
      assertEvent(event, 'search.load')
      return !sameSearchQuery(context.query, normalise(event.query, context.paginationMode))
    },
    loadedQueryHasCriteria: ({ event }) => {
      assertEvent(event, 'search.load')
      return event.query.criteria !== null
    },
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'search.page')
      return Number.isInteger(event.page) && event.page >= 1 && event.page !== context.query.page
    },
    isOtherCurrency: ({ context, event }) => {
      assertEvent(event, 'search.currency')
      return event.currency !== context.requestedCurrency
    },
    canLoadMore: ({ context }) => context.paginationMode === 'infiniteScroll' && context.offers.length < context.total,
    countsAreStale: ({ context }) => context.countsStale,
    foundNothing: ({ context }) => context.total === 0,
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({
    pageSize: input.pageSize,
    paginationMode: input.paginationMode,
    timeZone: input.timeZone,
    requestedCurrency: input.currency,
    query: EMPTY_SEARCH_QUERY,
    offers: [],
    total: 0,
    currency: input.currency,
    ratesAvailable: true,
    depositThresholds: [],
    supplierCounts: [],
    errorCode: null,
    loadedPages: 0,
    countsStale: true,
  }),
  initial: 'idle',
  // Root transitions re-enter `loading` from any state: the running requests stop with it.
  on: {
    'search.load': [
      {
        guard: and(['isNewQuery', 'loadedQueryHasCriteria']),
        target: '.loading',
        reenter: true,
        actions: assign(({ context, event }) => withQuery(context, normalise(event.query, context.paginationMode))),
      },
      {
        guard: 'isNewQuery',
        target: '.idle',
        actions: assign(({ context, event }) => ({
          ...withQuery(context, normalise(event.query, context.paginationMode)),
          offers: [],
          total: 0,
          supplierCounts: [],
          errorCode: null,
        })),
      },
    ],
    'search.submit': {
      target: '.loading',
      reenter: true,
      actions: [
        assign(({ context, event }) => withQuery(context, { ...context.query, criteria: event.criteria, page: 1 })),
        { type: 'syncUrl', params: ({ context }) => context.query },
      ],
    },
    'search.filter': {
      guard: 'hasCriteria',
      target: '.loading',
      reenter: true,
      actions: [
        assign(({ context, event }) => withQuery(context, { ...context.query, filters: event.filters, page: 1 })),
        { type: 'syncUrl', params: ({ context }) => context.query },
      ],
    },
    'search.sort': {
      guard: 'hasCriteria',
      target: '.loading',
      reenter: true,
      actions: [
        assign(({ context, event }) => ({ query: { ...context.query, sort: event.sort, page: 1 } })),
        { type: 'syncUrl', params: ({ context }) => context.query },
      ],
    },
    'search.page': {
      guard: and(['isClassic', 'hasCriteria', 'isOtherPage']),
      target: '.loading',
      reenter: true,
      actions: [
        assign(({ context, event }) => ({ query: { ...context.query, page: event.page } })),
        { type: 'syncUrl', params: ({ context }) => context.query },
      ],
    },
    'search.currency': [
      {
        guard: and(['isOtherCurrency', 'hasCriteria']),
        target: '.loading',
        reenter: true,
        actions: assign({ requestedCurrency: ({ event }) => event.currency }),
      },
      { guard: 'isOtherCurrency', actions: assign({ requestedCurrency: ({ event }) => event.currency }) },
    ],
  },
  states: {
    idle: {},
    loading: {
      type: 'parallel',
      entry: assign({ errorCode: null }),
      states: {
        offers: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'fetchOffers',
                src: 'fetchOffers',
                input: ({ context }): FetchOffersInput => ({
                  body: body(context),
                  // Infinite scroll starts again from the top (e.g. after a currency change).
                  page: context.paginationMode === 'classic' ? context.query.page : 1,
                  size: context.pageSize,
                }),
                onDone: {
                  target: 'done',
                  actions: assign(({ event }) => ({
                    offers: event.output.rows,
                    total: event.output.total,
                    currency: event.output.currency,
                    ratesAvailable: event.output.ratesAvailable,
                    depositThresholds: event.output.depositThresholds,
                    loadedPages: 1,
                  })),
                },
                onError: {
                  target: '#search.failed',
                  actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
                },
              },
            },
            done: { type: 'final' },
          },
        },
        supplierCounts: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'countsAreStale', target: 'fetching' }, { target: 'done' }] },
            fetching: {
              invoke: {
                id: 'fetchSupplierCounts',
                src: 'fetchSupplierCounts',
                input: ({ context }): FetchSupplierCountsInput => ({ body: body(context) }),
                onDone: {
                  target: 'done',
                  actions: assign({ supplierCounts: ({ event }) => event.output, countsStale: false }),
                },
                // The offers matter more: show them without counts; the next request asks again.
                onError: { target: 'done', actions: assign({ supplierCounts: [] }) },
              },
            },
            done: { type: 'final' },
          },
        },
      },
      onDone: [{ guard: 'foundNothing', target: 'empty' }, { target: 'ready' }],
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'search.loadMore': { guard: 'canLoadMore', target: 'loadingMore' } },
        },
        loadingMore: {
          entry: assign({ errorCode: null }),
          invoke: {
            id: 'fetchOffers',
            src: 'fetchOffers',
            input: ({ context }): FetchOffersInput => ({
              body: body(context),
              page: context.loadedPages + 1,
              size: context.pageSize,
            }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                offers: [...context.offers, ...event.output.rows],
                total: event.output.total,
                currency: event.output.currency,
                ratesAvailable: event.output.ratesAvailable,
                depositThresholds: event.output.depositThresholds,
                loadedPages: context.loadedPages + 1,
              })),
            },
            // The rows shown stay; `errorCode` says the next ones could not be had (loadMore tries again).
            onError: { target: 'idle', actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }) },
          },
        },
      },
    },
    empty: {},
    failed: {
      on: { 'search.retry': { target: 'loading' } },
    },
  },
})
