// The checkout journeys of issue 5 in real Chromium against the real servers (global-setup): a
// visitor pays at the counter; a signed-in driver pays in full with Stripe after a refused card;
// Stripe.js fails to load; a driver pays the deposit with PayPal. Stripe.js, the PayPal SDK and
// both providers' APIs are local doubles (tests/e2e/support/payment-doubles.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { accessibilityViolations } from './support/axe.js'
import { launchChromium } from './support/browser.js'
import { DEMO_DRIVER, signInAsDemoDriver } from './support/demo-driver.js'
import { goLive } from './support/hydrated.js'
import { fillCard, installPaymentDoubles, setPayPalBuyer } from './support/payment-doubles.js'
import type { MailboxMessage } from './support/mailbox.js'
import { checkoutPath } from '../../src/domain/search-query.js'
import { placeTimes } from './support/place-times.js'
import { e2eServers } from './support/servers.js'

const baseUrl = e2eServers().baseUrl
const mailboxUrl = e2eServers().mailboxUrl
const stripeApiUrl = e2eServers().stripeApiUrl
const payPalBaseUrl = e2eServers().payPalBaseUrl
const payPalApiUrl = e2eServers().payPalApiUrl

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

async function newPage(serverUrl: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: serverUrl, viewport: { width: 1280, height: 900 } })
  contexts.push(context)
  const page = await context.newPage()
  // Stripe's payment page (its double) loads after the booking, with another file's journey beside
  // this one on 2 cores: Playwright's 30 s ran out on a loaded machine (no test here measures time)
  page.setDefaultTimeout(60_000)
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return page
}

type Offer = { car: { id: string; name: string } }
type Price = { payLater: boolean; licenseRequired: boolean; depositPayable: boolean }

/**
 * A bookable car for a period starting `dayOffset` days from now (each journey its own days, so
 * journeys never compete for a car), chosen through the API the page itself uses.
 */
