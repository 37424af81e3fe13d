// A car search as it lives in the URL (`/search?pickUp=…&from=2026-12-01T10:00…`), so a results
// page can be bookmarked, shared and reloaded. Pure: shared by the SPA, the machine and tests.
// Dates in the URL and in the request are wall times at the places (what the counter's clock will
// read); the server turns them into instants with each place's time zone, never the visitor's.
import { Temporal } from 'temporal-polyfill'
import { DEPOSIT_FILTER_THRESHOLDS } from './constants'
import { paymentFilters, type PaymentFilter } from './payment-options'
import {
  carRanges,
  fuelPolicies,
  fuelTypes,
  gearboxes,
  mileageKinds,
  multimediaKinds,
  type CarRange,
  type Currency,
  type FuelPolicy,
  type FuelType,
  type Gearbox,
  type MileageKind,
  type Multimedia,
} from './enums'

/**
 * Places and wall times at them ('YYYY-MM-DDTHH:mm': `from` at the pick-up place, `to` at the
 * drop-off place); drop-off = pick-up to return to the same place.
 */
export type SearchCriteria = { pickUpLocation: string; dropOffLocation: string; from: string; to: string }

/** The time zones of a rental's places: `from` is a wall time of `pickUp`, `to` one of `dropOff`. */
export type PlaceZones = { pickUp: string; dropOff: string }

export type CarSpecFilter = { aircon?: boolean; moreThanFourDoors?: boolean; moreThanFiveSeats?: boolean }
export type DepositThreshold = (typeof DEPOSIT_FILTER_THRESHOLDS)[number]

/** The CarSearch filters of the contract; an absent filter does not restrict, an empty list matches nothing. */
export type SearchFilters = {
  suppliers?: string[]
  ranges?: CarRange[]
  minRating?: number
  seats?: number
  carSpecs?: CarSpecFilter
  multimedia?: Multimedia[]
  fuelTypes?: FuelType[]
  gearboxes?: Gearbox[]
  mileageKinds?: MileageKind[]
  fuelPolicies?: FuelPolicy[]
  maxDeposit?: DepositThreshold
  /** How the offer can be paid with this installation's providers: at the counter, online. */
  payment?: PaymentFilter[]
  /** Only offers whose cancellation option is included (free cancellation); absent: any. */
  freeCancellation?: true
}

export const sortKeys = ['recommended', 'price', 'rating', 'deposit'] as const
export const sortOrders = ['asc', 'desc'] as const
export type SearchSort = { sort: (typeof sortKeys)[number]; order: (typeof sortOrders)[number] }
/** The server's recommended order, best first (src/server/search-index/recommended.ts); never written to the URL. */
export const DEFAULT_SORT: SearchSort = { sort: 'recommended', order: 'asc' }

/**
 * `includeUnbookable`: also list the cars no configured payment option can pay for (marked as such);
 * they are left out by default. Not a filter: it widens the results, and "clear filters" keeps it.
 */
export type SearchQuery = {
  criteria: SearchCriteria | null
  filters: SearchFilters
  sort: SearchSort
  page: number
  includeUnbookable: boolean
}
export const EMPTY_SEARCH_QUERY: SearchQuery = { criteria: null, filters: {}, sort: DEFAULT_SORT, page: 1, includeUnbookable: false }

/** The request body of searchCars / getSupplierCounts (CarSearch in the contract). */
export type CarSearchBody = { pickUpLocation: string; dropOffLocation: string; from: string; to: string } & SearchFilters &
  Partial<SearchSort> & { currency?: Currency; includeUnbookable?: boolean }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value)
}

/** A real calendar date and time written 'YYYY-MM-DDTHH:mm' (no seconds, no zone). */
export function isLocalDateTime(value: unknown): value is string {
  if (typeof value !== 'string' || !LOCAL_DATE_TIME.test(value)) return false
  try {
    Temporal.PlainDateTime.from(value, { overflow: 'reject' })
    return true
  } catch {
    return false
  }
}

/** The visitor's time zone (the runtime's one). */
export function currentTimeZone(): string {
  return Temporal.Now.timeZoneId()
}

/**
 * A local wall time of `timeZone` as an instant: a time skipped by a daylight-saving change moves
 * forward by the gap, a repeated one is its first occurrence (Temporal's 'compatible').
 */
