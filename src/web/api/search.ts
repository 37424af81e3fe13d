// The search machine bound to the API and the address bar, and the locations type-ahead.
import { navigate } from 'wouter/use-browser-location'
import { fromPromise } from 'xstate'
import type { components } from '../../../openapi/schema'
import {
  searchMachine,
  type CarOfferPage,
  type FetchOffersInput,
  type FetchSupplierCountsInput,
  type SupplierCount,
} from '../../../machines/search.machine'
import type { Language } from '../../domain/enums'
import { searchQueryString, type CarSearchBody, type SearchQuery } from '../../domain/search-query'
import { api, unwrap } from './client'

export type LocationOption = components['schemas']['Location']
type CarSearch = components['schemas']['CarSearch']

/** Suggestions shown by a location combobox. */
export const LOCATION_SUGGESTIONS = 10

// Our body is the contract's CarSearch (checked here, where both types meet).
const asCarSearch = (body: CarSearchBody): CarSearch => body

export function fetchOffers({ body, page, size }: FetchOffersInput, signal?: AbortSignal): Promise<CarOfferPage> {
  return unwrap(api.POST('/api/search-cars/{page}/{size}', { params: { path: { page, size } }, body: asCarSearch(body), signal }))
}

export function fetchSupplierCounts({ body }: FetchSupplierCountsInput, signal?: AbortSignal): Promise<SupplierCount[]> {
  return unwrap(api.POST('/api/supplier-counts', { body: asCarSearch(body), signal }))
}

/** Locations whose name or country matches `keyword`, names in `language` (first page only). */
export async function searchLocations(keyword: string, language: Language, signal?: AbortSignal): Promise<LocationOption[]> {
  const page = await unwrap(
    api.GET('/api/locations/{page}/{size}/{language}', {
      params: { path: { page: 1, size: LOCATION_SUGGESTIONS, language }, query: { s: keyword } },
      signal,
    }),
  )
  return page.rows
}

/** One location by id (to show the name of a place that came from the URL). */
export function fetchLocation(id: string, language: Language, signal?: AbortSignal): Promise<LocationOption> {
  return unwrap(api.GET('/api/location/{id}/{language}', { params: { path: { id, language } }, signal }))
}

/** The results page's address for a search. */
export function searchPath(query: SearchQuery): string {
  return `/search?${searchQueryString(query)}`
}

/** The search machine of the app: requests are cancelled with their actor (a newer one replaces them). */
export const appSearchMachine = searchMachine.provide({
  actors: {
    fetchOffers: fromPromise(({ input, signal }: { input: FetchOffersInput; signal: AbortSignal }) => fetchOffers(input, signal)),
    fetchSupplierCounts: fromPromise(({ input, signal }: { input: FetchSupplierCountsInput; signal: AbortSignal }) =>
      fetchSupplierCounts(input, signal),
    ),
  },
  actions: {
    // A visitor's change is a new history entry (back returns to the previous results);
    // submitting the search already shown does not add a duplicate one.
    syncUrl: (_, query) => {
      const path = searchPath(query)
      const current = `${globalThis.location.pathname}${globalThis.location.search}`
      navigate(path, { replace: path === current })
    },
  },
})
