// `npm start` supervises the server it runs (issue 26, src/server/tools/start.mjs): on the embedded
// database the server exits when PGlite's thread dies (main.ts; the thread's side is in
// pglite-thread.test.ts), and a server process that ends unasked — that exit, a crash, a kill by the
// system — is started again on the same data folder, with nothing committed lost. A thread inside a
// process cannot be ended from outside it, so here the whole server process is killed (SIGKILL), the
// harshest of those ends. A signal to `npm start` still stops both for good. The embedded database's
// pass only (without DATABASE_URL, Linux): its PostgreSQL pendant is database-restart.test.ts.
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { ensureBuiltServer } from '../fixtures/built-server.js'
import { serverEnvironment } from '../fixtures/server-environment.js'
import { collectLines, counterCheckout, freePort, guestDriver, post } from './support/server-process.js'

// the server runs PGlite on its thread whatever the pass: once, in the plain PGlite pass, is enough
const pglitePass = !process.env.DATABASE_URL && process.env.PGLITE_THREAD !== '1'
let launcher: ChildProcess | undefined
let dataDir: string | undefined

afterAll(async () => {
  if (launcher && launcher.exitCode === null && launcher.signalCode === null) {
    launcher.kill('SIGTERM')
    await new Promise((resolve) => launcher!.once('exit', resolve))
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

/** The processes `pid` started (Linux: /proc), as `npm start`'s server is one. */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
  } catch {
    return []
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function healthy(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await fetch(`${url}/api/health`).then((response) => response.ok, () => false)) return
    await sleep(200)
  }
  throw new Error(`not healthy within ${timeoutMs} ms`)
}

describe.runIf(pglitePass && process.platform === 'linux')('npm start on the embedded database', () => {
  it('starts the server again when it is killed, on the same data; a signal stops it for good', { timeout: 240_000 }, async () => {
    await ensureBuiltServer()
    dataDir = await mkdtemp(join(tmpdir(), 'keyturn-supervised-'))
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    const stdout: string[] = []
    const stderr: string[] = []
    // as package.json's start script runs it
    launcher = spawn(process.execPath, ['--max-semi-space-size=2', '--heap-growing-percent=30', 'src/server/tools/start.mjs'], {
      env: { ...serverEnvironment({ port, dataDir }), SERVE_WEB_APP: 'false', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    collectLines(launcher.stdout!, stdout)
    collectLines(launcher.stderr!, stderr)
    const launcherExit = new Promise<number | null>((resolve) => launcher!.once('exit', (code) => resolve(code)))

    // the first start seeds the demo data
    await healthy(url, 180_000)
    const [first] = childrenOf(launcher.pid!)
    expect(first).toBeDefined()

    // something committed before the kill
    const body = await counterCheckout(url, 45)
    const booked = await post(url, '/api/checkout', { ...body, driver: guestDriver(randomUUID().slice(0, 8)) })
    expect(booked.status, await booked.clone().text()).toBe(200)

    process.kill(first!, 'SIGKILL')
    const killedAt = Date.now()
    // `npm start` goes on, and its server is back by itself, as another process
    await healthy(url, 60_000)
    const backAfter = Date.now() - killedAt
    const [second] = childrenOf(launcher.pid!)
    expect(second).toBeDefined()
    expect(second).not.toBe(first)
    expect(launcher.exitCode).toBeNull()
    expect(stderr).toContain("Keyturn's server was killed (SIGKILL): starting it again in 1 s.")
    console.info(`supervised restart: serving again ${backAfter} ms after the kill`)

    // nothing lost: the booking committed before the kill still holds its car
    const again = await post(url, '/api/checkout', { ...body, driver: guestDriver(randomUUID().slice(0, 8)) })
    expect(again.status).toBe(409)
    expect(((await again.json()) as { code: string }).code).toBe('BOOKING_CONFLICT')
    expect((await fetch(`${url}/api/ready`)).status).toBe(200)

    // a signal to `npm start` ends the server and `npm start` with it, for good
    launcher.kill('SIGTERM')
    expect(await launcherExit).toBe(0)
    await sleep(1_500)
    expect(childrenOf(launcher.pid!)).toEqual([])
    expect(await fetch(`${url}/api/health`).then(() => 'answered', () => 'refused')).toBe('refused')
    expect(stderr.filter((line) => line.includes('starting it again'))).toHaveLength(1)
  })
})
