// Issue 22: with JavaScript disabled, the search results page's filters are a plain GET form and its
// sort plain links, which write the same URL parameters the app reads (src/domain/search-query.ts);
// with JavaScript on, nothing of it shows and the filters apply at once as before.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseSearchQuery, type SearchCriteria } from '../../src/domain/search-query'
import { launchChromium } from './support/browser.js'
import { e2eServers } from './support/servers.js'

const baseUrl = e2eServers().baseUrl
let browser: Browser
let noScript: BrowserContext
let criteria: SearchCriteria
let searchUrl: string
/** More than one page of offers at that place. */
let twoPages: boolean

type Location = { id: string }
type OfferPage = { total: number; rows: { car: { id: string } }[] }

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** The API's offers for the page's search (the same wall times at the place as the page's URL). */
async function searchCars(place: string, size: number, extra: Record<string, unknown> = {}): Promise<OfferPage> {
  const response = await fetch(`${baseUrl}/api/search-cars/1/${size}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({
      pickUpLocation: place,
      dropOffLocation: place,
      from: criteria.from,
      to: criteria.to,
      ...extra,
    }),
  })
  return (await response.json()) as OfferPage
}

beforeAll(async () => {
  browser = await launchChromium()
  noScript = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
  // The place with the most cars, so that filters and sorts have something to narrow and reorder.
  const locations = (await (await fetch(`${baseUrl}/api/locations/1/5/en`)).json()) as { rows: Location[] }
  criteria = { pickUpLocation: '', dropOffLocation: '', from: `${day(14)}T10:00`, to: `${day(17)}T10:00` }
  const totals = await Promise.all(locations.rows.map(async ({ id }) => ({ id, total: (await searchCars(id, 1)).total })))
  const { id: place, total } = totals.sort((a, b) => b.total - a.total)[0]!
  const config = (await (await fetch(`${baseUrl}/api/config`)).json()) as { carsPageSize: number }
  twoPages = total > config.carsPageSize
  criteria = { ...criteria, pickUpLocation: place, dropOffLocation: place }
  searchUrl = `/search?pickUp=${place}&dropOff=${place}&from=${criteria.from}&to=${criteria.to}`
})
afterAll(async () => {
  await noScript?.close()
  await browser?.close()
})

/** "42 cars available" → 42. */
async function shownTotal(page: Page): Promise<number> {
  const text = await page.getByRole('heading', { level: 2, name: /cars? available/ }).textContent()
  const match = text?.match(/\d+/)
  return match ? Number(match[0]) : 0
}

/** The cars of the page, in their order, by the car of their "Choose this car" link. */
async function shownCars(page: Page): Promise<string[]> {
  const hrefs = await page.getByRole('link', { name: 'Choose this car' }).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return hrefs.map((href) => new URL(href, 'http://x').searchParams.get('car') ?? '')
}

const queryOf = (page: Page) => parseSearchQuery(new URL(page.url()).search)

describe('the search results with JavaScript off', () => {
  it('filters through the panel as a form: the URL carries the filter, from page 1, and the offers narrow', async () => {
    const page = await noScript.newPage()
    // From page 2 when there is one: a new filter starts from page 1.
    await page.goto(twoPages ? `${searchUrl}&page=2` : searchUrl)
    const before = await shownTotal(page)
    expect(before).toBeGreaterThan(0)
    // No "Filters" toggle without JavaScript: the panel is simply there.
    expect(await page.getByRole('button', { name: 'Filters', exact: true }).isVisible()).toBe(false)

    const automatic = page.getByRole('checkbox', { name: 'Automatic' })
    await automatic.check()
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await page.waitForURL(/gearbox=automatic/)

    const query = queryOf(page)
    expect(query.criteria).toEqual(criteria)
    expect(query.filters).toEqual({ gearboxes: ['automatic'] })
    expect(query.page).toBe(1)
    expect(new URL(page.url()).searchParams.has('page')).toBe(false)
    const after = await shownTotal(page)
    expect(after).toBeLessThanOrEqual(before)
    expect(after).toBe((await searchCars(criteria.pickUpLocation, 1, { gearboxes: ['automatic'] })).total)
    // The new page shows the filter it applies, and clears it with a link.
    expect(await page.getByRole('checkbox', { name: 'Automatic' }).isChecked()).toBe(true)
    await page.getByRole('link', { name: 'Clear filters' }).click()
    await page.waitForURL((url) => !url.search.includes('gearbox'))
    expect(queryOf(page).filters).toEqual({})
    expect(queryOf(page).criteria).toEqual(criteria)
    expect(await shownTotal(page)).toBe(before)
    await page.close()
  })

  it('names every field of the form as the URL parameter the app reads, and keeps the sort', async () => {
    const page = await noScript.newPage()
    await page.goto(`${searchUrl}&sort=deposit`)
    const supplier = page.getByRole('group', { name: 'Supplier' }).getByRole('checkbox').first()
    const supplierName = await supplier.getAttribute('value')
    const ticks = [
      supplier,
      page.getByRole('checkbox', { name: 'Pay at the counter' }),
      page.getByRole('checkbox', { name: 'Mini' }),
      page.getByRole('radio', { name: '4+ stars' }),
      page.getByRole('radio', { name: '5+ seats' }),
      page.getByRole('checkbox', { name: 'More than four doors' }),
      page.getByRole('checkbox', { name: 'Apple CarPlay' }),
      page.getByRole('checkbox', { name: 'Diesel' }),
      page.getByRole('checkbox', { name: 'Automatic' }),
      page.getByRole('checkbox', { name: 'Unlimited mileage' }),
      page.getByRole('checkbox', { name: 'Free tank' }),
      page.getByRole('radiogroup', { name: 'Deposit' }).getByRole('radio').nth(2),
    ]
    for (const control of ticks) await control.check()
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await page.waitForURL(/ranges=mini/)

    const query = queryOf(page)
    expect(query.criteria).toEqual(criteria)
    expect(query.sort).toEqual({ sort: 'deposit', order: 'asc' })
    expect(query.page).toBe(1)
    expect(query.filters).toEqual({
      suppliers: [supplierName],
      payment: ['payAtCounter'],
      ranges: ['mini'],
      minRating: 4,
      seats: 5,
      carSpecs: { moreThanFourDoors: true },
      multimedia: ['appleCarPlay'],
      fuelTypes: ['diesel'],
      gearboxes: ['automatic'],
      mileageKinds: ['unlimited'],
      fuelPolicies: ['freeTank'],
      maxDeposit: 500,
    })
    // The page read them all back: each control is as it was ticked.
    for (const control of ticks) expect(await control.isChecked()).toBe(true)
    await page.close()
  })

  it('sorts through links: the URL carries the sort and the offers come in its order', async () => {
    const page = await noScript.newPage()
    await page.goto(searchUrl)
    const sort = page.getByRole('navigation', { name: 'Sort by' })
    expect(await sort.getByRole('link', { name: 'Recommended' }).getAttribute('aria-current')).toBe('true')
    const recommended = await shownCars(page)
    expect(recommended.length).toBeGreaterThan(1)

    await sort.getByRole('link', { name: 'Rating (highest first)' }).click()
    await page.waitForURL(/sort=rating/)
    expect(queryOf(page).sort).toEqual({ sort: 'rating', order: 'desc' })
    expect(queryOf(page).criteria).toEqual(criteria)
    const byRating = await shownCars(page)
    expect(byRating).not.toEqual(recommended)
    const expected = await searchCars(criteria.pickUpLocation, byRating.length, { sort: 'rating', order: 'desc' })
    expect(byRating).toEqual(expected.rows.map((row) => row.car.id))
    expect(await page.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: 'Rating (highest first)' }).getAttribute('aria-current')).toBe('true')
    await page.close()
  })

  it('shows the filters on a phone too, after the offers', async () => {
    const phone = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await phone.newPage()
    await page.goto(searchUrl)
    const apply = page.getByRole('button', { name: 'Apply filters' })
    expect(await apply.isVisible()).toBe(true)
    const firstCard = await page.getByRole('article').first().boundingBox()
    const panel = await page.getByRole('heading', { name: 'Filter the offers' }).boundingBox()
    expect(firstCard!.y).toBeLessThan(844)
    expect(panel!.y).toBeGreaterThan(firstCard!.y)
    await phone.close()
  })
})

describe('the same page with JavaScript on', () => {
  it('has neither the apply button nor the sort links, and applies a filter at once', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(searchUrl, { waitUntil: 'networkidle' })
    expect(await page.getByRole('button', { name: 'Apply filters' }).count()).toBe(0)
    expect(await page.getByRole('navigation', { name: 'Sort by' }).count()).toBe(0)
    await page.getByRole('group', { name: 'Gearbox' }).getByText('Automatic', { exact: true }).click()
    await page.waitForURL(/gearbox=automatic/)
    expect(queryOf(page).filters).toEqual({ gearboxes: ['automatic'] })
    await context.close()
  })
})
