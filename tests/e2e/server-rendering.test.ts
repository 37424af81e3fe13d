// Issue 22: every public page arrives as HTML rendered by React on the server, in the visitor's
// language, and the browser hydrates it without a warning; the search results read with
// JavaScript off, and the browser does not search again for what the HTML shows.
import type { Browser, ConsoleMessage, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessibilityViolations } from './support/axe.js'
import { launchChromium } from './support/browser.js'
import { signInAsDemoDriver } from './support/demo-driver.js'
import { goLive, waitForHydration } from './support/hydrated.js'
import { e2eServers } from './support/servers.js'

const baseUrl = e2eServers().baseUrl
let browser: Browser
let searchUrl: string
let placeName: string

/** Public pages and their main heading (h1) in English, as the server writes it. */
const PAGES: Record<string, string> = {
  '/': 'Find the right car for every trip',
  '/about': 'About Keyturn',
  '/tos': 'Terms of Use',
  '/privacy': 'Privacy policy',
  '/faq': 'Frequently asked questions',
  '/cookie-policy': 'Cookie policy',
  '/contact': 'Contact us',
  '/locations': 'Rental locations',
  '/suppliers': 'Rental suppliers',
  '/sign-in': 'Sign in',
  '/sign-up': 'Create an account',
  '/forgot-password': 'Forgot password',
  '/checkout-session/00000000-0000-4000-8000-000000000000': 'Booking confirmation',
}

const headingOf = (html: string) => html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1]?.replace(/<[^>]+>/g, '')

beforeAll(async () => {
  browser = await launchChromium()
  const locations = (await (await fetch(`${baseUrl}/api/locations/1/5/en`)).json()) as { rows: { id: string; name: string }[] }
  const place = locations.rows[0]!.id
  placeName = locations.rows[0]!.name
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  searchUrl = `/search?pickUp=${place}&dropOff=${place}&from=${day(14)}T10:00&to=${day(17)}T10:00`
})
afterAll(async () => {
  await browser?.close()
})

