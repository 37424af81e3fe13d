import type { Page, Response } from 'playwright-core'

/**
 * Waits until the page's React tree is live (`<html data-hydrated>`, src/web/app/routes.tsx): a
 * server-rendered page shows its controls before its code runs, and a click on an Ark control
 * before then is the browser's alone.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/**
 * Opens a page and waits until it is live: what a test does next (open a menu, type into a field)
 * needs the page's code, which a server-rendered page asks for once it has painted (src/web/index.html).
 */
export async function goLive(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}
