import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startOpenErApiDouble } from '../../fixtures/doubles/exchange-rates.js'
import { startSmtpDouble } from '../../fixtures/doubles/smtp.js'
import { serverEnvironment } from '../../fixtures/server-environment.js'
import { startMailbox } from './mailbox.js'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** Reads the e-mails the server sent (see mailbox.ts). */
    mailboxUrl: string
  }
}

const START_TIMEOUT_MS = 120_000

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

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

/** Starts the real server (built SPA, seeded PGlite in a fresh data folder) once for the e2e run. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keyturn-e2e-'))
  // third parties are local doubles: exchange rates answer, the IP lookup is a closed port
  const rates = await startOpenErApiDouble()
  // e-mail goes to a real local SMTP server, read by tests through the mailbox endpoint
  const smtp = await startSmtpDouble()
  const mailbox = await startMailbox(smtp)
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const server = spawn('node_modules/.bin/tsx', ['src/server/main.ts'], {
    env: serverEnvironment({ port, dataDir, exchangeRatesUrl: rates.url, smtpUrl: smtp.url }),
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitForHealth(baseUrl, server)
  project.provide('baseUrl', baseUrl)
  project.provide('mailboxUrl', mailbox.url)

  return async () => {
    server.kill('SIGTERM')
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)))
    await rates.close()
    await mailbox.close()
    await smtp.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