describe('the HTML the server sends', () => {
  for (const [path, heading] of Object.entries(PAGES)) {
    it(`renders ${path} with its heading`, async () => {
      const response = await fetch(`${baseUrl}${path}`)
      expect(response.status).toBe(200)
      expect(headingOf(await response.text())).toBe(heading)
    })
  }

  it('renders an unknown address as the not-found page, with status 404', async () => {
    const response = await fetch(`${baseUrl}/no/such/page`)
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(headingOf(html)).toBe('Nothing to see here!')
    // a search and the main pages, in the HTML itself
    expect(html).toMatch(/<form[^>]*role="search"/)
    for (const href of ['/', '/locations', '/faq', '/contact', '/bookings']) expect(html).toContain(`href="${href}"`)
    expect(html).toContain('Or go to')
  })

  it('writes the page in the language of ?l, else of the language cookie', async () => {
    const french = await (await fetch(`${baseUrl}/about?l=fr`)).text()
    expect(french).toMatch(/<html lang="fr"/)
    expect(headingOf(french)).toBe('À propos de Keyturn')
    const spanish = await (await fetch(`${baseUrl}/about`, { headers: { cookie: 'bc-fe-language=es' } })).text()
    expect(spanish).toMatch(/<html lang="es"/)
    expect(headingOf(spanish)).toBe('Acerca de Keyturn')
  })

  it('renders a page that depends only on its language once, then serves it from memory', async () => {
    const timing = async (path: string, cookie = '') => (await fetch(`${baseUrl}${path}`, { headers: { cookie } })).headers.get('server-timing')
    // preferences no other test uses: a page no earlier request has rendered
    const preferences = 'bc-fe-currency=AUD; mode=dark'
    expect(await timing('/tos?l=es', preferences)).toMatch(/^render;dur=[\d.]+$/)
    expect(await timing('/tos?l=es', preferences)).toBe('render;desc="kept"')
    expect(await timing('/tos?l=fr', preferences)).toMatch(/^render;dur=/)
    // the search results depend on the data: rendered every time
    expect(await timing(searchUrl)).toMatch(/^render;dur=/)
    expect(await timing(searchUrl)).toMatch(/^render;dur=/)
  })

  it('lists the offers of the criteria in the URL, each with a link to its checkout', async () => {
    const html = await (await fetch(`${baseUrl}${searchUrl}`)).text()
    const cards = html.match(/<article/g) ?? []
    expect(cards.length).toBeGreaterThan(0)
    const links = [...html.matchAll(/<a[^>]*href="(\/checkout\?car=[^"]+)"[^>]*>(?:(?!<\/a>).)*Choose this car/gs)]
    expect(links).toHaveLength(cards.length)
  })

  it('fills the search form with the names of the places in the URL', async () => {
    const html = await (await fetch(`${baseUrl}${searchUrl}`)).text()
    const placeField = html.match(/<input[^>]*role="combobox"[^>]*>/)?.[0] ?? ''
    expect(placeField).toContain(`value="${placeName.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
  })

  it('draws each icon of the offers once, and every card points at a drawing the page holds', async () => {
    const html = await (await fetch(`${baseUrl}${searchUrl}`)).text()
    const symbols = new Set([...html.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]))
    const uses = [...html.matchAll(/<use href="#([^"]+)"/g)].map((match) => match[1])
    expect(uses.length).toBeGreaterThan(symbols.size)
    expect(uses.filter((id) => !symbols.has(id))).toEqual([])
  })
})

const problems = (message: ConsoleMessage) =>
  (message.type() === 'error' || message.type() === 'warning') &&
  // the not-found page's own 404 and the map's tiles (the internet is out of reach here) are not the page's faults
  !/status of 404|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(message.text())

/** The page is in the language and colour mode asked for, and React's root holds the server's HTML and answers events. */
async function expectHydratedAsServed(page: Page, label: string, expected: { language: string; colorScheme: string }) {
  expect(await page.locator('html').getAttribute('lang'), label).toBe(expected.language)
  expect(await page.locator('html').getAttribute('data-color-mode'), label).toBe(expected.colorScheme)
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer$'))), { message: label })
    .toBe(true)
}

describe('in the browser', () => {

  for (const language of ['en', 'fr', 'es'] as const) {
    it(`hydrates every public page in ${language}, light and dark, with no error or warning`, async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ baseURL: baseUrl, colorScheme })
        await context.addCookies([{ name: 'bc-fe-language', value: language, url: baseUrl }])
        const page = await context.newPage()
        // the server's heading, taken before any script runs (module scripts run after the parse)
        await page.addInitScript(() => {
          document.addEventListener('readystatechange', () => {
            if (document.readyState === 'interactive') Object.assign(window, { serverHeading: document.querySelector('main h1') })
          })
        })
        const messages: string[] = []
        page.on('console', (message) => problems(message) && messages.push(`${message.type()}: ${message.text()}`))
        page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
        for (const path of [...Object.keys(PAGES), searchUrl, '/no/such/page']) {
          await page.goto(path, { waitUntil: 'networkidle' })
          await expectHydratedAsServed(page, `${language} ${colorScheme} ${path}`, { language, colorScheme })
          // React adopted the server's HTML rather than rendering the page again (no flash, no lost scroll)
          const keptHeading = await page.evaluate(() => {
            const served = (window as unknown as { serverHeading: Element | null }).serverHeading
            return served !== null && served === document.querySelector('main h1') && served.isConnected
          })
          // (the confirmation checks its payment in the browser: its heading then becomes the outcome)
          if (!path.startsWith('/checkout-session/')) expect(keptHeading, `${language} ${colorScheme} ${path}: the server's heading kept`).toBe(true)
          expect(messages, `${language} ${colorScheme} ${path}`).toEqual([])
        }
        await context.close()
      }
    })
  }

  it('the not-found page answers 404 with a search and links on, with no axe violation', async () => {
    const context = await browser.newContext({ baseURL: baseUrl })
    await context.addCookies([{ name: 'bc-fe-language', value: 'fr', url: baseUrl }])
    const page = await context.newPage()
    const response = await goLive(page, '/no/such/page')
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { level: 1, name: 'Rien à voir ici !' }).waitFor()
    await page.getByRole('search').getByRole('combobox', { name: 'Lieu de prise en charge' }).waitFor()
    expect(await accessibilityViolations(page)).toEqual([])
    const links = page.getByRole('navigation', { name: 'Ou rendez-vous sur' })
    await links.getByRole('link', { name: 'FAQ' }).click()
    await page.waitForURL(/\/faq$/)
    await page.getByRole('heading', { level: 1, name: 'Questions fréquentes' }).waitFor()
    await context.close()
  })

  it('shows the offers with JavaScript off, each choosable by its link', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(searchUrl)
    const cards = page.getByRole('article')
    expect(await cards.count()).toBeGreaterThan(0)
    const first = cards.first()
    expect(await first.getByRole('heading').first().textContent()).toBeTruthy()
    await first.getByRole('link', { name: 'Choose this car' }).click()
    await page.waitForURL(/\/checkout\?car=/)
    await context.close()
  })

  it('does not search again for the offers the HTML already shows', async () => {
    const context = await browser.newContext({ baseURL: baseUrl })
    const page = await context.newPage()
    const searches: string[] = []
    page.on('request', (request) => /\/api\/(search-cars|location\/)/.test(request.url()) && searches.push(request.url()))
    await page.goto(searchUrl, { waitUntil: 'networkidle' })
    expect(await page.getByRole('link', { name: 'Choose this car' }).count()).toBeGreaterThan(0)
    // neither the offers nor the places' names (the form has them)
    expect(searches).toEqual([])
    await expect.poll(() => page.getByRole('combobox', { name: 'Pick-up location' }).inputValue()).toBe(placeName)
    // the page is live: a new page of results is asked for by the browser
    await context.close()
  })

  it('paints before it asks for its scripts, then comes alive', async () => {
    const context = await browser.newContext({ baseURL: baseUrl })
    const page = await context.newPage()
    for (const path of ['/', searchUrl, '/faq']) {
      await page.goto(path)
      await waitForHydration(page)
      const { firstPaint, scripts } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      }))
      expect(firstPaint).not.toBeNull()
      expect(scripts.length).toBeGreaterThan(0)
      expect(Math.min(...scripts)).toBeGreaterThanOrEqual(firstPaint!)
    }
    await context.close()
  })
})

