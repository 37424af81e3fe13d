// The search of `/search` (issue 3): criteria, filters, sort and page (all in the URL), the
// offers of the current page and the per-supplier counts. Pure: requests are the named actors
// `fetchOffers` / `fetchSupplierCounts` and the URL is written by the named action `syncUrl`,
// all supplied by the app with `searchMachine.provide(...)`.
//
//   idle (no criteria) ──load/submit──► checking ─► invalid (the criteria break a rule: nothing is asked)
//                                           └─────► loading ─┬─ offers ─ fetching ─► done ─┐
//                                                └─ counts ─ deciding ─► (fetching) ─► done ─┴─► ready | empty
//                                                   offers fail ─► failed ─retry─► loading
//                                                   offers refused (400: the criteria) ─► rejected (no retry)
//   ready.idle ─loadMore (infinite scroll)─► ready.loadingMore ─► ready.idle (rows appended)
//
// New criteria (from the URL or the form) are checked with the rules of the form first
// (validateCriteria, with the configured limits): bad dates in a shared URL are a reason to show
// with corrected dates to search instead, never a request that fails like a network error.
// Their times are wall times at the places, so they are judged with the places' time zones
// (`placeZones`, learnt from the input and the events); a place whose zone is not known yet is
// judged in the runtime's zone as a stand-in, and the server, which knows every place, stays the
// judge (its 400 leads to `rejected`).
//
// Every change (load, submit, filter, sort, page, currency) re-enters `loading`: its requests
// restart, so an older answer can never overwrite a newer one. Counts are asked again only when
// the criteria or a filter other than the supplier one changed (spec: counts per supplier ignore
// the supplier filter itself); a page, sort or currency change reuses them.
import { and, assertEvent, assign, fromPromise, setup } from 'xstate'
import type { components } from '../openapi/schema'
import { correctedCriteria } from '../src/domain/criteria-correction'
import type { Currency, PaginationMode } from '../src/domain/enums'
import type { ErrorCode } from '../src/domain/errors'
import {
  currentTimeZone,
  DEFAULT_SORT,
  EMPTY_SEARCH_QUERY,
  sameSearchQuery,
  toCarSearch,
  type CarSearchBody,
  type PlaceZones,
  type SearchCriteria,
  type SearchFilters,
  type SearchQuery,
  type SearchSort,
} from '../src/domain/search-query'
import { DEFAULT_CRITERIA_LIMITS, validateCriteria, type CriteriaIssue, type CriteriaLimits } from '../src/domain/search-rules'

export type CarOffer = components['schemas']['CarOffer']
export type CarOfferPage = components['schemas']['CarOfferPage']
export type SupplierCount = components['schemas']['SupplierCount']
export type DepositThresholdAmount = components['schemas']['DepositThreshold']
export type FilterCounts = components['schemas']['FilterCounts']

/** The IANA time zone of each place known so far, by place id (plain data: it travels in a persisted snapshot). */
export type KnownPlaceZones = Readonly<Record<string, string>>

export interface SearchInput {
  pageSize: number
  paginationMode: PaginationMode
  /** The currency the visitor chose; amounts come back in it (or in USD without rates). */
  currency: Currency
  /** The time zones of places already known (the server knows those of the URL's places). */
  placeZones?: KnownPlaceZones
  /** The configured limits of the criteria (as the search form checks them); spec §9's when absent. */
  limits?: CriteriaLimits
  /** The clock the criteria are checked against; the real one when absent. */
  now?: () => Date
}

export interface SearchContext {
  pageSize: number
  paginationMode: PaginationMode
  /** The places' zones learnt so far: the criteria's wall times are judged in them. */
  placeZones: KnownPlaceZones
  limits: CriteriaLimits
  now: () => Date
  /** The currency asked for; `currency` is the one of the amounts shown. */
  requestedCurrency: Currency
  query: SearchQuery
  offers: CarOffer[]
  total: number
  /** Matching cars no configured payment option can pay for (left out, or listed when `includeUnbookable`). */
  unbookable: number
  currency: Currency
  ratesAvailable: boolean
  depositThresholds: DepositThresholdAmount[]
  supplierCounts: SupplierCount[]
  /** Offers per filter option of the last answer (facet counts); null before one, or after a failed search. */
  filterCounts: FilterCounts | null
  /** Error code of the last failed request (`failed`, `rejected`, or a failed "load more" in `ready`). */
  errorCode: string | null
  /** The rules the criteria break (`invalid`), in form order. */
  criteriaIssues: CriteriaIssue[]
  /** `invalid`: the nearest criteria that can be searched, for the form to offer. */
  correctedCriteria: SearchCriteria | null
  /** Infinite scroll: pages of `query` shown so far. */
  loadedPages: number
  /** The counts do not match the criteria and non-supplier filters any more. */
  countsStale: boolean
}

