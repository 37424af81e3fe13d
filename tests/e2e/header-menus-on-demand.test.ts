import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchChromium } from './support/browser.js'
import { accessibilityViolations } from './support/axe.js'
import { goLive } from './support/hydrated.js'
import { e2eServers } from './support/servers.js'

// Issue 12: the header menus' Ark code (header-menus chunk) and the toaster's (ark-toaster chunk)
// load when needed, not with the page; reaching for a menu still opens it as before.

const baseUrl = e2eServers().baseUrl
let browser: Browser
let context: BrowserContext | undefined

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await context?.close()
  await browser?.close()
})

async function openHome(viewport: { width: number; height: number }): Promise<{ page: Page; scripts: string[] }> {
  await context?.close()
  context = await browser.newContext({ baseURL: baseUrl, viewport })
  const page = await context.newPage()
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  // Layout shifts not caused by input, summed (the CLS of the visit so far).
  await page.addInitScript(() => {
    const store = window as unknown as { layoutShift: number }
    store.layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) store.layoutShift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await goLive(page, '/')
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.waitForLoadState('networkidle')
  return { page, scripts }
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)
const focusedInMenu = (page: Page) => page.evaluate(() => document.activeElement?.closest('[role="menu"]') != null)
const loaded = (scripts: string[], chunk: string) => scripts.some((path) => path.includes(`/${chunk}-`))

describe('header menus and toasts load on demand', () => {
  it('a wide screen: no menu code at first; Enter opens the language menu on its first item, in place, axe-clean; Escape returns focus', async () => {
    const { page, scripts } = await openHome({ width: 1280, height: 900 })
    expect(loaded(scripts, 'header-menus')).toBe(false)
    expect(loaded(scripts, 'ark-toaster')).toBe(false)

    const language = page.getByRole('banner').getByRole('button', { name: 'Language: English' })
    expect(await language.getAttribute('aria-expanded')).toBe('false')
    const before = await language.boundingBox()
    const shiftBefore = await layoutShift(page)
    await language.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('menuitemradio', { name: 'English' }).getAttribute('data-highlighted')).toBe('')
    // Ark highlights the item, then moves the focus into the menu a frame later
    await expect.poll(() => focusedInMenu(page)).toBe(true)
    expect(loaded(scripts, 'header-menus')).toBe(true)
    expect(await language.getAttribute('aria-expanded')).toBe('true')
    expect(await language.boundingBox()).toEqual(before)
    expect(await layoutShift(page)).toBe(shiftBefore)
    expect(await accessibilityViolations(page)).toEqual([])

    await page.keyboard.press('ArrowDown')
    await expect.poll(() => page.getByRole('menuitemradio', { name: 'Français' }).getAttribute('data-highlighted')).toBe('')
    await page.keyboard.press('Escape')
    await expect.poll(() => language.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(await page.getByRole('menu').count()).toBe(0)

    // The other menus, already fetched, open on a click.
    await page.getByRole('button', { name: 'Theme: System' }).click()
    await page.getByRole('menuitemradio', { name: 'Dark' }).click()
    await expect.poll(() => page.locator('html').getAttribute('data-color-mode')).toBe('dark')
  })

  it('a phone: the Menu button opens its menu on a tap, in place', async () => {
    const { page, scripts } = await openHome({ width: 390, height: 844 })
    expect(loaded(scripts, 'header-menus')).toBe(false)
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' })
    const before = await menuButton.boundingBox()
    await menuButton.click()
    await page.getByRole('menuitem', { name: 'Home' }).waitFor()
    await expect.poll(() => focusedInMenu(page)).toBe(true)
    expect(await menuButton.boundingBox()).toEqual(before)
    await page.keyboard.press('Escape')
    await expect.poll(() => menuButton.evaluate((button) => button === document.activeElement)).toBe(true)
  })

  it('the first toast loads the toaster and shows in its live region', async () => {
    const { page, scripts } = await openHome({ width: 1280, height: 900 })
    expect(loaded(scripts, 'ark-toaster')).toBe(false)
    // An unhandled error (spec §8) is told in a toast.
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('a deliberate unhandled error')
      })
    })
    const region = page.getByRole('region', { name: /^Notifications/ })
    await region.getByRole('status').filter({ hasText: 'An unhandled error occurred' }).waitFor()
    expect(await region.getAttribute('aria-live')).toBe('polite')
    expect(loaded(scripts, 'ark-toaster')).toBe(true)
  })
})
