// How the sign-in machine's paths are made (spec §5, §6, §8): every simple path, the API's
// outcomes as `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events.
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { signInMachine } from '../../../machines/signIn.machine'
import { pathPlan } from '../support/paths'

type Snapshot = SnapshotFrom<typeof signInMachine>
export type Step = AnyEventObject

export const user = { id: 'u1', language: 'en' }
export const apiError = (code: string) => Object.assign(new Error(code), { code })
export const done = (id: string, output?: unknown): Step => ({ type: `xstate.done.actor.${id}`, output })
export const failure = (id: string, code: string): Step => ({ type: `xstate.error.actor.${id}`, error: apiError(code) })
const codes = ['INCORRECT_CREDENTIALS', 'ACCOUNT_SUSPENDED', 'RATE_LIMITED', 'INTERNAL_ERROR']

function eventsIn(snapshot: Snapshot): Step[] {
  if (snapshot.matches('editing'))
    return [
      { type: 'SUBMIT', email: ' driver@keyturn.example ', password: 'secret1', stayConnected: true },
      { type: 'SUBMIT', email: '', password: 'secret1', stayConnected: false },
      { type: 'SUBMIT', email: 'driver@keyturn.example', password: '', stayConnected: false },
      { type: 'SOCIAL', provider: 'google', token: 'a.b.c', stayConnected: false },
      { type: 'EDIT' },
    ]
  if (snapshot.matches('submitting')) return [done('signIn', user), ...codes.map((c) => failure('signIn', c))]
  if (snapshot.matches('socialSubmitting')) return [done('socialSignIn', user), ...codes.map((c) => failure('socialSignIn', c))]
  return []
}

export const signInPaths = pathPlan({
  machine: signInMachine,
  traversal: 'simple',
  starts: [{ name: 'sign-in' }],
  events: eventsIn,
  serializeState: (snapshot) => JSON.stringify(snapshot.value) + JSON.stringify(snapshot.context.error),
})
