// Model-based test of the booking confirmation (spec §2, §4, §8). @xstate/graph walks the
// machine with the server's answers given as `xstate.done.actor.checkSession` /
// `xstate.error.actor.checkSession` and the back-off as its `xstate.after.pollDelay…` event;
// each shortest path is replayed on a real actor with a simulated clock, advanced by exactly the
// expected back-off, and we check what the page shows and how often the server was asked.
import { createActor, fromPromise, SimulatedClock, type StateValue } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  confirmationMachine,
  pollDelay,
  POLL_GIVE_UP_MS,
  type CheckoutSessionStatus,
  type CheckSessionInput,
} from '../../machines/confirmation.machine'
import { booking, confirmationPaths, relabelled, requestFailed, sessionId, status, tick, type Step } from './paths/confirmation.paths'
import { missingOf } from './support/coverage'
import { machineCoverage, pathsOf } from './support/paths'

interface Check {
  at: number
  input: CheckSessionInput
  resolve: (value: CheckoutSessionStatus) => void
  reject: (error: unknown) => void
}

function harness() {
  const clock = new SimulatedClock()
  const checks: Check[] = []
  const machine = confirmationMachine.provide({
    actors: {
      checkSession: fromPromise<CheckoutSessionStatus, CheckSessionInput>(({ input }) => {
        expect(input.sessionId).toBe(sessionId)
        return new Promise((resolve, reject) => void checks.push({ at: clock.now(), input, resolve, reject }))
      }),
    },
  })
  const actor = createActor(machine, { input: { sessionId, language: 'fr' }, clock }).start()
  return { actor, clock, checks }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Settles the newest check as `step` says and lets the machine react. */
async function settle(checks: Check[], step: Step) {
  const check = checks.at(-1)!
  if (step.type.startsWith('xstate.error')) check.reject(step.error)
  else check.resolve(step.output as CheckoutSessionStatus)
  await settled()
}

async function replay(steps: { event: Step; target: StateValue }[]) {
  const { actor, clock, checks } = harness()
  for (const { event, target } of steps) {
    if (event.type.startsWith('xstate.done') || event.type.startsWith('xstate.error')) await settle(checks, event)
    else if (event.type === tick.type) {
      // nothing happens one millisecond early; the check starts exactly on time
      const delay = pollDelay(actor.getSnapshot().context.pendingChecks)
      const before = checks.length
      clock.increment(delay - 1)
      expect(actor.getSnapshot().value).toBe('waiting')
      clock.increment(1)
      expect(checks.length).toBe(before + 1)
    } else actor.send(event as never)
    expect(actor.getSnapshot().value).toEqual(target)
  }
  const snapshot = actor.getSnapshot()
  actor.stop()
  return { snapshot, checks }
}

describe('confirmation model', () => {
  const stepsOf = (start: string) =>
    pathsOf(confirmationPaths)
      .filter((path) => path.start.name === start)
      .map((path) => path.steps.map(({ event, state }) => ({ event, target: state.value })))
  const paths = stepsOf('polling')
  const label = (steps: (typeof paths)[number]) =>
    steps
      .map(({ event }) => {
        if (event.type === tick.type) return '⏱'
        if (event.type === requestFailed.type) return '✗'
        if (event.type === 'confirmation.retry') return 'retry'
        const output = event.output as CheckoutSessionStatus
        return `${output.outcome}${output.activationEmailSent ? '+mail' : ''}`
      })
      .join(' → ') || 'start'

  it('explores paths to every state and transition, including giving up', () => {
    expect(paths.length).toBeGreaterThan(30)
    expect(missingOf(machineCoverage([confirmationPaths]))).toEqual([])
    const gaveUp = paths.some((steps) => steps.at(-1)?.target === 'error' && steps.at(-1)?.event.type.startsWith('xstate.done'))
    expect(gaveUp).toBe(true)
  })

  it.each(paths.map((steps) => [label(steps), steps] as const))('%s', async (_, steps) => {
    const { snapshot, checks } = await replay(steps)
    const events = steps.map((s) => s.event)
    const last = events.at(-1)

    // The server is asked once at start, once after each wait, once after each retry.
    const expectedChecks = 1 + events.filter((e) => e.type === tick.type || e.type === 'confirmation.retry').length
    expect(checks.length).toBe(expectedChecks)

    // Every check asks for the names in the page's language.
    expect(checks.map((c) => c.input.language)).toEqual(checks.map(() => 'fr'))

    const lastOutput = last?.type.startsWith('xstate.done') ? (last.output as CheckoutSessionStatus) : null
    if (snapshot.matches('success')) {
      expect(snapshot.value).toEqual({ success: lastOutput!.outcome === 'paid' ? 'payNow' : 'payLater' })
      expect(snapshot.context.activationEmailSent).toBe(lastOutput!.activationEmailSent)
      // what was booked, for the view
      expect(snapshot.context.booking).toEqual(lastOutput!.booking)
    }
    if (snapshot.matches('failed')) expect(lastOutput?.outcome).toBe('failed')
    if (snapshot.matches('error')) {
      // a failed request, or still pending after about two minutes of polling
      if (lastOutput) {
        expect(lastOutput.outcome).toBe('pending')
        expect(snapshot.context.waited).toBeGreaterThanOrEqual(POLL_GIVE_UP_MS)
      } else expect(last).toBe(requestFailed)
    }
    if (snapshot.matches('waiting')) expect(snapshot.context.waited).toBeLessThan(POLL_GIVE_UP_MS)
  })

  const languagePaths = stepsOf('language')
  const languageLabel = (steps: (typeof paths)[number]) =>
    steps.map(({ event }) => (event.type === 'confirmation.language' ? `language(${String(event.language)})` : event.type.replace('xstate.', ''))).join(' → ')

  it.each(languagePaths.map((steps) => [languageLabel(steps), steps] as const))('%s', async (_, steps) => {
    const { snapshot, checks } = await replay(steps)
    const events = steps.map((s) => s.event)
    const paidAt = events.findIndex((e) => e.type === 'xstate.done.actor.checkSession')
    const changedAt = events.findIndex((e) => e.type === 'confirmation.language')
    // The check in flight keeps its language; after success, a new language asks the names again.
    const relabel = paidAt >= 0 && changedAt > paidAt
    expect(checks.map((c) => c.input.language)).toEqual(relabel ? ['fr', 'en'] : ['fr'])
    // The outcome stays; the new names replace the old ones, a failed request changes nothing.
    if (paidAt >= 0) expect(snapshot.value).toEqual({ success: 'payNow' })
    if (events.at(-1)?.type === 'xstate.done.actor.relabel') expect(snapshot.context.booking).toEqual(relabelled)
    else if (paidAt >= 0) expect(snapshot.context.booking).toEqual(booking())
  })
})

describe('confirmation polling', () => {
  it('backs off 1 s, 2 s, 4 s, 8 s, then every 10 s', () => {
    expect(Array.from({ length: 8 }, (_, i) => pollDelay(i + 1))).toEqual([1000, 2000, 4000, 8000, 10000, 10000, 10000, 10000])
  })

  it('checks again on that schedule while the provider has not settled, then shows success', async () => {
    const { actor, clock, checks } = harness()
    for (let i = 0; i < 6; i++) {
      checks.at(-1)!.resolve(status('pending'))
      await settled()
      expect(actor.getSnapshot().value).toBe('waiting')
      clock.increment(pollDelay(i + 1))
    }
    expect(checks.map((c) => c.at)).toEqual([0, 1000, 3000, 7000, 15000, 25000, 35000])
    checks.at(-1)!.resolve(status('paid', true))
    await settled()
    expect(actor.getSnapshot().value).toEqual({ success: 'payNow' })
    expect(actor.getSnapshot().context.activationEmailSent).toBe(true)
  })

  it('gives up after about two minutes, and a retry starts the schedule again', async () => {
    const { actor, clock, checks } = harness()
    while (actor.getSnapshot().value !== 'error') {
      checks.at(-1)!.resolve(status('pending'))
      await settled()
      if (actor.getSnapshot().matches('waiting')) clock.increment(pollDelay(actor.getSnapshot().context.pendingChecks))
    }
    const lastAt = checks.at(-1)!.at
    expect(lastAt).toBeGreaterThanOrEqual(POLL_GIVE_UP_MS)
    expect(lastAt).toBeLessThanOrEqual(POLL_GIVE_UP_MS + 10_000)
    expect(checks).toHaveLength(16)
    // no more checks once given up
    clock.increment(60_000)
    expect(checks).toHaveLength(16)

    actor.send({ type: 'confirmation.retry' })
    expect(actor.getSnapshot().value).toBe('checking')
    checks.at(-1)!.resolve(status('pending'))
    await settled()
    clock.increment(999)
    expect(checks).toHaveLength(17)
    clock.increment(1)
    expect(checks).toHaveLength(18)
  })

  it('a failed request is an error, not a failed payment', async () => {
    const { actor, checks } = harness()
    checks[0]!.reject(new Error('Failed to fetch'))
    await settled()
    expect(actor.getSnapshot().value).toBe('error')
  })

  it('stopping the page stops polling', async () => {
    const { actor, clock, checks } = harness()
    checks[0]!.resolve(status('pending'))
    await settled()
    actor.stop()
    clock.increment(60_000)
    expect(checks).toHaveLength(1)
  })
})

describe('confirmation booking summary', () => {
  it('keeps what was booked from the answer, and nothing before it', async () => {
    const { actor, checks } = harness()
    expect(actor.getSnapshot().context.booking).toBeNull()
    expect(checks[0]!.input).toEqual({ sessionId, language: 'fr' })
    checks[0]!.resolve(status('payLater'))
    await settled()
    expect(actor.getSnapshot().value).toEqual({ success: 'payLater' })
    expect(actor.getSnapshot().context.booking).toEqual(booking())
  })

  it('a language chosen while checking is the next check\'s', async () => {
    const { actor, clock, checks } = harness()
    checks[0]!.resolve(status('pending'))
    await settled()
    actor.send({ type: 'confirmation.language', language: 'es' })
    clock.increment(pollDelay(1))
    expect(checks[1]!.input).toEqual({ sessionId, language: 'es' })
  })

  it('on success, another language asks again for the names only; the outcome stays', async () => {
    const { actor, checks } = harness()
    checks[0]!.resolve(status('paid', true))
    await settled()
    actor.send({ type: 'confirmation.language', language: 'fr' })
    expect(checks).toHaveLength(1)
    actor.send({ type: 'confirmation.language', language: 'en' })
    expect(checks).toHaveLength(2)
    expect(checks[1]!.input).toEqual({ sessionId, language: 'en' })
    expect(actor.getSnapshot().value).toEqual({ success: 'payNow' })
    // even an answer with another outcome changes only the names
    checks[1]!.resolve(status('pending', false, booking({ pickUp: 'Paris Gare de Lyon (EN)', dropOff: 'Lyon Part-Dieu (EN)' })))
    await settled()
    expect(actor.getSnapshot().value).toEqual({ success: 'payNow' })
    expect(actor.getSnapshot().context.activationEmailSent).toBe(true)
    expect(actor.getSnapshot().context.booking?.pickUpLocation.name).toBe('Paris Gare de Lyon (EN)')
    // a failed request keeps the names shown
    actor.send({ type: 'confirmation.language', language: 'es' })
    checks[2]!.reject(new Error('offline'))
    await settled()
    expect(actor.getSnapshot().value).toEqual({ success: 'payNow' })
    expect(actor.getSnapshot().context.booking?.pickUpLocation.name).toBe('Paris Gare de Lyon (EN)')
  })

  it('a quick second switch replaces the first request', async () => {
    const { actor, checks } = harness()
    checks[0]!.resolve(status('payLater'))
    await settled()
    actor.send({ type: 'confirmation.language', language: 'en' })
    actor.send({ type: 'confirmation.language', language: 'es' })
    expect(checks.map((c) => c.input.language)).toEqual(['fr', 'en', 'es'])
    checks[1]!.resolve(status('payLater', false, booking({ pickUp: 'EN', dropOff: 'EN' })))
    checks[2]!.resolve(status('payLater', false, booking({ pickUp: 'ES', dropOff: 'ES' })))
    await settled()
    expect(actor.getSnapshot().context.booking?.pickUpLocation.name).toBe('ES')
  })
})