export type SearchEvent =
  /** The URL's query; `placeZones`: zones the app already knows (e.g. of places chosen in a form). */
  | { type: 'search.load'; query: SearchQuery; placeZones?: KnownPlaceZones }
  /** The form's criteria; `placeZones`: the zones of the places chosen in it. */
  | { type: 'search.submit'; criteria: SearchCriteria; placeZones?: KnownPlaceZones }
  | { type: 'search.filter'; filters: SearchFilters }
  | { type: 'search.sort'; sort: SearchSort }
  | { type: 'search.page'; page: number }
  | { type: 'search.loadMore' }
  | { type: 'search.currency'; currency: Currency }
  | { type: 'search.unbookable'; include: boolean }
  | { type: 'search.retry' }

export type FetchOffersInput = { body: CarSearchBody; page: number; size: number }
export type FetchSupplierCountsInput = { body: CarSearchBody }

const notProvided = (name: string) => () => Promise.reject(new Error(`search: actor ${name} not provided`))

function errorCodeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : 'INTERNAL_ERROR'
}

/** The server's 400s about the criteria themselves: asking again cannot help, other dates can. */
export const criteriaRejections = ['VALIDATION_ERROR', 'RENTAL_TOO_LONG', 'BEYOND_BOOKING_HORIZON'] as const satisfies readonly ErrorCode[]

/** The part of a query the supplier counts depend on: criteria, what is listed and every filter but suppliers. */
function countsKey(query: SearchQuery): SearchQuery {
  const { suppliers: _ignored, ...filters } = query.filters
  return { criteria: query.criteria, filters, sort: DEFAULT_SORT, page: 1, includeUnbookable: query.includeUnbookable }
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
  return toCarSearch(context.query, context.requestedCurrency)
}

/** The zones the criteria's times are judged in: the places', else the runtime's as a stand-in. */
export function criteriaZones(criteria: SearchCriteria, placeZones: KnownPlaceZones): PlaceZones {
  return {
    pickUp: placeZones[criteria.pickUpLocation] ?? currentTimeZone(),
    dropOff: placeZones[criteria.dropOffLocation] ?? currentTimeZone(),
  }
}

/** Zones learnt from an event added to those known (a place's zone never changes). */
const withZones = (context: SearchContext, learnt: KnownPlaceZones | undefined): KnownPlaceZones =>
  learnt ? { ...context.placeZones, ...learnt } : context.placeZones

