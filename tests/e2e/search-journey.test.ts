import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchChromium } from './support/browser.js'
import { accessibilityViolations } from './support/axe.js'
import { goLive } from './support/hydrated.js'
import { placeTimes } from './support/place-times.js'
import { e2eServers } from './support/servers.js'

const baseUrl = e2eServers().baseUrl
let browser: Browser
let context: BrowserContext
const pageErrors: string[] = []

beforeAll(async () => {
  browser = await launchChromium()
  context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } })
})
afterAll(async () => {
  await context?.close()
  await browser?.close()
})

async function newPage(): Promise<Page> {
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return page
}

/** The form's default period: tomorrow 10:00 to three days later 10:00, at the place. */
function defaultPeriod() {
  return placeTimes(1, 3)
}

type Location = { id: string; name: string }
type Filter = { body: Record<string, unknown>; group: string; label: string; urlPart: string }

/** Asks the API (what the page will show) for the busiest place and a filter that still fills two pages. */
async function chooseJourney(): Promise<{ location: Location; total: number; filter: Filter; filteredTotal: number }> {
  const period = defaultPeriod()
  const count = async (pickUp: string, extra: Record<string, unknown> = {}) => {
    const response = await fetch(`${baseUrl}/api/search-cars/1/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ pickUpLocation: pickUp, dropOffLocation: pickUp, ...period, ...extra }),
    })
    return ((await response.json()) as { total: number }).total
  }
  const locations = (await (await fetch(`${baseUrl}/api/locations-with-position/en`)).json()) as Location[]
  const totals = await Promise.all(locations.map(async (location) => ({ location, total: await count(location.id) })))
  const { location, total } = totals.sort((a, b) => b.total - a.total)[0]!
  const candidates: Filter[] = [
    { body: { carSpecs: { aircon: true } }, group: 'Car specs', label: 'Air conditioning', urlPart: 'specs=aircon' },
    { body: { mileageKinds: ['unlimited'] }, group: 'Mileage', label: 'Unlimited mileage', urlPart: 'mileage=unlimited' },
    { body: { gearboxes: ['automatic'] }, group: 'Gearbox', label: 'Automatic', urlPart: 'gearbox=automatic' },
    { body: { gearboxes: ['manual'] }, group: 'Gearbox', label: 'Manual', urlPart: 'gearbox=manual' },
  ]
  for (const filter of candidates) {
    const filteredTotal = await count(location.id, filter.body)
    if (filteredTotal > 15 && filteredTotal < total) return { location, total, filter, filteredTotal }
  }
  throw new Error(`no filter leaves two pages at ${location.name}`)
}

const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /cars? available/ })

describe('search journey: home → search → filter → page 2 → currency → shared URL → choose a car', () => {
  it('finds, narrows, pages, converts, shares and chooses, with no axe violation on /search', async () => {
    const { location, total, filter, filteredTotal } = await chooseJourney()
    const page = await newPage()

    // home: pick the place with the keyboard-operable combobox, keep the default dates
    await goLive(page, '/')
    const pickUp = page.getByRole('combobox', { name: 'Pick-up location' })
    await pickUp.fill(location.name.slice(0, 6))
    await page.getByRole('option', { name: new RegExp(`^${location.name}`) }).click()
    await expect.poll(() => page.getByRole('checkbox', { name: 'Return to same location' }).isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Search' }).click()

    // results: the count is the server's, the criteria are in the URL
    await page.waitForURL(/\/search\?/)
    expect(new URL(page.url()).searchParams.get('pickUp')).toBe(location.id)
    await expect.poll(() => resultsHeading(page).textContent()).toBe(`${total} cars available`)
    await expect.poll(() => page.getByRole('link', { name: 'Choose this car' }).count()).toBeGreaterThan(0)
    expect(await accessibilityViolations(page)).toEqual([])

    // filter: the URL carries it and the count follows
    await page.getByRole('group', { name: filter.group }).getByText(filter.label, { exact: true }).click()
    await page.waitForURL((url) => url.search.includes(filter.urlPart))
    await expect.poll(() => resultsHeading(page).textContent()).toBe(`${filteredTotal} cars available`)

    // page 2
    await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Page 2' }).click()
    await page.waitForURL(/[?&]page=2/)
    await expect.poll(() => page.getByText(/^Page 2 of \d+$/).count()).toBe(1)
    const firstCarOnPage2 = await page.getByRole('article').first().getByRole('heading', { level: 3 }).textContent()

    // currency: prices come back from the server in euros
    await page.getByRole('button', { name: 'Currency: USD' }).click()
    await page.getByRole('menuitemradio', { name: /^EUR/ }).click()
    await expect.poll(() => page.getByText(/^[\d,.]+ € per day$/).count()).toBeGreaterThan(0)
    expect(await page.getByText(/^\$[\d,.]+ per day$/).count()).toBe(0)
    expect(await page.getByText(/exchange rates are unavailable/).count()).toBe(0)
    expect(await accessibilityViolations(page)).toEqual([])

    // the shared URL opens the same page of the same search
    const shared = page.url()
    const other = await newPage()
    await other.goto(shared)
    await expect.poll(() => resultsHeading(other).textContent()).toBe(`${filteredTotal} cars available`)
    await expect.poll(() => other.getByRole('article').first().getByRole('heading', { level: 3 }).textContent()).toBe(
      firstCarOnPage2,
    )
    expect(await other.getByRole('group', { name: filter.group }).getByRole('checkbox', { name: filter.label }).isChecked()).toBe(true)

    // choose a car: the checkout link carries the car, the places and the dates
    const choose = other.getByRole('link', { name: 'Choose this car' }).first()
    await choose.click()
    await other.waitForURL(/\/checkout\?/)
    const checkout = new URL(other.url()).searchParams
    expect(checkout.get('car')).toMatch(/^[0-9a-f-]{36}$/)
    expect(checkout.get('pickUp')).toBe(location.id)
    expect(checkout.get('dropOff')).toBe(location.id)
    expect(checkout.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}T10:00$/)
    expect(checkout.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}T10:00$/)
  })

  it('on a phone: compact cards (well under half the former 14,300 px for 15 cars), and page 2 starts at the top of the results', async () => {
    const { location } = await chooseJourney()
    const { from, to } = defaultPeriod()
    const local = (iso: string) => {
      const date = new Date(iso)
      const pad = (n: number) => String(n).padStart(2, '0')
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
    }
    const phone = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    try {
      const page = await phone.newPage()
      page.on('pageerror', (error) => pageErrors.push(error.message))
      await goLive(page, `/search?pickUp=${location.id}&dropOff=${location.id}&from=${local(from)}&to=${local(to)}`)
      await page.getByRole('article').nth(14).waitFor()
      expect(await page.getByRole('article').count()).toBe(15)
      // Every card still says what it costs and how to pay, with its action.
      const first = page.getByRole('article').first()
      expect(await first.getByText(/ for \d+ days?$/).count()).toBe(1)
      expect(await first.getByRole('link', { name: 'Choose this car' }).count()).toBe(1)
      expect(await first.getByRole('list', { name: 'How to pay' }).count()).toBe(1)
      expect(await first.getByRole('group', { name: 'Options' }).count()).toBe(1)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      // Half of the 14,300 px the page took with the stacked cards is 7,150 (header, form and footer included).
      expect(height).toBeLessThan(7_150)
      // The 15 cards themselves, from the top of the first to the bottom of the last.
      const cardsSpan = await page.evaluate(() => {
        const cards = [...document.querySelectorAll('main article')]
        return cards.at(-1)!.getBoundingClientRect().bottom - cards[0]!.getBoundingClientRect().top
      })
      expect(cardsSpan).toBeLessThan(5_000)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      // The options fold behind a line that tallies them; it opens the full list.
      const options = first.getByRole('button', { name: /^Options: \d+ included/ })
      expect(await options.getAttribute('aria-expanded')).toBe('false')
      expect(await first.getByText('Collision damage waiver').isVisible()).toBe(false)
      await options.click()
      expect(await first.getByText('Collision damage waiver').isVisible()).toBe(true)
      expect(await accessibilityViolations(page)).toEqual([])

      const pages = page.getByRole('navigation', { name: 'Result pages' })
      await pages.scrollIntoViewIfNeeded()
      await pages.getByRole('link', { name: 'Page 2' }).click()
      await page.waitForURL(/[?&]page=2/)
      await expect.poll(() => page.getByText(/^Page 2 of \d+$/).count()).toBe(1)
      await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0)
      // The results heading starts the screen (its scroll margin above it), as on any navigation.
      const top = await resultsHeading(page).evaluate((heading) => heading.getBoundingClientRect().top)
      expect(top).toBeGreaterThanOrEqual(0)
      expect(top).toBeLessThanOrEqual(100)
    } finally {
      await phone.close()
    }
  })

  it('raised no uncaught error in the page', () => {
    expect(pageErrors).toEqual([])
  })
})
