// The zones of the places chosen in a search form, by id, for the results page the form opens (in
// this browser tab): it judges the criteria at their places before any answer names them. A page
// loaded from the server has them from the server instead (src/web/page-machines.server.ts).
// A module of its own: the home page's form records them without loading the search machine.
import type { KnownPlaceZones } from '../../../machines/search.machine'

const chosenPlaceZones = new Map<string, string>()

/** Remembers the time zones of places the visitor chose. */
export function notePlaceZones(zones: KnownPlaceZones): void {
  for (const [id, zone] of Object.entries(zones)) chosenPlaceZones.set(id, zone)
}

/** The time zones of the places chosen so far, by id. */
export function chosenZones(): KnownPlaceZones {
  return Object.fromEntries(chosenPlaceZones)
}
