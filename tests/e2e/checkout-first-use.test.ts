// Issue 15 at the checkout, in real Chromium on a server with the default set-up of a fresh start
// (no payment provider): a solo driver books an offer whose additional-driver option is included; a
// 150-character name gets a message next to the field (never a contract path); the Terms open in a
// new tab, and Back keeps the form (the session's draft); a booking with a licence leaves no failed
// request behind; the short booking reference of the confirmation finds the booking in the list. Cars are found through the API the page itself uses, each test on its own days
// (200 days ahead and later, clear of the other journeys on this server).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { accessibilityViolations } from './support/axe.js'
import { launchChromium } from './support/browser.js'
import { goLive, waitForHydration } from './support/hydrated.js'
import { checkoutPath } from '../../src/domain/search-query.js'
import { placeTimes } from './support/place-times.js'
import { e2eServers } from './support/servers.js'

const serverUrl = e2eServers().defaultBaseUrl

let browser: Browser
const contexts: BrowserContext[] = []
const pageErrors: string[] = []
const consoleErrors: string[] = []

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  for (const context of contexts) await context.close()
  await browser?.close()
  expect(pageErrors).toEqual([])
})

async function newPage(): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ baseURL: serverUrl, viewport: { width: 1280, height: 900 } })
  contexts.push(context)
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()))
  return { page, context }
}

type Offer = { car: { id: string; name: string }; extras: Record<string, number> }
type Price = { licenseRequired: boolean; paymentOptions: string[] }
const NO_OPTIONS = { cancellation: false, amendments: false, theftProtection: false, collisionDamageWaiver: false, fullInsurance: false, additionalDriver: false }

