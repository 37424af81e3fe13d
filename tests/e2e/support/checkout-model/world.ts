// One path's world: a fresh browser context on a car chosen in the search results of the path's week, the requests
// held for the model (the price, the booking, Stripe.js), the Stripe doubles, and what the visitor
// has typed so far (the assertions read it: an e-mail typed is an e-mail the page shows).
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { goLive } from '../hydrated.js'
import { holdRequests, type HeldRequests } from '../model/held-requests.js'
import { installPaymentDoubles } from '../payment-doubles.js'
import { STRIPE_JS_URL_PATTERN } from '../stripe-js-double.js'
import type { Trip } from './trip.js'

export interface Typed {
  /** The main driver's e-mail address as typed, if any. */
  email: string | null
  /** The other details of the main driver, the additional driver's, the licence and the Terms box. */
  mainDriver: boolean
  additionalDriver: boolean
  licence: boolean
  terms: boolean
}

export interface CheckoutWorld {
  page: Page
  context: BrowserContext
  serverUrl: string
  trip: Trip
  /** POST /api/checkout-price (the price, then each option or currency change). */
  prices: HeldRequests
  /** POST /api/checkout (the booking). */
  bookings: HeldRequests
  /** Stripe.js, asked for when an online payment is chosen. */
  stripeJs: HeldRequests
  /** This path's visitor: an address no account has yet. */
  email: string
  typed: Typed
  /** Uncaught errors of the page. */
  pageErrors: string[]
}

/**
 * Opens the search results of the trip's week in a new context, every model request held, and
 * chooses the car there: the checkout opens in the page and asks for its price (held).
 */
export async function openWorld(browser: Browser, options: { serverUrl: string; stripeApiUrl: string; trip: Trip; name: string }): Promise<CheckoutWorld> {
  const context = await browser.newContext({ baseURL: options.serverUrl, viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await installPaymentDoubles(page, { stripeApiUrl: options.stripeApiUrl })
  // (held before the doubles' own routes: the last route added is asked first)
  const stripeJs = await holdRequests(page, 'Stripe.js', STRIPE_JS_URL_PATTERN)
  const prices = await holdRequests(page, 'price', (url) => url.pathname === '/api/checkout-price', 'POST')
  const bookings = await holdRequests(page, 'booking', (url) => url.pathname === '/api/checkout', 'POST')
  await goLive(page, options.trip.searchPath)
  const choose = page.getByRole('link', { name: 'Choose this car' }).and(page.locator(`[href*="car=${options.trip.carId}"]`))
  // The result rows hydrate one after the other (src/web/platform/hydrate-in-turn.tsx): a click on a
  // row still the server's HTML is the browser's own navigation, which loads the checkout with its
  // price already rendered. The model starts from the price loading, so the row must be live.
  await expect
    .poll(() => choose.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber$'))), { timeout: 20_000 })
    .toBe(true)
  await choose.click()
  return {
    page,
    context,
    serverUrl: options.serverUrl,
    trip: options.trip,
    prices,
    bookings,
    stripeJs,
    email: `${options.name}-${Date.now()}@keyturn.example`,
    typed: { email: null, mainDriver: false, additionalDriver: false, licence: false, terms: false },
    pageErrors,
  }
}
