// Model-based test of payment script loading (spec §4: initial, pending, resolved, rejected).
// @xstate/graph walks the machine with the page's events and the loader's outcomes given as
// `xstate.done.actor.loadScript` / `xstate.error.actor.loadScript`; each shortest path is then
// replayed on a real actor whose loader is a double settled as the path says, and we check what
// the page sees: the state, and which scripts were asked for.
import { getShortestPaths, getStateNodes } from '@xstate/graph'
import { createActor, fromPromise, type AnyEventObject, type SnapshotFrom, type StateValue } from 'xstate'
import { describe, expect, it } from 'vitest'
import { paymentScriptMachine, sameScript, type LoadScriptInput } from '../../machines/paymentScript.machine'
import { targetsOf } from './support/model-paths'

type Snapshot = SnapshotFrom<typeof paymentScriptMachine>
type Step = AnyEventObject

const stripe: LoadScriptInput = { gateway: 'Stripe', key: 'pk_test_123', currency: 'EUR' }
const stripeOtherCurrency: LoadScriptInput = { ...stripe, currency: 'USD' }
const payPalEur: LoadScriptInput = { gateway: 'PayPal', key: 'client-1', currency: 'EUR' }
const payPalUsd: LoadScriptInput = { ...payPalEur, currency: 'USD' }
const noKey: LoadScriptInput = { gateway: 'Stripe', key: ' ', currency: 'EUR' }

const load = (request: LoadScriptInput) => ({ type: 'paymentScript.load' as const, ...request })
const loaded: Step = { type: 'xstate.done.actor.loadScript' }
const failed: Step = { type: 'xstate.error.actor.loadScript', error: new Error('Failed to load Stripe.js') }

function eventsIn(snapshot: Snapshot): Step[] {
  const events: Step[] = [load(stripe), load(stripeOtherCurrency), load(payPalEur), load(payPalUsd), load(noKey), { type: 'paymentScript.retry' }]
  if (snapshot.matches('pending')) events.push(loaded, failed)
  return events
}

const requestKey = (request: LoadScriptInput | null) =>
  request === null ? 'none' : `${request.gateway}:${request.key}:${request.gateway === 'PayPal' ? request.currency : '*'}`

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
  const paths = getShortestPaths(paymentScriptMachine, {
    events: (snapshot) => eventsIn(snapshot) as never[],
    // a retried load is a state of its own (capped), so the retry paths are walked too
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, requestKey(snapshot.context.request), Math.min(snapshot.context.attempts, 2)]),
  }).map((path) =>
    targetsOf<Step>(path),
  )
  const label = (steps: (typeof paths)[number]) =>
    steps
      .map(({ event }) =>
        event.type === 'paymentScript.load'
          ? `load(${String(event.gateway)},${String(event.key).trim() || '-'},${String(event.currency)})`
          : event.type.replace('xstate.done.actor.', '✓').replace('xstate.error.actor.', '✗').replace('paymentScript.', ''),
      )
      .join(' → ') || 'start'

  it('explores paths to every state', () => {
    expect(paths.length).toBeGreaterThan(10)
    const reached = new Set(paths.flatMap((steps) => steps.map((s) => JSON.stringify(s.target))))
    reached.add('"initial"')
    const all = getStateNodes(paymentScriptMachine.root).map((node) => JSON.stringify(node.key))
    expect([...reached]).toEqual(expect.arrayContaining(all))
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
        const request = { gateway: event.gateway, key: event.key, currency: event.currency } as LoadScriptInput
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
