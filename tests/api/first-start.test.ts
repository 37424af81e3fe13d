// The first start on an empty data folder (issue 26): the embedded database is created, migrated and
// seeded by a process of its own, which has exited by the time the server answers; the long-lived
// server then serves the seeded data. A second start on that folder seeds nothing. Memory itself is
// measured by the bench (`npm run bench -- --memory`), not here.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { afterAll, describe, expect, it } from 'vitest'
import { serverEnvironment } from '../fixtures/server-environment.js'
import { freePort, post } from './support/server-process.js'

type LogLine = { msg?: string; pid?: number; seedProcess?: { pid: number; seeded: boolean; cars: number } }
type Started = { url: string; child: ChildProcess; lines: LogLine[] }

let dataDir: string | undefined
const running = new Set<ChildProcess>()

afterAll(async () => {
  await Promise.all([...running].map(stop))
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

/** src/server/main.ts under tsx's loader with JSON logs at info, as `npm start` runs the server. */
async function start(folder: string): Promise<Started> {
  const port = await freePort()
  const env = { ...serverEnvironment({ port, dataDir: folder }), SERVE_WEB_APP: 'false', LOG_LEVEL: 'info', LOG_FORMAT: 'json' }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] })
  running.add(child)
  const lines: LogLine[] = []
  createInterface({ input: child.stdout }).on('line', (line) => {
    try {
      lines.push(JSON.parse(line) as LogLine)
    } catch {
      // not a log line
    }
  })
  const url = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    if (
      await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url, child, lines }
}

async function stop(child: ChildProcess): Promise<void> {
  running.delete(child)
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The server's child processes that run Keyturn's own entry (tsx's esbuild service is another child). */
const keyturnChildrenOf = (pid: number) => {
  try {
    return execFileSync('pgrep', ['-P', String(pid), '-f', 'src/server/main.ts'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number)
  } catch {
    return [] // pgrep exits 1 when there is none
  }
}

/** The cars a search at the busiest seeded place offers, a month ahead, as a visitor would search. */
async function carsOffered(url: string): Promise<number> {
  const places = (await (await fetch(`${url}/api/locations-with-position/en`)).json()) as { id: string }[]
  const from = new Date(Date.now() + 30 * 86_400_000)
  const wall = (date: Date) => date.toISOString().slice(0, 16)
  let offered = 0
  for (const place of places) {
    const search = await post(url, '/api/search-cars/1/15', {
      pickUpLocation: place.id,
      dropOffLocation: place.id,
      from: wall(from),
      to: wall(new Date(from.getTime() + 3 * 86_400_000)),
    })
    if (search.ok) offered += ((await search.json()) as { total: number }).total
  }
  return offered
}

describe('the first start on an empty data folder', () => {
  it('seeds in a process that has exited, and the server serves the seeded data', { timeout: 240_000 }, async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'keyturn-first-start-'))
    const first = await start(dataDir)
    const seeded = first.lines.find((line) => line.seedProcess)?.seedProcess
    expect(seeded, 'the start reports the seeding process').toBeDefined()
    expect(seeded!.seeded).toBe(true)
    expect(seeded!.cars).toBeGreaterThan(0)
    // a process of its own, gone before the server answered; the server keeps no process beside it
    expect(seeded!.pid).not.toBe(first.child.pid)
    expect(alive(seeded!.pid)).toBe(false)
    expect(keyturnChildrenOf(first.child.pid!)).toEqual([])
    const offered = await carsOffered(first.url)
    expect(offered).toBeGreaterThan(0)
    await stop(first.child)

    const second = await start(dataDir)
    expect(second.lines.some((line) => line.seedProcess)).toBe(false)
    expect(await carsOffered(second.url)).toBe(offered)
    await stop(second.child)
  })
})
