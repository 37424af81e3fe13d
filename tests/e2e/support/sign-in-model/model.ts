// The sign-in machine as the browser can drive it on /sign-in: the e-mail and password (right,
// wrong or left empty), Google's sign-in (a token the server accepts, or one it refuses), and the
// server's answers as the actors' outcome events. What the server answers follows from what was
// sent, read from the request the machine's actor was given (its input).
import type { SnapshotFrom } from 'xstate'
import { signInMachine, type SignInEvent, type SocialCredentials, type Credentials } from '../../../../machines/signIn.machine'
import { DEMO_DRIVER } from '../demo-driver.js'
import { coveringPaths, type ModelPath, type ModelStep } from '../model/transition-cover.js'

export type SignInSnapshot = SnapshotFrom<typeof signInMachine>
export type SignInModelEvent = SignInEvent | { type: `xstate.${'done' | 'error'}.actor.${string}`; output?: unknown; error?: unknown }
export type SignInStep = ModelStep<SignInSnapshot, SignInModelEvent>
export type SignInPath = ModelPath<SignInSnapshot, SignInModelEvent>

/** Google's tokens, by name (the test signs them: with the key set the server trusts, or another key). */
export type GoogleToken = 'accepted' | 'refused'

/** The social account the accepted Google token names (tests/fixtures/doubles/social-jwks.ts). */
export const SOCIAL_DRIVER = { name: 'Social Driver', email: 'social.driver@keyturn.example' }
export const WRONG_PASSWORD = 'not-the-password-1'

const user = (name: string) => ({ id: 'model-user', fullName: name, language: 'en' })
const done = (id: string, output: unknown): SignInModelEvent => ({ type: `xstate.done.actor.${id}`, output })
const failure = (id: string, code: string): SignInModelEvent => ({ type: `xstate.error.actor.${id}`, error: { code } })

/** What was sent: the credentials or the Google token the running request carries. */
function requestOf(snapshot: SignInSnapshot): Partial<Credentials & SocialCredentials> | undefined {
  const child = (snapshot.children as Record<string, { getSnapshot: () => { input?: unknown } } | undefined>)
  return (child.signIn ?? child.socialSignIn)?.getSnapshot().input as Partial<Credentials & SocialCredentials> | undefined
}

export function signInEvents(snapshot: SignInSnapshot): SignInModelEvent[] {
  if (snapshot.matches('editing'))
    return [
      { type: 'SUBMIT', email: DEMO_DRIVER.email, password: DEMO_DRIVER.password, stayConnected: true },
      { type: 'SUBMIT', email: DEMO_DRIVER.email, password: WRONG_PASSWORD, stayConnected: false },
      { type: 'SUBMIT', email: '', password: '', stayConnected: false },
      { type: 'SOCIAL', provider: 'google', token: 'accepted' satisfies GoogleToken, stayConnected: false },
      { type: 'SOCIAL', provider: 'google', token: 'refused' satisfies GoogleToken, stayConnected: false },
      // the page says it is being edited only while it shows an error
      ...(snapshot.context.error ? [{ type: 'EDIT' } as const] : []),
    ]
  const sent = requestOf(snapshot)
  if (snapshot.matches('submitting'))
    return [sent?.password === DEMO_DRIVER.password ? done('signIn', user(DEMO_DRIVER.name)) : failure('signIn', 'INCORRECT_CREDENTIALS')]
  if (snapshot.matches('socialSubmitting'))
    return [sent?.token === 'accepted' ? done('socialSignIn', user(SOCIAL_DRIVER.name)) : failure('socialSignIn', 'UNAUTHORIZED')]
  return []
}

export function serializeSignIn(snapshot: SignInSnapshot): string {
  const sent = requestOf(snapshot)
  return JSON.stringify([snapshot.value, snapshot.context.error, snapshot.context.stayConnected, sent?.password ?? sent?.token ?? null])
}

export function signInVariantsOf(before: SignInSnapshot, event: SignInModelEvent): string[] {
  const e = event as Record<string, unknown> & { type: string }
  if (e.type === 'SUBMIT') {
    if (!e.email && !e.password) return ['SUBMIT(empty)']
    return [e.password === DEMO_DRIVER.password ? `SUBMIT(right password${e.stayConnected ? ', stay connected' : ''})` : 'SUBMIT(wrong password)']
  }
  if (e.type === 'SOCIAL') return [`SOCIAL(google, ${String(e.token)} token)`]
  if (e.type === 'EDIT') return [`EDIT(after ${before.context.error})`]
  if (e.type.startsWith('xstate.error.actor.')) return [`${e.type.replace('xstate.error.actor.', '')}✗`]
  return [`${e.type.replace('xstate.done.actor.', '')}✓`]
}

export function describeSignInPath(path: SignInPath): string {
  const last = path.steps.at(-1)?.after ?? path.start
  return `${path.steps.map((step) => signInVariantsOf(step.before, step.event)[0]).join(' → ')} ⇒ ${JSON.stringify(last.value)}`
}

export function signInPaths(): SignInPath[] {
  return coveringPaths<SignInSnapshot, SignInModelEvent>({
    machine: signInMachine,
    events: signInEvents,
    serializeState: serializeSignIn,
    variantsOf: signInVariantsOf,
  })
}
