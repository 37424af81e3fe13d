import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { freePort } from '../../fixtures/free-port.js'
import { tmpdir } from 'node:os'
import path from 'node:path'
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
import { spawnBuiltServer } from '../../fixtures/built-server.js'
import { serverEnvironment } from '../../fixtures/server-environment.js'
import { startMailbox } from './mailbox.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The main server: Stripe is its payment gateway (its API on stripeApiUrl). */
    baseUrl: string
    /** Reads the e-mails the servers sent (see mailbox.ts). */
    mailboxUrl: string
    /** Local double of Stripe's API, for the browser doubles (tests/e2e/support/payment-doubles.ts). */
    stripeApiUrl: string
    /** A second server, whose gateway is PayPal (the gateway is chosen by configuration). */
    payPalBaseUrl: string
    /** Local double of PayPal's REST API. */
    payPalApiUrl: string
    /** A third server with the default set-up of a fresh `npm start`: no payment provider, mail to its outbox. */
    defaultBaseUrl: string
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
 * Starts the real servers (built SPA, seeded PGlite in fresh data folders) once for the e2e run:
 * the main one pays with Stripe, a second one with PayPal (one gateway per configuration), a third
 * one has the default set-up (no payment provider).
 */
export default async function setup(project: TestProject) {
  const dataDirs = [
    mkdtempSync(path.join(tmpdir(), 'keyturn-e2e-')),
    mkdtempSync(path.join(tmpdir(), 'keyturn-e2e-paypal-')),
    mkdtempSync(path.join(tmpdir(), 'keyturn-e2e-default-')),
  ]
  // third parties are local doubles: exchange rates answer, the IP lookup is a closed port
  const rates = await startOpenErApiDouble()
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
  const common = { exchangeRatesUrl: rates.url, smtpUrl: smtp.url }
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
    startServer(serverEnvironment({ port: defaultPort, dataDir: dataDirs[2]!, exchangeRatesUrl: rates.url })),
  ])
  await Promise.all([waitForHealth(baseUrl, servers[0]), waitForHealth(payPalBaseUrl, servers[1]), waitForHealth(defaultBaseUrl, servers[2])])
  project.provide('baseUrl', baseUrl)
  project.provide('mailboxUrl', mailbox.url)
  project.provide('stripeApiUrl', stripeApi.url)
  project.provide('payPalBaseUrl', payPalBaseUrl)
  project.provide('payPalApiUrl', payPalApi.url)
  project.provide('defaultBaseUrl', defaultBaseUrl)

  return async () => {
    await Promise.all(servers.map(stopServer))
    await Promise.all([rates.close(), mailbox.close(), smtp.close(), stripeApi.close(), payPalApi.close()])
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true })
  }
}
