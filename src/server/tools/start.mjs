// `npm start`: build the SPA and the server when they are missing or older than their sources, then
// serve from the built server (plain JavaScript: no TypeScript compiler at run time).
// package.json runs this with --max-semi-space-size=2: V8's young generation stops at 2 × 2 MiB instead
// of 2 × 16 MiB, in every isolate (the server's and PGlite's thread): 20–30 MiB less resident after a
// warm start than with 8 (issue 26; 16 → 8 was issue 11), and no fewer searches or pages a second
// under the bench's load (what a request allocates is garbage by its answer: scavenges stay cheap); and
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

// a server that serves no web app (SERVE_WEB_APP=false: the API alone) needs none built
if (process.env.SERVE_WEB_APP !== 'false' && webNeedsBuild()) {
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
 * one passes signals on and starts it again when it ends unasked (supervise, below). Elsewhere (or
 * when the variable is already set) the server runs here, and a supervisor of the system's (systemd,
 * a container's restart policy) starts it again.
 */
const MMAP_THRESHOLD = '131072'

/**
 * The server process, supervised (issue 26): when it ends without being asked to (a crash, a kill by
 * the system, or its own exit when the embedded database's thread died, main.ts), it is started
 * again after a pause — 1 s, doubling up to 30 s while it keeps failing soon after its start — and
 * after RESTARTS_AT_MOST such failures in a row this process gives up with the server's exit code.
 * A signal (Ctrl-C, SIGTERM, SIGHUP) is passed on and ends both; so does the server's exit code 0.
 */
const FIRST_RESTART_DELAY_MS = 1_000
const LONGEST_RESTART_DELAY_MS = 30_000
const RESTARTS_AT_MOST = 5
/** A server that ran this long had started well: its failure counts as the first of a new series. */
const STARTED_WELL_AFTER_MS = 60_000

const exitCodeOf = (code, signal) => code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1)

function supervise() {
  let server = null
  let stopping = false
  let restartTimer = null
  let failuresInARow = 0
  const start = () => {
    restartTimer = null
    const startedAt = Date.now()
    server = spawn(process.execPath, [...process.execArgv, serverBundle, ...process.argv.slice(2)], {
      env: { ...process.env, MALLOC_MMAP_THRESHOLD_: MMAP_THRESHOLD, KEYTURN_LAUNCHED: '1' },
      // the channel closes when this process ends, however it ends: the server then shuts down (main.ts)
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    })
    server.on('exit', (code, signal) => {
      server = null
      const exitCode = exitCodeOf(code, signal)
      if (stopping || code === 0) process.exit(exitCode)
      failuresInARow = Date.now() - startedAt >= STARTED_WELL_AFTER_MS ? 1 : failuresInARow + 1
      const how = signal ? `was killed (${signal})` : `exited with code ${code}`
      if (failuresInARow > RESTARTS_AT_MOST) {
        console.error(`Keyturn's server ${how}, ${failuresInARow} times in a row soon after starting: giving up.`)
        process.exit(exitCode)
      }
      const delay = Math.min(FIRST_RESTART_DELAY_MS * 2 ** (failuresInARow - 1), LONGEST_RESTART_DELAY_MS)
      console.error(`Keyturn's server ${how}: starting it again in ${delay / 1000} s.`)
      restartTimer = setTimeout(start, delay)
    })
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      stopping = true
      if (server) server.kill(signal)
      else {
        // between two runs: nothing to stop
        clearTimeout(restartTimer)
        process.exit(0)
      }
    })
  }
  start()
}

if (process.platform !== 'linux' || process.env.MALLOC_MMAP_THRESHOLD_ !== undefined) {
  await import(serverBundle)
} else {
  supervise()
}