describe('signed in', () => {
  it('hydrates the driver\'s pages in en, fr and es, light and dark, with no error or warning', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ baseURL: baseUrl, colorScheme })
      const page = await context.newPage()
      await signInAsDemoDriver(page)
      await goLive(page, '/bookings')
      const booking = await page.getByRole('main').locator('a[href^="/booking?"]').first().getAttribute('href')
      expect(booking).toBeTruthy()
      const messages: string[] = []
      page.on('console', (message) => problems(message) && messages.push(`${message.type()}: ${message.text()}`))
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
      // `?l=` also saves the signed-in driver's language (spec §4): English comes last, and is put
      // back whatever happens, so the other tests find the demo driver as seeded.
      try {
        for (const language of ['fr', 'es', 'en'] as const) {
          for (const path of ['/bookings', booking!, '/settings', '/notifications']) {
            const url = `${path}${path.includes('?') ? '&' : '?'}l=${language}`
            await page.goto(url, { waitUntil: 'networkidle' })
            await expectHydratedAsServed(page, `${language} ${colorScheme} ${url}`, { language, colorScheme })
            // the page's own heading, not the sign-in page's or the not-found page's
            await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 1 }).count(), { message: url }).toBeGreaterThan(0)
            expect(messages, `${language} ${colorScheme} ${url}`).toEqual([])
          }
        }
      } finally {
        await page.goto('/settings?l=en', { waitUntil: 'networkidle' })
      }
      await context.close()
    }
  })
})
