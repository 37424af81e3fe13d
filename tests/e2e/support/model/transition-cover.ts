// The browser paths of a machine. @xstate/graph walks the machine with the events a user (or the
// world) can cause and gives its graph (getAdjacencyMap); the paths then walk that graph from the
// start, each time to the nearest transition not taken yet (breadth first), until every state,
// every transition and every action variant is covered. A browser path costs seconds before its
// first step (a new browser context, the search page), so few long paths beat many short ones;
// a path still ends at a final state or after `maxSteps`. Each path's events are then played
// again in order on the machine, which gives the snapshots the page is checked against.
import { getAdjacencyMap } from '@xstate/graph'
import { transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate'
import { activeStateIds, transitionsTaken } from './machine-inventory.js'

export interface ModelStep<TSnapshot, TEvent> {
  event: TEvent
  /** The machine's snapshot before and after the event. */
  before: TSnapshot
  after: TSnapshot
}

export interface ModelPath<TSnapshot, TEvent> {
  start: TSnapshot
  steps: ModelStep<TSnapshot, TEvent>[]
  /** What the path covers: the states it shows, the transitions and the action variants it takes. */
  covers: string[]
}

export interface CoverOptions<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject> {
  machine: AnyStateMachine
  input?: unknown
  /** The events a user or the world can cause in this snapshot (what the page allows). */
  events: (snapshot: TSnapshot) => TEvent[]
  /** What tells two snapshots apart for the page and the events generator. */
  serializeState: (snapshot: TSnapshot) => string
  /**
   * What a step does, in words (e.g. 'choosePayment(payInFull)', 'paid after a failure'): each
   * variant is taken at least once. The first one names the step.
   */
  variantsOf: (before: TSnapshot, event: TEvent) => string[]
  /** A path stops looking for more after this many steps (default 20)… */
  maxSteps?: number
  /** …and then goes on to a final state when one is near (a journey the user ends). */
  finalWithin?: number
}

interface Edge<TSnapshot, TEvent> {
  step: ModelStep<TSnapshot, TEvent>
  to: string
  covers: string[]
}

/** The graph, each edge with what taking it covers. */
function graphOf<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(options: CoverOptions<TSnapshot, TEvent>) {
  const { machine, serializeState } = options
  const adjacency = getAdjacencyMap(machine, {
    input: options.input,
    events: (snapshot: TSnapshot) => options.events(snapshot),
    serializeState: (snapshot: TSnapshot) => serializeState(snapshot),
  } as never) as unknown as Record<string, { state: TSnapshot; transitions: Record<string, { event: TEvent; state: TSnapshot }> }>
  const states = (snapshot: TSnapshot) => activeStateIds(machine.id, snapshot.value).map((id) => `state ${id}`)
  const edges = new Map<string, Edge<TSnapshot, TEvent>[]>()
  for (const [serial, { state: before, transitions }] of Object.entries(adjacency)) {
    edges.set(
      serial,
      Object.values(transitions).map(({ event, state: after }) => ({
        step: { event, before, after },
        to: serializeState(after),
        covers: [
          ...transitionsTaken(machine, before, event).map((transition) => `transition ${transition}`),
          ...options.variantsOf(before, event).map((variant) => `action ${variant}`),
          ...states(after),
        ],
      })),
    )
  }
  const start = Object.values(adjacency)[0]!.state
  return { start, startSerial: serializeState(start), edges, startCovers: states(start) }
}

/** The shortest way from `from` to an edge that `gain`s something (the edge last; the best of the nearest), or null. */
function routeTo<TSnapshot, TEvent>(edges: Map<string, Edge<TSnapshot, TEvent>[]>, from: string, gain: (edge: Edge<TSnapshot, TEvent>) => number) {
  const cameBy = new Map<string, Edge<TSnapshot, TEvent>[]>([[from, []]])
  let frontier = [from]
  while (frontier.length > 0) {
    let best: { route: Edge<TSnapshot, TEvent>[]; gain: number } | null = null
    const next: string[] = []
    for (const serial of frontier) {
      const route = cameBy.get(serial)!
      for (const edge of edges.get(serial) ?? []) {
        const g = gain(edge)
        if (g > 0 && (!best || g > best.gain)) best = { route: [...route, edge], gain: g }
        if (!cameBy.has(edge.to)) {
          cameBy.set(edge.to, [...route, edge])
          next.push(edge.to)
        }
      }
    }
    if (best) return best.route
    frontier = next
  }
  return null
}

/**
 * The path's events played again from the start: the graph keeps one snapshot per serialized state,
 * so its edges may come from snapshots that differ in what the serialization leaves out; the page
 * sees the events in order. The serialization must tell apart all that matters: checked here.
 */
function replayed<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  options: CoverOptions<TSnapshot, TEvent>,
  start: TSnapshot,
  steps: ModelStep<TSnapshot, TEvent>[],
): ModelStep<TSnapshot, TEvent>[] {
  let before = start
  return steps.map((step) => {
    const [after] = transition(options.machine, before, step.event) as unknown as [TSnapshot]
    if (options.serializeState(after) !== options.serializeState(step.after))
      throw new Error(`played in order, ${step.event.type} leads to another state than in the graph: serializeState leaves out something that matters`)
    const played = { event: step.event, before, after }
    before = after
    return played
  })
}