export function localToInstant(local: string, timeZone: string): Date {
  const zoned = Temporal.PlainDateTime.from(local).toZonedDateTime(timeZone, { disambiguation: 'compatible' })
  return new Date(zoned.epochMilliseconds)
}

/** An instant as a local wall time 'YYYY-MM-DDTHH:mm' of `timeZone`. */
export function instantToLocal(instant: Date, timeZone: string): string {
  const local = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone).toPlainDateTime()
  return local.toString({ smallestUnit: 'minute' })
}

/** `unbookable=1`: the cars that cannot be paid for here are listed too. */
const UNBOOKABLE_PARAM = 'unbookable'
/** `freeCancellation=1`: only the offers with free cancellation. */
export const FREE_CANCELLATION_PARAM = 'freeCancellation'

// URL parameter ↔ filter. `specs` uses short words: aircon, doors (more than four), seats (more than five).
const specWords = { aircon: 'aircon', doors: 'moreThanFourDoors', seats: 'moreThanFiveSeats' } as const
type SpecWord = keyof typeof specWords

const listParams = [
  ['suppliers', 'suppliers', null],
  ['ranges', 'ranges', carRanges],
  ['multimedia', 'multimedia', multimediaKinds],
  ['fuel', 'fuelTypes', fuelTypes],
  ['gearbox', 'gearboxes', gearboxes],
  ['mileage', 'mileageKinds', mileageKinds],
  ['policy', 'fuelPolicies', fuelPolicies],
  ['payment', 'payment', paymentFilters],
] as const satisfies readonly (readonly [string, keyof SearchFilters, readonly string[] | null])[]

/** A comma list: only its valid values, without repeats; [] when the parameter is present but empty. */
function parseList(raw: string | null, allowed: readonly string[] | null): string[] | undefined {
  if (raw === null) return undefined
  if (raw === '') return []
  const valid = raw.split(',').filter((value) => (allowed ? allowed.includes(value) : isUuid(value)))
  // Only invalid values: ignore the parameter rather than turn it into "match nothing".
  return valid.length === 0 ? undefined : [...new Set(valid)]
}

function parseNumber(raw: string | null, isValid: (value: number) => boolean): number | undefined {
  if (raw === null || raw.trim() === '') return undefined
  const value = Number(raw)
  return Number.isFinite(value) && isValid(value) ? value : undefined
}

function parseCriteria(params: URLSearchParams): SearchCriteria | null {
  const pickUpLocation = params.get('pickUp')
  const from = params.get('from')
  const to = params.get('to')
  if (!isUuid(pickUpLocation) || !isLocalDateTime(from) || !isLocalDateTime(to)) return null
  const dropOff = params.get('dropOff')
  // Without a (valid) drop-off the car goes back where it was picked up.
  return { pickUpLocation, dropOffLocation: isUuid(dropOff) ? dropOff : pickUpLocation, from, to }
}

function parseFilters(params: URLSearchParams): SearchFilters {
  const filters: Record<string, unknown> = {}
  for (const [param, key, allowed] of listParams) {
    const list = parseList(joined(params, param), allowed)
    if (list) filters[key] = list
  }
  const minRating = parseNumber(params.get('rating'), (n) => n >= 0 && n <= 5)
  if (minRating !== undefined) filters.minRating = minRating
  const seats = parseNumber(params.get('seats'), (n) => Number.isInteger(n) && n >= 1 && n <= 100)
  if (seats !== undefined) filters.seats = seats
  const specs = parseList(joined(params, 'specs'), Object.keys(specWords))
  if (specs && specs.length > 0) {
    filters.carSpecs = Object.fromEntries(specs.map((word) => [specWords[word as SpecWord], true]))
  }
  const deposit = parseNumber(params.get('deposit'), (n) => (DEPOSIT_FILTER_THRESHOLDS as readonly number[]).includes(n))
  if (deposit !== undefined) filters.maxDeposit = deposit
  if (params.get(FREE_CANCELLATION_PARAM) === '1') filters.freeCancellation = true
  return filters
}