async function post<T>(path: string, body: unknown): Promise<T | null> {
  const response = await fetch(`${serverUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, body: JSON.stringify(body) })
  return response.status === 200 ? ((await response.json()) as T) : null
}

/** A car bookable at the counter for 3 days from `daysAhead` days from now (10:00 local) that matches `wanted`. */
async function findCar(daysAhead: number, wanted: (offer: Offer, price: Price) => boolean): Promise<{ path: string; carName: string }> {
  const { from, to } = placeTimes(daysAhead, 3)
  const places = (await (await fetch(`${serverUrl}/api/locations-with-position/en`)).json()) as { id: string }[]
  for (const place of places) {
    const period = { pickUpLocation: place.id, dropOffLocation: place.id, from, to }
    const results = await post<{ rows: Offer[] }>('/api/search-cars/1/30', period)
    for (const offer of results?.rows ?? []) {
      const price = await post<Price>('/api/checkout-price', { ...period, car: offer.car.id, options: NO_OPTIONS, language: 'en', currency: 'USD' })
      if (price && price.paymentOptions.includes('payAtCounter') && wanted(offer, price)) {
        return { carName: offer.car.name, path: checkoutPath(offer.car.id, period) }
      }
    }
  }
  throw new Error('no car in the seed matches')
}

async function openCheckout(page: Page, path: string) {
  await goLive(page, path)
  await page.getByRole('heading', { level: 1, name: 'Book your car' }).waitFor()
  await page.getByTestId('checkout-cost').waitFor()
}

/** Ticks an Ark checkbox the keyboard way (its input is visually hidden under the label). */
async function tick(page: Page, name: string) {
  const control = page.getByRole('checkbox', { name })
  await control.focus()
  await page.keyboard.press('Space')
  await expect.poll(() => control.isChecked()).toBe(true)
}

const driverRegion = (page: Page) => page.getByRole('region', { name: 'Driver details' })

async function fillDriver(page: Page, values: { fullName: string; email: string }) {
  const driver = driverRegion(page)
  await driver.getByLabel('Full name').fill(values.fullName)
  await driver.getByLabel('Email').fill(values.email)
  await driver.getByLabel('Phone').fill('+33 6 11 22 33 44')
  await driver.getByLabel('Birth date').fill('1990-05-01')
}

describe('checkout on first use', () => {
  it('a solo driver books an offer whose additional-driver option is included', async () => {
    const { path } = await findCar(200, (offer, price) => offer.extras.additionalDriver === 0 && !price.licenseRequired)
    const { page } = await newPage()
    await openCheckout(page, path)
    const option = page.getByRole('checkbox', { name: 'Additional driver', exact: true })
    expect(await option.isChecked()).toBe(true)
    expect(await option.isDisabled()).toBe(true)
    // no second driver is asked for unless the driver adds one
    expect(await page.getByLabel("Additional driver's full name").count()).toBe(0)
    await page.getByRole('checkbox', { name: 'Add an additional driver' }).waitFor()
    expect(await accessibilityViolations(page)).toEqual([])

    await fillDriver(page, { fullName: 'Solo Driver', email: `solo-${Date.now()}@keyturn.example` })
    await tick(page, 'I accept the Terms of Use')
    await page.getByRole('button', { name: 'Book now' }).click()
    await page.getByRole('heading', { name: 'Congratulations!' }).waitFor()
    expect(new URL(page.url()).pathname).toMatch(/^\/checkout-session\//)
  })

  it("keeps what is typed into the server's form before the page's code has run, and books with it", async () => {
    const { path } = await findCar(240, (_offer, price) => !price.licenseRequired)
    const { page } = await newPage()
    // the page's code is held back: the server's HTML is all there is
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(path, { waitUntil: 'commit' })
    await driverRegion(page).getByLabel('Full name').fill('Early Typist')
    expect(await page.locator('html[data-hydrated]').count()).toBe(0)
    release()
    await waitForHydration(page)
    await expect.poll(() => driverRegion(page).getByLabel('Full name').inputValue()).toBe('Early Typist')
    const driver = driverRegion(page)
    await driver.getByLabel('Email').fill(`early-${Date.now()}@keyturn.example`)
    await driver.getByLabel('Phone').fill('+33 6 11 22 33 44')
    await driver.getByLabel('Birth date').fill('1990-05-01')
    await tick(page, 'I accept the Terms of Use')
    await page.getByRole('button', { name: 'Book now' }).click()
    // (a name the form did not know would have stopped the booking at 'Required')
    await page.getByRole('heading', { name: 'Congratulations!' }).waitFor()
  })

  it('the short booking reference is on the confirmation and finds the booking in the list', async () => {
    const { path, carName } = await findCar(236, (_offer, price) => !price.licenseRequired)
    const { page } = await newPage()
    await goLive(page, '/sign-in')
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill('driver@keyturn.example')
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill('Keyturn-demo-2026')
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/')
    // signed in, the account is the main driver: nothing to fill in
    await openCheckout(page, path)
    await page.getByRole('button', { name: 'Book now' }).click()
    await page.getByRole('heading', { name: 'Congratulations!' }).waitFor()
    const reference = (await page.getByTestId('confirmation-reference').textContent())!.trim()
    // 8 characters a person can read out: no 0/O, 1/I/L look-alikes
    expect(reference).toMatch(/^[2-9A-HJKMNP-Z]{8}$/)

    await goLive(page, '/bookings')
    const search = page.getByRole('search')
    // typed as a person would read it from an e-mail: lower case, with a space
    await search.getByLabel('Reference, car or place').fill(`${reference.slice(0, 4)} ${reference.slice(4)}`.toLowerCase())
    await search.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL((url) => url.pathname === '/bookings' && url.search.length > 0)
    const table = page.getByRole('table', { name: 'Your bookings' })
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1)
    await expect.poll(() => table.locator('tbody tr').first().textContent()).toContain(reference)
    expect(await table.locator('tbody tr').first().textContent()).toContain(carName)
  })

  it('a 150-character name gets a message next to the field, never a contract path', async () => {
    const { path } = await findCar(210, (_, price) => !price.licenseRequired)
    const { page } = await newPage()
    await openCheckout(page, path)
    await fillDriver(page, { fullName: 'N'.repeat(150), email: `long-${Date.now()}@keyturn.example` })
    await tick(page, 'I accept the Terms of Use')
    await page.getByRole('button', { name: 'Book now' }).click()
    await page.getByRole('alert').filter({ hasText: 'Please fix errors' }).waitFor()
    const fullName = driverRegion(page).getByLabel('Full name')
    await expect.poll(() => fullName.getAttribute('aria-invalid')).toBe('true')
    expect(await page.locator('#checkout-fullName-error').textContent()).toBe('At most 100 characters')
    expect(await page.getByRole('main').textContent()).not.toMatch(/body\/|must NOT|fullName/)
    expect(new URL(page.url()).pathname).toBe('/checkout')
  })

  it('the Terms open in a new tab, and Back after leaving the page restores the form', async () => {
    const { path } = await findCar(220, (offer, price) => offer.extras.theftProtection! > 0 && !price.licenseRequired)
    const { page, context } = await newPage()
    await openCheckout(page, path)
    const email = `draft-${Date.now()}@keyturn.example`
    await fillDriver(page, { fullName: 'Dana Draft', email })
    await tick(page, 'Theft protection')

    const [terms] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Read the Terms of Use (opens in a new tab)' }).click(),
    ])
    await terms.waitForLoadState()
    expect(new URL(terms.url()).pathname).toBe('/tos')
    await terms.close()
    // the checkout stayed as it was
    expect(await driverRegion(page).getByLabel('Full name').inputValue()).toBe('Dana Draft')

    // leaving the page in the same tab, then Back: the session's draft gives the form back
    await goLive(page, '/')
    await page.goBack()
    await page.getByTestId('checkout-cost').waitFor()
    // the server renders the empty form; the draft fills it once the page is live
    await waitForHydration(page)
    const driver = driverRegion(page)
    await expect.poll(() => driver.getByLabel('Full name').inputValue()).toBe('Dana Draft')
    expect(await driver.getByLabel('Email').inputValue()).toBe(email)
    // (typed year first, shown in the English order once read)
    expect(await driver.getByLabel('Birth date').inputValue()).toBe('05/01/1990')
    await expect.poll(() => page.getByRole('checkbox', { name: 'Theft protection' }).isChecked()).toBe(true)

    // booked: the draft is gone
    await tick(page, 'I accept the Terms of Use')
    await page.getByRole('button', { name: 'Book now' }).click()
    await page.getByRole('heading', { name: 'Congratulations!' }).waitFor()
    expect(await page.evaluate(() => sessionStorage.getItem('bc-fe-checkout-draft'))).toBeNull()
  })

  it('a booking with a licence leaves no failed request behind', async () => {
    const { path } = await findCar(230, (_, price) => price.licenseRequired)
    const { page } = await newPage()
    const deletions: number[] = []
    page.on('response', (response) => response.url().includes('/api/delete-temp-license/') && deletions.push(response.status()))
    await openCheckout(page, path)
    await fillDriver(page, { fullName: 'Lena Licence', email: `licence-${Date.now()}@keyturn.example` })
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')
    await page.locator('#checkout-license').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: pdf })
    await page.getByText('File added: licence.pdf').waitFor()
    await tick(page, 'I accept the Terms of Use')
    consoleErrors.length = 0
    await page.getByRole('button', { name: 'Book now' }).click()
    await page.getByRole('heading', { name: 'Congratulations!' }).waitFor()
    // the page is gone and the confirmation loaded: a delete on leaving would have been sent by now
    await page.waitForLoadState('networkidle')
    expect(deletions).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})
