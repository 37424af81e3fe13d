import { inject } from 'vitest'
import { copyOfDataDir, type E2eServers } from './global-setup.js'

/**
 * This worker's own servers (global-setup.ts starts one set per worker): the files that run side
 * by side book, sign in and read mail on servers of their own.
 */
export function e2eServers(): E2eServers {
  const sets = inject('e2eServerSets')
  const worker = Number(process.env.VITEST_POOL_ID ?? 1)
  const set = sets[worker - 1]
  if (!set) throw new Error(`no e2e servers for worker ${worker} of ${sets.length}`)
  return set
}

/**
 * A data folder of its own for a test's own server, with the demo data already written: the server
 * starts warm, as on any start after the first (the first start has tests of its own).
 */
export function seededDataDir(prefix: string): string {
  return copyOfDataDir(inject('e2eSeededDataDir'), prefix)
}
