// Analytics consent and the phone header (issue 10) in real Chromium against the built SPA on a
// real server started here with ANALYTICS_ID set. The analytics provider never answers from the
// internet: its script (gtag.js) is a double served with page.route that sends each page view the
// app pushes to its collect URL, which is intercepted too, so what reaches "Google" is counted.
import type { ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../fixtures/free-port.js'
import { serverEnvironment } from '../fixtures/server-environment.js'
import { spawnBuiltServer } from '../fixtures/built-server.js'
import { accessibilityViolations } from './support/axe.js'
import { launchChromium } from './support/browser.js'
import { goLive, waitForHydration } from './support/hydrated.js'
import { seededDataDir } from './support/servers.js'

const ANALYTICS_ID = 'G-E2ECONSENT'
const dataDir = seededDataDir('keyturn-e2e-consent-')
let server: ChildProcess
let baseUrl: string
let browser: Browser
const contexts: BrowserContext[] = []
const pageErrors: string[] = []

beforeAll(async () => {
  const port = await freePort()
  baseUrl = `http://127.0.0.1:${port}`
  server = await spawnBuiltServer({
    env: { ...serverEnvironment({ port, dataDir }), ANALYTICS_ID },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let attempt = 0; ; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (attempt > 600) throw new Error('the server did not start')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  browser = await launchChromium()
})

afterAll(async () => {
  for (const context of contexts) await context.close()
  await browser?.close()
  if (server && server.exitCode === null) {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
  rmSync(dataDir, { recursive: true, force: true })
  expect(pageErrors).toEqual([])
})

/** A gtag.js double: every `gtag('event', 'page_view', …)` becomes a request to the collect URL, as Google's does. */
const GTAG_DOUBLE = `
(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  function handle(args) {
    if (args && args[0] === 'event' && args[1] === 'page_view') {
      fetch('https://www.google-analytics.com/g/collect?v=2&tid=${ANALYTICS_ID}&en=page_view&dp=' + encodeURIComponent(args[2].page_path), { method: 'POST', mode: 'no-cors' });
    }
  }
  for (var i = 0; i < layer.length; i++) handle(layer[i]);
  var push = layer.push.bind(layer);
  layer.push = function (args) { handle(args); return push(args); };
})();
`

interface Provider {
  /** Every request that left for a Google analytics host. */
  requests: string[]
  /** The paths of the page views the provider received. */
  pageViews: () => string[]
}

async function newPage(options: { width?: number; height?: number; dark?: boolean } = {}): Promise<{ page: Page; provider: Provider }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    colorScheme: options.dark ? 'dark' : 'light',
  })
  contexts.push(context)
  const requests: string[] = []
  await context.route(/^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics|analytics\.google)\.com\//, (route) => {
    const url = route.request().url()
    requests.push(url)
    if (url.startsWith('https://www.googletagmanager.com/gtag/js')) return route.fulfill({ contentType: 'text/javascript', body: GTAG_DOUBLE })
    return route.fulfill({ status: 204, body: '' })
  })
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  const pageViews = () =>
    requests.filter((url) => url.includes('/g/collect')).map((url) => decodeURIComponent(new URL(url).searchParams.get('dp') ?? ''))
  return { page, provider: { requests, pageViews } }
}

/** The banner as the server writes it (its heading names the region). */
const BANNER_MARKUP = 'id="consent-banner-heading"'
const consentBanner = (page: Page) => page.getByRole('region', { name: 'Analytics consent' })
const homeLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Keyturn' })
const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Find the right car for every trip' })

