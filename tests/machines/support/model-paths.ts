// The steps of a path found by xstate/graph (getShortestPaths / getSimplePaths), without the
// initial `xstate.init` step, in the two shapes the model-based tests replay.
import type { AnyEventObject, StateValue } from 'xstate'

type GraphPath = { steps: readonly { event: unknown; state: unknown }[] }

const realSteps = (path: GraphPath) => path.steps.filter((step) => (step.event as AnyEventObject).type !== 'xstate.init')

/** Each event with the snapshot it leads to. */
export function stepsOf<TEvent, TSnapshot>(path: GraphPath): { event: TEvent; state: TSnapshot }[] {
  return realSteps(path).map((step) => ({ event: step.event as TEvent, state: step.state as TSnapshot }))
}

/** Each event with the state value it leads to. */
export function targetsOf<TEvent, TValue = StateValue>(path: GraphPath): { event: TEvent; target: TValue }[] {
  return realSteps(path).map((step) => ({ event: step.event as TEvent, target: (step.state as { value: TValue }).value }))
}