/** Nothing shown from an earlier search. */
const noResults = { offers: [], total: 0, unbookable: 0, supplierCounts: [], filterCounts: null, errorCode: null } satisfies Partial<SearchContext>

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
    /** Criteria that passed the checks: filters, sort, pages and currency can ask again. */
    canSearch: ({ context }) => context.query.criteria !== null && context.criteriaIssues.length === 0,
    criteriaBreakRules: ({ context }) => context.criteriaIssues.length > 0,
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
    isOtherListing: ({ context, event }) => {
      assertEvent(event, 'search.unbookable')
      return event.include !== context.query.includeUnbookable
    },
    isCriteriaRejection: ({ event }) =>
      (criteriaRejections as readonly string[]).includes(errorCodeOf((event as { error?: unknown }).error)),
    canLoadMore: ({ context }) => context.paginationMode === 'infiniteScroll' && context.offers.length < context.total,
    countsAreStale: ({ context }) => context.countsStale,
    foundNothing: ({ context }) => context.total === 0,
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({
    pageSize: input.pageSize,
    paginationMode: input.paginationMode,
    placeZones: input.placeZones ?? {},
    limits: input.limits ?? DEFAULT_CRITERIA_LIMITS,
    now: input.now ?? (() => new Date()),
    requestedCurrency: input.currency,
    query: EMPTY_SEARCH_QUERY,
    offers: [],
    total: 0,
    unbookable: 0,
    currency: input.currency,
    ratesAvailable: true,
    depositThresholds: [],
    supplierCounts: [],
    filterCounts: null,
    errorCode: null,
    criteriaIssues: [],
    correctedCriteria: null,
    loadedPages: 0,
    countsStale: true,
  }),
  initial: 'idle',
  // Root transitions re-enter `loading` from any state: the running requests stop with it.
  on: {
    'search.load': [
      {
        guard: and(['isNewQuery', 'loadedQueryHasCriteria']),
        target: '.checking',
        reenter: true,
        actions: assign(({ context, event }) => ({
          ...withQuery(context, normalise(event.query, context.paginationMode)),
          placeZones: withZones(context, event.placeZones),
        })),
      },
      {
        guard: 'isNewQuery',
        target: '.idle',
        actions: assign(({ context, event }) => ({
          ...withQuery(context, normalise(event.query, context.paginationMode)),
          placeZones: withZones(context, event.placeZones),
          ...noResults,
          criteriaIssues: [],
          correctedCriteria: null,
        })),
      },
    ],
    'search.submit': {
      target: '.checking',
      reenter: true,
      actions: [
        assign(({ context, event }) => ({
          ...withQuery(context, { ...context.query, criteria: event.criteria, page: 1 }),
          placeZones: withZones(context, event.placeZones),
        })),
        { type: 'syncUrl', params: ({ context }) => context.query },
      ],
    },
    'search.filter': {
      guard: 'canSearch',
      target: '.loading',
      reenter: true,
      actions: [
        assign(({ context, event }) => withQuery(context, { ...context.query, filters: event.filters, page: 1 })),
        { type: 'syncUrl', params: ({ context }) => context.query },
      ],
    },
    'search.sort': {
      guard: 'canSearch',
      target: '.loading',
      reenter: true,
      actions: [
        assign(({ context, event }) => ({ query: { ...context.query, sort: event.sort, page: 1 } })),
        { type: 'syncUrl', params: ({ context }) => context.query },
      ],
    },
    'search.page': {
      guard: and(['isClassic', 'canSearch', 'isOtherPage']),
      target: '.loading',
      reenter: true,
      actions: [
        assign(({ context, event }) => ({ query: { ...context.query, page: event.page } })),
        { type: 'syncUrl', params: ({ context }) => context.query },
      ],
    },
    'search.currency': [
      {
        guard: and(['isOtherCurrency', 'canSearch']),
        target: '.loading',
        reenter: true,
        actions: assign({ requestedCurrency: ({ event }) => event.currency }),
      },
      { guard: 'isOtherCurrency', actions: assign({ requestedCurrency: ({ event }) => event.currency }) },
    ],
    // Show (or hide again) the cars that cannot be paid for here: from page 1, in the URL.
    'search.unbookable': {
      guard: and(['canSearch', 'isOtherListing']),
      target: '.loading',
      reenter: true,
      actions: [
        assign(({ context, event }) => withQuery(context, { ...context.query, includeUnbookable: event.include, page: 1 })),
        { type: 'syncUrl', params: ({ context }) => context.query },
      ],
    },
  },
  states: {
    idle: {},
    // New criteria: searched only if they pass the form's rules at this moment, at their places.
    checking: {
      entry: assign(({ context }) => {
        const criteria = context.query.criteria!
        const zones = criteriaZones(criteria, context.placeZones)
        const issues = validateCriteria(criteria, context.now(), context.limits, zones)
        return {
          criteriaIssues: issues,
          correctedCriteria: issues.length > 0 ? correctedCriteria(criteria, context.now(), context.limits, zones) : null,
        }
      }),
      always: [{ guard: 'criteriaBreakRules', target: 'invalid', actions: assign(noResults) }, { target: 'loading' }],
    },
    // Nothing was asked: the page shows the issues and the corrected criteria in the form.
    invalid: {},
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
                    unbookable: event.output.unbookable,
                    currency: event.output.currency,
                    ratesAvailable: event.output.ratesAvailable,
                    depositThresholds: event.output.depositThresholds,
                    filterCounts: event.output.filterCounts,
                    loadedPages: 1,
                  })),
                },
                onError: [
                  {
                    guard: 'isCriteriaRejection',
                    target: '#search.rejected',
                    actions: assign({ ...noResults, errorCode: ({ event }) => errorCodeOf(event.error) }),
                  },
                  { target: '#search.failed', actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }) },
                ],
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
                unbookable: event.output.unbookable,
                currency: event.output.currency,
                ratesAvailable: event.output.ratesAvailable,
                depositThresholds: event.output.depositThresholds,
                filterCounts: event.output.filterCounts,
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
    // The server refused the criteria (400): its reason is shown; the form, not a retry, fixes it.
    rejected: {},
  },
})
