// What a machine's paths cover: the state nodes they visit and the transitions they take, against
// every state node and transition of the machine's definition. Steps are replayed purely (the
// machine's own `transition` in a scope that starts nothing and runs no action), and xstate's
// `@xstate.microstep` inspection events name the transitions each step took, eventless ones
// included: no guessing from the state values before and after.
import {
  createActor,
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type InspectedMicrostepEvent,
  type StateValue,
} from 'xstate'

/** Every state node (the root left out: a machine is always in it) and every transition candidate. */
export interface MachineParts {
  states: AnyStateNode[]
  /** `on` events, delays (`after`), invoked actors' results and a compound state's `onDone`: one per guarded candidate. */
  eventTransitions: AnyTransitionDefinition[]
  /** `always` candidates. */
  eventlessTransitions: AnyTransitionDefinition[]
}

export function machineParts(machine: AnyStateMachine): MachineParts {
  const parts: MachineParts = { states: [], eventTransitions: [], eventlessTransitions: [] }
  const walk = (node: AnyStateNode) => {
    if (node !== machine.root) parts.states.push(node)
    for (const candidates of node.transitions.values()) parts.eventTransitions.push(...candidates)
    parts.eventlessTransitions.push(...(node.always ?? []))
    for (const child of Object.values(node.states)) walk(child)
  }
  walk(machine.root)
  return parts
}

/** The state nodes a state value is in, its ancestors included. */
function nodesOf(node: AnyStateNode, value: StateValue): AnyStateNode[] {
  if (typeof value === 'string') return node.states[value] ? [node.states[value]] : []
  return Object.entries(value).flatMap(([key, child]) => {
    const sub = node.states[key]
    return sub ? [sub, ...(child === undefined ? [] : nodesOf(sub, child))] : []
  })
}

/** What one step did: where it ended, the state nodes it went through and the transitions it took. */
export interface Recorded {
  snapshot: AnyMachineSnapshot
  states: AnyStateNode[]
  transitions: AnyTransitionDefinition[]
}

/**
 * Runs a machine without side effects, as xstate's pure `transition` does: invoked and spawned
 * actors are created but never started, delays never scheduled, the machine's own actions never
 * run (`assign` and `raise` do their part), while every microstep is inspected.
 */
export function recorder(machine: AnyStateMachine) {
  let microsteps: InspectedMicrostepEvent[] = []
  // Unstarted: it only lends its system (which carries the inspection) to the scope.
  const self = createActor(machine, {
    inspect: (event) => {
      if (event.type === '@xstate.microstep') microsteps.push(event)
    },
  })
  const scope: AnyActorScope = {
    self,
    id: '',
    sessionId: '',
    system: self.system,
    logger: () => {},
    defer: () => {},
    emit: () => {},
    stopChild: () => {},
    actionExecutor: () => {},
  }
  const record = (run: () => AnyMachineSnapshot): Recorded => {
    microsteps = []
    const snapshot = run()
    const transitions = microsteps.flatMap((step) => step._transitions)
    const states = [
      ...transitions.map((transition) => transition.source).filter((node) => node !== machine.root),
      ...microsteps.flatMap((step) => nodesOf(machine.root, (step.snapshot as AnyMachineSnapshot).value)),
      ...nodesOf(machine.root, snapshot.value),
    ]
    return { snapshot, states, transitions }
  }
  return {
    initial: (input: unknown) => record(() => machine.getInitialSnapshot(scope, input)),
    next: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => record(() => machine.transition(snapshot, event, scope)),
  }
}

/** The state nodes visited and the transitions taken, added up over steps. */
export class Covered {
  readonly states = new Set<AnyStateNode>()
  readonly transitions = new Set<AnyTransitionDefinition>()

  add({ states, transitions }: Pick<Recorded, 'states' | 'transitions'>): void {
    states.forEach((state) => this.states.add(state))
    transitions.forEach((transition) => this.transitions.add(transition))
  }

  /** True when the step would visit or take something not covered yet. */
  isNew({ states, transitions }: Pick<Recorded, 'states' | 'transitions'>): boolean {
    return states.some((state) => !this.states.has(state)) || transitions.some((transition) => !this.transitions.has(transition))
  }
}

const guardName = (guard: unknown): string | null => {
  if (!guard) return null
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type
  if (typeof guard === 'function') return guard.name || 'guard'
  return 'guard'
}

const isEventless = (transition: AnyTransitionDefinition) => transition.source.always?.includes(transition) ?? false

const plainLabel = (transition: AnyTransitionDefinition) => {
  const guard = guardName(transition.guard)
  const targets = (transition.target ?? []).map((target: AnyStateNode) => target.id).join(', ') || '(stays)'
  return `${transition.source.id}: ${isEventless(transition) ? 'always' : transition.eventType}${guard ? ` [${guard}]` : ''} → ${targets}`
}

/** A transition as the report names it: `source: event [guard] → targets`. */
export function transitionLabel(transition: AnyTransitionDefinition): string {
  const label = plainLabel(transition)
  const candidates: AnyTransitionDefinition[] = isEventless(transition)
    ? transition.source.always!
    : (transition.source.transitions.get(transition.eventType) ?? [])
  // Two candidates of one event can read the same (same guard, same target): tell them apart by rank.
  const twins = candidates.filter((other) => plainLabel(other) === label)
  return twins.length > 1 ? `${label} #${candidates.indexOf(transition) + 1}` : label
}

export interface Tally {
  covered: number
  total: number
  /** What no path visits or takes. */
  missing: string[]
}

export interface MachineCoverage {
  machine: string
  states: Tally
  eventTransitions: Tally
  eventlessTransitions: Tally
  paths: number
}

function tally<T>(all: T[], covered: Set<T>, name: (item: T) => string): Tally {
  const missing = all.filter((item) => !covered.has(item))
  return { covered: all.length - missing.length, total: all.length, missing: missing.map(name) }
}

/** A machine's coverage: what `covered` holds against the whole definition. */
export function coverageOf(machine: AnyStateMachine, covered: Covered, paths: number): MachineCoverage {
  const parts = machineParts(machine)
  return {
    machine: machine.id,
    states: tally(parts.states, covered.states, (node) => node.id),
    eventTransitions: tally(parts.eventTransitions, covered.transitions, transitionLabel),
    eventlessTransitions: tally(parts.eventlessTransitions, covered.transitions, transitionLabel),
    paths,
  }
}

/** Everything a machine's paths leave out, named. */
export const missingOf = (coverage: MachineCoverage): string[] => [
  ...coverage.states.missing.map((id) => `state ${id}`),
  ...coverage.eventTransitions.missing.map((label) => `transition ${label}`),
  ...coverage.eventlessTransitions.missing.map((label) => `eventless transition ${label}`),
]
