// Replays one model path in the browser: the start state's assertions, then for each step its
// action and the assertions of every state node the machine is then in (parents first). A failure
// names the step and shows what the page showed, so the path reads as the journey that broke.
import type { Page } from 'playwright-core'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { activeStateIds } from './machine-inventory.js'
import type { ModelPath, ModelStep } from './transition-cover.js'

export interface PathTables<TWorld, TSnapshot, TEvent> {
  machineId: string
  actions: Record<string, (world: TWorld, step: ModelStep<TSnapshot, TEvent>) => Promise<void>>
  assertions: Record<string, (world: TWorld, snapshot: TSnapshot, step: ModelStep<TSnapshot, TEvent> | null) => Promise<void>>
  /** A step in words, for the failure message. */
  describe: (step: ModelStep<TSnapshot, TEvent>) => string
  /** The page, whose address and text a failure message shows. */
  pageOf: (world: TWorld) => Page
}

/** The page's address and the start of its text. */
async function pageText(page: Page): Promise<string> {
  const text = await page.locator('body').innerText({ timeout: 2_000 })
  return `${page.url()}\n${text.slice(0, 2_000)}`
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
  const failed = async (where: string, error: unknown) => {
    const page = await pageText(tables.pageOf(world)).catch(() => '(the page could not be read)')
    return new Error(`${where}: ${(error as Error).message}\n--- the page:\n${page}`, { cause: error })
  }
  try {
    await check(path.start, null)
  } catch (error) {
    throw await failed(`the start ⇒ ${JSON.stringify(path.start.value)}`, error)
  }
  for (const [index, step] of path.steps.entries()) {
    const action = tables.actions[step.event.type]
    if (!action) throw new Error(`no action for the event ${step.event.type}`)
    try {
      await action(world, step)
      await check(step.after, step)
    } catch (error) {
      throw await failed(`step ${index + 1} of ${path.steps.length}, ${tables.describe(step)} ⇒ ${JSON.stringify(step.after.value)}`, error)
    }
  }
}
