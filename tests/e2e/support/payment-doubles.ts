// Payment providers in e2e tests (STACK.md: Stripe.js and the PayPal SDK load from the
// providers' sites; no test talks to the internet). Playwright's page.route serves:
//   https://js.stripe.com/**                         → the Stripe.js double (stripe-js-double.ts)
//   https://www.paypal.com/sdk/js?…  (and sandbox)   → the PayPal SDK double (paypal-sdk-double.ts)
//   https://api.stripe.com/**                        → the local Stripe API double (stripeApiUrl)
//   https://api-m.sandbox.paypal.com/**, https://www.paypal.com/v2/** → the local PayPal API double
// Answers get open CORS headers (the page's origin is the app's) and preflights are answered here.
//
//   const doubles = await installPaymentDoubles(page, { stripeApiUrl: stripeApi.url })
//   doubles.failStripeJs = true        // the next loads of Stripe.js fail (network error)
//   doubles.requests                   // every provider request seen, e.g. 'POST https://api.stripe.com/v1/…'
//   await setPayPalBuyer(page, 'declined@example.com')   // who approves in "PayPal's window"
import type { Page, Route } from 'playwright-core'
import { payPalSdkDouble, PAYPAL_SDK_URL_PATTERN } from './paypal-sdk-double.js'
import { stripeJsDouble, STRIPE_JS_URL_PATTERN } from './stripe-js-double.js'

export interface PaymentDoublesOptions {
  /** Base URL of the local Stripe API double (startStripeApiDouble().url). */
  stripeApiUrl?: string
  /** Base URL of the local PayPal API double (startPayPalApiDouble().url). */
  payPalApiUrl?: string
  /** Stripe.js cannot be loaded (the request fails) until set back to false. */
  failStripeJs?: boolean
  /** The PayPal SDK cannot be loaded until set back to false. */
  failPayPalSdk?: boolean
}

export interface PaymentDoubles {
  failStripeJs: boolean
  failPayPalSdk: boolean
  /** 'METHOD url' of every request the doubles handled, in order. */
  requests: string[]
  /** Removes the routes. */
  uninstall: () => Promise<void>
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '600',
}

const STRIPE_API_PATTERN = /^https:\/\/api\.stripe\.com\//
const PAYPAL_API_PATTERN = /^https:\/\/(api-m\.sandbox\.paypal\.com|api-m\.paypal\.com|www\.paypal\.com\/v2|www\.sandbox\.paypal\.com\/v2)\//

/** Forwards a provider API request to its local double (same method, path, query, headers, body). */
async function forward(route: Route, baseUrl: string | undefined): Promise<void> {
  const request = route.request()
  if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS_HEADERS })
  if (!baseUrl) return route.abort('connectionrefused')
  const url = new URL(request.url())
  const base = baseUrl.replace(/\/$/, '')
  // www.paypal.com/v2/… keeps its /v2/… path
  const target = `${base}${url.pathname}${url.search}`
  try {
    const response = await route.fetch({ url: target })
    await route.fulfill({ response, headers: { ...response.headers(), ...CORS_HEADERS } })
  } catch (error) {
    console.error(`payment doubles: ${request.method()} ${target} failed`, error)
    await route.abort('connectionrefused')
  }
}

export async function installPaymentDoubles(page: Page, options: PaymentDoublesOptions = {}): Promise<PaymentDoubles> {
  const doubles: PaymentDoubles = {
    failStripeJs: options.failStripeJs ?? false,
    failPayPalSdk: options.failPayPalSdk ?? false,
    requests: [],
    uninstall: async () => {
      await page.unroute(STRIPE_JS_URL_PATTERN, stripeJs)
      await page.unroute(PAYPAL_SDK_URL_PATTERN, payPalSdk)
      await page.unroute(STRIPE_API_PATTERN, stripeApi)
      await page.unroute(PAYPAL_API_PATTERN, payPalApi)
    },
  }
  const seen = (route: Route) => doubles.requests.push(`${route.request().method()} ${route.request().url()}`)
  const script = (body: string) => ({
    status: 200,
    contentType: 'application/javascript; charset=utf-8',
    headers: { 'access-control-allow-origin': '*', 'cache-control': 'no-store' },
    body,
  })

  const stripeJs = async (route: Route) => {
    seen(route)
    if (doubles.failStripeJs) return route.abort('internetdisconnected')
    return route.fulfill(script(stripeJsDouble))
  }
  const payPalSdk = async (route: Route) => {
    seen(route)
    if (doubles.failPayPalSdk) return route.abort('internetdisconnected')
    return route.fulfill(script(payPalSdkDouble))
  }
  const stripeApi = async (route: Route) => {
    seen(route)
    return forward(route, options.stripeApiUrl)
  }
  const payPalApi = async (route: Route) => {
    seen(route)
    return forward(route, options.payPalApiUrl)
  }

  await page.route(STRIPE_JS_URL_PATTERN, stripeJs)
  await page.route(PAYPAL_SDK_URL_PATTERN, payPalSdk)
  await page.route(STRIPE_API_PATTERN, stripeApi)
  await page.route(PAYPAL_API_PATTERN, payPalApi)
  return doubles
}

/** Who approves the PayPal payment ('declined@…' is declined at capture by the API double). */
export async function setPayPalBuyer(page: Page, email: string, { cancels = false } = {}): Promise<void> {
  await page.evaluate(
    ([address, cancel]) => {
      const w = window as unknown as { __paypalBuyerEmail?: string; __paypalBuyerCancels?: boolean }
      w.__paypalBuyerEmail = address
      w.__paypalBuyerCancels = cancel
    },
    [email, cancels] as const,
  )
}

/** Fills the Stripe Payment Element double (inputs inside its same-origin srcdoc iframe). */
export async function fillCard(page: Page, card: { number: string; expiry: string; cvc: string }): Promise<void> {
  const frame = page.frameLocator('iframe[title="Secure payment input frame"]')
  await frame.getByLabel('Card number').fill(card.number)
  await frame.getByLabel('Expiration date').fill(card.expiry)
  await frame.getByLabel('Security code').fill(card.cvc)
}
