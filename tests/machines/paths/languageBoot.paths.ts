// How the languageBoot machine's paths are made (spec §4): every simple path from one input per
// branch of the rules, the actors' outcomes as `xstate.done.actor.<id>` / `xstate.error.actor.<id>`.
import type { SnapshotFrom } from 'xstate'
import { languageBootMachine, type LanguageBootInput } from '../../../machines/languageBoot.machine'
import { pathPlan } from '../support/paths'

type BootSnapshot = SnapshotFrom<typeof languageBootMachine>
export type Outcome = { type: string; output?: unknown }
export const done = (id: string, output?: unknown): Outcome => ({ type: `xstate.done.actor.${id}`, output })
export const failure = (id: string): Outcome => ({ type: `xstate.error.actor.${id}`, error: new Error(`${id} failed`) }) as Outcome

/** The inputs the model is explored from: one per branch of the spec rules. */
export const scenarios: Record<string, LanguageBootInput> = {
  'visitor with ?l=fr and a stored es': { search: '?l=fr&x=1', storedLanguage: 'es', user: null, languageFromIp: true },
  'visitor with an unsupported ?l and a stored es': { search: '?l=de', storedLanguage: 'es', user: null, languageFromIp: true },
  'visitor with nothing, IP lookup on': { search: '', storedLanguage: null, user: null, languageFromIp: true },
  'visitor with nothing, IP lookup off': { search: '', storedLanguage: 'xx', user: null, languageFromIp: false },
  'user (fr) with nothing, IP lookup on': { search: '', storedLanguage: null, user: { id: 'u1', language: 'fr' }, languageFromIp: true },
  'user (en) with a stored fr': { search: '', storedLanguage: 'fr', user: { id: 'u2', language: 'en' }, languageFromIp: false },
  'user (es) with ?l=es': { search: '?l=es', storedLanguage: 'fr', user: { id: 'u3', language: 'es' }, languageFromIp: false },
}

/** The actor outcomes worth trying in each state. */
function outcomesIn(snapshot: BootSnapshot): Outcome[] {
  if (snapshot.matches('lookingUpCountry'))
    return ['FR', 'MA', 'US', 'GB', 'AU', 'DE', null].map((code) => done('lookupCountry', code)).concat(failure('lookupCountry'))
  if (snapshot.matches({ syncing: 'checkingSession' }))
    return [200, 401, 500].map((status) => done('checkSession', status)).concat(failure('checkSession'))
  if (snapshot.matches({ syncing: 'updatingServerLanguage' }))
    return [done('updateServerLanguage'), failure('updateServerLanguage')]
  return []
}

export const languageBootPaths = pathPlan({
  machine: languageBootMachine,
  traversal: 'simple',
  starts: Object.entries(scenarios).map(([name, input]) => ({ name, input })),
  events: outcomesIn,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
})