describe('analytics consent', () => {
  it('rejected: nothing is requested from the analytics provider, on this page, the next, or the next visit', async () => {
    const { page, provider } = await newPage()
    // the server asks a visitor who has not answered, in the page it sends
    expect(await (await page.goto('/faq'))!.text()).toContain(BANNER_MARKUP)
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor()
    await consentBanner(page).waitFor()
    // the answer is the live page's to keep (before, the button is the browser's alone)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Reject analytics' }).press('Enter')
    await consentBanner(page).waitFor({ state: 'detached' })
    await homeLink(page).click()
    await homeHeading(page).waitFor()
    // the answer is mirrored in a cookie: the server's page does not ask again, not even until it is live
    const reloaded = await page.reload()
    expect(await reloaded!.text()).not.toContain(BANNER_MARKUP)
    await homeHeading(page).waitFor()
    await page.waitForTimeout(500)
    expect(await consentBanner(page).count()).toBe(0)
    expect(await page.evaluate(() => localStorage.getItem('bc-fe-analytics-consent'))).toBe('denied')
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'bc-fe-analytics-consent')?.value).toBe('denied')
    expect(provider.requests).toEqual([])
  })

  it('accepted: a page view per navigation; withdrawn on the cookie policy: none after', async () => {
    const { page, provider } = await newPage()
    await goLive(page, '/faq')
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor()
    expect(provider.requests).toEqual([])
    await page.getByRole('button', { name: 'Accept analytics' }).click()
    await expect.poll(() => provider.pageViews()).toEqual(['/faq'])
    expect(provider.requests.some((url) => url.startsWith(`https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_ID}`))).toBe(true)

    await homeLink(page).click()
    await homeHeading(page).waitFor()
    await expect.poll(() => provider.pageViews()).toEqual(['/faq', '/'])

    // The choice is kept: a new load of the cookie policy asks nothing and counts the page.
    // the choice is mirrored in a cookie: the server's page does not ask either
    expect(await (await page.goto('/cookie-policy'))!.text()).not.toContain(BANNER_MARKUP)
    await page.getByRole('heading', { level: 1, name: 'Cookie policy' }).waitFor()
    await waitForHydration(page)
    expect(await consentBanner(page).count()).toBe(0)
    await expect.poll(() => provider.pageViews()).toEqual(['/faq', '/', '/cookie-policy'])
    const control = page.getByRole('region', { name: 'Your analytics choice' })
    await expect.poll(() => control.getByRole('status').innerText()).toBe('You accepted analytics.')
    await control.getByRole('button', { name: 'Reject analytics' }).click()
    await expect.poll(() => control.getByRole('status').innerText()).toBe('You rejected analytics.')
    await homeLink(page).click()
    await homeHeading(page).waitFor()
    await page.waitForTimeout(500)
    expect(provider.pageViews()).toEqual(['/faq', '/', '/cookie-policy'])
  })

  it('/cookie-policy answers a real page in en, fr and es, each with its own title and description', async () => {
    const { page } = await newPage()
    expect((await page.goto('/cookie-policy'))?.status()).toBe(200)
    for (const [language, title, description] of [
      ['en', 'Cookie policy', 'Every cookie and browser-storage entry'],
      ['fr', 'Politique relative aux cookies', 'Chaque cookie et donnée de stockage'],
      ['es', 'Política de cookies', 'Cada cookie y dato de almacenamiento'],
    ] as const) {
      await goLive(page, `/cookie-policy?l=${language}`)
      await page.getByRole('heading', { level: 1, name: title }).waitFor()
      expect(await page.title()).toBe(`${title} · Keyturn`)
      await expect.poll(() => page.locator('meta[name="description"]').getAttribute('content')).toMatch(new RegExp(`^${description}`))
      expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(1500)
    }
    // Crawlers find it, in its three languages, from the server's sitemap.
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text()
    expect(sitemap).toContain(`<loc>${baseUrl}/cookie-policy</loc>`)
    expect(sitemap).toContain(`hreflang="fr" href="${baseUrl}/cookie-policy?l=fr"`)
    expect(await (await fetch(`${baseUrl}/robots.txt`)).text()).toContain(`Sitemap: ${baseUrl}/sitemap.xml`)
  })

  it('/cookie-policy: axe finds nothing, banner included, wide and light, and at 390 px in dark mode', async () => {
    for (const options of [{}, { width: 390, height: 844, dark: true }]) {
      const { page } = await newPage(options)
      await goLive(page, '/cookie-policy')
      await page.getByRole('heading', { level: 1, name: 'Cookie policy' }).waitFor()
      await consentBanner(page).waitFor()
      expect(await accessibilityViolations(page)).toEqual([])
    }
  })
})

describe('header on a phone (390 × 844)', () => {
  it('one menu button holds the pages and preferences; the search form is above the fold', async () => {
    const { page } = await newPage({ width: 390, height: 844 })
    await goLive(page, '/')
    // the server lays the header out by the user agent (a desktop one here); the live page by its width
    await homeHeading(page).waitFor()
    const header = page.getByRole('banner')
    await expect.poll(() => header.getByRole('button', { name: 'Language: English' }).count()).toBe(0)
    expect(await header.getByRole('button', { name: 'Currency: USD' }).count()).toBe(0)
    const form = page.getByRole('search')
    const box = await form.boundingBox()
    expect(box).not.toBeNull()
    expect(box!.y).toBeGreaterThanOrEqual(0)
    // The whole form, its search button included, is on the first screen, above the consent bar.
    const bannerBox = await consentBanner(page).boundingBox()
    expect(box!.y + box!.height).toBeLessThanOrEqual(bannerBox ? bannerBox.y : 844)

    // A tap opens the menu; choosing French there switches the page.
    await header.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('menuitemradio', { name: 'Français' }).click()
    await page.getByRole('heading', { level: 1, name: 'La bonne voiture pour chaque voyage' }).waitFor()
    await header.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('menuitem', { name: 'Se connecter' }).click()
    await page.waitForURL('**/sign-in')
  })
})

describe('for developers', () => {
  it('/api/docs renders the API reference from the contract, with nothing fetched from another site', async () => {
    const { page } = await newPage()
    const foreign: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl)) foreign.push(request.url())
    })
    const response = await page.goto('/api/docs')
    expect(response?.status()).toBe(200)
    await page.locator('.opblock').first().waitFor()
    expect(await page.locator('.opblock').count()).toBeGreaterThan(20)
    expect(await page.getByRole('heading', { name: /Keyturn/ }).first().isVisible()).toBe(true)
    expect(foreign).toEqual([])
  })

  it('the production bundle does not contain the Stately inspector', () => {
    const assets = path.join(process.env.DIST_DIR ?? 'dist', 'assets')
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(0)
    for (const file of scripts) expect(readFileSync(path.join(assets, file), 'utf8'), file).not.toContain('createBrowserInspector')
  })
})
