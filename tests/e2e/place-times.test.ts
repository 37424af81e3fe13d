// Issue 23 in real Chromium: a traveller books a Paris pick-up at 10:00 from New York and from Sydney
// (the browser's own time zone), and reads 10:00 — the time at the counter — on the search form, the
// checkout, the confirmation, the booking page, the e-mail and the calendar file (parsed with ical.js).
import ICAL from 'ical.js'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Temporal } from 'temporal-polyfill'
import { checkoutPath } from '../../src/domain/search-query.js'
import { launchChromium } from './support/browser.js'
import { goLive } from './support/hydrated.js'
import { nextMessage } from './support/mailbox.js'
import { placeTimes } from './support/place-times.js'
import { e2eServers } from './support/servers.js'

const baseUrl = e2eServers().baseUrl
const mailboxUrl = e2eServers().mailboxUrl
const PARIS = 'Paris Charles de Gaulle Airport'
const PASSWORD = 'Counter-Clock-2026'

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

const post = async <T,>(path: string, body: unknown): Promise<{ status: number; body: T }> => {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as T }
}

/** A car at the Paris airport bookable at the counter without a licence for `period` (the page's own API). */
async function parisCar(period: { from: string; to: string }): Promise<{ place: string; car: string }> {
  const places = (await (await fetch(`${baseUrl}/api/locations-with-position/en`)).json()) as { id: string; name: string }[]
  const place = places.find((candidate) => candidate.name === PARIS)!.id
  const criteria = { pickUpLocation: place, dropOffLocation: place, ...period }
  const offers = await post<{ rows: { car: { id: string } }[] }>('/api/search-cars/1/30', criteria)
  for (const { car } of offers.body.rows) {
    const price = await post<{ payLater: boolean; licenseRequired: boolean }>('/api/checkout-price', {
      ...criteria,
      car: car.id,
      options: { cancellation: false, amendments: false, theftProtection: false, collisionDamageWaiver: false, fullInsurance: false, additionalDriver: false },
      language: 'en',
      currency: 'USD',
    })
    if (price.status === 200 && price.body.payLater && !price.body.licenseRequired) return { place, car: car.id }
  }
  throw new Error(`no car at ${PARIS} for ${period.from}`)
}

/** A driver signed up and activated through the API and the e-mail, signed in in `page` (its own zone). */
async function signedInDriver(page: Page, email: string): Promise<void> {
  const signUp = await post('/api/sign-up', { fullName: 'Tess Traveller', email, phone: '+1 212 555 0142', birthDate: '1988-04-12', password: PASSWORD, language: 'en', acceptTerms: true })
  expect(signUp.status).toBe(200)
  const link = (await nextMessage(mailboxUrl, email)).links.find((candidate) => candidate.includes('/activate?'))!
  await goLive(page, link)
  await page.getByRole('main').getByText(/Your account is activated/).waitFor()
  await goLive(page, '/sign-in')
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'Email' }).fill(email)
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await main.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/')
}

/** Ticks an Ark checkbox or radio the keyboard way (its input is visually hidden under the label). */
async function choose(page: Page, role: 'radio' | 'checkbox', name: string) {
  const control = page.getByRole(role, { name })
  await control.focus()
  await page.keyboard.press('Space')
  await expect.poll(() => control.isChecked()).toBe(true)
}

describe.each([
  { zone: 'America/New_York', daysAhead: 150 },
  { zone: 'Australia/Sydney', daysAhead: 156 },
])('booked from $zone', ({ zone, daysAhead }) => {
  it('reads 10:00 at the Paris counter everywhere, with the zone named', async () => {
    const period = placeTimes(daysAhead, 3)
    const { place, car } = await parisCar(period)
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 }, timezoneId: zone })
    contexts.push(context)
    const page = await context.newPage()
    page.on('pageerror', (error) => pageErrors.push(error.message))
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(zone)
    const email = `traveller-${zone.replace('/', '-').toLowerCase()}-${Date.now()}@keyturn.example`
    await signedInDriver(page, email)

    // the search form says whose time it is, and keeps the place's 10:00
    await goLive(page, `/search?pickUp=${place}&dropOff=${place}&from=${period.from}&to=${period.to}`)
    await page.getByText('Times at the pick-up place').first().waitFor()

    await goLive(page, checkoutPath(car, { pickUpLocation: place, dropOffLocation: place, ...period }))
    await page.getByTestId('checkout-cost').waitFor()
    await page.getByText('Booking as').waitFor()
    expect(await page.getByRole('main').textContent()).toContain('10:00 AM')
    await choose(page, 'radio', 'Pay at the counter')
    await page.getByRole('button', { name: 'Book now' }).click()
    await page.waitForURL(/\/checkout-session\/ck_/)

    // the confirmation: 10:00 at the counter, the zone named once (the traveller's clock reads otherwise)
    const summary = page.getByRole('region', { name: 'Your booking' })
    await summary.waitFor()
    await expect.poll(() => summary.textContent()).toContain('Central European Time')
    const confirmed = (await summary.textContent())!
    expect(confirmed).toContain('10:00 AM')
    expect(confirmed.match(/Central European Time/g)).toHaveLength(1)
    const sessionId = new URL(page.url()).pathname.split('/').pop()!
    const { bookingId, booking } = (await (await fetch(`${baseUrl}/api/check-checkout-session/${sessionId}`)).json()) as { bookingId: string; booking: { from: string; to: string } }
    const pickUpInstant = Temporal.PlainDateTime.from(period.from).toZonedDateTime('Europe/Paris').toInstant()
    expect(Temporal.Instant.from(booking.from).equals(pickUpInstant)).toBe(true)

    // the booking page
    await goLive(page, `/booking?b=${bookingId}`)
    const main = page.getByRole('main')
    await expect.poll(() => main.textContent(), { timeout: 15_000 }).toContain('Central European Time')
    expect(await main.textContent()).toContain('10:00 AM')

    // the calendar file carries the instants of 10:00 in Paris
    const calendar = await page.request.get(`/api/booking/${bookingId}/ics`)
    expect(calendar.status()).toBe(200)
    const events = new ICAL.Component(ICAL.parse(await calendar.text())).getAllSubcomponents('vevent').map((event) => new ICAL.Event(event))
    const starts = events.map((event) => event.startDate.toJSDate().getTime()).sort()
    const dropOffInstant = Temporal.PlainDateTime.from(period.to).toZonedDateTime('Europe/Paris').toInstant()
    expect(starts).toEqual([pickUpInstant.epochMilliseconds, dropOffInstant.epochMilliseconds])

    // the e-mail names the place's clock: its reader's zone is unknown
    let mail = await nextMessage(mailboxUrl, email)
    while (!mail.subject.startsWith('Your Keyturn booking')) mail = await nextMessage(mailboxUrl, email)
    expect(mail.text).toMatch(/From: .* at 10:00 \(Central European Time\)/)
  })
})
