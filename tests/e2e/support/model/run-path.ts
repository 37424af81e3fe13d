// Replays one model path in the browser: the start state's assertions, then for each step its
// action and the assertions of every state node the machine is then in (parents first). A failure
// names the step, so the path reads as the journey that broke.
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { activeStateIds } from './machine-inventory.js'
import type { ModelPath, ModelStep } from './transition-cover.js'

export interface PathTables<TWorld, TSnapshot, TEvent> {
  machineId: string
  actions: Record<string, (world: TWorld, step: ModelStep<TSnapshot, TEvent>) => Promise<void>>
  assertions: Record<string, (world: TWorld, snapshot: TSnapshot, step: ModelStep<TSnapshot, TEvent> | null) => Promise<void>>
  /** A step in words, for the failure message. */
  describe: (step: ModelStep<TSnapshot, TEvent>) => string
}

export async function runPath<TWorld, TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  world: TWorld,
  path: ModelPath<TSnapshot, TEvent>,
  tables: PathTables<TWorld, TSnapshot, TEvent>,
): Promise<void> {
  const check = async (snapshot: TSnapshot, step: ModelStep<TSnapshot, TEvent> | null) => {
    for (const id of activeStateIds(tables.machineId, snapshot.value)) {
      const assertion = tables.assertions[id]
      if (!assertion) throw new Error(`no assertion for the state ${id}`)
      try {
        await assertion(world, snapshot, step)
      } catch (error) {
        throw new Error(`the page does not show ${id}: ${(error as Error).message}`, { cause: error })
      }
    }
  }
  await check(path.start, null)
  for (const [index, step] of path.steps.entries()) {
    const action = tables.actions[step.event.type]
    if (!action) throw new Error(`no action for the event ${step.event.type}`)
    try {
      await action(world, step)
      await check(step.after, step)
    } catch (error) {
      throw new Error(`step ${index + 1} of ${path.steps.length}, ${tables.describe(step)} ⇒ ${JSON.stringify(step.after.value)}: ${(error as Error).message}`, {
        cause: error,
      })
    }
  }
}
