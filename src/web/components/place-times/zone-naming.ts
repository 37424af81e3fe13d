// A rental's times are the places' wall times, shown as the counter's clock reads them. A reader
// whose own clock reads otherwise is told whose clock it is, once: one note for the whole rental
// when both places keep the same time, else beside each time that is not the reader's.
import type { Language } from '../../../domain/enums'
import type { PlaceZones } from '../../../domain/search-query'
import { clocksDiffer, timeZoneName } from '../../../domain/zone-names'
import { useViewerTimeZone } from '../../platform/use-viewer-time-zone'

/** The zone names a rental's times need for one reader (null: nothing to say). */
export interface ZoneNaming {
  /** Both places keep the same time, which the reader's clock does not: named once for the rental. */
  shared: string | null
  /** The places keep different times: the pick-up's zone, beside its time, when not the reader's. */
  pickUp: string | null
  /** Likewise the drop-off's. */
  dropOff: string | null
}

export const NO_ZONE_NAMES: ZoneNaming = { shared: null, pickUp: null, dropOff: null }

/**
 * What to name for a reader whose clock is `viewerZone` (null: not known yet, nothing is named), for
 * a rental from `period.from` at the pick-up place to `period.to` at the drop-off place.
 */
export function zoneNaming(zones: PlaceZones, period: { from: Date; to: Date }, viewerZone: string | null, language: Language): ZoneNaming {
  if (!viewerZone) return NO_ZONE_NAMES
  const named = (zone: string, at: Date) => (clocksDiffer(zone, viewerZone, at) ? timeZoneName(zone, language, at) : null)
  // Two zones that read the same at both times (Paris and Berlin) are one clock for the reader.
  const oneClock = !clocksDiffer(zones.pickUp, zones.dropOff, period.from) && !clocksDiffer(zones.pickUp, zones.dropOff, period.to)
  if (oneClock) return { ...NO_ZONE_NAMES, shared: named(zones.pickUp, period.from) ?? named(zones.pickUp, period.to) }
  return { shared: null, pickUp: named(zones.pickUp, period.from), dropOff: named(zones.dropOff, period.to) }
}

/**
 * The zone names of a rental for this reader. Nothing until the page is live in the browser: the
 * server does not know the reader's zone, and the hydrated HTML must be the server's.
 */
export function useZoneNaming(zones: PlaceZones, period: { from: Date; to: Date }, language: Language): ZoneNaming {
  return zoneNaming(zones, period, useViewerTimeZone(), language)
}
