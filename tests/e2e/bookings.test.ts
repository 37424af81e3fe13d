// The demo driver's bookings from end to end (issue 9), in Chromium against the real server and its
// seeded data: reach /bookings from the header, filter, open a booking, download its calendar file,
// edit its dates and see the new price, request its cancellation and see the message; the same list
// as cards on a 390 px wide phone; the cancel request also reaches the notification centre. axe on
// /bookings and /booking finds nothing.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { accessibilityViolations } from './support/axe.js'
import { launchChromium } from './support/browser.js'
import { DEMO_DRIVER, signInAsDemoDriver } from './support/demo-driver.js'
import { goLive } from './support/hydrated.js'
import { e2eServers } from './support/servers.js'

const baseUrl = e2eServers().baseUrl

let browser: Browser
const pageErrors: string[] = []

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

async function newPage(width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height }, acceptDownloads: true })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return { context, page }
}

/** Ark checkboxes: the visible box sits over the hidden input; toggle it the keyboard way. */
async function toggle(page: Page, name: string) {
  const checkbox = page.getByRole('main').getByRole('checkbox', { name, exact: true })
  const before = await checkbox.isChecked()
  await checkbox.focus()
  await page.keyboard.press('Space')
  await expect.poll(() => checkbox.isChecked()).toBe(!before)
}

