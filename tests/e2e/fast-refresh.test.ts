// `npm run dev` (src/server/tools/dev.ts): the API in watch mode behind Vite's dev server. An edited
// component is swapped in place by React Fast Refresh: no reload, the page's React state kept. And
// `?inspect` opens the Stately inspector, which follows the page's machines (one dev server for both).
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { freePort } from '../fixtures/free-port.js'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { serverEnvironment } from '../fixtures/server-environment.js'
import { launchChromium } from './support/browser.js'
import { seededDataDir } from './support/servers.js'

const root = fileURLToPath(new URL('../..', import.meta.url))
/** The component edited on disk: the footer, on every page; it exports its component only (a refresh boundary). */
const footerFile = path.join(root, 'src/web/app/Footer.tsx')
const FOOTER_END = '    </footer>\n'
/** First start seeds the demo data and Vite optimises the dependencies: tens of seconds. */
const START_TIMEOUT_MS = 180_000

declare global {
  interface Window {
    __fastRefreshMarker?: number
  }
}


let dataDir: string
let devServer: ChildProcess | undefined
let webUrl: string
let output = ''
let browser: Browser | undefined
/** Puts the footer back as it was; kept for afterAll too, should the test be stopped midway. */
let restoreFooter: (() => void) | undefined

/** What the dev server wrote lately, for the message of a failure. */
const recentOutput = () => output.slice(-6_000)

async function waitFor(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (devServer?.exitCode !== null) throw new Error(`the dev server exited (${devServer?.exitCode}) before ${what}:\n${recentOutput()}`)
    try {
      if (await check()) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${what} did not happen within ${START_TIMEOUT_MS / 1000} s:\n${recentOutput()}`)
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

/** Stops dev.ts and everything it started (tsx watch, the API, Vite): the whole process group. */
async function stopDevServer(): Promise<void> {
  const pid = devServer?.pid
  if (pid === undefined) return
  try {
    process.kill(-pid, 'SIGTERM')
  } catch {
    return // already gone
  }
  // the API closes PGlite gracefully (at most 10 s, src/server/main.ts), then the group is gone
  const deadline = Date.now() + 20_000
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200))
  if (groupAlive(pid)) process.kill(-pid, 'SIGKILL')
  while (groupAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 100))
}

beforeAll(async () => {
  dataDir = seededDataDir('keyturn-e2e-dev-')
  const [webPort, apiPort] = [await freePort(), await freePort()]
  webUrl = `http://localhost:${webPort}`
  // As a developer's shell: none of the test runner's variables (vite.config.ts reads VITEST).
  const environment = Object.fromEntries(
    Object.entries(serverEnvironment({ port: webPort, dataDir })).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'),
  )
  // `npm run dev`: dev.ts starts the API (PORT=API_PORT) and Vite (PORT) with hot reload.
  // Its own process group, so that stopping it stops its children and theirs.
  devServer = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/server/tools/dev.ts'], {
    cwd: root,
    env: { ...environment, PORT: String(webPort), API_PORT: String(apiPort), PUBLIC_URL: webUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-50_000)
  }
  devServer.stdout!.on('data', keep)
  devServer.stderr!.on('data', keep)
  // Should the test process end before afterAll (interrupted run), nothing is left behind either.
  const pid = devServer.pid
  process.once('exit', () => {
    restoreFooter?.()
    if (pid !== undefined && groupAlive(pid)) process.kill(-pid, 'SIGKILL')
  })
  await waitFor('the API answering /api/health', async () => (await fetch(`http://127.0.0.1:${apiPort}/api/health`)).ok)
  await waitFor('Vite serving its client', async () => (await fetch(`${webUrl}/@vite/client`)).ok)
  await waitFor('Vite proxying /api to the API', async () => (await fetch(`${webUrl}/api/health`)).ok)
  browser = await launchChromium()
}, START_TIMEOUT_MS + 60_000)

afterAll(async () => {
  restoreFooter?.()
  await browser?.close()
  await stopDevServer()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}, 60_000)

