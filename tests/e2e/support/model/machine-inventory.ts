// What a machine is made of, read from its definition: its states, the event types its
// transitions take (the actors' outcomes included) and each transition. A browser model test
// compares these with its tables, so a state or a transition added to the machine fails the suite
// until the page test knows how to cause it and what the page must then show.
import { getStateNodes } from '@xstate/graph'
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject, StateValue, AnyTransitionDefinition } from 'xstate'

/** Every state node's id (the root excluded): the keys the assertions table must have. */
export const stateIdsOf = (machine: AnyStateMachine): string[] => getStateNodes(machine.root).map((node) => node.id)

/** Every event type a transition of the machine takes: the keys the actions table must have. */
export const eventTypesOf = (machine: AnyStateMachine): string[] => [...machine.root.events].sort()

const nodesOf = (machine: AnyStateMachine): AnyStateNode[] => [machine.root, ...getStateNodes(machine.root)]

/** A transition's name: its state, its event and its place among that event's candidates (guards). */
function keyOf(transition: AnyTransitionDefinition): string {
  const candidates = transition.source.transitions.get(transition.eventType) ?? []
  return `${transition.source.id} ${transition.eventType} #${candidates.indexOf(transition)}`
}

/** Every transition of the machine, by name. */
export function transitionsOf(machine: AnyStateMachine): string[] {
  return nodesOf(machine).flatMap((node) =>
    [...node.transitions.entries()].flatMap(([, candidates]) => candidates.map((transition) => keyOf(transition))),
  )
}

/** The transitions `event` takes from `snapshot` (none when the machine ignores it). */
export function transitionsTaken(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): string[] {
  return machine.getTransitionData(snapshot, event).map((transition) => keyOf(transition))
}

/** The ids of the state nodes a state value stands in, parents first (`checkout.editing`, `checkout.editing.idle`). */
export function activeStateIds(machineId: string, value: StateValue, prefix = machineId): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`]
  return Object.entries(value).flatMap(([key, child]) => [`${prefix}.${key}`, ...(child ? activeStateIds(machineId, child, `${prefix}.${key}`) : [])])
}

/** The keys a table lacks, and those it has for nothing the machine knows (both fail the suite). */
export function tableGaps(expected: readonly string[], table: object): { missing: string[]; unknown: string[] } {
  const keys = Object.keys(table)
  return { missing: expected.filter((key) => !keys.includes(key)), unknown: keys.filter((key) => !expected.includes(key)) }
}
