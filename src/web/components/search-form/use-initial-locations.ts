import type { Language } from '../../../domain/enums'
import type { SearchCriteria } from '../../../domain/search-query'
import { fetchLocation, type LocationOption } from '../../api/search'
import { useRemoteData } from '../../app/use-remote-data'

export type Places = { pickUp: LocationOption | null; dropOff: LocationOption | null }

/** The boot id under which the server hands a results page's places to its form. */
export const INITIAL_PLACES_BOOT_ID = 'searchPlaces'

/**
 * The read of the places of existing criteria (ids from the URL) with their names: the key it is
 * kept under and the read itself, the same on the server (src/web/page-machines.server.ts) and here.
 * A place that cannot be found is null, and the visitor picks it again.
 */
export function initialPlacesRead(criteria: SearchCriteria | null | undefined, language: Language) {
  const pickUpId = criteria?.pickUpLocation
  const dropOffId = criteria?.dropOffLocation
  const key = pickUpId && dropOffId ? `${pickUpId} ${dropOffId} ${language}` : null
  const read = async (signal?: AbortSignal): Promise<Places | null> => {
    if (!pickUpId || !dropOffId) return null
    const find = (id: string) => fetchLocation(id, language, signal).catch(() => null)
    const [pickUp, dropOff] = await Promise.all([find(pickUpId), dropOffId === pickUpId ? null : find(dropOffId)])
    return { pickUp, dropOff: dropOffId === pickUpId ? pickUp : dropOff }
  }
  return [key, read] as const
}

/** The places of a pre-filled form with their names: at once when the server read them, else once read. */
export function useInitialLocations(criteria: SearchCriteria | null | undefined, language: Language): Places | null {
  const [key, read] = initialPlacesRead(criteria, language)
  const [places] = useRemoteData(read, key, INITIAL_PLACES_BOOT_ID)
  return places.status === 'success' ? places.data : null
}
