import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { serverEnvironment } from '../fixtures/server-environment.js'
import { spawnBuiltServer } from '../fixtures/built-server.js'

const dataDir = mkdtempSync(path.join(tmpdir(), 'keyturn-lifecycle-'))
const port = 8000 + Math.floor(Math.random() * 900)
const baseUrl = `http://127.0.0.1:${port}`

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** Starts the built server as `npm start` does, logging at the default level; what it writes is kept. */
async function startServer() {
  const child = await spawnBuiltServer({
    env: { ...serverEnvironment({ port, dataDir }), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = { stdout: '', stderr: '' }
  child.stdout!.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, exited, output }
}

type LogEntry = { level: number; msg: string }
/** Standard output is not a terminal here: one JSON entry per line. */
const entriesOf = (stdout: string): LogEntry[] => stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as LogEntry)

async function waitUntilServing(): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('server did not start')
}

describe('server lifecycle on the embedded database', () => {
  it('seeds on first start, shuts down gracefully on SIGTERM, and reopens the same data', async () => {
    const first = await startServer()
    await waitUntilServing()
    const suppliers = (await (await fetch(`${baseUrl}/api/suppliers`)).json()) as { id: string }[]
    expect(suppliers.length).toBeGreaterThanOrEqual(8)
    const image = await fetch(`${baseUrl}${(suppliers[0] as unknown as { avatar: string }).avatar}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/webp')

    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    // a clean start says nothing alarming, and first where to go and how to sign in
    const entries = entriesOf(first.output.stdout)
    expect(entries.filter((entry) => entry.level >= 40).map((entry) => entry.msg)).toEqual([])
    expect(first.output.stdout + first.output.stderr).not.toContain('ContentTypeParser')
    expect(first.output.stderr).toBe('')
    expect(entries.slice(0, 3).map((entry) => entry.msg)).toEqual([
      `Server listening at ${baseUrl}`,
      `Keyturn is ready: open ${baseUrl} in your browser`,
      'Demo account: driver@keyturn.example / Keyturn-demo-2026',
    ])

    const second = await startServer()
    await waitUntilServing()
    const again = (await (await fetch(`${baseUrl}/api/suppliers`)).json()) as { id: string }[]
    expect(again.map((s) => s.id).sort()).toEqual(suppliers.map((s) => s.id).sort())
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
    expect(entriesOf(second.output.stdout).filter((entry) => entry.level >= 40)).toEqual([])
  })
})
