// One sign-in path's world: a fresh browser context on /sign-in of the sign-in server, the sign-in
// requests held for the model, Google's SDK served by its double, and the tokens Google would give.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { goLive } from '../hydrated.js'
import { holdRequests, type HeldRequests } from '../model/held-requests.js'
import { GOOGLE_SDK_URL, googleSdkDouble } from './google-sdk-double.js'
import type { GoogleToken } from './model.js'

export interface SignInWorld {
  page: Page
  context: BrowserContext
  /** POST /api/sign-in/frontend and POST /api/social-sign-in. */
  signIns: HeldRequests
  socialSignIns: HeldRequests
  /** The ID token Google gives for this name. */
  googleToken: (name: GoogleToken) => Promise<string>
  pageErrors: string[]
}

export async function openSignInWorld(browser: Browser, serverUrl: string, googleToken: SignInWorld['googleToken']): Promise<SignInWorld> {
  const context = await browser.newContext({ baseURL: serverUrl, viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await page.route(GOOGLE_SDK_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', headers: { 'access-control-allow-origin': '*' }, body: googleSdkDouble }),
  )
  const signIns = await holdRequests(page, 'sign-in', (url) => url.pathname === '/api/sign-in/frontend', 'POST')
  const socialSignIns = await holdRequests(page, 'social sign-in', (url) => url.pathname === '/api/social-sign-in', 'POST')
  await goLive(page, '/sign-in')
  return { page, context, signIns, socialSignIns, googleToken, pageErrors }
}
