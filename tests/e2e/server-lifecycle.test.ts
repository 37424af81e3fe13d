import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { serverEnvironment } from '../fixtures/server-environment.js'

const dataDir = mkdtempSync(path.join(tmpdir(), 'keyturn-lifecycle-'))
const port = 8000 + Math.floor(Math.random() * 900)
const baseUrl = `http://127.0.0.1:${port}`

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

function startServer() {
  const child = spawn('node_modules/.bin/tsx', ['src/server/main.ts'], {
    env: serverEnvironment({ port, dataDir }),
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, exited }
}

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
    const first = startServer()
    await waitUntilServing()
    const suppliers = (await (await fetch(`${baseUrl}/api/suppliers`)).json()) as { id: string }[]
    expect(suppliers.length).toBeGreaterThanOrEqual(8)
    const image = await fetch(`${baseUrl}${(suppliers[0] as unknown as { avatar: string }).avatar}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/webp')

    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)

    const second = startServer()
    await waitUntilServing()
    const again = (await (await fetch(`${baseUrl}/api/suppliers`)).json()) as { id: string }[]
    expect(again.map((s) => s.id).sort()).toEqual(suppliers.map((s) => s.id).sort())
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
  })
})
