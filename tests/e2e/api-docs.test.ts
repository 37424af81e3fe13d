// The API reference (/api/docs, issue 10) in real Chromium on a real server: Swagger UI renders
// the operations of openapi/openapi.yaml, an operation opens from the keyboard, and axe finds
// nothing before and after it opens (Swagger UI's own markup is repaired by
// src/server/plugins/api-docs-accessibility.ts).
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessibilityViolations } from './support/axe.js'
import { launchChromium } from './support/browser.js'
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

async function openReference(options: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL: serverUrl, viewport: options })
  contexts.push(context)
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  const response = await page.goto('/api/docs')
  expect(response?.status()).toBe(200)
  await page.getByRole('button', { name: /searchCars/ }).waitFor()
  return page
}

describe('API reference (/api/docs)', () => {
  it('lists the contract’s operations under a sensible title and language', async () => {
    const page = await openReference({ width: 1280, height: 900 })
    expect(await page.title()).toBe('API reference · Keyturn')
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    await page.getByRole('heading', { level: 1, name: /Keyturn API/ }).waitFor()
    for (const operationId of ['searchCars', 'getUser', 'subscribeNewsletter', 'getHealth']) {
      expect(await page.getByRole('button', { name: new RegExp(`\\b${operationId}\\b`) }).count(), operationId).toBe(1)
    }
    expect(await page.locator('.opblock').count()).toBeGreaterThan(20)
  })

  it('opens an operation from the keyboard; axe finds nothing before and after', async () => {
    const page = await openReference({ width: 1280, height: 900 })
    expect(await accessibilityViolations(page)).toEqual([])

    const searchCars = page.getByRole('button', { name: /\bsearchCars\b/ })
    expect(await searchCars.getAttribute('aria-expanded')).toBe('false')
    await searchCars.focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(
      () => document.querySelector('#operations-search-searchCars .opblock-summary-control')?.getAttribute('aria-expanded') === 'true',
    )
    const operation = page.locator('#operations-search-searchCars')
    await operation.getByRole('heading', { name: 'Parameters' }).waitFor()
    await operation.getByRole('heading', { name: 'Responses' }).waitFor()
    expect(await accessibilityViolations(page)).toEqual([])

    // "Try it out" turns the parameters into fields: each is named by its visible parameter name.
    await operation.getByRole('button', { name: 'Try it out' }).click()
    await operation.getByRole('textbox', { name: /^page/ }).waitFor()
    expect(await accessibilityViolations(page)).toEqual([])
  })

  it('axe finds nothing on a 390 px phone either', async () => {
    const page = await openReference({ width: 390, height: 844 })
    expect(await accessibilityViolations(page)).toEqual([])
  })
})
