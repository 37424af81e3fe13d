// How the search machine's paths are made: the visitor's events and the requests' outcomes as
// `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events, in both pagination modes.
import type { SnapshotFrom } from 'xstate'
import {
  searchMachine,
  type CarOffer,
  type CarOfferPage,
  type SearchEvent,
  type SearchInput,
  type SupplierCount,
} from '../../../machines/search.machine'
import { parseSearchQuery, sameSearchQuery, type SearchQuery } from '../../../src/domain/search-query'
import { zeroFilterCounts } from '../../../src/server/search-index/filter-counts'
import { pathPlan } from '../support/paths'

export type SearchSnapshot = SnapshotFrom<typeof searchMachine>
export type Outcome = { type: string; output?: unknown; error?: unknown }

export const TZ = 'Europe/Paris'
export const PAGE_SIZE = 15
export const paris = '6f1c1d2e-0000-4000-8000-000000000001'
export const lyon = '6f1c1d2e-0000-4000-8000-000000000002'
export const sunrise = 'aaaaaaaa-0000-4000-8000-000000000001'
export const criteriaA = { pickUpLocation: paris, dropOffLocation: paris, from: '2026-12-01T10:00', to: '2026-12-05T10:00' }
export const criteriaB = { pickUpLocation: lyon, dropOffLocation: paris, from: '2026-12-10T09:30', to: '2026-12-12T18:00' }
export const queryA: SearchQuery = parseSearchQuery(`pickUp=${paris}&dropOff=${paris}&from=2026-12-01T10:00&to=2026-12-05T10:00`)
// A shared URL whose drop-off comes before its pick-up.
export const queryBackwards: SearchQuery = parseSearchQuery(`pickUp=${paris}&dropOff=${paris}&from=2026-12-05T10:00&to=2026-12-01T10:00`)
// The clock of every test: criteria A and B are ahead of it.
export const NOW = new Date('2026-11-01T08:00:00Z')
export const LIMITS = { minimumPickUpHours: 1, minimumRentalHours: 1, maximumRentalDays: 30, bookingHorizonDays: 365 }

export let carSequence = 0
const noCounts = zeroFilterCounts()
const offer = (): CarOffer => ({ car: { id: `car-${++carSequence}` } }) as unknown as CarOffer
export const page = (rows: number, total: number, currency: CarOfferPage['currency'] = 'USD'): CarOfferPage => ({
  total,
  rows: Array.from({ length: rows }, offer),
  currency,
  ratesAvailable: true,
  depositThresholds: [{ maxDeposit: 250, amount: 250 }],
  unbookable: 0,
  filterCounts: noCounts,
})
export const counts: SupplierCount[] = [{ supplier: { id: sunrise, fullName: 'Sunrise Rentals', avatar: null }, count: 12 }]

export const done = (id: string, output: unknown): Outcome => ({ type: `xstate.done.actor.${id}`, output })
export const failure = (id: string, code = 'INTERNAL_ERROR'): Outcome => ({ type: `xstate.error.actor.${id}`, error: Object.assign(new Error('boom'), { code }) })
/** The server refuses the criteria (400), e.g. a period beyond its booking horizon. */
export const refusal = (code = 'BEYOND_BOOKING_HORIZON') => failure('fetchOffers', code)
export const isRefusal = (event: { type: string; error?: unknown }) =>
  event.type === 'xstate.error.actor.fetchOffers' && (event.error as { code: string }).code !== 'INTERNAL_ERROR'

/** The visitor's events tried in every state. */
const visitorEvents: SearchEvent[] = [
  { type: 'search.load', query: queryA },
  { type: 'search.load', query: parseSearchQuery('') },
  { type: 'search.load', query: queryBackwards },
  { type: 'search.submit', criteria: criteriaB },
  { type: 'search.filter', filters: { ranges: ['mini'] } },
  { type: 'search.filter', filters: { suppliers: [sunrise] } },
  { type: 'search.sort', sort: { sort: 'rating', order: 'desc' } },
  { type: 'search.page', page: 2 },
  { type: 'search.loadMore' },
  { type: 'search.currency', currency: 'EUR' },
  { type: 'search.unbookable', include: true },
  { type: 'search.retry' },
]

/** Actor outcomes worth trying while each request runs. */
function outcomesIn(snapshot: SearchSnapshot): Outcome[] {
  const outcomes: Outcome[] = []
  if (snapshot.matches({ loading: { offers: 'fetching' } }))
    outcomes.push(done('fetchOffers', page(PAGE_SIZE, 2 * PAGE_SIZE)), done('fetchOffers', page(0, 0)), failure('fetchOffers'), refusal())
  if (snapshot.matches({ loading: { supplierCounts: 'fetching' } }))
    outcomes.push(done('fetchSupplierCounts', counts), failure('fetchSupplierCounts'))
  if (snapshot.matches({ ready: 'loadingMore' })) outcomes.push(done('fetchOffers', page(PAGE_SIZE, 2 * PAGE_SIZE)), failure('fetchOffers'))
  return outcomes
}

// What the guards read (and nothing else, to keep the paths few): a path then replays the same
// way on a real actor whatever the context the graph kept for that key.
const serializeState = (snapshot: SearchSnapshot) => {
  const { query, requestedCurrency, countsStale, offers, total } = snapshot.context
  return JSON.stringify([
    snapshot.value,
    query.criteria === null ? 'none' : sameSearchQuery(query, queryA) ? 'A' : sameSearchQuery(query, queryBackwards) ? 'backwards' : 'other',
    query.page,
    query.includeUnbookable,
    requestedCurrency,
    countsStale,
    offers.length < total,
  ])
}

// Both places are in Paris, and the machine knows it from the start (as the server's snapshot does).
export const PLACE_ZONES = { [paris]: TZ, [lyon]: TZ }

export const modes: SearchInput[] = [
  { pageSize: PAGE_SIZE, paginationMode: 'classic', currency: 'USD', placeZones: PLACE_ZONES, limits: LIMITS, now: () => NOW },
  { pageSize: PAGE_SIZE, paginationMode: 'infiniteScroll', currency: 'USD', placeZones: PLACE_ZONES, limits: LIMITS, now: () => NOW },
]

export const searchPaths = pathPlan({
  machine: searchMachine,
  traversal: 'shortest',
  starts: modes.map((input) => ({ name: input.paginationMode, input })),
  events: (snapshot) => [...visitorEvents, ...outcomesIn(snapshot)],
  serializeState,
})
