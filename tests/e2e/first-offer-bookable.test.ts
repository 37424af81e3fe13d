// Issue 14 in real Chromium on a server with the default set-up of a fresh start (no payment
// provider): at every place of the seed, the first offer of a search a few days ahead is chosen
// from the results and booked at the counter through to the confirmation page. The demo driver
// books (signed in once, with a licence on the account, so each checkout form is short); each place
// gets its own period, so every search is as a new user would see it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchChromium } from './support/browser.js'
import { openFileChooser } from './support/file-chooser.js'
import { placeTimes } from './support/place-times.js'
import { signInAsDemoDriver } from './support/demo-driver.js'
import { goLive } from './support/hydrated.js'
import { e2eServers } from './support/servers.js'

const defaultBaseUrl = e2eServers().defaultBaseUrl

let browser: Browser
let page: Page
const pageErrors: string[] = []

beforeAll(async () => {
  browser = await launchChromium()
  const context = await browser.newContext({ baseURL: defaultBaseUrl, viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
})
afterAll(async () => {
  await browser?.close()
})

const main = () => page.getByRole('main')

/** Some suppliers ask for the driver's licence: the demo driver keeps one on the account (settings). */
async function uploadLicence() {
  await goLive(page, '/settings')
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')
  const chooser = await openFileChooser(page, main().getByRole('button', { name: "Upload a driver's license" }))
  await chooser.setFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: pdf })
  await main().getByRole('link', { name: "View your driver's license" }).waitFor()
}

/** The search results of `place` for 3 days from 10:00 at the place, `daysAhead` days from today (as the form sends). */
function searchPath(place: string, daysAhead: number): string {
  const { from, to } = placeTimes(daysAhead, 3)
  const query = new URLSearchParams({ pickUp: place, dropOff: place, from, to })
  return `/search?${query.toString()}`
}

// every place of the seed, asked the way the map asks for them
const places = (await (await fetch(`${defaultBaseUrl}/api/locations-with-position/en`)).json()) as { id: string; name: string }[]

describe('the first offer of every place can be booked at the counter with the default set-up', () => {
  beforeAll(async () => {
    await signInAsDemoDriver(page)
    await uploadLicence()
  }, 60_000)

  it('covers every place of the seed', () => {
    expect(places.length).toBeGreaterThan(40)
  })

  for (const [index, place] of places.entries()) {
    it(`at ${place.name}: chooses the first offer and books it at the counter`, { timeout: 60_000 }, async () => {
      await page.goto(searchPath(place.id, 3 + index * 4))
      // the first card of the results, whatever it is, must be one that can be chosen
      const first = page.getByRole('article').first()
      await first.waitFor()
      const carName = await first.getByRole('heading', { level: 3 }).textContent()
      const choose = first.getByRole('link', { name: 'Choose this car' })
      expect(await choose.count(), `the first offer (${carName}) can be chosen`).toBe(1)
      await choose.click()

      await page.getByRole('heading', { level: 1, name: 'Book your car' }).waitFor()
      const counter = page.getByRole('radio', { name: 'Pay at the counter' })
      await counter.waitFor()
      if (!(await counter.isChecked())) {
        await counter.focus()
        await page.keyboard.press('Space')
      }
      await expect.poll(() => counter.isChecked()).toBe(true)
      await page.getByRole('button', { name: 'Book now' }).click()

      await page.getByRole('heading', { name: 'Congratulations!' }).waitFor()
      // booked at the counter: the pending booking's sentence, as the bookings list tells it
      await page.getByText('Booked, to be paid at the counter at pick-up; the supplier has yet to confirm it.').waitFor()
    })
  }

  it('raised no uncaught error in the page', () => {
    expect(pageErrors).toEqual([])
  })
})
