import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchChromium } from './support/browser.js'
import { accessibilityViolations } from './support/axe.js'
import { goLive } from './support/hydrated.js'
import { e2eServers } from './support/servers.js'

const baseUrl = e2eServers().baseUrl
let browser: Browser
let context: BrowserContext
let page: Page
const pageErrors: string[] = []

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await context?.close()
  await browser?.close()
})

/** A new page on which no map tile can load: markers must not depend on them. */
async function freshPageWithoutTiles(): Promise<Page> {
  await context?.close()
  context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } })
  await context.route('**/tile.openstreetmap.org/**', (route) => route.abort())
  const opened = await context.newPage()
  opened.on('pageerror', (error) => pageErrors.push(error.message))
  return opened
}

type SeededLocation = { id: string; name: string }
async function seededLocations(): Promise<SeededLocation[]> {
  const response = await fetch(`${baseUrl}/api/locations-with-position/en`)
  return (await response.json()) as SeededLocation[]
}

type Box = { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

describe('/locations', () => {
  it('puts every seeded location on the map without any tile, markers never overlapping, and axe finds nothing', async () => {
    page = await freshPageWithoutTiles()
    await goLive(page, '/locations')
    const map = page.getByRole('region', { name: 'Map of the rental locations' })
    await map.waitFor()
    const locations = await seededLocations()
    expect(locations.length).toBeGreaterThan(0)
    const markers = map.locator('.leaflet-marker-icon')
    await markers.first().waitFor()
    // A marker stands for one location (named after it) or for nearby ones (named '3 locations: A, B, C').
    const names = await markers.evaluateAll((elements) => elements.map((element) => element.textContent ?? ''))
    const located = locations.filter((location) => names.some((name) => name === location.name || name.includes(`: ${location.name}`) || name.includes(`, ${location.name}`)))
    expect(located.map((location) => location.name)).toEqual(locations.map((location) => location.name))
    const counts = await markers.evaluateAll((elements) => elements.map((element) => Number(element.querySelector('text')?.textContent ?? 1)))
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(locations.length)
    const boxes = (await Promise.all((await markers.all()).map((marker) => marker.boundingBox()))) as Box[]
    for (const [index, box] of boxes.entries()) for (const other of boxes.slice(index + 1)) expect(overlap(box, other)).toBe(false)
    expect(await page.getByRole('region', { name: 'All locations by country' }).getByRole('link').count()).toBe(locations.length)
    expect(await map.getByRole('link', { name: 'OpenStreetMap' }).getAttribute('href')).toBe('https://www.openstreetmap.org/copyright')
    expect(await accessibilityViolations(page)).toEqual([])
  })

  it('shows one marker per location once zoomed in enough', async () => {
    page = await freshPageWithoutTiles()
    await goLive(page, '/locations')
    const map = page.getByRole('region', { name: 'Map of the rental locations' })
    await map.locator('.leaflet-marker-icon').first().waitFor()
    const heathrow = map.getByRole('button', { name: 'London Heathrow Airport', exact: true })
    expect(await heathrow.count()).toBe(0) // grouped with its London neighbours at the world view
    // Heathrow and Gatwick are 40 km apart: zoom in from the keyboard (the map has focus) until they part.
    await map.focus()
    for (let step = 0; step < 12 && (await heathrow.count()) === 0; step++) {
      await page.keyboard.press('Equal')
      await page.waitForTimeout(400) // the zoom animation
    }
    await map.getByRole('button', { name: 'London Heathrow Airport', exact: true }).waitFor()
    await map.getByRole('button', { name: 'London Gatwick Airport', exact: true }).waitFor()
  })

  it('opens a marker with the keyboard and searches from that location', async () => {
    page = await freshPageWithoutTiles()
    await goLive(page, '/locations')
    const map = page.getByRole('region', { name: 'Map of the rental locations' })
    await map.locator('.leaflet-marker-icon').first().waitFor()
    // A marker standing for a single location: its name is a seeded location's name.
    const names = new Set((await seededLocations()).map((location) => location.name))
    const titles = await map.locator('.leaflet-marker-icon').evaluateAll((elements) => elements.map((element) => element.getAttribute('title') ?? ''))
    const name = titles.find((title) => names.has(title))!
    const marker = map.getByRole('button', { name, exact: true })
    await marker.focus()
    await page.keyboard.press('Enter')
    const popup = map.locator('.leaflet-popup')
    await popup.getByText(name, { exact: true }).waitFor()
    const link = popup.getByRole('link', { name: 'Search from here' })
    await expect.poll(() => link.evaluate((element) => element === document.activeElement)).toBe(true)
    // Leaflet fades popups in: axe would measure the contrast of half-transparent text
    await expect.poll(() => popup.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
    expect(await accessibilityViolations(page)).toEqual([])

    await page.keyboard.press('Enter')
    await page.waitForURL(/\/search\?/)
    const url = new URL(page.url())
    const locationId = url.searchParams.get('pickUp')
    expect(locationId).toMatch(/^[0-9a-f-]{36}$/)
    expect(url.searchParams.get('dropOff')).toBe(locationId)
    expect(url.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}T10:00$/)
    expect(url.searchParams.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}T10:00$/)
    // The id is the one of the marker's location.
    const locations = await seededLocations()
    expect(locations.find((location) => location.id === locationId)?.name).toBe(name)
  })
})

describe('/suppliers', () => {
  it('lists at least 8 suppliers with loaded 60x30 logos, and axe finds nothing', async () => {
    page = await freshPageWithoutTiles()
    await goLive(page, '/suppliers')
    await page.getByRole('heading', { level: 1, name: 'Rental suppliers' }).waitFor()
    const cards = page.getByRole('article')
    await cards.first().waitFor()
    expect(await cards.count()).toBeGreaterThanOrEqual(8)
    const logos = page.locator('article img')
    await expect
      .poll(() => logos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)))
      .toBe(true)
    expect(await logos.count()).toBeGreaterThanOrEqual(8)
    expect(await logos.first().getAttribute('width')).toBe('60')
    expect(await logos.first().getAttribute('height')).toBe('30')
    expect(await logos.first().getAttribute('alt')).toMatch(/ logo$/)
    expect(await accessibilityViolations(page)).toEqual([])
  })
})

describe('the pages themselves', () => {
  it('raised no uncaught error in any test', () => {
    expect(pageErrors).toEqual([])
  })
})
