// The bookings list's filters and page, as they live in the URL of `/bookings` (shareable, they
// survive a reload), and as the request body of getBookings (the contract's BookingFilter).
//
//   /bookings?status=pending,paid&supplier=<uuid>&from=2026-12-01&to=2026-12-31&q=KT7M&page=2
//
// Statuses: absent = every status (all boxes ticked); `status=` (empty) = none ticked, which
// matches nothing. Invalid values are ignored, so a broken shared link still opens the list.
import { Temporal } from 'temporal-polyfill'
import { bookingStatuses, type BookingStatus, type Currency } from './enums'
import { isUuid } from './search-query'

export interface BookingsFilters {
  /** Absent: every status. */
  statuses?: BookingStatus[]
  supplier?: string
  /** Pick-up on or after this date, 'YYYY-MM-DD'. */
  from?: string
  /** Pick-up on or before this date, 'YYYY-MM-DD'. */
  to?: string
  /** Booking reference, car or place. */
  keyword?: string
}

export interface BookingsQuery {
  filters: BookingsFilters
  page: number
}

export const EMPTY_BOOKINGS_QUERY: BookingsQuery = { filters: {}, page: 1 }

/** The longest keyword the contract accepts. */
export const BOOKINGS_KEYWORD_MAX_LENGTH = 100

/** The request body of getBookings (BookingFilter in the contract). */
export interface BookingsFilterBody {
  userId: string
  statuses?: BookingStatus[]
  suppliers?: string[]
  keyword?: string
  from?: string
  to?: string
  currency?: Currency
}

function isPlainDate(value: string | null): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  try {
    Temporal.PlainDate.from(value, { overflow: 'reject' })
    return true
  } catch {
    return false
  }
}

/** Every status ticked is the same as no status filter. */
function normalisedStatuses(statuses: readonly BookingStatus[] | undefined): BookingStatus[] | undefined {
  if (statuses === undefined) return undefined
  const kept = bookingStatuses.filter((status) => statuses.includes(status))
  return kept.length === bookingStatuses.length ? undefined : kept
}

/** The filters as the list uses them: defaults dropped, the keyword trimmed, statuses in their order. */
export function normaliseBookingsFilters(filters: BookingsFilters): BookingsFilters {
  const result: BookingsFilters = {}
  const statuses = normalisedStatuses(filters.statuses)
  if (statuses) result.statuses = statuses
  if (filters.supplier && isUuid(filters.supplier)) result.supplier = filters.supplier
  if (isPlainDate(filters.from ?? null)) result.from = filters.from
  if (isPlainDate(filters.to ?? null)) result.to = filters.to
  const keyword = filters.keyword?.trim().slice(0, BOOKINGS_KEYWORD_MAX_LENGTH)
  if (keyword) result.keyword = keyword
  return result
}

/** Reads the list's query from a query string ('?status=…' or 'status=…'). */
export function parseBookingsQuery(search: string): BookingsQuery {
  const params = new URLSearchParams(search)
  const status = params.get('status')
  const page = Number(params.get('page'))
  return {
    filters: normaliseBookingsFilters({
      statuses: status === null ? undefined : (status.split(',').filter((s) => (bookingStatuses as readonly string[]).includes(s)) as BookingStatus[]),
      supplier: params.get('supplier') ?? undefined,
      from: params.get('from') ?? undefined,
      to: params.get('to') ?? undefined,
      keyword: params.get('q') ?? undefined,
    }),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

/** The query string (without '?'), parameters in a fixed order, defaults left out. */
export function bookingsQueryString(query: BookingsQuery): string {
  const filters = normaliseBookingsFilters(query.filters)
  const params = new URLSearchParams()
  if (filters.statuses) params.set('status', filters.statuses.join(','))
  if (filters.supplier) params.set('supplier', filters.supplier)
  if (filters.from) params.set('from', filters.from)
  if (filters.to) params.set('to', filters.to)
  if (filters.keyword) params.set('q', filters.keyword)
  if (query.page !== 1) params.set('page', String(query.page))
  return params.toString().replace(/%2C/gi, ',')
}

export function sameBookingsQuery(a: BookingsQuery, b: BookingsQuery): boolean {
  return bookingsQueryString(a) === bookingsQueryString(b)
}

export function hasBookingsFilters(filters: BookingsFilters): boolean {
  return Object.keys(normaliseBookingsFilters(filters)).length > 0
}

/** The getBookings body of a query for the signed-in driver, amounts in `currency`. */
export function toBookingsFilterBody(query: BookingsQuery, userId: string, currency: Currency): BookingsFilterBody {
  const filters = normaliseBookingsFilters(query.filters)
  const body: BookingsFilterBody = { userId, currency }
  if (filters.statuses) body.statuses = filters.statuses
  if (filters.supplier) body.suppliers = [filters.supplier]
  if (filters.keyword) body.keyword = filters.keyword
  if (filters.from) body.from = filters.from
  if (filters.to) body.to = filters.to
  return body
}
