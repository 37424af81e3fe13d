// `npm start`: build the SPA and the server when they are missing or older than their sources, then
// serve from the built server (plain JavaScript: no TypeScript compiler at run time).
// package.json runs this with --max-semi-space-size=8: V8's young generation stops at 2 × 8 MiB instead
// of 2 × 16 MiB, 16 MiB less resident memory at the same search throughput (measured, issue 11); and
// with --heap-growing-percent=30: after a collection the old generation may grow by 30 % (V8's own
// conservative factor) instead of up to 4×, so garbage made under load does not stay resident
// (−50 to −100 MiB after the bench's search load, issue 26). V8 reads them only when the process
// starts, so they are on the command line rather than here; the server process gets them too.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildServer, newestChange, serverBundle, serverNeedsBuild } from './build-server.mjs'

const root = path.resolve(import.meta.dirname, '../../..')
const builtIndex = path.join(root, 'dist', 'index.html')
const webSources = ['src/web', 'src/domain', 'machines', 'openapi', 'build', 'panda.config.ts', 'vite.config.ts']

const builtRenderer = path.join(root, 'dist-ssr', 'entry-server.js')

function webNeedsBuild() {
  if (!existsSync(builtIndex) || !existsSync(builtRenderer)) return true
  const builtAt = statSync(builtIndex).mtimeMs
  return webSources.some((source) => existsSync(path.join(root, source)) && newestChange(path.join(root, source)) > builtAt)
}

if (webNeedsBuild()) {
  console.log('Building the web app…')
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
if (serverNeedsBuild()) {
  console.log('Building the server…')
  await buildServer()
}

/**
 * glibc raises its mmap threshold each time a large block is freed (up to 32 MiB); from then on the
 * large buffers of PGlite and of query results come from per-thread arenas, which keep their pages
 * after the buffers are freed: tens of MiB more resident memory after a start, more under load
 * (measured, issue 26). MALLOC_MMAP_THRESHOLD_ pins the threshold, but glibc reads it only when a
 * process starts: on Linux the server is therefore a process of its own, started with it, and this
 * one only passes signals on and exits with it. Elsewhere (or when the variable is already set)
 * the server runs here.
 */
const MMAP_THRESHOLD = '131072'

if (process.platform !== 'linux' || process.env.MALLOC_MMAP_THRESHOLD_ !== undefined) {
  await import(serverBundle)
} else {
  const server = spawn(process.execPath, [...process.execArgv, serverBundle, ...process.argv.slice(2)], {
    env: { ...process.env, MALLOC_MMAP_THRESHOLD_: MMAP_THRESHOLD, KEYTURN_LAUNCHED: '1' },
    // the channel closes when this process ends, however it ends: the server then shuts down (main.ts)
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal))
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1)))
}
