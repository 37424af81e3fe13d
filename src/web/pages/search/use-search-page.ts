import { useMachine } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { useSearch } from 'wouter'
import { parseSearchQuery } from '../../../domain/search-query'
import { appSearchMachine } from '../../api/search'
import { chosenZones } from '../../api/place-zones'
import { useConfig } from '../../app/config-context'
import { useCurrency } from '../../app/currency-context'
import type { Snapshot } from 'xstate'
import type { KnownPlaceZones, SearchInput } from '../../../../machines/search.machine'
import type { Currency } from '../../../domain/enums'
import type { AppConfig } from '../../api/config'
import { markBootSnapshotUsed, useBootSnapshot } from '../../app/boot'
import { getInspect } from '../../app/inspector'

/**
 * The search machine of the page, kept in step with the outside world: the URL (on arrival and
 * on back/forward — the machine ignores a URL it wrote itself) and the header's currency.
 */
export function useSearchPage() {
  const config = useConfig()
  const { currency } = useCurrency()
  const search = useSearch()
  // The server ran this machine to the results it rendered (src/web/page-machines.server.ts): resumed
  // from there, it shows them as they are and asks for nothing the page already shows.
  const resumed = useBootSnapshot<SearchSnapshot>(SEARCH_MACHINE_ID)
  const [state, send] = useMachine(appSearchMachine, {
    input: searchMachineInput(config, currency),
    snapshot: resumed && withClock(resumed),
    inspect: getInspect(),
  })
  useEffect(() => markBootSnapshotUsed(resumed), [resumed])
  // whether this page started from the server's results (for its whole life)
  const [startedResumed] = useState(resumed !== undefined)

  useEffect(() => {
    // The same query as the resumed one's is no news to the machine (isNewQuery). The zones of
    // places chosen in a form of this tab (home's) judge the criteria at their places.
    send({ type: 'search.load', query: parseSearchQuery(search), placeZones: chosenZones() })
  }, [search, send])

  // The machine started with the current currency; only later switches are news.
  const startCurrency = useRef(currency)
  useEffect(() => {
    if (currency === startCurrency.current) return
    startCurrency.current = currency
    send({ type: 'search.currency', currency })
  }, [currency, send])

  return [state, send, startedResumed] as const
}

export const SEARCH_MACHINE_ID = 'search'

export type SearchSnapshot = Snapshot<unknown> & { context: Record<string, unknown> }

/**
 * The search machine's input: the configured page size, pagination and criteria limits, the display
 * currency, and the time zones of places known from the start (the server's, of the URL's places).
 */
export function searchMachineInput(config: AppConfig, currency: Currency, placeZones?: KnownPlaceZones): SearchInput {
  return {
    pageSize: config.carsPageSize,
    paginationMode: config.paginationMode,
    currency,
    placeZones,
    // The criteria are checked against the same configured limits as the search form's.
    limits: {
      minimumPickUpHours: config.minimumPickUpHours,
      minimumRentalHours: config.minimumRentalHours,
      maximumRentalDays: config.maximumRentalDays,
      bookingHorizonDays: config.bookingHorizonDays,
    },
  }
}

/** A persisted snapshot travels as JSON: the machine's clock (a function of its context) is given back. */
function withClock(snapshot: SearchSnapshot): SearchSnapshot {
  return { ...snapshot, context: { ...snapshot.context, now: () => new Date() } }
}
