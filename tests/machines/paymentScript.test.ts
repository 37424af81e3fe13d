// Model-based test of payment script loading (spec §4: initial, pending, resolved, rejected).
// @xstate/graph walks the machine with the page's events and the loader's outcomes given as
// `xstate.done.actor.loadScript` / `xstate.error.actor.loadScript`; each shortest path is then
// replayed on a real actor whose loader is a double settled as the path says, and we check what
// the page sees: the state, and which scripts were asked for.
import { createActor, fromPromise, type StateValue } from 'xstate'
import { describe, expect, it } from 'vitest'
import { paymentScriptMachine, sameScript, type LoadScriptInput } from '../../machines/paymentScript.machine'
import {
  failed,
  load,
  loaded,
  noKey,
  payPalEur,
  payPalUsd,
  paymentScriptPaths,
  requestKey,
  stripe,
  stripeOtherCurrency,
  type Step,
} from './paths/paymentScript.paths'
import { missingOf } from './support/coverage'
import { machineCoverage, pathsOf } from './support/paths'

interface Load {
  input: LoadScriptInput
  signal: AbortSignal
  resolve: () => void
  reject: (error: unknown) => void
}

function harness() {
  const loads: Load[] = []
  const machine = paymentScriptMachine.provide({
    actors: {
      loadScript: fromPromise<void, LoadScriptInput>(
        ({ input, signal }) => new Promise<void>((resolve, reject) => void loads.push({ input, signal, resolve, reject })),
      ),
    },
  })
  const actor = createActor(machine).start()
  return { actor, loads }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

async function replay(steps: { event: Step; target: StateValue }[]) {
  const { actor, loads } = harness()
  for (const { event, target } of steps) {
    if (event.type === loaded.type) loads.at(-1)!.resolve()
    else if (event.type === failed.type) loads.at(-1)!.reject(event.error)
    else actor.send(event as never)
    await settled()
    expect(actor.getSnapshot().value).toEqual(target)
  }
  const snapshot = actor.getSnapshot()
  actor.stop()
  return { snapshot, loads }
}

describe('paymentScript model', () => {
  const paths = pathsOf(paymentScriptPaths).map((path) => path.steps.map(({ event, state }) => ({ event, target: state.value })))
  const label = (steps: (typeof paths)[number]) =>
    steps
      .map(({ event }) =>
        event.type === 'paymentScript.load'
          ? `load(${String(event.gateway)},${String(event.key).trim() || '-'},${String(event.currency)})`
          : event.type.replace('xstate.done.actor.', '✓').replace('xstate.error.actor.', '✗').replace('paymentScript.', ''),
      )
      .join(' → ') || 'start'

  it('explores paths to every state and transition', () => {
    expect(paths.length).toBeGreaterThan(10)
    expect(missingOf(machineCoverage([paymentScriptPaths]))).toEqual([])
  })

  it.each(paths.map((steps) => [label(steps), steps] as const))('%s', async (_, steps) => {
    const { snapshot, loads } = await replay(steps)
    const events = steps.map((s) => s.event)

    // A script is asked for only with a key, once per different script, again on retry.
    let current: LoadScriptInput | null = null
    let expectedLoads = 0
    let state = 'initial'
    for (const event of events) {
      if (event.type === 'paymentScript.load') {
        const request = { gateway: event.gateway, key: event.key, currency: event.currency }
        if (request.key.trim() !== '' && !sameScript(current, request)) {
          current = request
          expectedLoads++
          state = 'pending'
        }
      } else if (event.type === 'paymentScript.retry' && state === 'rejected') {
        expectedLoads++
        state = 'pending'
      } else if (event.type === loaded.type) state = 'resolved'
      else if (event.type === failed.type) state = 'rejected'
    }
    expect(loads).toHaveLength(expectedLoads)
    expect(snapshot.value).toBe(state)
    expect(snapshot.context.attempts).toBe(expectedLoads)
    if (current) expect(loads.at(-1)!.input).toEqual(current)
    if (state === 'rejected') expect(snapshot.context.error).toBe('Failed to load Stripe.js')
    else expect(snapshot.context.error).toBeNull()
  })
})

describe('paymentScript', () => {
  it('starts idle and loads nothing until asked', () => {
    const { actor, loads } = harness()
    expect(actor.getSnapshot().value).toBe('initial')
    actor.send({ type: 'paymentScript.retry' })
    expect(actor.getSnapshot().value).toBe('initial')
    expect(loads).toHaveLength(0)
  })

  it('a failed load is retried on demand and can then succeed', async () => {
    const { actor, loads } = harness()
    actor.send(load(payPalEur))
    expect(actor.getSnapshot().value).toBe('pending')
    loads[0]!.reject(new Error('The script "https://www.paypal.com/sdk/js" failed to load'))
    await settled()
    expect(actor.getSnapshot().value).toBe('rejected')
    actor.send({ type: 'paymentScript.retry' })
    expect(actor.getSnapshot().value).toBe('pending')
    expect(loads[1]!.input).toEqual(payPalEur)
    loads[1]!.resolve()
    await settled()
    expect(actor.getSnapshot().value).toBe('resolved')
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('a new currency reloads the PayPal SDK but not Stripe.js', async () => {
    const { actor, loads } = harness()
    actor.send(load(stripe))
    loads[0]!.resolve()
    await settled()
    actor.send(load(stripeOtherCurrency))
    expect(actor.getSnapshot().value).toBe('resolved')
    actor.send(load(payPalEur))
    actor.send(load(payPalUsd))
    expect(loads.map((l) => requestKey(l.input))).toEqual(['Stripe:pk_test_123:*', 'PayPal:client-1:EUR', 'PayPal:client-1:USD'])
    expect(loads[1]!.signal.aborted).toBe(true)
    // the cancelled load settling late changes nothing
    loads[1]!.reject(new Error('late'))
    await settled()
    expect(actor.getSnapshot().value).toBe('pending')
    loads[2]!.resolve()
    await settled()
    expect(actor.getSnapshot().value).toBe('resolved')
  })

  it('without a key nothing is loaded', () => {
    const { actor, loads } = harness()
    actor.send(load(noKey))
    expect(actor.getSnapshot().value).toBe('initial')
    expect(loads).toHaveLength(0)
  })
})
