// Real Keyturn server processes for the tests that need one (a crash, several instances): started
// with node and tsx's loader, stopped — or killed — by their own PID.
import { spawn, type ChildProcess } from 'node:child_process'
import { freePort } from '../../fixtures/free-port.js'
import { serverEnvironment } from '../../fixtures/server-environment.js'
import { atPlaces } from './payments.js'

export { freePort }

export interface ServerProcess {
  url: string
  child: ChildProcess
  /** kill -9: no shutdown hook runs, nothing is flushed. */
  crash(): Promise<void>
  /** SIGTERM and wait for the exit (graceful shutdown). */
  stop(): Promise<void>
}

/** Pushes each complete line `stream` writes onto `lines`. */
export function collectLines(stream: NodeJS.ReadableStream, lines: string[]): void {
  let rest = ''
  stream.setEncoding('utf8')
  stream.on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n')
    rest = parts.pop() ?? ''
    lines.push(...parts.filter((line) => line.length > 0))
  })
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())))

/**
 * Starts `src/server/main.ts` on a free port with the test environment plus `env`; resolves once
 * healthy. `logLines`: the server's log lines (stdout, JSON) are pushed there as they come.
 */
export async function startServerProcess(options: { dataDir: string; smtpUrl?: string; env?: Record<string, string>; logLines?: string[] }): Promise<ServerProcess> {
  const port = await freePort()
  const env = { ...serverEnvironment({ port, dataDir: options.dataDir, smtpUrl: options.smtpUrl }), SERVE_WEB_APP: 'false', LOG_LEVEL: 'error', ...options.env }
  // node itself with tsx's loader (not the tsx wrapper, whose child would outlive a kill -9 of the wrapper)
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: ['ignore', options.logLines ? 'pipe' : 'ignore', 'inherit'] })
  if (options.logLines) collectLines(child.stdout!, options.logLines)
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    const healthy = await fetch(`${url}/api/health`).then((response) => response.ok, () => false)
    if (healthy) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL')
    throw new Error('the server did not become healthy in time')
  }
  return {
    url,
    child,
    async crash() {
      child.kill('SIGKILL')
      await exited(child)
    },
    async stop() {
      child.kill('SIGTERM')
      await exited(child)
    },
  }
}

/**
 * A POST as Keyturn's own page sends it (the cross-site check wants to see that); `body` undefined
 * sends none, as the contract wants for an operation that takes none.
 */
export function post(url: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const json = body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
  return fetch(`${url}${path}`, { method: 'POST', ...json, headers: { ...json.headers, 'sec-fetch-site': 'same-origin', ...headers } })
}

export const NO_OPTIONS = { cancellation: false, amendments: false, theftProtection: false, collisionDamageWaiver: false, fullInsurance: false, additionalDriver: false }

/** A checkout body (without the driver) for a seeded car bookable at the counter for 3 days, `daysAhead` days from now. */
export async function counterCheckout(url: string, daysAhead: number): Promise<Record<string, unknown>> {
  const from = new Date(Date.now() + daysAhead * 86_400_000)
  from.setUTCHours(10, 0, 0, 0)
  const period = { from, to: new Date(from.getTime() + 3 * 86_400_000) }
  const places = (await (await fetch(`${url}/api/locations-with-position/en`)).json()) as { id: string; timeZone: string }[]
  for (const place of places) {
    // the wall times at the place, in its own zone
    const where = { pickUpLocation: place.id, dropOffLocation: place.id, ...atPlaces(period, place.timeZone) }
    const search = await post(url, '/api/search-cars/1/30', where)
    const rows = search.ok ? ((await search.json()) as { rows: { car: { id: string } }[] }).rows : []
    for (const { car } of rows) {
      const body = { ...where, car: car.id, options: NO_OPTIONS, language: 'en', currency: 'USD' }
      const price = await post(url, '/api/checkout-price', body)
      if (!price.ok) continue
      const { paymentOptions, licenseRequired } = (await price.json()) as { paymentOptions: string[]; licenseRequired: boolean }
      if (paymentOptions.includes('payAtCounter') && !licenseRequired) return { ...body, payment: 'payAtCounter' }
    }
  }
  throw new Error('no seeded car is bookable at the counter')
}

export const guestDriver = (tag: string) => ({ fullName: `Guest ${tag}`, email: `guest-${tag}@example.com`, phone: '+33 6 12 34 56 78', birthDate: '1990-05-05' })
