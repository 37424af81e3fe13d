// How the session machine's paths are made (spec §3, §4): every simple path for a visitor and
// for a stored user, the actors' outcomes as `xstate.done.actor.<id>` / `xstate.error.actor.<id>`.
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { sessionMachine, type SessionCheck, type SessionInput, type SessionUser } from '../../../machines/session.machine'
import { pathPlan } from '../support/paths'

type Snapshot = SnapshotFrom<typeof sessionMachine>
export type Step = AnyEventObject

export const stored: SessionUser = { id: 'u1', language: 'fr' }
export const fresh: SessionUser = { id: 'u1', language: 'es' }
const other: SessionUser = { id: 'u2', language: 'en' }

export const done = (id: string, output?: unknown): Step => ({ type: `xstate.done.actor.${id}`, output })
export const failure = (id: string): Step => ({ type: `xstate.error.actor.${id}`, error: new Error(`${id} failed`) })

function eventsIn(snapshot: Snapshot): Step[] {
  if (snapshot.matches('validating'))
    return [
      done('validateSession', { status: 200, user: fresh } satisfies SessionCheck),
      done('validateSession', { status: 401 } satisfies SessionCheck),
      done('validateSession', { status: 403 } satisfies SessionCheck),
      done('validateSession', { status: 501 } satisfies SessionCheck),
      failure('validateSession'),
      { type: 'SIGN_OUT', to: '/sign-in' },
    ]
  if (snapshot.matches('signedOut'))
    return [
      { type: 'SIGNED_IN', user: other, stayConnected: true },
      { type: 'SIGNED_IN', user: other, stayConnected: false },
    ]
  if (snapshot.matches('signedIn'))
    return [
      { type: 'USER_UPDATED', user: { ...other, language: 'fr' } },
      // signed in again, in another tab
      { type: 'SIGNED_IN', user: other, stayConnected: false },
      { type: 'SIGN_OUT' },
      { type: 'SIGN_OUT', to: '/sign-in' },
    ]
  if (snapshot.matches('signingOut')) return [done('signOut'), failure('signOut')]
  return []
}

export const scenarios: Record<string, SessionInput> = {
  'a visitor': { storedUser: null },
  'a stored user': { storedUser: stored },
}

export const sessionPaths = pathPlan({
  machine: sessionMachine,
  traversal: 'simple',
  starts: Object.entries(scenarios).map(([name, input]) => ({ name, input })),
  events: eventsIn,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
})
