// The first start's demo data is written by a short-lived process of its own. PGlite's WebAssembly
// memory grows to ~0.9 GB while it writes the demo data and never shrinks, and the seed's builders
// (faker, sharp) keep memory of their own: a process that exits hands all of it back, and the server
// opens the seeded data afterwards at the size of a warm start. Kept free of the seed's code, so
// that the server loads none of it.
import { fork } from 'node:child_process'

const SEED_PROCESS_ENV = 'KEYTURN_SEED_PROCESS'

/** Whether this process was started by seedInProcessOfItsOwn: main.ts then seeds and exits. */
export const isSeedProcess = (): boolean => process.env[SEED_PROCESS_ENV] === '1'

/** What the seeding process reports before it exits. */
export type SeedReport = { pid: number; seeded: boolean; cars: number; bookings: number; durationMs: number }

/**
 * Runs the program this process runs (same entry, same Node flags, same environment) in seeding mode,
 * and resolves once that process has written the demo data and exited.
 */
export function seedInProcessOfItsOwn(): Promise<SeedReport> {
  const entry = process.argv[1]
  if (!entry) return Promise.reject(new Error('no entry script to start the seeding process with'))
  return new Promise((resolve, reject) => {
    const child = fork(entry, process.argv.slice(2), {
      env: { ...process.env, [SEED_PROCESS_ENV]: '1' },
      // a debugger's port is the server's: the seeding process would fail to take it
      execArgv: process.execArgv.filter((flag) => !flag.startsWith('--inspect')),
      stdio: 'inherit',
    })
    let report: Omit<SeedReport, 'pid'> | undefined
    child.on('message', (message) => (report = message as Omit<SeedReport, 'pid'>))
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code === 0 && report) resolve({ ...report, pid: child.pid! })
      else reject(new Error(`the seeding process exited with ${signal ?? `code ${code}`} before reporting the demo data written`))
    })
  })
}

/** The seeding process's side: its report, sent before it exits. */
export function reportSeeded(report: Omit<SeedReport, 'pid'>): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) return reject(new Error('the seeding process has no channel to its parent'))
    process.send(report, (error: Error | null) => (error ? reject(error) : resolve()))
  })
}
