import { useEffect, useState } from 'react'
import type { Language } from '../../../domain/enums'
import type { SearchCriteria } from '../../../domain/search-query'
import { fetchLocation, type LocationOption } from '../../api/search'

type Places = { pickUp: LocationOption | null; dropOff: LocationOption | null }

/**
 * The places of existing criteria (ids from the URL) with their names, for a pre-filled form.
 * A place that cannot be found stays empty, and the visitor picks it again.
 */
export function useInitialLocations(criteria: SearchCriteria | null | undefined, language: Language): Places | null {
  const [places, setPlaces] = useState<Places | null>(null)
  const pickUpId = criteria?.pickUpLocation
  const dropOffId = criteria?.dropOffLocation

  useEffect(() => {
    if (!pickUpId || !dropOffId) return
    const controller = new AbortController()
    const find = (id: string) => fetchLocation(id, language, controller.signal).catch(() => null)
    Promise.all([find(pickUpId), dropOffId === pickUpId ? null : find(dropOffId)]).then(([pickUp, dropOff]) => {
      if (!controller.signal.aborted) setPlaces({ pickUp, dropOff: dropOffId === pickUpId ? pickUp : dropOff })
    })
    return () => controller.abort()
  }, [pickUpId, dropOffId, language])

  return places
}
