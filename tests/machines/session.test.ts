// Model-based test of the browser session (spec §3, §4). @xstate/graph walks the machine, actor
// outcomes given as `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events; every path is
// replayed on a real actor whose actors are doubles settling as the path says, and what the app
// sees (stored user, cleared storage, sign-out call, redirect) is checked against the spec.
import { createActor, fromPromise, waitFor, type StateValue } from 'xstate'
import { describe, expect, it } from 'vitest'
import { sessionMachine, type SessionCheck, type SessionInput } from '../../machines/session.machine'
import { done, failure, fresh, sessionPaths, stored, type Step } from './paths/session.paths'
import { missingOf } from './support/coverage'
import { machineCoverage, pathsOf } from './support/paths'

/** Replays `steps` on a real actor with doubles; returns what the app observed. */
async function replay(input: SessionInput, steps: { event: Step; target: StateValue }[]) {
  const log: string[] = []
  const queue = (id: string) => steps.map((s) => s.event).filter((e) => e.type.endsWith(`.actor.${id}`))
  const validations = queue('validateSession')
  const signOuts = queue('signOut')
  const settle = (outcome: Step | undefined) =>
    !outcome
      ? new Promise<never>(() => {})
      : outcome.type.startsWith('xstate.error')
        ? Promise.reject(new Error('failed'))
        : Promise.resolve(outcome.output)
  const machine = sessionMachine.provide({
    actors: {
      validateSession: fromPromise(async () => {
        log.push('validateSession')
        return (await settle(validations.shift())) as SessionCheck
      }),
      signOut: fromPromise(async () => {
        log.push('POST sign-out')
        await settle(signOuts.shift())
      }),
    },
    actions: {
      rememberUser: (_, { user, stayConnected }) =>
        void log.push(`remember(${user.id},${user.language}${stayConnected === undefined ? '' : `,stay=${stayConnected}`})`),
      forgetUser: () => void log.push('forget'),
      clearBrowserState: () => void log.push('clear storage'),
      redirect: (_, { to }) => void log.push(`go ${to}`),
    },
  })
  const actor = createActor(machine, { input })
  actor.start()
  for (const { event, target } of steps) {
    if (!event.type.startsWith('xstate.')) actor.send(event as never)
    await waitFor(actor, (s) => JSON.stringify(s.value) === JSON.stringify(target), { timeout: 1000 })
  }
  const snapshot = actor.getSnapshot()
  actor.stop()
  return { snapshot, log }
}

describe('session model', () => {
  const paths = pathsOf(sessionPaths).map(({ start, steps }) => ({
    name: start.name,
    input: start.input,
    steps: steps.map(({ event, state }) => ({ event, target: state.value })),
  }))
  const label = (p: (typeof paths)[number]) =>
    `${p.name}: ${p.steps.map((s) => `${s.event.type.replace('xstate.', '')}${s.event.output ? `=${JSON.stringify(s.event.output)}` : ''}${'to' in s.event ? `(${String(s.event.to)})` : ''}`).join(' → ') || 'start'}`

  it('explores paths for both scenarios', () => {
    expect(new Set(paths.map((p) => p.name)).size).toBe(2)
    expect(paths.length).toBeGreaterThan(10)
  })

  it.each(paths.map((p) => [label(p), p] as const))('%s', async (_, { input, steps }) => {
    const { snapshot, log } = await replay(input, steps)
    const events = steps.map((s) => s.event)

    // The session is checked at start exactly when a user is stored.
    expect(log.filter((l) => l === 'validateSession').length).toBe(input.storedUser ? 1 : 0)
    const check = events.find((e) => e.type.endsWith('.validateSession'))
    if (check?.type.startsWith('xstate.done')) {
      const status = (check.output as SessionCheck).status
      if (status === 200) expect(log).toContain('remember(u1,es)')
      if (status === 401 || status === 403) expect(log).toContain('forget')
      else expect(log).not.toContain('forget')
    }

    // Signing in stores the user and the stay-connected flag.
    events
      .filter((e) => e.type === 'SIGNED_IN')
      .forEach((e) => expect(log).toContain(`remember(u2,en,stay=${String(e.stayConnected)})`))

    // Sign-out, spec §4: clear the browser, then post, then go to / or /sign-in, whatever the answer.
    const signOut = events.find((e) => e.type === 'SIGN_OUT')
    if (signOut) {
      const clear = log.indexOf('clear storage')
      expect(clear).toBeGreaterThanOrEqual(0)
      expect(log[clear + 1]).toBe('POST sign-out')
      if (events.some((e) => e.type.endsWith('.signOut'))) expect(log[clear + 2]).toBe(`go ${String(signOut.to ?? '/')}`)
      if (events.at(-1)?.type.endsWith('.signOut')) expect(snapshot.value).toBe('signedOut')
      const signedInAgain = events.slice(events.indexOf(signOut)).some((e) => e.type === 'SIGNED_IN')
      if (!signedInAgain) expect(snapshot.context.user).toBeNull()
    } else {
      expect(log).not.toContain('clear storage')
      expect(log).not.toContain('POST sign-out')
    }

    // Who the app thinks is signed in.
    if (snapshot.matches('signedIn')) expect(snapshot.context.user).not.toBeNull()
    if (snapshot.matches('signedOut')) expect(snapshot.context.user).toBeNull()
    expect(snapshot.hasTag('sessionKnown')).toBe(!snapshot.matches('validating'))
  })

  it('the paths visit every state and take every transition', () => {
    expect(missingOf(machineCoverage([sessionPaths]))).toEqual([])
  })
})

describe('session rules', () => {
  it('a 501 or an offline check keeps the stored user', async () => {
    for (const outcome of [done('validateSession', { status: 501 }), failure('validateSession')]) {
      const { snapshot } = await replay({ storedUser: stored }, [{ event: outcome, target: 'signedIn' }])
      expect(snapshot.context.user).toEqual(stored)
    }
  })

  it('a live session replaces the stored user with the server one', async () => {
    const { snapshot } = await replay({ storedUser: stored }, [
      { event: done('validateSession', { status: 200, user: fresh }), target: 'signedIn' },
    ])
    expect(snapshot.context.user).toEqual(fresh)
  })

  it('without provided implementations a stored user stays and sign-out still ends signed out', async () => {
    const actor = createActor(sessionMachine, { input: { storedUser: stored } }).start()
    await waitFor(actor, (s) => s.matches('signedIn'), { timeout: 1000 })
    actor.send({ type: 'SIGN_OUT', to: '/sign-in' })
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'), { timeout: 1000 })
    expect(snapshot.context.redirectTo).toBe('/sign-in')
    actor.stop()
  })
})
