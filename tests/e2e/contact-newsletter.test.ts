// Contact and newsletter (issue 10) in real Chromium against the built SPA on a real server whose
// e-mail goes to a real SMTP server (global-setup's mailbox): a contact message sent and received
// at the footer's contact address; the newsletter subscribed from the footer, confirmed from the
// e-mail's link, then unsubscribed from its other link. axe checks each new page, light and dark.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { accessibilityViolations } from './support/axe.js'
import { goLive } from './support/hydrated.js'
import { launchChromium } from './support/browser.js'
import { nextMessage } from './support/mailbox.js'
import { e2eServers } from './support/servers.js'

const baseUrl = e2eServers().baseUrl
const mailboxUrl = e2eServers().mailboxUrl

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

async function newPage(options: { dark?: boolean; width?: number } = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1280, height: 900 },
    colorScheme: options.dark ? 'dark' : 'light',
  })
  contexts.push(context)
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return page
}

describe('contact', () => {
  it('a visitor sends a message from the contact page; it arrives at the contact address (Reply-To: tests/api)', async () => {
    const page = await newPage()
    await goLive(page, '/')
    const footer = page.getByRole('contentinfo')
    const mailto = await footer.getByRole('link', { name: /^E-mail: / }).getAttribute('href')
    const contactAddress = mailto!.replace(/^mailto:/, '')
    await footer.getByRole('link', { name: 'Contact us' }).click()
    await expect.poll(() => page.title()).toBe('Contact us · Keyturn')
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor()
    expect(await accessibilityViolations(page)).toEqual([])

    const subject = `Child seat ${Date.now()}`
    const main = page.getByRole('main')
    await main.getByLabel('E-mail', { exact: true }).fill('visitor@example.com')
    await main.getByLabel('Subject').fill(subject)
    await main.getByLabel('Message').fill('Do you rent child seats?')
    await main.getByRole('button', { name: 'Send' }).click()
    await page.getByText('Your message has been sent. We will reply to visitor@example.com.').waitFor()

    let message = await nextMessage(mailboxUrl, contactAddress)
    // other tests may write to the same address: the one with our subject
    while (!message.subject.includes(subject)) message = await nextMessage(mailboxUrl, contactAddress)
    expect(message.text).toContain('Do you rent child seats?')
    expect(message.text).toContain('visitor@example.com')
  })

  it('is in French and Spanish, and axe finds nothing in dark mode on a phone', async () => {
    const page = await newPage({ dark: true, width: 390 })
    for (const [language, heading] of [['fr', 'Nous contacter'], ['es', 'Contacto']] as const) {
      // once the page is live, so its own start does not write over the choice
      await goLive(page, '/contact')
      await page.evaluate((lang) => localStorage.setItem('bc-fe-language', lang), language)
      await goLive(page, '/contact')
      await expect.poll(() => page.title()).toBe(`${heading} · Keyturn`)
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      await page.getByLabel(language === 'fr' ? 'Objet' : 'Asunto').waitFor()
    }
    expect(await accessibilityViolations(page)).toEqual([])
  })
})

describe('newsletter', () => {
  it('subscribe from the footer → confirm from the e-mail link → unsubscribe from the other link', async () => {
    const address = `reader-${Date.now()}@example.com`
    const page = await newPage()
    await goLive(page, '/faq')
    const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' })
    await form.getByLabel('Your e-mail address').fill(address)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await form.getByText('Subscription successful. Please confirm it with the link we sent you.').waitFor()

    const mail = await nextMessage(mailboxUrl, address)
    expect(mail.subject).toBe('Confirm your subscription to the Keyturn newsletter')
    const confirmLink = mail.links.find((link) => new URL(link).pathname === '/newsletter/confirm')!
    const unsubscribeLink = mail.links.find((link) => new URL(link).pathname === '/newsletter/unsubscribe')!

    await goLive(page, confirmLink)
    await page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }).waitFor()
    expect(await accessibilityViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Confirm my subscription' }).click()
    await page.getByText('Your subscription is confirmed.', { exact: false }).waitFor()

    await goLive(page, unsubscribeLink)
    await page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' }).waitFor()
    expect(await accessibilityViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await page.getByText('You are unsubscribed.', { exact: false }).waitFor()
  })
})