/** The home page, loaded until nothing more comes: Vite reloads a page once when it optimises a dependency it discovers. */
async function settledHomePage(): Promise<Page> {
  const context = await browser!.newContext({ baseURL: webUrl, locale: 'en-US', viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.goto('/', { waitUntil: 'networkidle', timeout: START_TIMEOUT_MS })
    await page.locator('#newsletter-email').waitFor({ timeout: 60_000 })
    await page.waitForLoadState('networkidle')
  }
  return page
}

describe('React Fast Refresh under the dev server', () => {
  it('updates an edited component in place, without a reload, keeping the state of the page', async () => {
    const page = await settledHomePage()
    const navigations: string[] = []
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()))

    // React DOM renders the page (it marks the container it renders into), under <StrictMode>: the
    // root's first fiber is the StrictMode element of src/web/main.tsx
    const runtime = await page.evaluate(() => {
      type Fiber = { child: Fiber | null; elementType: unknown }
      const container = document.getElementById('root') as unknown as Record<string, Fiber | undefined>
      const rootFiber = Object.entries(container).find(([key]) => key.startsWith('__reactContainer$'))?.[1]
      return { reactDom: rootFiber !== undefined, strictMode: rootFiber?.child?.elementType === Symbol.for('react.strict_mode') }
    })
    expect(runtime).toEqual({ reactDom: true, strictMode: true })

    // The page's state: a mark on the window (gone on a reload), the newsletter form's React state
    // (its controlled field and the refusal it showed: gone if the form were mounted anew).
    await page.evaluate(() => (window.__fastRefreshMarker = 1))
    const field = page.locator('#newsletter-email')
    await field.fill('not-an-address')
    await page.locator('form:has(#newsletter-email) button[type="submit"]').click()
    const outcome = page.locator('#newsletter-outcome')
    await expect.poll(() => outcome.textContent()).not.toBe('')
    const refusal = await outcome.textContent()

    const original = readFileSync(footerFile)
    const times = statSync(footerFile, { bigint: true })
    const [atime, mtime] = [Number(times.atimeNs) / 1e9, Number(times.mtimeNs) / 1e9]
    const text = original.toString('utf8')
    expect(text, 'the footer ends as the test expects').toContain(FOOTER_END)
    const token = `Refreshed in place ${Date.now()}`
    const addition = `      <p data-fast-refresh="">{'${token}'}</p>\n`
    const edited = text.replace(FOOTER_END, addition + FOOTER_END)
    restoreFooter = () => {
      restoreFooter = undefined
      // Byte for byte as it was (and its time, so that `npm start` sees no newer source). Should
      // someone else have changed the file meanwhile, only the paragraph added here is taken out.
      const now = readFileSync(footerFile, 'utf8')
      if (now === edited) {
        writeFileSync(footerFile, original)
        utimesSync(footerFile, atime, mtime)
      } else if (now.includes(addition)) writeFileSync(footerFile, now.replace(addition, ''))
    }
    try {
      writeFileSync(footerFile, edited)
      await page.locator('footer [data-fast-refresh]').filter({ hasText: token }).waitFor({ timeout: 30_000 })
    } finally {
      restoreFooter()
    }

    expect(await page.evaluate(() => window.__fastRefreshMarker)).toBe(1)
    expect(navigations).toEqual([])
    expect(await field.inputValue()).toBe('not-an-address')
    expect(await outcome.textContent()).toBe(refusal)

    // and the file restored is swapped back in place too
    await page.locator('footer [data-fast-refresh]').waitFor({ state: 'detached', timeout: 30_000 })
    expect(await page.evaluate(() => window.__fastRefreshMarker)).toBe(1)
    expect(await field.inputValue()).toBe('not-an-address')
    await page.context().close()
  }, 120_000)
})

/**
 * Stately's inspector page, which cannot load here (no internet): like the real one, it tells its
 * opener it is connected and receives the inspection events; it keeps them for the test to read.
 */
const INSPECTOR_STAND_IN = `<!doctype html><title>inspector stand-in</title><script>
  window.inspectionEvents = []
  addEventListener('message', (event) => {
    if (event.data && typeof event.data.type === 'string') window.inspectionEvents.push(event.data)
  })
  window.opener?.postMessage({ type: '@statelyai.connected' }, '*')
</script>`

type InspectionEvent = { type: string; name?: string; definition?: string }

describe('the Stately inspector under the dev server', () => {
  it('?inspect opens the inspector, which receives the page\'s machines; the page renders with React as usual', async () => {
    const context = await browser!.newContext({ baseURL: webUrl, locale: 'en-US', viewport: { width: 1280, height: 900 } })
    await context.route('https://stately.ai/**', (route) => route.fulfill({ contentType: 'text/html', body: INSPECTOR_STAND_IN }))
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => message.type() === 'error' && /inspect/i.test(message.text()) && errors.push(message.text()))
    // Vite may reload the page once when it optimises the inspector's package on first sight; the
    // inspector's window keeps its name (`xstateinspector`), so the page opens the same one again.
    for (let attempt = 0; attempt < 2; attempt++) {
      await page.goto('/?inspect', { waitUntil: 'networkidle', timeout: START_TIMEOUT_MS })
      await page.locator('#newsletter-email').waitFor({ timeout: 60_000 })
      await page.waitForLoadState('networkidle')
    }
    const inspector = context.pages().find((opened) => opened.url().startsWith('https://stately.ai/inspect'))
    expect(inspector, 'a window opened on https://stately.ai/inspect').toBeDefined()
    // A page's machines, each reported with its definition (which the inspector draws).
    const actors = async () => {
      const events = (await inspector!.evaluate(() => (window as unknown as { inspectionEvents: InspectionEvent[] }).inspectionEvents)) ?? []
      return events.filter((event) => event.type === '@xstate.actor' && event.definition).map((event) => event.name!)
    }
    await expect.poll(actors, { timeout: 30_000 }).toEqual(expect.arrayContaining(['session', 'languageBoot']))
    expect(errors).toEqual([])
    await context.close()

    // Without ?inspect, no window opens.
    const plain = await browser!.newContext({ baseURL: webUrl, locale: 'en-US' })
    const plainPage = await plain.newPage()
    await plainPage.goto('/', { waitUntil: 'networkidle', timeout: START_TIMEOUT_MS })
    await plainPage.locator('#newsletter-email').waitFor({ timeout: 60_000 })
    expect(plain.pages()).toHaveLength(1)
    await plain.close()
  }, 180_000)
})
