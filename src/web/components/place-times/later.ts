import { useEffect, useState } from 'react'
import type { Language } from '../../../domain/enums'
import type { PlaceZones } from '../../../domain/search-query'
import { viewerTimeZone } from '../../platform/use-viewer-time-zone'
import type { ZoneNaming } from './zone-naming'

const NOTHING_NAMED: ZoneNaming = { shared: null, pickUp: null, dropOff: null }

/**
 * useZoneNaming for the server-rendered pages' first load (the checkout, the confirmation): a zone is
 * named only once the page is live anyway, so its code (the zones' names, the reader's clock) is
 * fetched then, and the first load does not carry it (the home page's budget shares those modules).
 */
export function useZoneNamingLater(zones: PlaceZones, period: { from: Date; to: Date }, language: Language): ZoneNaming {
  const [naming, setNaming] = useState(NOTHING_NAMED)
  const { pickUp, dropOff } = zones
  const from = period.from.getTime()
  const to = period.to.getTime()
  useEffect(() => {
    let current = true
    void import('./zone-naming').then(({ zoneNaming }) => {
      if (current) setNaming(zoneNaming({ pickUp, dropOff }, { from: new Date(from), to: new Date(to) }, viewerTimeZone(), language))
    })
    return () => {
      current = false
    }
  }, [pickUp, dropOff, from, to, language])
  return naming
}
