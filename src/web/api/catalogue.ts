import type { components } from '../../../openapi/schema'
import { MINIMUM_LOCATIONS } from '../../domain/constants'
import type { Language } from '../../domain/enums'
import { api, unwrap } from './client'

export type CountryWithLocations = components['schemas']['CountryWithLocations']
export type Supplier = components['schemas']['Supplier']
export type RentalLocation = components['schemas']['Location']

/** Countries offering at least MINIMUM_LOCATIONS locations, names in `language`. */
export async function fetchDestinations(language: Language, signal?: AbortSignal): Promise<CountryWithLocations[]> {
  const countries = await unwrap(
    api.GET('/api/countries-with-locations/{language}/{minLocations}', {
      params: { path: { language, minLocations: MINIMUM_LOCATIONS } },
      signal,
    }),
  )
  // The server already filters; the rule is ours too, so keep it true whatever it answers.
  return countries.filter((country) => country.locations.length >= MINIMUM_LOCATIONS)
}

export function fetchSuppliers(signal?: AbortSignal): Promise<Supplier[]> {
  return unwrap(api.GET('/api/suppliers', { signal }))
}

/** Every location that has a position (the map), names in `language`. */
export function fetchLocationsWithPosition(language: Language, signal?: AbortSignal): Promise<RentalLocation[]> {
  return unwrap(api.GET('/api/locations-with-position/{language}', { params: { path: { language } }, signal }))
}
