import type { Page } from 'playwright-core'
import { goLive } from './hydrated.js'

/** The driver the seed creates (README's demo account). */
export const DEMO_DRIVER = { email: 'driver@keyturn.example', password: 'Keyturn-demo-2026', name: 'Alex Martin' }

/** Signs the demo driver in through the sign-in page, as a visitor would; the page then leads home. */
export async function signInAsDemoDriver(page: Page): Promise<void> {
  await goLive(page, '/sign-in')
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'Email' }).fill(DEMO_DRIVER.email)
  await main.getByLabel('Password', { exact: true }).fill(DEMO_DRIVER.password)
  await main.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/')
}
