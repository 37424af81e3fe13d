// Issue 25: sign-in, tested from its machine in Chromium against a real server (its own, with
// Google sign-in configured against a local key set: support/sign-in-model/server.ts). The machine's
// paths (support/sign-in-model/model.ts) cover every state, transition and action variant; each
// event is caused on /sign-in (actions.ts) and each state checked there (assertions.ts). A state or
// an event type the tables lack fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { signInMachine } from '../../machines/signIn.machine'
import { launchChromium } from './support/browser.js'
import { eventTypesOf, stateIdsOf, tableGaps, transitionsOf } from './support/model/machine-inventory.js'
import { runPath } from './support/model/run-path.js'
import { actions } from './support/sign-in-model/actions.js'
import { assertions } from './support/sign-in-model/assertions.js'
import { describeSignInPath, signInPaths, signInVariantsOf } from './support/sign-in-model/model.js'
import { startSignInServer, type SignInServer } from './support/sign-in-model/server.js'
import { openSignInWorld, type SignInWorld } from './support/sign-in-model/world.js'

const paths = signInPaths()
console.info(`sign-in model: ${paths.length} browser paths, ${paths.reduce((n, p) => n + p.steps.length, 0)} steps`)

let server: SignInServer
let browser: Browser
const worlds: SignInWorld[] = []

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startSignInServer(), launchChromium()])
})
afterAll(async () => {
  for (const world of worlds) await world.context.close()
  await browser?.close()
  await server?.close()
})

describe('the sign-in machine, driven in the browser', () => {
  it('has an action for every event type and an assertion for every state', () => {
    expect(tableGaps(eventTypesOf(signInMachine), actions)).toEqual({ missing: [], unknown: [] })
    expect(tableGaps(stateIdsOf(signInMachine), assertions)).toEqual({ missing: [], unknown: [] })
  })

  it('its paths go through every state and every transition of the machine', () => {
    const covered = new Set(paths.flatMap((path) => path.covers))
    expect(stateIdsOf(signInMachine).filter((id) => !covered.has(`state ${id}`))).toEqual([])
    expect(transitionsOf(signInMachine).filter((transition) => !covered.has(`transition ${transition}`))).toEqual([])
  })

  it.each(paths.map((path) => [describeSignInPath(path), path] as const))('%s', { timeout: 120_000 }, async (_, path) => {
    const world = await openSignInWorld(browser, server.baseUrl, server.googleToken)
    worlds.push(world)
    await runPath(world, path, {
      machineId: signInMachine.id,
      actions,
      assertions,
      describe: (step) => signInVariantsOf(step.before, step.event)[0]!,
      pageOf: (w) => w.page,
    })
    await world.context.close()
    worlds.splice(worlds.indexOf(world), 1)
    expect(world.pageErrors).toEqual([])
  })
})
