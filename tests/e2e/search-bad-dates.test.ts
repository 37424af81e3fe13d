// Issue 15, item 2: a search URL whose dates break the rules says why and lets the visitor fix the
// dates in the form, instead of looking like a network failure.
import { Temporal } from 'temporal-polyfill'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { accessibilityViolations } from './support/axe.js'
import { launchChromium } from './support/browser.js'
import { goLive } from './support/hydrated.js'
import { e2eServers } from './support/servers.js'

const baseUrl = e2eServers().baseUrl
let browser: Browser
let context: BrowserContext
const pageErrors: string[] = []

beforeAll(async () => {
  browser = await launchChromium()
  context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 }, locale: 'en-US' })
})
afterAll(async () => {
  await context?.close()
  await browser?.close()
})

type Location = { id: string; name: string }

/** The form writes dates month first in English. */
const usDate = (date: Temporal.PlainDate) => `${String(date.month).padStart(2, '0')}/${String(date.day).padStart(2, '0')}/${date.year}`

describe('a search URL with bad dates', () => {
  it('shows the reason and the pre-filled form; fixing the drop-off date searches', async () => {
    const [place] = (await (await fetch(`${baseUrl}/api/locations-with-position/en`)).json()) as Location[]
    const pickUpDay = Temporal.Now.plainDateISO().add({ days: 10 })
    const page: Page = await context.newPage()
    page.on('pageerror', (error) => pageErrors.push(error.message))
    const searches: string[] = []
    page.on('request', (request) => request.url().includes('/api/search-cars/') && searches.push(request.url()))

    // The drop-off three days before the pick-up.
    await goLive(page, `/search?pickUp=${place!.id}&dropOff=${place!.id}&from=${pickUpDay}T10:00&to=${pickUpDay.subtract({ days: 3 })}T10:00`)

    const alert = page.getByRole('alert').filter({ hasText: 'These dates cannot be searched' })
    await expect.poll(() => alert.count()).toBe(1)
    expect(await alert.textContent()).toContain('The drop-off is before the pick-up or too close to it')
    expect(await page.getByText(/could not load the offers|Check your connection/).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0)
    expect(searches).toEqual([])

    // The form keeps the place and the pick-up; the drop-off follows the pick-up.
    const form = page.getByRole('search', { name: 'Find a car' })
    await expect.poll(() => form.getByRole('combobox', { name: 'Pick-up location' }).inputValue()).toBe(place!.name)
    expect(await form.getByRole('textbox', { name: 'Pick-up date' }).inputValue()).toBe(usDate(pickUpDay))
    expect(await form.getByRole('textbox', { name: 'Drop-off date' }).inputValue()).toBe(usDate(pickUpDay.add({ days: 1 })))
    expect(await accessibilityViolations(page)).toEqual([])

    // The visitor sets the drop-off four days after the pick-up and searches.
    const dropOffDate = form.getByRole('textbox', { name: 'Drop-off date' })
    await dropOffDate.fill(usDate(pickUpDay.add({ days: 4 })))
    await dropOffDate.press('Enter')
    await form.getByRole('button', { name: 'Search' }).click()

    await page.waitForURL((url) => url.searchParams.get('to') === `${pickUpDay.add({ days: 4 })}T10:00`)
    await expect.poll(() => page.getByRole('heading', { level: 2, name: /cars? available/ }).count()).toBe(1)
    expect(searches.length).toBeGreaterThan(0)
    expect(await alert.count()).toBe(0)
  })

  it('raised no uncaught error in the page', () => {
    expect(pageErrors).toEqual([])
  })
})
