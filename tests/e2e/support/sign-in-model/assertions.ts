// What /sign-in must show in each state of the sign-in machine (spec §5, §6, §8 wording), read from
// the model's snapshot: the error shown, the form busy while the server answers, and once signed
// in, home with the driver's name in the header. One entry per state node.
import { expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { DEMO_DRIVER } from '../demo-driver.js'
import { SOCIAL_DRIVER, type SignInSnapshot, type SignInStep } from './model.js'
import type { SignInWorld } from './world.js'

export type SignInAssertion = (world: SignInWorld, snapshot: SignInSnapshot, step: SignInStep | null) => Promise<void>

const TIMEOUT = { timeout: 20_000 }
const main = (page: Page) => page.getByRole('main')
const shown = (locator: Locator) => locator.first().waitFor({ state: 'visible' })
const signInButton = (page: Page) => main(page).getByRole('button', { name: /^(Sign in|Signing in…)$/ })

const MESSAGES = {
  MISSING_FIELDS: 'Please fill in the field(s): Email, Password',
  INCORRECT_CREDENTIALS: 'Incorrect email or password',
  SOCIAL_REFUSED: 'Google could not confirm who you are. Please try again, or sign in with your e-mail address.',
} as const

export const assertions: Record<string, SignInAssertion> = {
  'signIn.editing': async ({ page }, snapshot) => {
    await shown(main(page).getByRole('heading', { level: 1, name: 'Sign in' }))
    await expect.poll(() => signInButton(page).textContent(), TIMEOUT).toBe('Sign in')
    await expect.poll(() => signInButton(page).isEnabled(), TIMEOUT).toBe(true)
    const { error } = snapshot.context
    const alerts = main(page).getByRole('alert')
    if (!error) {
      for (const message of Object.values(MESSAGES)) await expect.poll(() => alerts.getByText(message, { exact: true }).count(), TIMEOUT).toBe(0)
      return
    }
    const message = MESSAGES[error as keyof typeof MESSAGES]
    if (!message) throw new Error(`no page wording for ${error}`)
    await shown(alerts.getByText(message, { exact: true }))
    // the fields it concerns are marked wrong; a provider's refusal concerns none, and no one is signing in any more
    const fieldsWrong = error === 'SOCIAL_REFUSED' ? null : 'true'
    expect(await main(page).getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe(fieldsWrong)
    expect(await main(page).getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe(fieldsWrong)
    await expect.poll(() => main(page).getByText('Signing in as', { exact: false }).count(), TIMEOUT).toBe(0)
  },

  'signIn.submitting': async ({ page }) => {
    await expect.poll(() => signInButton(page).textContent(), TIMEOUT).toBe('Signing in…')
    expect(await signInButton(page).isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Sign in with Google' }).isDisabled()).toBe(true)
  },

  'signIn.socialSubmitting': async ({ page }) => {
    await shown(main(page).getByRole('status').filter({ hasText: `Signing in as ${SOCIAL_DRIVER.name} (${SOCIAL_DRIVER.email})…` }))
    await expect.poll(() => signInButton(page).textContent(), TIMEOUT).toBe('Signing in…')
    expect(await page.getByRole('button', { name: 'Sign in with Google' }).isDisabled()).toBe(true)
  },

  // signed in: back home, the header names the driver, the browser keeps the user (and the flag)
  'signIn.signedIn': async ({ page }, snapshot) => {
    await page.waitForURL((url) => url.pathname === '/')
    await shown(page.getByRole('banner').getByRole('button', { name: nameOf(snapshot) }))
    await expect.poll(() => page.evaluate(() => localStorage.getItem('bc-fe-user')), TIMEOUT).toContain('"id"')
    const flag = await page.evaluate(() => localStorage.getItem('bc-fe-stay-connected'))
    expect(flag === 'true').toBe(snapshot.context.stayConnected)
  },
}

/** The driver the model signed in: Google's, or the demo driver. */
const nameOf = (snapshot: SignInSnapshot) =>
  (snapshot.context.user as { fullName?: string } | null)?.fullName === SOCIAL_DRIVER.name ? SOCIAL_DRIVER.name : DEMO_DRIVER.name
