import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { freePort } from '../../fixtures/free-port.js'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { startOpenErApiDouble } from '../../fixtures/doubles/exchange-rates.js'
import { PAYPAL_TEST_CLIENT_ID, PAYPAL_TEST_CLIENT_SECRET, startPayPalApiDouble } from '../../fixtures/doubles/paypal-api.js'
import {
  STRIPE_TEST_PUBLISHABLE_KEY,
  STRIPE_TEST_SECRET_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  startStripeApiDouble,
} from '../../fixtures/doubles/stripe-api.js'
import { startSmtpDouble } from '../../fixtures/doubles/smtp.js'
import { ensureBuiltServer, spawnBuiltServer } from '../../fixtures/built-server.js'
import { serverEnvironment } from '../../fixtures/server-environment.js'
import { startMailbox } from './mailbox.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** One set of servers per test worker (see servers.ts): files running side by side never share data. */
    e2eServerSets: E2eServers[]
    /** A data folder with the demo data written, for a test's own server to start from a copy of (servers.ts). */
    e2eSeededDataDir: string
  }
}

const START_TIMEOUT_MS = 120_000


async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    try {
      const response = await fetch(`${baseUrl}/api/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the server did not become healthy in time')
}

function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return spawnBuiltServer({ env, stdio: ['ignore', 'inherit', 'inherit'] })
}

async function stopServer(server: ChildProcess): Promise<void> {
  server.kill('SIGTERM')
  await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)))
}

/**
 * One worker's servers and doubles. The main server pays with Stripe, a second one with PayPal (one
 * gateway per configuration), a third one has the default set-up (no payment provider).
 */
export interface E2eServers {
  /** The main server: Stripe is its payment gateway (its API on stripeApiUrl). */
  baseUrl: string
  /** Reads the e-mails this set's servers sent (see mailbox.ts). */
  mailboxUrl: string
  /** Local double of Stripe's API, for the browser doubles (tests/e2e/support/payment-doubles.ts). */
  stripeApiUrl: string
  /** A second server, whose gateway is PayPal. */
  payPalBaseUrl: string
  /** Local double of PayPal's REST API. */
  payPalApiUrl: string
  /** A third server with the default set-up of a fresh `npm start`: no payment provider, mail to its outbox. */
  defaultBaseUrl: string
}

/** As many sets as the e2e project runs files side by side (vite.config.ts). */
function serverSetCount(project: TestProject): number {
  const workers = project.config.maxWorkers
  return typeof workers === 'number' && workers > 1 ? workers : 1
}

/**
 * The demo data, written once into a folder that every server's data folder starts as a copy of:
 * seeding is the slow part of a first start, and `npm start`'s own first start has tests of its own
 * (tests/api/first-start.test.ts, server-lifecycle.test.ts).
 * Tests that start a server of their own start it on a copy too (servers.ts).
 */
function seedTemplate(dataDir: string): Promise<void> {
  const seedCli = fileURLToPath(new URL('../../../src/server/seed/cli.ts', import.meta.url))
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', seedCli], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding the e2e data exited with code ${code}`))))
  })
}

/** A new data folder holding a copy of `seededDir`. */
export function copyOfDataDir(seededDir: string, prefix: string): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix))
  cpSync(seededDir, dataDir, { recursive: true })
  return dataDir
}

async function startServerSet(seededDir: string, ratesUrl: string) {
  const dataDirs = ['keyturn-e2e-', 'keyturn-e2e-paypal-', 'keyturn-e2e-default-'].map((prefix) => copyOfDataDir(seededDir, prefix))
  // e-mail goes to a real local SMTP server, read by tests through the mailbox endpoint
  const smtp = await startSmtpDouble()
  const mailbox = await startMailbox(smtp)
  const [port, payPalPort, defaultPort] = [await freePort(), await freePort(), await freePort()]
  const baseUrl = `http://127.0.0.1:${port}`
  const payPalBaseUrl = `http://127.0.0.1:${payPalPort}`
  const defaultBaseUrl = `http://127.0.0.1:${defaultPort}`
  // Stripe's API double delivers signed webhooks to the Stripe server, as Stripe would
  const stripeApi = await startStripeApiDouble({ webhookUrl: `${baseUrl}/api/stripe-webhook`, webhookSecret: STRIPE_TEST_WEBHOOK_SECRET })
  const payPalApi = await startPayPalApiDouble()
  const common = { exchangeRatesUrl: ratesUrl, smtpUrl: smtp.url }
  const servers = await Promise.all([
    startServer(
      serverEnvironment({
        port,
        dataDir: dataDirs[0]!,
        ...common,
        stripe: {
          apiUrl: stripeApi.url,
          secretKey: STRIPE_TEST_SECRET_KEY,
          publishableKey: STRIPE_TEST_PUBLISHABLE_KEY,
          webhookSecret: STRIPE_TEST_WEBHOOK_SECRET,
        },
      }),
    ),
    startServer(
      serverEnvironment({
        port: payPalPort,
        dataDir: dataDirs[1]!,
        ...common,
        paypal: { apiUrl: payPalApi.url, clientId: PAYPAL_TEST_CLIENT_ID, clientSecret: PAYPAL_TEST_CLIENT_SECRET },
      }),
    ),
    // as after `npm install && npm start`: no provider, and its mail stays in its own outbox
    startServer(serverEnvironment({ port: defaultPort, dataDir: dataDirs[2]!, exchangeRatesUrl: ratesUrl })),
  ])
  await Promise.all([waitForHealth(baseUrl, servers[0]), waitForHealth(payPalBaseUrl, servers[1]), waitForHealth(defaultBaseUrl, servers[2])])
  const urls: E2eServers = { baseUrl, mailboxUrl: mailbox.url, stripeApiUrl: stripeApi.url, payPalBaseUrl, payPalApiUrl: payPalApi.url, defaultBaseUrl }
  const close = async () => {
    await Promise.all(servers.map(stopServer))
    await Promise.all([mailbox.close(), smtp.close(), stripeApi.close(), payPalApi.close()])
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true })
  }
  return { urls, close }
}

/** Starts the real servers (built SPA, seeded PGlite in data folders of their own) once for the e2e run. */
export default async function setup(project: TestProject) {
  // third parties are local doubles: exchange rates answer, the IP lookup is a closed port
  const rates = await startOpenErApiDouble()
  const seededDir = mkdtempSync(path.join(tmpdir(), 'keyturn-e2e-seeded-'))
  await Promise.all([seedTemplate(seededDir), ensureBuiltServer()])
  const sets = await Promise.all(Array.from({ length: serverSetCount(project) }, () => startServerSet(seededDir, rates.url)))
  project.provide('e2eServerSets', sets.map((set) => set.urls))
  project.provide('e2eSeededDataDir', seededDir)

  return async () => {
    await Promise.all(sets.map((set) => set.close()))
    await rates.close()
    rmSync(seededDir, { recursive: true, force: true })
  }
}
