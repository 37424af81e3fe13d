// The one place machine paths are made (issue 25): each machine's plan (tests/machines/paths/)
// says where paths start, which events to try in a snapshot — the user's, and the invoked actors'
// outcomes as `xstate.done.actor.<id>` / `xstate.error.actor.<id>` — and which snapshots are the
// same state; @xstate/graph finds the paths. The machine tests replay them on real actors with
// their doubles; `npm run test:paths` counts what they cover.
import { getShortestPaths, getSimplePaths } from '@xstate/graph'
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate'
import { Covered, coverageOf, machineParts, recorder, type MachineCoverage } from './coverage'

/** Where paths start: a name for the test labels, and the machine's input. */
export interface PathStart<TInput = unknown> {
  name: string
  input?: TInput
}

export interface PathPlan<TMachine extends AnyStateMachine, TStart extends PathStart<InputFrom<TMachine>> = PathStart<InputFrom<TMachine>>> {
  machine: TMachine
  /** `shortest`: one path to each state; `simple`: every path that visits no state twice. */
  traversal: 'shortest' | 'simple'
  starts: readonly TStart[]
  /** The events to try in a snapshot. */
  events(snapshot: SnapshotFrom<TMachine>, start: TStart): readonly AnyEventObject[]
  /** Snapshots with the same key are one state of the graph: what the guards and the checks read, no more. */
  serializeState(snapshot: SnapshotFrom<TMachine>): string
}

/** Any machine's plan (methods, not function properties, so that a list can hold plans of different machines). */
export type AnyPathPlan = PathPlan<AnyStateMachine, PathStart>

/** Typed plan: infers the machine and the start. */
export const pathPlan = <TMachine extends AnyStateMachine, TStart extends PathStart<InputFrom<TMachine>>>(plan: PathPlan<TMachine, TStart>) => plan

export interface MachinePath<TMachine extends AnyStateMachine, TStart> {
  start: TStart
  /** Each event with the snapshot it leads to (the initial `xstate.init` left out). */
  steps: { event: AnyEventObject; state: SnapshotFrom<TMachine> }[]
  /** Where the path ends. */
  state: SnapshotFrom<TMachine>
}

export interface Explored<TMachine extends AnyStateMachine, TStart> {
  paths: MachinePath<TMachine, TStart>[]
  /** What the paths visit and take, replayed on the machine. */
  covered: Covered
}

const explored = new WeakMap<AnyPathPlan, Explored<AnyStateMachine, unknown>>()

const valueKey = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value)

/**
 * The paths of a plan: the graph's shortest (or simple) paths from each start, then, for every
 * transition or state they miss, the shortest path to a state where one more event of the plan
 * takes it, with that event. (A graph path never ends by coming back to a state it already
 * reached, so a self-transition, or a second way into a state, needs that extra step.)
 * Every path is replayed on the machine; a path the machine does not follow throws.
 */
export function explore<TMachine extends AnyStateMachine, TStart extends PathStart<InputFrom<TMachine>>>(
  plan: PathPlan<TMachine, TStart>,
): Explored<TMachine, TStart> {
  const known = explored.get(plan)
  if (known) return known as unknown as Explored<TMachine, TStart>
  const { machine } = plan
  const run = recorder(machine)
  const parts = machineParts(machine)
  const covered = new Covered()
  const complete = () =>
    covered.states.size === parts.states.length &&
    covered.transitions.size === parts.eventTransitions.length + parts.eventlessTransitions.length
  const paths: MachinePath<TMachine, TStart>[] = []

  for (const start of plan.starts) {
    const traverse = plan.traversal === 'shortest' ? getShortestPaths : getSimplePaths
    const found = traverse(machine, {
      input: start.input,
      events: (snapshot) => plan.events(snapshot as SnapshotFrom<TMachine>, start) as never[],
      serializeState: (snapshot) => plan.serializeState(snapshot as SnapshotFrom<TMachine>),
    })
    // Paths share their beginnings (a shortest path is another one and a step): each distinct
    // beginning is replayed once, keyed by the graph's own event objects.
    type Replayed = { snapshot: AnyMachineSnapshot; next: Map<AnyEventObject, Replayed> }
    const initial = run.initial(start.input)
    covered.add(initial)
    const root: Replayed = { snapshot: initial.snapshot, next: new Map() }
    // The shortest path to each state, with where its replay ends: where the completing steps start.
    const ends = new Map<string, { path: MachinePath<TMachine, TStart>; snapshot: AnyMachineSnapshot }>()
    for (const graphPath of found) {
      const path: MachinePath<TMachine, TStart> = {
        start,
        steps: graphPath.steps
          .filter((step) => (step.event as AnyEventObject).type !== 'xstate.init')
          .map((step) => ({ event: step.event as AnyEventObject, state: step.state as SnapshotFrom<TMachine> })),
        state: graphPath.state as SnapshotFrom<TMachine>,
      }
      let node = root
      for (const [index, { event, state }] of path.steps.entries()) {
        let child = node.next.get(event)
        if (!child) {
          const step = run.next(node.snapshot, event)
          covered.add(step)
          child = { snapshot: step.snapshot, next: new Map() }
          node.next.set(event, child)
        }
        node = child
        if (valueKey(node.snapshot) !== valueKey(state))
          throw new Error(`${machine.id} (${start.name}): step ${index + 1} (${event.type}) reaches ${valueKey(node.snapshot)}, the graph says ${valueKey(state)}`)
      }
      paths.push(path)
      const key = plan.serializeState(path.state)
      const end = ends.get(key)
      if (!end || end.path.steps.length > path.steps.length) ends.set(key, { path, snapshot: node.snapshot })
    }
    for (const { path, snapshot } of [...ends.values()].sort((a, b) => a.path.steps.length - b.path.steps.length)) {
      if (complete()) break
      for (const event of plan.events(snapshot as SnapshotFrom<TMachine>, start)) {
        const step = run.next(snapshot, event)
        if (!covered.isNew(step)) continue
        covered.add(step)
        const state = step.snapshot as SnapshotFrom<TMachine>
        paths.push({ start, steps: [...path.steps, { event, state }], state })
      }
    }
  }
  const result = { paths, covered }
  explored.set(plan, result)
  return result
}

/** The paths of a plan (see `explore`). */
export const pathsOf = <TMachine extends AnyStateMachine, TStart extends PathStart<InputFrom<TMachine>>>(plan: PathPlan<TMachine, TStart>) =>
  explore(plan).paths

/** What the paths of one machine's plans cover together. */
export function machineCoverage(plans: readonly AnyPathPlan[]): MachineCoverage {
  const [first] = plans
  if (!first || plans.some((plan) => plan.machine !== first.machine)) throw new Error('machineCoverage: the plans of one machine')
  const covered = new Covered()
  let paths = 0
  for (const plan of plans) {
    const { paths: found, covered: own } = explore(plan)
    covered.add({ states: [...own.states], transitions: [...own.transitions] })
    paths += found.length
  }
  return coverageOf(first.machine, covered, paths)
}
