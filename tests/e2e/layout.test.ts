// Issue 24: every page reads whole in en, fr and es at 390, 768 and 1280 px — the page never scrolls
// sideways, no text is drawn over another one and no text is cut off by its box
// (support/layout-problems.ts). Public pages as a visitor, then the demo driver's own pages, and a
// booking made at the counter through the checkout's API by a visitor with a long e-mail address
// (its confirmation, and its page once the account is activated). One browser; each page is loaded
// once a language and measured at the three widths.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutPath } from '../../src/domain/search-query.js'
import { launchChromium } from './support/browser.js'
import { DEMO_DRIVER } from './support/demo-driver.js'
import { nextMessage } from './support/mailbox.js'
import { layoutProblems } from './support/layout-problems.js'
import { placeTimes } from './support/place-times.js'
import { e2eServers } from './support/servers.js'

const baseUrl = e2eServers().baseUrl
const mailboxUrl = e2eServers().mailboxUrl
const GUEST_PASSWORD = 'Layout-check-2026'
const LANGUAGES = ['en', 'fr', 'es'] as const
const WIDTHS = [390, 768, 1280] as const
const NO_OPTIONS = { cancellation: false, amendments: false, theftProtection: false, collisionDamageWaiver: false, fullInsurance: false, additionalDriver: false }

let browser: Browser
const pageErrors: string[] = []

const post = async <T,>(path: string, body: unknown, cookie?: string): Promise<{ status: number; body: T }> => {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

type BookingPages = { search: string; checkout: string; confirmation: string; guestBooking: string; guestEmail: string }

/**
 * A search, a checkout and a confirmation: a car bookable at the counter 320 days ahead, booked by a
 * visitor whose e-mail address is long; the account the booking made is activated with a password.
 */
async function bookingPages(): Promise<BookingPages> {
  const period = placeTimes(320, 3)
  const places = (await (await fetch(`${baseUrl}/api/locations-with-position/en`)).json()) as { id: string }[]
  for (const place of places) {
    const criteria = { pickUpLocation: place.id, dropOffLocation: place.id, ...period }
    const offers = await post<{ rows: { car: { id: string } }[] }>('/api/search-cars/1/30', criteria)
    for (const { car } of offers.body.rows ?? []) {
      const price = await post<{ paymentOptions: string[]; licenseRequired: boolean }>('/api/checkout-price', { ...criteria, car: car.id, options: NO_OPTIONS, language: 'en', currency: 'USD' })
      if (price.status !== 200 || !price.body.paymentOptions.includes('payAtCounter') || price.body.licenseRequired) continue
      const checkout = checkoutPath(car.id, criteria)
      const email = `maximiliana.de-la-fuente-sotomayor.${Date.now()}@correo-largo-de-ejemplo.keyturn.example`
      const driver = { fullName: 'Maximiliana de la Fuente Sotomayor', email, phone: '+34 612 345 678', birthDate: '1985-06-15' }
      const booked = await post<{ sessionId: string; bookingId: string }>('/api/checkout', { ...criteria, car: car.id, options: NO_OPTIONS, driver, payment: 'payAtCounter', language: 'en', currency: 'USD' })
      expect(booked.status, JSON.stringify(booked.body)).toBe(200)
      await activate(email)
      const search = `/search?pickUp=${place.id}&dropOff=${place.id}&from=${period.from}&to=${period.to}`
      return { search, checkout, confirmation: `/checkout-session/${booked.body.sessionId}`, guestBooking: `/booking?b=${booked.body.bookingId}`, guestEmail: email }
    }
  }
  throw new Error('no car of the seed can be booked at the counter')
}

/** The activation link the booking sent, used with a password (as its page would). */
async function activate(email: string): Promise<void> {
  for (;;) {
    const link = (await nextMessage(mailboxUrl, email)).links.find((candidate) => candidate.includes('/activate?'))
    if (!link) continue
    const params = new URL(link).searchParams
    const activated = await post('/api/activate', { userId: params.get('u'), token: params.get('t'), password: GUEST_PASSWORD })
    expect(activated.status).toBe(200)
    return
  }
}

/**
 * Signs in through the API the sign-in page uses (its words differ in every language), and makes
 * `language` the account's. Returns what puts the account back in English (the other tests' demo driver).
 */
async function signIn(context: BrowserContext, email: string, password: string, language: string): Promise<() => Promise<void>> {
  const signedIn = await context.request.post('/api/sign-in/frontend', { data: { email, password }, headers: { 'sec-fetch-site': 'same-origin' } })
  expect(signedIn.status()).toBe(200)
  const { id } = (await signedIn.json()) as { id: string }
  const setLanguage = async (to: string) => {
    const changed = await context.request.post('/api/update-language', { data: { id, language: to }, headers: { 'sec-fetch-site': 'same-origin' } })
    expect(changed.status()).toBe(200)
  }
  await setLanguage(language)
  return () => setLanguage('en')
}

/** Loads `path` in `language` and measures it at every width: the problems, each with where it was found. */
async function problemsOf(page: Page, path: string, language: string): Promise<string[]> {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(path, { waitUntil: 'networkidle' })
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  expect(await page.locator('html').getAttribute('lang'), `${path} in ${language}`).toBe(language)
  const found: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    // the page's own answer to the width (media queries, the list's cards) and the pictures it then asks for
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    for (const problem of await layoutProblems(page)) found.push(`${path} ${language} ${width}px: ${problem}`)
  }
  return found
}

