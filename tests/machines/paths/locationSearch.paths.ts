// How the place type-ahead's paths are made (issue 15): the visitor's words, the pause as its
// `xstate.after.typeAheadDelay…` event and the API's answers as the actor's done / error events.
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { locationSearchMachine, type Place } from '../../../machines/locationSearch.machine'
import { pathPlan } from '../support/paths'

type Snapshot = SnapshotFrom<typeof locationSearchMachine>
export type Step = AnyEventObject

export const place = (id: number, name: string): Place => ({
  id: `00000000-0000-4000-8000-0000000030${String(id).padStart(2, '0')}`,
  name,
  countryId: '00000000-0000-4000-8000-000000002001',
  countryName: 'France',
  countryCode: 'FR',
  timeZone: 'Europe/Paris',
  latitude: 45,
  longitude: 4,
})
export const agadir = place(1, 'Agadir Al Massira Airport')
export const lyonAirport = place(2, 'Lyon Saint-Exupéry Airport')
export const gareDeLyon = place(3, 'Paris Gare de Lyon Station')
/** What the API double answers for a keyword. */
export const placesFor = (keyword: string): Place[] =>
  keyword === '' ? [agadir, lyonAirport, gareDeLyon] : [lyonAirport, gareDeLyon].filter((p) => p.name.toLowerCase().includes(keyword.toLowerCase()))

export const typed = (keyword: string): Step => ({ type: 'locationSearch.type', keyword, language: 'en' })
export const searchNow: Step = { type: 'locationSearch.searchNow', keyword: '', language: 'en' }
export const pause: Step = { type: 'xstate.after.typeAheadDelay.locationSearch.waiting' }
export const answered: Step = { type: 'xstate.done.actor.searchLocations' }
export const failed: Step = { type: 'xstate.error.actor.searchLocations', error: new Error('Failed to fetch') }

function eventsIn(snapshot: Snapshot): Step[] {
  const events = [typed('Lyon'), typed('Paris'), searchNow]
  if (snapshot.matches('waiting')) events.push(pause)
  if (snapshot.matches('loading')) events.push(answered, failed)
  return events
}

export const locationSearchPaths = pathPlan({
  machine: locationSearchMachine,
  traversal: 'shortest',
  starts: [{ name: 'type-ahead' }],
  events: eventsIn,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.keyword]),
})