async function chooseCar(serverUrl: string, dayOffset: number, wanted: { payLater: boolean; depositPayable?: boolean; days?: number }) {
  const { from, to } = placeTimes(dayOffset, wanted.days ?? 3)
  const post = async <T,>(path: string, body: unknown): Promise<T | null> => {
    const response = await fetch(`${serverUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, body: JSON.stringify(body) })
    // the search also lists coming-soon and fully booked cars (with their badge): not bookable
    return response.status === 200 ? ((await response.json()) as T) : null
  }
  const locations = (await (await fetch(`${serverUrl}/api/locations-with-position/en`)).json()) as { id: string }[]
  for (const location of locations) {
    const period = { pickUpLocation: location.id, dropOffLocation: location.id, from, to }
    const page = await post<{ rows: Offer[] }>('/api/search-cars/1/30', period)
    for (const { car } of page?.rows ?? []) {
      const price = await post<Price>('/api/checkout-price', {
        ...period,
        car: car.id,
        options: { cancellation: false, amendments: false, theftProtection: false, collisionDamageWaiver: false, fullInsurance: false, additionalDriver: false },
        language: 'en',
        currency: 'USD',
      })
      if (price && price.payLater === wanted.payLater && !price.licenseRequired && (!wanted.depositPayable || price.depositPayable)) {
        return { carName: car.name, path: checkoutPath(car.id, period) }
      }
    }
  }
  throw new Error(`no bookable car without a licence requirement matching ${JSON.stringify(wanted)}`)
}

async function nextMail(to: string): Promise<MailboxMessage> {
  const response = await fetch(`${mailboxUrl}/next?to=${encodeURIComponent(to)}`)
  expect(response.status, `an e-mail to ${to}`).toBe(200)
  return (await response.json()) as MailboxMessage
}

/** The next e-mail to `to` about the booking `reference`, passing over others (at most a few). */
async function mailAbout(to: string, reference: string): Promise<MailboxMessage> {
  for (let seen = 0; seen < 5; seen++) {
    const mail = await nextMail(to)
    if (mail.subject.includes(reference) || mail.text.includes(reference)) return mail
  }
  throw new Error(`no e-mail about ${reference} to ${to}`)
}

async function openCheckout(page: Page, path: string) {
  await goLive(page, path)
  await page.getByRole('heading', { level: 1, name: 'Book your car' }).waitFor()
  await page.getByTestId('checkout-cost').waitFor()
}

async function checkedSession(serverUrl: string, page: Page) {
  const sessionId = new URL(page.url()).pathname.split('/').pop()!
  const response = await fetch(`${serverUrl}/api/check-checkout-session/${sessionId}`)
  return (await response.json()) as { status: string; outcome: string; activationEmailSent: boolean; booking: { reference: string } }
}

/** Ticks an Ark checkbox or radio the keyboard way (its input is visually hidden under the label). */
async function choose(page: Page, role: 'radio' | 'checkbox', name: string) {
  const control = page.getByRole(role, { name })
  await control.focus()
  await page.keyboard.press('Space')
  await expect.poll(() => control.isChecked()).toBe(true)
}

const congratulations = (page: Page) => page.getByRole('heading', { name: 'Congratulations!' })

describe('checkout journeys', () => {
  it('a visitor books and pays at the counter, gets an account and the confirmation, with no axe violation', async () => {
    const { path } = await chooseCar(baseUrl, 20, { payLater: true })
    const page = await newPage(baseUrl)
    await openCheckout(page, path)
    expect(await accessibilityViolations(page)).toEqual([])

    const email = `visitor-${Date.now()}@keyturn.example`
    const driver = page.getByRole('region', { name: 'Driver details' })
    await driver.getByLabel('Full name').fill('Vera Visitor')
    await driver.getByLabel('Email').fill(email)
    await driver.getByLabel('Phone').fill('+33 6 11 22 33 44')
    await driver.getByLabel('Birth date').fill('1990-05-01')
    await choose(page, 'checkbox', 'I accept the Terms of Use')
    await choose(page, 'radio', 'Pay at the counter')
    await page.getByRole('button', { name: 'Book now' }).click()

    await page.waitForURL(/\/checkout-session\/ck_/)
    await congratulations(page).waitFor()
    await page.getByText('Your booking is made. A confirmation e-mail is on its way.').waitFor()
    await page.getByText('Check your mailbox to activate your account.').waitFor()
    const summary = page.getByRole('region', { name: 'Your booking' })
    // the same sentence as the bookings list will show once the account is activated
    await summary.getByText('Booked, to be paid at the counter at pick-up; the supplier has yet to confirm it.').waitFor()
    await summary.getByText('To pay at the counter').waitFor()
    expect(await accessibilityViolations(page)).toEqual([])
    const session = await checkedSession(baseUrl, page)
    expect(session).toMatchObject({ status: 'pending', outcome: 'payLater', activationEmailSent: true })
    // the booking reference a person can read out, on the page and in the e-mail
    const { reference } = session.booking
    expect(reference).toMatch(/^[2-9A-HJKMNP-Z]{8}$/)
    expect(await summary.textContent()).toContain(reference)
    // Back to the checkout: the booking made, not an empty form inviting a second one
    await page.goBack()
    await page.getByText(`You already booked this car for these dates: booking ${reference}.`).waitFor()
    expect(await page.getByRole('button', { name: 'Book now' }).count()).toBe(0)
    expect(await accessibilityViolations(page)).toEqual([])
    await page.getByRole('link', { name: 'See the confirmation' }).click()
    await page.waitForURL(/\/checkout-session\/ck_/)
    await congratulations(page).waitFor()

    const mails = [await nextMail(email), await nextMail(email)]
    expect(mails.map((mail) => mail.subject)).toContain(`Your Keyturn booking ${reference}`)
    const activation = mails.find((mail) => mail.subject === 'Your Keyturn account for your booking')!
    expect(activation.text).toContain('We made a Keyturn account with this address for the booking you just made')

    // from guest to driver in one step: the e-mail's link chooses the password, signs in and shows the booking
    await page.goto(activation.links.find((link) => link.includes('/activate?'))!)
    await page.getByText('Your booking made you a Keyturn account.', { exact: false }).waitFor()
    await page.getByLabel('New password', { exact: true }).fill('Vera-Visitor-2026')
    await page.getByLabel('Confirm new password').fill('Vera-Visitor-2026')
    await page.getByRole('button', { name: 'Save and see my booking' }).click()
    await page.getByRole('heading', { level: 1, name: 'My bookings' }).waitFor()
    await page.getByRole('main').getByText(reference).first().waitFor()
    // the password is the account's now: signed out, it signs in again
    const signIn = await fetch(`${baseUrl}/api/sign-in/frontend`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email, password: 'Vera-Visitor-2026' }),
    })
    expect(signIn.status).toBe(200)
  })

  it('a signed-in driver pays in full with Stripe: wrong and refused cards are explained, then the payment succeeds', async () => {
    const { path } = await chooseCar(baseUrl, 30, { payLater: true })
    const page = await newPage(baseUrl)
    const doubles = await installPaymentDoubles(page, { stripeApiUrl })
    await signInAsDemoDriver(page)
    await openCheckout(page, path)
    await page.getByText(`Booking as`).waitFor()

    await choose(page, 'radio', 'Pay in full online')
    const proceed = page.getByRole('button', { name: 'Continue to payment' })
    await expect.poll(() => proceed.isEnabled()).toBe(true)
    await proceed.click()

    const pay = page.getByRole('button', { name: /^Pay / })
    await pay.waitFor()
    expect(await accessibilityViolations(page)).toEqual([])
    await fillCard(page, { number: '4242 4242 4242 4241', expiry: '12 / 34', cvc: '123' })
    await pay.click()
    await page.getByRole('alert').filter({ hasText: 'Invalid card number' }).first().waitFor()

    await fillCard(page, { number: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123' })
    await pay.click()
    await page.getByRole('alert').filter({ hasText: 'Payment failed' }).first().waitFor()

    await fillCard(page, { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' })
    await pay.click()
    await page.waitForURL(/\/checkout-session\/cs_/)
    await congratulations(page).waitFor()
    await page.getByText('Your payment was successful. A confirmation e-mail is on its way.').waitFor()
    expect(await accessibilityViolations(page)).toEqual([])
    expect(await checkedSession(baseUrl, page)).toMatchObject({ status: 'paid', outcome: 'paid' })
    await page.getByRole('region', { name: 'Your booking' }).getByText('Paid online', { exact: true }).waitFor()
    await page.getByRole('region', { name: 'Your booking' }).getByText('Confirmed and paid online.').waitFor()
    expect(doubles.requests.some((request) => /^POST https:\/\/api\.stripe\.com\/v1\/payment_pages\/cs_\w+\/confirm/.test(request))).toBe(true)
    // the demo driver's mailbox is shared with the other files' journeys: this booking's confirmation
    const { booking } = await checkedSession(baseUrl, page)
    const mail = await mailAbout(DEMO_DRIVER.email, booking.reference)
    expect(mail.subject).toBe(`Your Keyturn booking ${booking.reference}`)
  })

  it('when Stripe.js cannot load, the page says so and offers a retry or paying at the counter', async () => {
    const { path } = await chooseCar(baseUrl, 40, { payLater: true })
    const page = await newPage(baseUrl)
    const doubles = await installPaymentDoubles(page, { stripeApiUrl, failStripeJs: true })
    await openCheckout(page, path)

    await choose(page, 'radio', 'Pay in full online')
    await page.getByRole('alert').filter({ hasText: 'The payment form could not be loaded.' }).first().waitFor()
    // no booking can be made while the payment form is missing (it would hold the car for nothing)
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    expect(new URL(page.url()).pathname).toBe('/checkout')
    expect(await page.getByRole('group', { name: 'Card details' }).count()).toBe(0)
    expect(await accessibilityViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Pay at the counter instead' }).click()
    await expect.poll(() => page.getByRole('radio', { name: 'Pay at the counter' }).isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Book now' }).waitFor()

    // the network is back: trying again loads the form
    doubles.failStripeJs = false
    await choose(page, 'radio', 'Pay in full online')
    const retry = page.getByRole('button', { name: 'Try again' })
    if (await retry.isVisible()) await retry.click()
    await expect.poll(() => page.getByRole('button', { name: 'Continue to payment' }).isEnabled()).toBe(true)
  })

  it('a signed-in driver pays the deposit with PayPal on the PayPal-configured server', async () => {
    const { path } = await chooseCar(payPalBaseUrl, 50, { payLater: false, depositPayable: true, days: 10 })
    const page = await newPage(payPalBaseUrl)
    const doubles = await installPaymentDoubles(page, { payPalApiUrl })
    await signInAsDemoDriver(page)
    await openCheckout(page, path)
    expect(await page.getByRole('radio', { name: 'Pay at the counter' }).count()).toBe(0)

    await choose(page, 'radio', 'Pay the deposit online')
    const proceed = page.getByRole('button', { name: 'Continue to payment' })
    await expect.poll(() => proceed.isEnabled()).toBe(true)
    await proceed.click()

    await setPayPalBuyer(page, 'buyer@example.com')
    await page.getByRole('button', { name: 'PayPal' }).click()
    await page.waitForURL(/\/checkout-session\/ck_/)
    await congratulations(page).waitFor()
    await page.getByText('Your payment was successful. A confirmation e-mail is on its way.').waitFor()
    expect(await checkedSession(payPalBaseUrl, page)).toMatchObject({ status: 'deposit', outcome: 'paid' })
    await page.getByRole('region', { name: 'Your booking' }).getByText('The rest is paid at the counter.').waitFor()
    expect(doubles.requests.some((request) => request.includes('/v2/checkout/orders/'))).toBe(true)
  })
})
