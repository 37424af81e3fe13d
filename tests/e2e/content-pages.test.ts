// The content pages (issue 10) in real Chromium against the built SPA on a real server: each page
// loads in en, fr and es with its own browser title, axe finds nothing in light mode on a wide
// screen and in dark mode on a 390 px phone, the table of contents scrolls to its sections, and
// the checkout's 'Read the Terms of Use' link opens the Terms in a new tab.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { accessibilityViolations } from './support/axe.js'
import { launchChromium } from './support/browser.js'
import { checkoutPath } from '../../src/domain/search-query.js'
import { placeTimes } from './support/place-times.js'
import { goLive } from './support/hydrated.js'
import { e2eServers } from './support/servers.js'

const serverUrl = e2eServers().defaultBaseUrl

let browser: Browser
const contexts: BrowserContext[] = []
const pageErrors: string[] = []

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  for (const context of contexts) await context.close()
  await browser?.close()
  expect(pageErrors).toEqual([])
})

async function newPage(options: { width?: number; height?: number; dark?: boolean } = {}): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({
    baseURL: serverUrl,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    colorScheme: options.dark ? 'dark' : 'light',
  })
  contexts.push(context)
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return { page, context }
}

const pages = [
  { path: '/about', en: 'About Keyturn', fr: 'À propos de Keyturn', es: 'Acerca de Keyturn' },
  { path: '/tos', en: 'Terms of Use', fr: 'Conditions d’utilisation', es: 'Condiciones de uso' },
  { path: '/privacy', en: 'Privacy policy', fr: 'Politique de confidentialité', es: 'Política de privacidad' },
  { path: '/faq', en: 'Frequently asked questions', fr: 'Questions fréquentes', es: 'Preguntas frecuentes' },
] as const

describe('content pages', () => {
  it.each(pages)('$path answers a real page in en, fr and es, each with its own title', async (content) => {
    const { page } = await newPage()
    const response = await page.goto(content.path)
    expect(response?.status()).toBe(200)
    for (const language of ['en', 'fr', 'es'] as const) {
      await goLive(page, `${content.path}?l=${language}`)
      await page.getByRole('heading', { level: 1, name: content[language] }).waitFor()
      expect(await page.title()).toBe(`${content[language]} · Keyturn`)
      expect(await page.locator('html').getAttribute('lang')).toBe(language)
      expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(1500)
    }
  })

  it.each(pages)('$path: axe finds nothing, in light mode on a wide screen and in dark mode at 390 px', async (content) => {
    const wide = await newPage()
    await goLive(wide.page, content.path)
    await wide.page.getByRole('heading', { level: 1, name: content.en }).waitFor()
    expect(await accessibilityViolations(wide.page)).toEqual([])

    const phone = await newPage({ width: 390, height: 844, dark: true })
    await goLive(phone.page, content.path)
    await phone.page.getByRole('heading', { level: 1, name: content.en }).waitFor()
    expect(await phone.page.locator('html').getAttribute('data-color-mode')).toBe('dark')
    expect(await accessibilityViolations(phone.page)).toEqual([])
    // the text wraps within the phone's width: nothing in the page's content scrolls sideways
    const overflow = await phone.page.getByRole('main').evaluate((main) => main.scrollWidth - main.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })

  it('the table of contents takes the reader to a section', async () => {
    const { page } = await newPage({ width: 390, height: 844 })
    await goLive(page, '/tos')
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Cancellation' }).click()
    await expect.poll(() => new URL(page.url()).hash).toBe('#cancellation')
    expect(new URL(page.url()).pathname).toBe('/tos')
    const heading = page.getByRole('heading', { level: 2, name: 'Cancellation' })
    await expect.poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(844 / 2)
  })

  it('a link to a section from elsewhere opens the page at that section', async () => {
    const { page } = await newPage({ width: 390, height: 844 })
    await goLive(page, '/faq#age')
    const heading = page.getByRole('heading', { level: 2, name: 'Age' })
    await heading.waitFor()
    await expect.poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(844 / 2)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(844)
  })
})

type Offer = { car: { id: string } }
type Price = { paymentOptions: string[] }
const NO_OPTIONS = { cancellation: false, amendments: false, theftProtection: false, collisionDamageWaiver: false, fullInsurance: false, additionalDriver: false }

async function post<T>(path: string, body: unknown): Promise<T | null> {
  const response = await fetch(`${serverUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, body: JSON.stringify(body) })
  return response.status === 200 ? ((await response.json()) as T) : null
}

/** The checkout of a car bookable at the counter for 3 days, 240 days from now (clear of the other journeys' days). */
async function bookableCheckoutPath(): Promise<string> {
  const { from, to } = placeTimes(240, 3)
  const places = (await (await fetch(`${serverUrl}/api/locations-with-position/en`)).json()) as { id: string }[]
  for (const place of places) {
    const period = { pickUpLocation: place.id, dropOffLocation: place.id, from, to }
    const results = await post<{ rows: Offer[] }>('/api/search-cars/1/30', period)
    for (const offer of results?.rows ?? []) {
      const price = await post<Price>('/api/checkout-price', { ...period, car: offer.car.id, options: NO_OPTIONS, language: 'en', currency: 'USD' })
      if (price?.paymentOptions.includes('payAtCounter')) {
        return checkoutPath(offer.car.id, period)
      }
    }
  }
  throw new Error('no car in the seed can be booked at the counter')
}

describe('the checkout’s Terms link', () => {
  it('opens the Terms of Use in a new tab, the checkout staying as it was', async () => {
    const { page, context } = await newPage()
    await goLive(page, await bookableCheckoutPath())
    await page.getByRole('heading', { level: 1, name: 'Book your car' }).waitFor()
    const [terms] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Read the Terms of Use (opens in a new tab)' }).click(),
    ])
    terms.on('pageerror', (error) => pageErrors.push(error.message))
    await terms.getByRole('heading', { level: 1, name: 'Terms of Use' }).waitFor()
    expect(new URL(terms.url()).pathname).toBe('/tos')
    expect(await terms.title()).toBe('Terms of Use · Keyturn')
    await terms.getByRole('heading', { level: 2, name: 'Cancellation' }).waitFor()
    expect(await page.getByRole('heading', { level: 1, name: 'Book your car' }).isVisible()).toBe(true)
  })
})
