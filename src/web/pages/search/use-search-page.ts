import { useMachine } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { useSearch } from 'wouter'
import { parseSearchQuery } from '../../../domain/search-query'
import { appSearchMachine } from '../../api/search'
import { useConfig } from '../../app/config-context'
import { useCurrency } from '../../app/currency-context'
import { getInspect } from '../../app/inspector'

/**
 * The search machine of the page, kept in step with the outside world: the URL (on arrival and
 * on back/forward — the machine ignores a URL it wrote itself) and the header's currency.
 */
export function useSearchPage() {
  const config = useConfig()
  const { currency } = useCurrency()
  const search = useSearch()
  const [state, send] = useMachine(appSearchMachine, {
    input: {
      pageSize: config.carsPageSize,
      paginationMode: config.paginationMode,
      currency,
      // The criteria are checked against the same configured limits as the search form's.
      limits: {
        minimumPickUpHours: config.minimumPickUpHours,
        minimumRentalHours: config.minimumRentalHours,
        maximumRentalDays: config.maximumRentalDays,
        bookingHorizonDays: config.bookingHorizonDays,
      },
    },
    inspect: getInspect(),
  })

  useEffect(() => {
    send({ type: 'search.load', query: parseSearchQuery(search) })
  }, [search, send])

  // The machine started with the current currency; only later switches are news.
  const startCurrency = useRef(currency)
  useEffect(() => {
    if (currency === startCurrency.current) return
    startCurrency.current = currency
    send({ type: 'search.currency', currency })
  }, [currency, send])

  return [state, send] as const
}