/** Reads a search from a query string ('?pickUp=…' or 'pickUp=…'); invalid values are ignored. */
/** A list parameter: one comma list (as the app writes it) or repeated (as a plain HTML form sends it, without JavaScript). */
function joined(params: URLSearchParams, name: string): string | null {
  const all = params.getAll(name)
  return all.length === 0 ? null : all.join(',')
}

export function parseSearchQuery(search: string): SearchQuery {
  const params = new URLSearchParams(search)
  const sort = params.get('sort')
  const order = params.get('order')
  return {
    criteria: parseCriteria(params),
    filters: parseFilters(params),
    sort: {
      sort: (sortKeys as readonly string[]).includes(sort ?? '') ? (sort as SearchSort['sort']) : DEFAULT_SORT.sort,
      order: (sortOrders as readonly string[]).includes(order ?? '') ? (order as SearchSort['order']) : DEFAULT_SORT.order,
    },
    page: parseNumber(params.get('page'), (n) => Number.isInteger(n) && n >= 1) ?? 1,
    includeUnbookable: params.get(UNBOOKABLE_PARAM) === '1',
  }
}

/** The query string (without '?') of a search, parameters in a fixed order, defaults left out. */
export function searchQueryString(query: SearchQuery): string {
  const params = new URLSearchParams()
  if (query.criteria) {
    const { pickUpLocation, dropOffLocation, from, to } = query.criteria
    params.set('pickUp', pickUpLocation)
    params.set('dropOff', dropOffLocation)
    params.set('from', from)
    params.set('to', to)
  }
  if (query.page !== 1) params.set('page', String(query.page))
  if (query.sort.sort !== DEFAULT_SORT.sort) params.set('sort', query.sort.sort)
  if (query.sort.order !== DEFAULT_SORT.order) params.set('order', query.sort.order)
  const { filters } = query
  for (const [param, key] of listParams) {
    const list = filters[key]
    if (list) params.set(param, list.join(','))
  }
  if (filters.minRating !== undefined) params.set('rating', String(filters.minRating))
  if (filters.seats !== undefined) params.set('seats', String(filters.seats))
  const specs = (Object.keys(specWords) as SpecWord[]).filter((word) => filters.carSpecs?.[specWords[word]])
  if (specs.length > 0) params.set('specs', specs.join(','))
  if (filters.maxDeposit !== undefined) params.set('deposit', String(filters.maxDeposit))
  if (filters.freeCancellation) params.set(FREE_CANCELLATION_PARAM, '1')
  if (query.includeUnbookable) params.set(UNBOOKABLE_PARAM, '1')
  // Keep commas and colons readable in the address bar (both are allowed in a query).
  return params.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':')
}

/** Two queries that give the same URL are the same search. */
export function sameSearchQuery(a: SearchQuery, b: SearchQuery): boolean {
  return searchQueryString(a) === searchQueryString(b)
}

/** The request body of a search: the wall times at the places, as the URL has them. */
export function toCarSearch(query: SearchQuery, currency: Currency): CarSearchBody {
  if (!query.criteria) throw new Error('toCarSearch: the query has no criteria')
  const { pickUpLocation, dropOffLocation, from, to } = query.criteria
  const body: CarSearchBody = {
    pickUpLocation,
    dropOffLocation,
    from,
    to,
    ...query.filters,
    sort: query.sort.sort,
    order: query.sort.order,
    currency,
    ...(query.includeUnbookable ? { includeUnbookable: true } : {}),
  }
  // "More than four doors: false" does not restrict: send only the flags that do.
  if (query.filters.carSpecs) {
    const { aircon, moreThanFourDoors, moreThanFiveSeats } = query.filters.carSpecs
    body.carSpecs = {
      ...(aircon ? { aircon } : {}),
      ...(moreThanFourDoors ? { moreThanFourDoors } : {}),
      ...(moreThanFiveSeats ? { moreThanFiveSeats } : {}),
    }
  }
  return body
}

/** Where 'Choose this car' leads: the checkout with the car, places and dates. */
export function checkoutPath(carId: string, criteria: SearchCriteria): string {
  const params = new URLSearchParams({
    car: carId,
    pickUp: criteria.pickUpLocation,
    dropOff: criteria.dropOffLocation,
    from: criteria.from,
    to: criteria.to,
  })
  return `/checkout?${params.toString().replace(/%3A/gi, ':')}`
}
