// The notification centre in Chromium against the real server and its seed (issue 9): a visitor is
// sent to sign in and back; the demo driver opens the notifications from the header's bell (its
// name says the unread count), marks all as read (the bell drops to none), deletes all after
// confirming, and axe finds nothing on the page, its dialog and its empty state, on a desktop and
// at 390 px. Runs on the default server (no payment provider), whose data no later file relies on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { accessibilityViolations } from './support/axe.js'
import { launchChromium } from './support/browser.js'
import { goLive } from './support/hydrated.js'
import { e2eServers } from './support/servers.js'

const baseUrl = e2eServers().defaultBaseUrl
const DEMO_DRIVER = { email: 'driver@keyturn.example', password: 'Keyturn-demo-2026' }

let browser: Browser
let page: Page
const pageErrors: string[] = []

beforeAll(async () => {
  browser = await launchChromium()
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
  page.setDefaultTimeout(15_000)
  page.on('pageerror', (error) => pageErrors.push(error.message))
})
afterAll(async () => {
  await browser?.close()
})

const main = () => page.getByRole('main')
const bell = () => page.getByRole('banner').getByRole('link', { name: /^Notifications, / })
const list = () => main().getByRole('list', { name: 'Your notifications' })

async function expectNoViolations() {
  expect(await accessibilityViolations(page)).toEqual([])
}

/** No sideways scrolling: the page fits the viewport's width. */
const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

describe('the demo driver’s notifications', () => {
  it('a visitor is sent to sign in, and comes back to the notifications', async () => {
    await goLive(page, '/notifications')
    await page.waitForURL((url) => url.pathname === '/sign-in')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/notifications')
    await main().getByRole('textbox', { name: 'Email' }).fill(DEMO_DRIVER.email)
    await main().getByLabel('Password', { exact: true }).fill(DEMO_DRIVER.password)
    await main().getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/notifications')
    await list().waitFor()
  })

  it('the bell says how many are unread and opens the notifications', async () => {
    await goLive(page, '/')
    await expect.poll(async () => (await bell().getAttribute('aria-label')) ?? '').toMatch(/^Notifications, \d+ unread$/)
    const unread = Number((await bell().getAttribute('aria-label'))!.match(/\d+/)![0])
    expect(unread).toBeGreaterThan(0)
    await bell().click()
    await page.waitForURL((url) => url.pathname === '/notifications')
    await main().getByRole('heading', { level: 1, name: 'Notifications' }).waitFor()
    const rows = list().getByRole('listitem')
    await rows.first().waitFor()
    expect(await rows.count()).toBeGreaterThan(1)
    // read and unread notifications of the seed, each with a 'View' link to its booking
    // (newest first, 30 a page: the page shows the unread ones up to its size)
    expect(await list().getByText('Unread', { exact: true }).count()).toBe(Math.min(unread, 30))
    expect(await list().getByRole('link', { name: 'View' }).first().getAttribute('href')).toMatch(/^\/booking\?b=[0-9a-f-]{36}$/)
    await expectNoViolations()
  })

  it.each([
    ['fr', 'Vos notifications', /^(Votre réservation|Paiement confirmé|Votre demande d'annulation|.* a confirmé votre réservation)/],
    ['es', 'Sus notificaciones', /^(Su reserva|Pago confirmado|Hemos recibido su solicitud|.* ha confirmado su reserva)/],
  ])('in %s, every notice is worded in that language', async (language, listName, wording) => {
    await goLive(page, `/notifications?l=${language}`)
    const rows = main().getByRole('list', { name: listName }).getByRole('listitem')
    await rows.first().waitFor()
    const texts = await rows.evaluateAll((items) => items.map((item) => item.querySelector('[id^="notification-"]')?.textContent ?? ''))
    expect(texts.length).toBeGreaterThan(1)
    for (const text of texts) expect(text).toMatch(wording)
    await goLive(page, '/notifications?l=en')
  })

  it('works at 390 px wide', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await list().getByRole('listitem').first().waitFor()
    expect(await overflow()).toBeLessThanOrEqual(0)
    await expectNoViolations()
    await page.setViewportSize({ width: 1280, height: 900 })
  })

  it('marks all as read: the bell drops to none', async () => {
    await main().getByRole('button', { name: 'Mark all as read' }).click()
    await expect.poll(() => bell().getAttribute('aria-label')).toBe('Notifications, none unread')
    await expect.poll(() => list().getByText('Unread', { exact: true }).count()).toBe(0)
  })

  it('deletes all after confirming, and shows that none is left', async () => {
    await main().getByRole('button', { name: 'Delete all' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete all notifications?' })
    await dialog.waitFor()
    await expectNoViolations()
    await dialog.getByRole('button', { name: 'Delete all' }).click()
    await main().getByText('You have no notifications.').waitFor()
    expect(await page.getByRole('alertdialog').count()).toBe(0)
    await expectNoViolations()
    // the server has none left either: a reload shows the empty state again
    await page.reload()
    await main().getByText('You have no notifications.').waitFor()
    expect(pageErrors).toEqual([])
  })
})
