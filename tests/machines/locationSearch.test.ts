// The place type-ahead (issue 15, item 5): suggestions always belong to the words in the box.
// Model-based: @xstate/graph walks the machine with the visitor's events, the pause as its
// `xstate.after.typeAheadDelay…` event and the API's answers as the actor's done / error events;
// each shortest path is replayed on a real actor with a simulated clock and a request double, and
// we check what the list may show: never a place that answered other words.
import { createActor, fromPromise, SimulatedClock, type StateValue } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  locationSearchMachine,
  TYPE_AHEAD_DELAY_MS,
  type LocationSearchInput,
  type Place,
} from '../../machines/locationSearch.machine'
import {
  agadir,
  answered,
  failed,
  gareDeLyon,
  locationSearchPaths,
  lyonAirport,
  pause,
  placesFor,
  searchNow,
  typed,
  type Step,
} from './paths/locationSearch.paths'
import { missingOf } from './support/coverage'
import { machineCoverage, pathsOf } from './support/paths'

interface Request {
  input: LocationSearchInput
  signal: AbortSignal
  resolve: (places: Place[]) => void
  reject: (error: unknown) => void
}

function harness() {
  const clock = new SimulatedClock()
  const requests: Request[] = []
  const machine = locationSearchMachine.provide({
    actors: {
      searchLocations: fromPromise<Place[], LocationSearchInput>(
        ({ input, signal }) => new Promise((resolve, reject) => void requests.push({ input, signal, resolve, reject })),
      ),
    },
  })
  const actor = createActor(machine, { clock }).start()
  return { actor, clock, requests }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

async function replay(steps: { event: Step; target: StateValue }[]) {
  const { actor, clock, requests } = harness()
  for (const { event, target } of steps) {
    if (event.type === pause.type) {
      // nothing is asked one millisecond early
      const before = requests.length
      clock.increment(TYPE_AHEAD_DELAY_MS - 1)
      expect(requests).toHaveLength(before)
      clock.increment(1)
    } else if (event.type === answered.type) {
      const request = requests.at(-1)!
      request.resolve(placesFor(request.input.keyword))
      await settled()
    } else if (event.type === failed.type) {
      requests.at(-1)!.reject(event.error)
      await settled()
    } else actor.send(event as never)
    expect(actor.getSnapshot().value).toEqual(target)
    // The rule: the items shown are the answer to the words in the box, or nothing.
    const { context } = actor.getSnapshot()
    if (context.items.length > 0) {
      expect(actor.getSnapshot().value).toBe('done')
      expect(context.items).toEqual(placesFor(context.keyword.trim()))
    }
    if (actor.getSnapshot().hasTag('busy')) expect(context.items).toEqual([])
  }
  const snapshot = actor.getSnapshot()
  actor.stop()
  return { snapshot, requests }
}

describe('locationSearch model', () => {
  const paths = pathsOf(locationSearchPaths).map((path) => path.steps.map(({ event, state }) => ({ event, target: state.value })))
  const label = (steps: (typeof paths)[number]) =>
    steps
      .map(({ event }) => {
        if (event.type === pause.type) return '⏱'
        if (event.type === answered.type) return '✓'
        if (event.type === failed.type) return '✗'
        if (event.type === searchNow.type) return 'open'
        return `type(${String(event.keyword)})`
      })
      .join(' → ') || 'start'

  it('explores paths to every state and transition', () => {
    expect(missingOf(machineCoverage([locationSearchPaths]))).toEqual([])
  })

  it.each(paths.map((steps) => [label(steps), steps] as const))('%s', async (_, steps) => {
    const { snapshot, requests } = await replay(steps)
    // Only the latest request can still be running; every earlier one was aborted or answered.
    for (const request of requests.slice(0, -1)) expect(request.signal.aborted || !snapshot.hasTag('busy')).toBe(true)
    if (snapshot.matches('failed')) expect(snapshot.context.items).toEqual([])
  })
})

describe('locationSearch', () => {
  it('drops the previous suggestions as soon as the visitor types, and is busy until the new ones arrive', async () => {
    const { actor, clock, requests } = harness()
    actor.send(searchNow as never)
    requests[0]!.resolve(placesFor(''))
    await settled()
    expect(actor.getSnapshot().context.items).toEqual([agadir, lyonAirport, gareDeLyon])

    actor.send(typed('Lyon') as never)
    // The alphabetical list (Agadir first) is gone at once: nothing to click by mistake.
    expect(actor.getSnapshot().context.items).toEqual([])
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    clock.increment(TYPE_AHEAD_DELAY_MS)
    expect(requests[1]!.input).toEqual({ keyword: 'Lyon', language: 'en' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    requests[1]!.resolve(placesFor('Lyon'))
    await settled()
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    expect(actor.getSnapshot().context.items.map((p) => p.name)).toEqual(['Lyon Saint-Exupéry Airport', 'Paris Gare de Lyon Station'])
  })

  it('asks once for fast typing, with the last words', () => {
    const { actor, clock, requests } = harness()
    for (const keyword of ['L', 'Ly', 'Lyo', 'Lyon ']) {
      actor.send(typed(keyword) as never)
      clock.increment(TYPE_AHEAD_DELAY_MS - 1)
    }
    expect(requests).toHaveLength(0)
    clock.increment(1)
    expect(requests.map((r) => r.input)).toEqual([{ keyword: 'Lyon', language: 'en' }])
  })

  it('aborts the request of older words, and their late answer is never shown', async () => {
    const { actor, clock, requests } = harness()
    actor.send(typed('Paris') as never)
    clock.increment(TYPE_AHEAD_DELAY_MS)
    actor.send(typed('Lyon') as never)
    expect(requests[0]!.signal.aborted).toBe(true)
    requests[0]!.resolve([agadir])
    await settled()
    expect(actor.getSnapshot().context.items).toEqual([])
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
  })

  it('shows a failure, and typing again starts over', async () => {
    const { actor, clock, requests } = harness()
    actor.send(searchNow as never)
    requests[0]!.reject(new Error('Failed to fetch'))
    await settled()
    expect(actor.getSnapshot().value).toBe('failed')
    actor.send({ type: 'locationSearch.type', keyword: 'lyon', language: 'fr' })
    clock.increment(TYPE_AHEAD_DELAY_MS)
    expect(requests[1]!.input).toEqual({ keyword: 'lyon', language: 'fr' })
  })
})
