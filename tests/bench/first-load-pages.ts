import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { measureFirstLoad } from './first-load.js'
import { firstCheckoutUrl, firstLocationSearchUrl } from './page-urls.js'
import { serverEnvironment } from '../fixtures/server-environment.js'

/**
 * `DIST_DIR=/tmp/dist-x tsx tests/bench/first-load-pages.ts [--files]`: the first-load JavaScript of
 * home, search and checkout as Chromium downloads it from a real server serving that build (compare
 * two builds side by side without Lighthouse's timing noise). `--files` lists every script.
 */
const port = Number(process.env.BENCH_PORT ?? 8094)
const baseUrl = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'keyturn-first-load-'))
const server = spawn('node_modules/.bin/tsx', ['src/server/main.ts'], {
  env: { ...serverEnvironment({ port, dataDir }), DIST_DIR: path.resolve(process.env.DIST_DIR ?? 'dist') },
  stdio: ['ignore', 'ignore', 'inherit'],
})
try {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`)
    const healthy = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false)
    if (healthy) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const listFiles = process.argv.includes('--files')
  const searchUrl = await firstLocationSearchUrl(baseUrl)
  const results = {
    ...(await measureFirstLoad(`${baseUrl}/`, 'home page', { listFiles })),
    ...(await measureFirstLoad(searchUrl, 'search page', { listFiles })),
    ...(await measureFirstLoad(await firstCheckoutUrl(baseUrl, searchUrl), 'checkout page', { listFiles })),
  }
  for (const [name, value] of Object.entries(results)) console.log(`${name}: ${value}`)
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)))
  rmSync(dataDir, { recursive: true, force: true })
}
