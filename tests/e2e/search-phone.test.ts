// Issue 24, item 7: the results page on a phone (390 × 844) is phone-first. The search is one line
// that opens the form, the first offer is on the first screen, the filters open in a full-screen
// sheet whose 'Show N cars' gives the server's total for the filters chosen, and 'Skip to results'
// takes the keyboard to the offers.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessibilityViolations } from './support/axe.js'
import { launchChromium } from './support/browser.js'
import { goLive } from './support/hydrated.js'
import { placeTimes } from './support/place-times.js'
import { e2eServers } from './support/servers.js'

const baseUrl = e2eServers().baseUrl
const PHONE = { width: 390, height: 844 }
let browser: Browser
let phone: BrowserContext
let searchUrl: string
let place: { id: string; name: string }
const period = placeTimes(14, 3)

/** The server's total for the search at `place` with these filters (the body of searchCars). */
async function totalOf(filters: Record<string, unknown> = {}, placeId = place.id): Promise<number> {
  const response = await fetch(`${baseUrl}/api/search-cars/1/1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ pickUpLocation: placeId, dropOffLocation: placeId, ...period, ...filters }),
  })
  return ((await response.json()) as { total: number }).total
}

beforeAll(async () => {
  browser = await launchChromium()
  phone = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, deviceScaleFactor: 1 })
  const locations = (await (await fetch(`${baseUrl}/api/locations-with-position/en`)).json()) as { id: string; name: string }[]
  const totals = await Promise.all(locations.map(async (location) => ({ location, total: await totalOf({}, location.id) })))
  place = totals.sort((a, b) => b.total - a.total)[0]!.location
  searchUrl = `/search?pickUp=${place.id}&dropOff=${place.id}&from=${period.from}&to=${period.to}`
})
afterAll(async () => {
  await phone?.close()
  await browser?.close()
})

const offers = (page: Page) => page.getByRole('list', { name: 'Car offers' })
const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /cars? available/ })
const headingTotal = async (page: Page) => Number((await resultsHeading(page).textContent())?.match(/\d+/)?.[0] ?? NaN)

describe('the search results on a phone', () => {
  it('shows the search as one line and the first offer on the first screen, without sideways scrolling', async () => {
    const page = await phone.newPage()
    await goLive(page, searchUrl)
    const firstCard = offers(page).getByRole('listitem').first()
    await firstCard.waitFor()
    const box = await firstCard.boundingBox()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(box!.y).toBeGreaterThanOrEqual(0)
    expect(box!.y).toBeLessThan(PHONE.height)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

    // the one line names the place and opens the whole form in place
    const summary = page.getByRole('button', { name: /Edit search/ })
    expect(await summary.textContent()).toContain(place.name)
    expect(await summary.getAttribute('aria-expanded')).toBe('false')
    const pickUp = page.getByRole('combobox', { name: 'Pick-up location' })
    expect(await pickUp.isVisible()).toBe(false)
    await summary.click()
    await pickUp.waitFor({ state: 'visible' })
    expect(await page.getByRole('button', { name: /Hide search/ }).getAttribute('aria-expanded')).toBe('true')
    await page.close()
  })

  it("opens the filters in a sheet whose 'Show N cars' follows the filters and closes it on the filtered offers", async () => {
    const total = await totalOf()
    // a filter of the sheet's first groups that narrows the offers without emptying them
    const candidates = [
      { label: 'Free cancellation', body: { freeCancellation: true }, param: 'freeCancellation=1' },
      { label: 'Pay at the counter', body: { payment: ['payAtCounter'] }, param: 'payment=payAtCounter' },
      { label: 'Mini', body: { ranges: ['mini'] }, param: 'ranges=mini' },
      { label: 'Midi', body: { ranges: ['midi'] }, param: 'ranges=midi' },
    ]
    let chosen: { label: string; param: string; total: number } | null = null
    for (const candidate of candidates) {
      const filtered = await totalOf(candidate.body)
      if (filtered > 0 && filtered < total) {
        chosen = { ...candidate, total: filtered }
        break
      }
    }
    expect(chosen, 'a filter that narrows the offers').not.toBeNull()

    const page = await phone.newPage()
    await goLive(page, searchUrl)
    await resultsHeading(page).waitFor()
    const filters = page.getByRole('button', { name: 'Filters', exact: true })
    await filters.click()
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    await sheet.waitFor()
    // the sheet covers the screen: nothing was added below the offers
    const sheetBox = await sheet.boundingBox()
    expect(sheetBox!.height).toBeGreaterThanOrEqual(PHONE.height - 1)
    const show = sheet.getByRole('button', { name: /^Show \d+ cars?$/ })
    expect(await show.textContent()).toBe(`Show ${total} cars`)
    // every option shows its count, the option's own included
    const option = sheet.getByRole('checkbox', { name: new RegExp(`^${chosen!.label} \\(\\d+\\)$`) })
    expect(await option.getAttribute('aria-labelledby')).toBeTruthy()
    expect((await sheet.getByText(chosen!.label, { exact: true }).locator('..').textContent())?.replace(/\s+/g, ' ')).toContain(`(${chosen!.total})`)
    expect(await accessibilityViolations(page)).toEqual([])

    await sheet.getByText(chosen!.label, { exact: true }).click()
    await expect.poll(() => show.textContent()).toBe(chosen!.total === 1 ? 'Show 1 car' : `Show ${chosen!.total} cars`)
    await show.click()
    await sheet.waitFor({ state: 'hidden' })
    expect(page.url()).toContain(chosen!.param)
    await expect.poll(() => headingTotal(page)).toBe(chosen!.total)
    // focus is back on the button that opened the sheet
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Filters')
    await page.close()
  })

  it("takes the keyboard from 'Skip to results' to the first 'Choose this car' in a couple of Tab presses", async () => {
    const page = await phone.newPage()
    await goLive(page, searchUrl)
    await offers(page).waitFor()
    const skip = page.getByRole('link', { name: 'Skip to results' })
    // out of sight until focused
    expect((await skip.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1)
    for (let presses = 0; presses < 15 && !(await skip.evaluate((link) => link === document.activeElement)); presses++) await page.keyboard.press('Tab')
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true)
    expect((await skip.boundingBox())!.width).toBeGreaterThan(40)
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('results')
    let presses = 0
    const onChoose = () => page.evaluate(() => document.activeElement?.textContent?.trim() === 'Choose this car')
    while (!(await onChoose()) && presses < 3) {
      await page.keyboard.press('Tab')
      presses++
    }
    expect(await onChoose()).toBe(true)
    expect(presses).toBeLessThanOrEqual(2)
    await page.close()
  })
})
