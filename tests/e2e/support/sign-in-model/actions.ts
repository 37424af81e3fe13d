// How each event of the sign-in machine is caused on /sign-in: typing and sending the form,
// choosing Google (whose double gives the token the path names), editing after an error, and the
// server's answers (the held request let go: it answers as the credentials sent deserve). One
// entry per event type the machine takes (sign-in-model.test.ts checks it).
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { DEMO_DRIVER } from '../demo-driver.js'
import type { GoogleToken, SignInStep } from './model.js'
import type { SignInWorld } from './world.js'

export type SignInAction = (world: SignInWorld, step: SignInStep) => Promise<void>

const main = (page: Page) => page.getByRole('main')

/** The 'Stay connected' box (Ark's input is hidden under its label: ticked the keyboard way). */
async function stayConnected(page: Page, checked: boolean) {
  const box = main(page).getByRole('checkbox', { name: 'Stay connected' })
  if ((await box.isChecked()) !== checked) {
    await box.focus()
    await page.keyboard.press('Space')
  }
  await expect.poll(() => box.isChecked(), { timeout: 10_000 }).toBe(checked)
}

export const actions: Record<string, SignInAction> = {
  SUBMIT: async ({ page }, { event }) => {
    if (event.type !== 'SUBMIT') throw new Error('not a submit')
    await main(page).getByRole('textbox', { name: 'Email' }).fill(event.email)
    await main(page).getByLabel('Password', { exact: true }).fill(event.password)
    await stayConnected(page, event.stayConnected)
    await main(page).getByRole('button', { name: 'Sign in', exact: true }).click()
  },
  // after an error, the visitor corrects the e-mail address
  EDIT: async ({ page }) => {
    const email = main(page).getByRole('textbox', { name: 'Email' })
    await email.fill('')
    await email.fill(DEMO_DRIVER.email)
  },
  SOCIAL: async (world, { event }) => {
    if (event.type !== 'SOCIAL') throw new Error('not a social sign-in')
    const token = await world.googleToken(event.token as GoogleToken)
    await world.page.evaluate((value) => void ((window as unknown as { __keyturnGoogleToken: string }).__keyturnGoogleToken = value), token)
    await stayConnected(world.page, event.stayConnected)
    await world.page.getByRole('button', { name: 'Sign in with Google' }).click()
  },
  // The server answers the credentials sent: the demo driver's password signs in, another is refused.
  'xstate.done.actor.signIn': async (world) => (await world.signIns.next()).release(),
  'xstate.error.actor.signIn': async (world) => (await world.signIns.next()).release(),
  // It checks Google's token against Google's key set (here the local one): another key's is refused.
  'xstate.done.actor.socialSignIn': async (world) => (await world.socialSignIns.next()).release(),
  'xstate.error.actor.socialSignIn': async (world) => (await world.socialSignIns.next()).release(),
}