/**
 * Paths from the start that together cover every state, transition and action variant the events
 * reach; a path that covers nothing the others do not is dropped (a walk that ended early).
 */
export function coveringPaths<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  options: CoverOptions<TSnapshot, TEvent>,
): ModelPath<TSnapshot, TEvent>[] {
  const maxSteps = options.maxSteps ?? 20
  const finalWithin = options.finalWithin ?? 3
  const { start, startSerial, edges, startCovers } = graphOf(options)
  const uncovered = new Set([...startCovers, ...[...edges.values()].flatMap((list) => list.flatMap((edge) => edge.covers))])
  const gain = (edge: Edge<TSnapshot, TEvent>) => edge.covers.filter((key) => uncovered.has(key)).length
  const final = (edge: Edge<TSnapshot, TEvent>) => (edge.step.after.status === 'done' ? 1 : 0)
  const walks: ModelStep<TSnapshot, TEvent>[][] = []
  while (uncovered.size > 0) {
    const steps: ModelStep<TSnapshot, TEvent>[] = []
    startCovers.forEach((key) => uncovered.delete(key))
    let at = startSerial
    for (;;) {
      const route = routeTo(edges, at, gain)
      if (!route || (steps.length > 0 && steps.length + route.length > maxSteps)) break
      for (const edge of route) {
        steps.push(edge.step)
        edge.covers.forEach((key) => uncovered.delete(key))
      }
      at = route.at(-1)!.to
    }
    if (steps.length === 0) break
    const ending = steps.at(-1)!.after.status === 'done' ? null : routeTo(edges, at, final)
    if (ending && ending.length <= finalWithin) steps.push(...ending.map((edge) => edge.step))
    walks.push(steps)
  }
  const paths = walks.map((steps) => {
    const path = { start, steps: replayed(options, start, steps), covers: [] as string[] }
    return { ...path, covers: [...new Set(pathCovers(options, path))] }
  })
  return withoutRedundant(paths)
}

/** Everything a path covers, from its start to its end. */
function pathCovers<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(options: CoverOptions<TSnapshot, TEvent>, path: ModelPath<TSnapshot, TEvent>) {
  const states = (snapshot: TSnapshot) => activeStateIds(options.machine.id, snapshot.value).map((id) => `state ${id}`)
  return [
    ...states(path.start),
    ...path.steps.flatMap(({ event, before, after }) => [
      ...transitionsTaken(options.machine, before, event).map((name) => `transition ${name}`),
      ...options.variantsOf(before, event).map((variant) => `action ${variant}`),
      ...states(after),
    ]),
  ]
}

/** The paths less those whose every state, transition and variant the others cover too (shortest first). */
function withoutRedundant<TPath extends { steps: unknown[]; covers: string[] }>(paths: TPath[]): TPath[] {
  const kept = [...paths]
  for (const path of [...paths].sort((a, b) => a.steps.length - b.steps.length)) {
    const others = new Set(kept.filter((other) => other !== path).flatMap((other) => other.covers))
    if (path.covers.every((key) => others.has(key))) kept.splice(kept.indexOf(path), 1)
  }
  return kept
}
