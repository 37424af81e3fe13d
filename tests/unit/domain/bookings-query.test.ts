// The bookings list's URL (issue 9): filters and page read from and written to the address bar, and
// the getBookings body they make.
import { describe, expect, it } from 'vitest'
import {
  bookingsQueryString,
  hasBookingsFilters,
  parseBookingsQuery,
  sameBookingsQuery,
  toBookingsFilterBody,
} from '../../../src/domain/bookings-query'

const SUPPLIER = 'aaaaaaaa-0000-4000-8000-000000000001'
const USER = '11111111-1111-4111-8111-111111111111'

describe('bookings query', () => {
  it('reads every filter and the page, and writes them back in a fixed order', () => {
    const query = parseBookingsQuery(`?page=3&q=%20KT7M%20&to=2026-12-31&from=2026-12-01&supplier=${SUPPLIER}&status=paid,pending`)
    expect(query).toEqual({
      filters: { statuses: ['pending', 'paid'], supplier: SUPPLIER, from: '2026-12-01', to: '2026-12-31', keyword: 'KT7M' },
      page: 3,
    })
    expect(bookingsQueryString(query)).toBe(`status=pending,paid&supplier=${SUPPLIER}&from=2026-12-01&to=2026-12-31&q=KT7M&page=3`)
  })

  it('ignores what is broken in a shared link', () => {
    expect(parseBookingsQuery('status=paid,lost&supplier=nope&from=2026-02-30&to=yesterday&page=-2')).toEqual({ filters: { statuses: ['paid'] }, page: 1 })
  })

  it('every status ticked is no filter; none ticked is kept (it matches nothing)', () => {
    expect(parseBookingsQuery('status=void,pending,deposit,paid,reserved,cancelled').filters).toEqual({})
    expect(parseBookingsQuery('status=').filters).toEqual({ statuses: [] })
    expect(bookingsQueryString({ filters: { statuses: [] }, page: 1 })).toBe('status=')
    expect(hasBookingsFilters({ statuses: [] })).toBe(true)
    expect(hasBookingsFilters({ keyword: '   ' })).toBe(false)
  })

  it('two queries with the same URL are the same', () => {
    expect(sameBookingsQuery(parseBookingsQuery('q=Paris&status=paid'), { filters: { keyword: ' Paris', statuses: ['paid'] }, page: 1 })).toBe(true)
    expect(sameBookingsQuery(parseBookingsQuery('q=Paris'), parseBookingsQuery('q=Paris&page=2'))).toBe(false)
  })

  it('makes the getBookings body of the signed-in driver, amounts in the chosen currency', () => {
    expect(toBookingsFilterBody(parseBookingsQuery(`status=cancelled&supplier=${SUPPLIER}&q=Orly&from=2026-01-01`), USER, 'GBP')).toEqual({
      userId: USER,
      currency: 'GBP',
      statuses: ['cancelled'],
      suppliers: [SUPPLIER],
      keyword: 'Orly',
      from: '2026-01-01',
    })
    expect(toBookingsFilterBody(parseBookingsQuery(''), USER, 'USD')).toEqual({ userId: USER, currency: 'USD' })
  })
})
