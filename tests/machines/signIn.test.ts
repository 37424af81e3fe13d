// Model-based test of sign-in (spec §5, §6, §8): every simple path of the machine, with the API
// outcomes given as actor events, replayed on a real actor with doubles.
import { createActor, fromPromise, waitFor, type StateValue } from 'xstate'
import { describe, expect, it } from 'vitest'
import { signInErrorOf, signInMachine, socialSignInErrorOf, type Credentials, type SocialCredentials } from '../../machines/signIn.machine'
import { apiError, signInPaths, user, type Step } from './paths/signIn.paths'
import { missingOf } from './support/coverage'
import { machineCoverage, pathsOf } from './support/paths'

const expectedError: Record<string, string> = {
  INCORRECT_CREDENTIALS: 'INCORRECT_CREDENTIALS',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL_ERROR: 'UNHANDLED',
}

async function replay(steps: { event: Step; target: StateValue }[]) {
  const calls: string[] = []
  const outcomes = steps.map((s) => s.event).filter((e) => e.type.startsWith('xstate.'))
  const settle = (id: string) => {
    const outcome = outcomes.find((o) => o.type.endsWith(`.actor.${id}`))
    if (outcome) outcomes.splice(outcomes.indexOf(outcome), 1)
    if (!outcome) return new Promise<never>(() => {})
    return outcome.type.startsWith('xstate.error') ? Promise.reject(outcome.error as Error) : Promise.resolve(outcome.output)
  }
  const machine = signInMachine.provide({
    actors: {
      signIn: fromPromise(async ({ input }: { input: Credentials }) => {
        calls.push(`signIn(${input.email},${input.password},${input.stayConnected})`)
        return settle('signIn')
      }),
      socialSignIn: fromPromise(async ({ input }: { input: SocialCredentials }) => {
        calls.push(`socialSignIn(${input.provider},${input.token},${input.stayConnected})`)
        return settle('socialSignIn')
      }),
    },
  })
  const actor = createActor(machine).start()
  for (const { event, target } of steps) {
    if (!event.type.startsWith('xstate.')) actor.send(event as never)
    await waitFor(actor, (s) => JSON.stringify(s.value) === JSON.stringify(target), { timeout: 1000 })
  }
  const snapshot = actor.getSnapshot()
  actor.stop()
  return { snapshot, calls }
}

describe('signIn model', () => {
  const paths = pathsOf(signInPaths).map((path) => path.steps.map(({ event, state }) => ({ event, target: state.value })))
  const label = (steps: (typeof paths)[number]) =>
    steps
      .map(({ event }) =>
        event.type === 'SUBMIT'
          ? `SUBMIT(${event.email ? 'email' : '-'},${event.password ? 'password' : '-'})`
          : event.type.startsWith('xstate.error')
            ? `${event.type.replace('xstate.error.actor.', '')}✗${(event.error as { code: string }).code}`
            : event.type.replace('xstate.done.actor.', '') + (event.type.startsWith('xstate') ? '✓' : ''),
      )
      .join(' → ') || 'start'

  it('explores many paths, some ending signed in', () => {
    expect(paths.length).toBeGreaterThan(20)
    expect(paths.some((steps) => steps.at(-1)?.target === 'signedIn')).toBe(true)
  })

  it.each(paths.map((steps) => [label(steps), steps] as const))('%s', async (_, steps) => {
    const { snapshot, calls } = await replay(steps)
    const events = steps.map((s) => s.event)
    const last = events.at(-1)

    // A call is made only for a SUBMIT with both fields filled in, and the e-mail is trimmed.
    const filled = events.filter((e) => e.type === 'SUBMIT' && String(e.email).trim() && e.password)
    expect(calls.filter((c) => c.startsWith('signIn(')).length).toBe(filled.length)
    calls.filter((c) => c.startsWith('signIn(')).forEach((c) => expect(c).toBe('signIn(driver@keyturn.example,secret1,true)'))

    if (snapshot.matches('signedIn')) {
      expect(snapshot.status).toBe('done')
      expect(snapshot.output?.user).toEqual(user)
      expect(snapshot.context.error).toBeNull()
      const origin = [...events].reverse().find((e) => e.type === 'SUBMIT' || e.type === 'SOCIAL')!
      expect(snapshot.output?.stayConnected).toBe(origin.stayConnected)
    } else if (last?.type.startsWith('xstate.error')) {
      const code = (last.error as { code: string }).code
      // a provider's token refused is not a wrong password
      const social = last.type === 'xstate.error.actor.socialSignIn' && code === 'INCORRECT_CREDENTIALS'
      expect(snapshot.context.error).toBe(social ? 'SOCIAL_REFUSED' : expectedError[code])
      expect(snapshot.matches('editing')).toBe(true)
    } else if (last?.type === 'SUBMIT' && !(String(last.email).trim() && last.password)) {
      expect(snapshot.context.error).toBe('MISSING_FIELDS')
    } else if (last?.type === 'EDIT') {
      expect(snapshot.context.error).toBeNull()
    }
  })

  it('the paths visit every state and take every transition', () => {
    expect(missingOf(machineCoverage([signInPaths]))).toEqual([])
  })
})

describe('signIn errors', () => {
  it.each([
    ['INCORRECT_CREDENTIALS', 'INCORRECT_CREDENTIALS'],
    ['UNAUTHORIZED', 'INCORRECT_CREDENTIALS'],
    ['ACCOUNT_SUSPENDED', 'ACCOUNT_SUSPENDED'],
    ['RATE_LIMITED', 'RATE_LIMITED'],
    ['NOT_IMPLEMENTED', 'UNHANDLED'],
  ])('%s is shown as %s', (code, error) => {
    expect(signInErrorOf(apiError(code))).toBe(error)
  })

  it.each([
    ['UNAUTHORIZED', 'SOCIAL_REFUSED'],
    ['INCORRECT_CREDENTIALS', 'SOCIAL_REFUSED'],
    ['ACCOUNT_SUSPENDED', 'ACCOUNT_SUSPENDED'],
    ['SERVICE_UNAVAILABLE', 'UNHANDLED'],
  ])('a provider sign-in refused with %s is shown as %s', (code, error) => {
    expect(socialSignInErrorOf(apiError(code))).toBe(error)
  })

  it('a network failure is unhandled', () => {
    expect(signInErrorOf(new TypeError('Failed to fetch'))).toBe('UNHANDLED')
  })
})