describe('bookings on a desktop', () => {
  let context: BrowserContext
  let page: Page
  // Each step builds on the previous one: after a failure the rest is skipped (and says why).
  let brokenAt: string | null = null

  beforeAll(async () => {
    ;({ context, page } = await newPage(1280, 900))
  })
  afterAll(async () => {
    await context?.close()
  })
  beforeEach(({ task, skip, onTestFailed }) => {
    if (brokenAt) skip(`skipped: "${brokenAt}" failed`)
    onTestFailed(() => {
      brokenAt ??= task.name
    })
  })

  const main = () => page.getByRole('main')
  const table = () => main().getByRole('table', { name: 'Your bookings' })

  it('reaches /bookings from the header menu and lists every booking of the demo driver', async () => {
    await signInAsDemoDriver(page)
    await page.getByRole('banner').getByRole('button', { name: DEMO_DRIVER.name }).click()
    await page.getByRole('menuitem', { name: 'Bookings' }).click()
    await page.waitForURL((url) => url.pathname === '/bookings')
    await expect.poll(() => table().getByRole('row').count()).toBeGreaterThan(6)
    // No row is shorter than the loading skeleton's (84 px): when the list arrives, what is shown
    // already stays in place and the list only grows downwards (a status's sentence may take more lines).
    const heights = await table().locator('tbody tr').evaluateAll((rows) => rows.map((row) => Math.round(row.getBoundingClientRect().height)))
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(84)
    for (const status of ['Void', 'Pending', 'Deposit', 'Paid', 'Reserved', 'Cancelled']) {
      expect(await table().getByText(status, { exact: true }).count()).toBeGreaterThan(0)
    }
    expect(await accessibilityViolations(page)).toEqual([])
  })

  it('filters by status; the filter is in the URL and survives a reload', async () => {
    for (const status of ['Void', 'Pending', 'Deposit', 'Paid', 'Cancelled']) await toggle(page, status)
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('reserved')
    await expect.poll(() => table().getByRole('row').count()).toBe(2)
    await page.reload()
    await expect.poll(() => table().getByRole('row').count()).toBe(2)
    expect(await main().getByRole('checkbox', { name: 'Reserved', exact: true }).isChecked()).toBe(true)
    expect(await main().getByRole('checkbox', { name: 'Paid', exact: true }).isChecked()).toBe(false)
    expect(await table().getByText('Reserved', { exact: true }).count()).toBe(1)
  })

  it('opens the booking and downloads its calendar file', async () => {
    await table().getByRole('link', { name: /^View booking / }).click()
    await page.waitForURL((url) => url.pathname === '/booking')
    await main().getByRole('heading', { level: 1, name: /^Booking [2-9A-HJKMNP-Z]{8}$/ }).waitFor()
    const reference = (await main().getByRole('heading', { level: 1 }).textContent())!.replace('Booking ', '')
    expect(await main().getByRole('region', { name: 'Status' }).getByText('Confirmed by the supplier, to be paid at the counter at pick-up.').isVisible()).toBe(true)
    const [download] = await Promise.all([page.waitForEvent('download'), main().getByRole('link', { name: 'Add to calendar' }).click()])
    expect(download.suggestedFilename()).toBe(`keyturn-${reference}.ics`)
    const calendar = readFileSync(await download.path(), 'utf8')
    expect(calendar).toContain('BEGIN:VCALENDAR')
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(2)
    expect(calendar).toContain(reference)
    expect(await accessibilityViolations(page)).toEqual([])
  })

  it('edits the dates and sees the old and new price before confirming', async () => {
    await main().getByRole('button', { name: 'Edit booking' }).click()
    const edit = main().getByRole('region', { name: 'Edit the booking' })
    const dropOff = edit.getByRole('textbox', { name: 'Drop-off date' })
    await dropOff.waitFor()
    // One more day: the input shows MM/DD/YYYY in English; a year-first date reads the same everywhere.
    const [month, day, year] = (await dropOff.inputValue()).split('/').map(Number) as [number, number, number]
    const later = new Date(Date.UTC(year, month - 1, day + 1))
    await dropOff.fill(`${later.getUTCFullYear()}/${later.getUTCMonth() + 1}/${later.getUTCDate()}`)
    await dropOff.press('Enter')
    await edit.getByRole('button', { name: 'See the new price' }).click()
    const oldPrice = await edit.getByTestId('edit-old-price').textContent()
    const newPrice = await edit.getByTestId('edit-new-price').textContent()
    expect(newPrice).not.toBe(oldPrice)
    expect(await accessibilityViolations(page)).toEqual([])
    await edit.getByRole('button', { name: 'Confirm the changes' }).click()
    await main().getByText(`Your booking was changed. New price: ${newPrice}.`).waitFor()
    expect(await main().getByTestId('booking-total').textContent()).toBe(newPrice)
  })

  it('requests the cancellation, after the terms, and is told by when the supplier answers', async () => {
    await main().getByRole('button', { name: 'Request cancellation' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Request the cancellation of this booking?' })
    await dialog.getByText(/^Free cancellation until .+ \(24 hours before pick-up\): /).waitFor()
    expect(await accessibilityViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Request cancellation' }).click()
    await main().getByText(/^Cancel requested\. .+ answers within 48 hours to finish the cancellation\.$/).waitFor()
    await main().getByRole('region', { name: 'Status' }).getByText('Cancel requested', { exact: true }).waitFor()
    expect(await main().getByRole('button', { name: 'Request cancellation' }).count()).toBe(0)
    // the driver is told in the notification centre too
    await goLive(page, '/notifications')
    await main().getByText(/^Your cancel request for booking [2-9A-HJKMNP-Z]{8} \(.+\) was received\./).first().waitFor()
    expect(pageErrors).toEqual([])
  })
})

describe('bookings on a phone (390 px)', () => {
  it('shows the bookings as cards with the same information and actions', async () => {
    const { context, page } = await newPage(390, 844)
    try {
      await signInAsDemoDriver(page)
      await goLive(page, '/bookings')
      const list = page.getByRole('main').getByRole('list', { name: 'Your bookings' })
      await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(6)
      expect(await page.getByRole('main').getByRole('table').count()).toBe(0)
      const card = list.getByRole('listitem').first()
      expect(await card.getByRole('checkbox').count()).toBe(1)
      expect(await card.getByRole('link', { name: /^View booking / }).isVisible()).toBe(true)
      expect(await card.getByText('Driver', { exact: true }).isVisible()).toBe(true)
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      expect(await accessibilityViolations(page)).toEqual([])
    } finally {
      await context.close()
    }
  })
})