async function newContext(language: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } })
  await context.addCookies([{ name: 'bc-fe-language', value: language, url: baseUrl }])
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return { context, page }
}

let paths: BookingPages
let bookingPath: string

beforeAll(async () => {
  browser = await launchChromium()
  paths = await bookingPages()
})
afterAll(async () => {
  await browser?.close()
  expect(pageErrors).toEqual([])
})

describe('the check itself', () => {
  it('finds a page wider than the screen, texts drawn over each other, a picture over a text and texts cut off — and not what lies over the page on purpose', async () => {
    const { context, page } = await newContext('en')
    await page.setViewportSize({ width: 390, height: 900 })
    await page.setContent(`
      <body style="margin:0;font:16px sans-serif">
        <table style="width:300px;border-collapse:collapse"><tr>
          <td style="width:60px;position:relative"><span>Chevrolet</span><img style="position:absolute;left:0;top:0;width:40px;height:30px" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></td>
          <td style="width:60px"><div style="width:40px;white-space:nowrap">Azur Drive</div></td><td>Alex Martin</td>
        </tr></table>
        <p style="width:80px;overflow:hidden;white-space:nowrap">A name cut in its box</p>
        <p style="width:80px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">A name with an ellipsis</p>
        <p style="position:absolute;left:-9999px">Off screen on purpose</p>
        <div style="position:fixed;bottom:0;left:0;right:0;background:white">A banner over the page</div>
        <p style="width:600px">Wider than the screen</p>
      </body>`)
    const problems = await layoutProblems(page)
    await context.close()
    expect(problems.join('\n')).toMatch(/the page scrolls sideways \(\d+ px wide in 390\); sticking out: "Wider than the screen"/)
    expect(problems.join('\n')).toMatch(/"Azur Drive" and "Alex Martin" are drawn over each other/)
    expect(problems.join('\n')).toMatch(/"picture" and "Chevrolet" are drawn over each other/)
    expect(problems.join('\n')).toMatch(/"A name cut in its box" is cut off by its box/)
    expect(problems.join('\n')).toMatch(/"A name with an ellipsis" is cut short with an ellipsis/)
    expect(problems.join('\n')).not.toMatch(/Off screen on purpose|A banner over the page/)
  })
})

describe.each(LANGUAGES)('in %s', (language) => {
  it('every public page reads whole at 390, 768 and 1280 px', async () => {
    const { context, page } = await newContext(language)
    const found: string[] = []
    for (const path of ['/', paths.search, paths.checkout, paths.confirmation, '/about', '/tos', '/privacy', '/contact', '/locations', '/faq', '/cookie-policy', '/suppliers', '/sign-in', '/sign-up', '/forgot-password', '/no/such/page']) {
      found.push(...(await problemsOf(page, path, language)))
    }
    await context.close()
    expect(found).toEqual([])
  }, 180_000)

  it("the demo driver's pages read whole at 390, 768 and 1280 px", async () => {
    const { context, page } = await newContext(language)
    const backInEnglish = await signIn(context, DEMO_DRIVER.email, DEMO_DRIVER.password, language)
    const found: string[] = []
    try {
      if (!bookingPath) {
        await page.goto('/bookings', { waitUntil: 'networkidle' })
        bookingPath = (await page.getByRole('main').locator('a[href^="/booking?"]').first().getAttribute('href'))!
      }
      for (const path of ['/bookings', bookingPath, '/settings', '/notifications']) found.push(...(await problemsOf(page, path, language)))
    } finally {
      await backInEnglish()
      await context.close()
    }
    expect(found).toEqual([])
  }, 180_000)

  it('a driver with a long e-mail address: the booking and the settings read whole', async () => {
    const { context, page } = await newContext(language)
    await signIn(context, paths.guestEmail, GUEST_PASSWORD, language)
    const found: string[] = []
    for (const path of [paths.guestBooking, '/settings']) found.push(...(await problemsOf(page, path, language)))
    await context.close()
    expect(found).toEqual([])
  }, 120_000)
})
