import type { Page } from 'playwright-core'

/**
 * Waits until the page's React tree is live (`<html data-hydrated>`, src/web/app/routes.tsx): a
 * server-rendered page shows its controls before its code runs, and a click on an Ark control
 * before then is the browser's alone.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}
