import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchChromium } from './support/browser.js'
import { accessibilityViolations } from './support/axe.js'
import { goLive } from './support/hydrated.js'
import { e2eServers } from './support/servers.js'

const baseUrl = e2eServers().baseUrl
let browser: Browser
let context: BrowserContext
let page: Page
const pageErrors: string[] = []

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

async function freshPage(): Promise<Page> {
  await context?.close()
  context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } })
  const opened = await context.newPage()
  opened.on('pageerror', (error) => pageErrors.push(error.message))
  return opened
}

describe('home page in every language', () => {
  const headlines = new Map<string, string>()

  for (const language of ['en', 'fr', 'es'] as const) {
    it(`renders in ${language} from ?l=${language}, with destinations from the database and no axe violation`, async () => {
      page = await freshPage()
      await goLive(page, `/?l=${language}`)
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language)
      const headline = page.getByRole('heading', { level: 1 })
      await headline.waitFor()
      headlines.set(language, (await headline.textContent()) ?? '')
      // destinations come from the seeded catalogue through the API
      await page.getByRole('heading', { level: 2 }).first().waitFor()
      await expect.poll(() => page.locator('img[src^="/images/suppliers/"]').count()).toBeGreaterThan(0)
      expect(await accessibilityViolations(page)).toEqual([])
      expect(await page.evaluate(() => localStorage.getItem('bc-fe-language'))).toBe(language)
    })
  }

  it('says something different in each language', () => {
    expect(new Set(headlines.values()).size).toBe(3)
  })
})

describe('language switch from the header', () => {
  it('switches the interface to French and keeps the choice across a reload', async () => {
    page = await freshPage()
    await goLive(page, '/')
    await page.getByRole('button', { name: 'Language: English' }).click()
    await page.getByRole('menuitemradio', { name: 'Français' }).click()
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr')
    await page.getByRole('button', { name: 'Langue : Français' }).waitFor()
    await page.reload()
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await accessibilityViolations(page)).toEqual([])
  })
})

describe('unknown path', () => {
  it('answers 404 and shows the not-found page', async () => {
    page = await freshPage()
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Nothing to see here!')
    expect(await accessibilityViolations(page)).toEqual([])
  })
})

describe('the page itself', () => {
  it('raised no uncaught error in any test', () => {
    expect(pageErrors).toEqual([])
  })
})

describe('the page before its first paint', () => {
  it('applies the stored colour mode from the inline script, which the Content-Security-Policy allows by its hash', async () => {
    page = await freshPage()
    const violations: string[] = []
    await page.exposeFunction('reportViolation', (directive: string) => violations.push(directive))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => (window as unknown as { reportViolation: (d: string) => void }).reportViolation(event.violatedDirective))
      localStorage.setItem('mode', 'dark')
    })
    const response = await page.goto('/')
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
    // set before any module runs: the inline script did it
    expect(await page.locator('html').getAttribute('data-color-mode')).toBe('dark')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('color-scheme'))).toBe('dark')
    expect(violations).toEqual([])
  })
})
