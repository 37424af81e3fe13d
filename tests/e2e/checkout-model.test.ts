// Issue 25: the guided checkout, tested from its machine in Chromium against the real server
// (global-setup's Stripe server). @xstate/graph walks the checkout machine with the events a
// visitor or the world can cause (support/checkout-model/model.ts); the paths cover every state,
// transition and action variant; each event is caused on the page (actions.ts) and each state is
// checked on the page (assertions.ts). A state or an event type the tables lack fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { checkoutMachine } from '../../machines/checkout.machine'
import { launchChromium } from './support/browser.js'
import { actions } from './support/checkout-model/actions.js'
import { assertions } from './support/checkout-model/assertions.js'
import { checkoutPaths, describeCheckoutPath, variantsOf, type CheckoutPath } from './support/checkout-model/model.js'
import { findTrip, weekOf } from './support/checkout-model/trip.js'
import { openWorld, type CheckoutWorld } from './support/checkout-model/world.js'
import { eventTypesOf, stateIdsOf, tableGaps, transitionsOf } from './support/model/machine-inventory.js'
import { runPath } from './support/model/run-path.js'
import { e2eServers } from './support/servers.js'

const baseUrl = e2eServers().baseUrl
const stripeApiUrl = e2eServers().stripeApiUrl

const paths = checkoutPaths()
console.info(`checkout model: ${paths.length} browser paths, ${paths.reduce((n, p) => n + p.steps.length, 0)} steps`)

let browser: Browser
const worlds: CheckoutWorld[] = []

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  for (const world of worlds) await world.context.close()
  await browser?.close()
  expect(worlds.flatMap((world) => world.pageErrors)).toEqual([])
})

const licenceRequired = (path: CheckoutPath) =>
  path.steps.some(({ event }) => event.type === 'xstate.done.actor.loadPrice' && (event.output as { licenseRequired: boolean }).licenseRequired)

describe('the checkout machine, driven in the browser', () => {
  it('has an action for every event type and an assertion for every state', () => {
    expect(tableGaps(eventTypesOf(checkoutMachine), actions)).toEqual({ missing: [], unknown: [] })
    expect(tableGaps(stateIdsOf(checkoutMachine), assertions)).toEqual({ missing: [], unknown: [] })
  })

  it('its paths go through every state and every transition of the machine', () => {
    const covered = new Set(paths.flatMap((path) => path.covers))
    expect(stateIdsOf(checkoutMachine).filter((id) => !covered.has(`state ${id}`))).toEqual([])
    expect(transitionsOf(checkoutMachine).filter((transition) => !covered.has(`transition ${transition}`))).toEqual([])
    // the journeys of issue 25 among them
    const journeys = paths.map((path) => path.steps.flatMap((step) => variantsOf(step.before, step.event)))
    for (const wanted of [
      'createBooking✓ (payAtCounter)',
      'paid (payInFull)',
      'paid after a failure',
      'createBooking✗',
      'submit(incomplete)',
      'scriptStatus(rejected)',
    ])
      expect(journeys.some((journey) => journey.includes(wanted)), wanted).toBe(true)
  })

  it.each(paths.map((path, index) => [describeCheckoutPath(path), path, index] as const))('%s', { timeout: 180_000 }, async (_, path, index) => {
    const trip = await findTrip(baseUrl, weekOf(index), licenceRequired(path))
    const world = await openWorld(browser, { serverUrl: baseUrl, stripeApiUrl, trip, name: `model-${index + 1}` })
    worlds.push(world)
    await runPath(world, path, {
      machineId: checkoutMachine.id,
      actions,
      assertions,
      describe: (step) => variantsOf(step.before, step.event)[0]!,
      pageOf: (w) => w.page,
    })
    await world.context.close()
    worlds.splice(worlds.indexOf(world), 1)
    expect(world.pageErrors).toEqual([])
  })
})
