import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { measureApiLatency } from './api-latency.js'
import { measureFirstLoad } from './first-load.js'
import { measureLighthousePages } from './lighthouse.js'
import { createMemoryLimit } from './memory-limit.js'
import { measureMemoryUnderLoad } from './memory.js'
import { startNpmServer } from './npm-start.js'
import { measureSearch } from './search.js'
import { measureBooking } from './booking.js'
import { measureBookingsList } from './bookings-list.js'
import { measureScale } from './scale.js'
import { startOpenErApiDouble } from '../fixtures/doubles/exchange-rates.js'
import { firstCheckoutUrl, firstLocationSearchUrl, publicPages } from './page-urls.js'
import { recreateDatabase, withDatabase } from './bench-server.js'

/**
 * `npm run bench`: measurements, not pass/fail tests. Starts Keyturn with `npm start` on a fresh
 * data folder (cold: migrations, demo data, images) and again on the same folder (warm), then
 * measures the home page's first load in Chromium, Lighthouse (mobile, every public page the server
 * renders, one run each) and API latency; then search
 * throughput on a large catalogue (tests/bench/search.ts) and booking creation under load
 * (tests/bench/booking.ts), and the driver's bookings list (tests/bench/bookings-list.ts). `--start`
 * (start-up, memory, pages and API latency), `--search`, `--booking`, `--bookings-list` or `--scale` (new
 * search at 1,000, 10,000 and 50,000 cars; not part of the full run) runs only that one; `--no-lighthouse` leaves Lighthouse out, `--search --profile` saves CPU profiles and `--search
 * --explain` prints the query plans.
 */
const port = Number(process.env.BENCH_PORT ?? 8093)
const baseUrl = `http://127.0.0.1:${port}`
const skipLighthouse = process.argv.includes('--no-lighthouse')
const searchOnly = process.argv.includes('--search')
const bookingOnly = process.argv.includes('--booking')
const bookingsListOnly = process.argv.includes('--bookings-list')
const startOnly = process.argv.includes('--start')
const scaleOnly = process.argv.includes('--scale')
const memoryOnly = process.argv.includes('--memory')

// no benchmark may need the internet: exchange rates come from a local double of the provider
const rates = await startOpenErApiDouble()

// every server the bench starts with `npm start` runs under the memory limit of a 1 GB machine, when
// this machine lets the bench set one (memory-limit.ts); the report says which
const limit = createMemoryLimit('keyturn-bench-server')
const memoryLimit = 'unavailable' in limit ? null : limit

const startServer = (dataDir: string, environment: Record<string, string> = {}) =>
  startNpmServer({ port, dataDir, exchangeRatesUrl: rates.url, environment, limit: memoryLimit })

async function measureStartAndPages(results: Record<string, unknown>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keyturn-bench-'))
  try {
    const cold = await startServer(dataDir)
    results['npm start, cold (fresh data folder: migrate + seed): ms to first page'] = cold.firstPageMs
    results['server RSS after cold start (MiB)'] = cold.rssMiB
    results['server peak RSS during the cold start (MiB, VmHWM)'] = cold.memoryNow().peakMiB
    await cold.stop()

    const warm = await startServer(dataDir)
    results['npm start, warm (existing data): ms to first page'] = warm.firstPageMs
    results['server RSS after warm start (MiB)'] = warm.rssMiB
    try {
      const searchUrl = await firstLocationSearchUrl(baseUrl)
      Object.assign(results, await measureFirstLoad(`${baseUrl}/`, 'home page'))
      Object.assign(results, await measureFirstLoad(searchUrl, 'search page'))
      const checkoutUrl = await firstCheckoutUrl(baseUrl, searchUrl)
      Object.assign(results, await measureFirstLoad(checkoutUrl, 'checkout page'))
      Object.assign(results, await measureApiLatency(baseUrl))
      if (!skipLighthouse) {
        Object.assign(results, await measureLighthousePages(publicPages(baseUrl, { search: searchUrl, checkout: checkoutUrl })))
      }
    } finally {
      await warm.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The same start on PostgreSQL (DATABASE_URL): the server's own memory, the database elsewhere, and the API latency. */
async function measureStartOnPostgres(results: Record<string, unknown>, databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keyturn-bench-'))
  const name = 'keyturn_bench_start'
  await recreateDatabase(databaseUrl, name, true)
  try {
    const environment = { DATABASE_URL: withDatabase(databaseUrl, name) }
    const cold = await startServer(dataDir, environment)
    results['PostgreSQL: npm start, cold (migrate + seed): ms to first page'] = cold.firstPageMs
    await cold.stop()
    const warm = await startServer(dataDir, environment)
    results['PostgreSQL: npm start, warm: ms to first page'] = warm.firstPageMs
    results['PostgreSQL: server RSS after warm start (MiB)'] = warm.rssMiB
    try {
      for (const [name, value] of Object.entries(await measureApiLatency(baseUrl))) results[`PostgreSQL: ${name}`] = value
    } finally {
      await warm.stop()
    }
  } finally {
    await recreateDatabase(databaseUrl, name, false)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const results: Record<string, unknown> = {
  'server memory limit (npm start)': memoryLimit ? memoryLimit.describe : `none: ${(limit as { unavailable: string }).unavailable}`,
}
try {
  const all = !searchOnly && !bookingOnly && !bookingsListOnly && !startOnly && !scaleOnly && !memoryOnly
  if (all || startOnly) await measureStartAndPages(results)
  if (all || memoryOnly) Object.assign(results, await measureMemoryUnderLoad(startServer, memoryLimit))
  if ((all || startOnly) && process.env.DATABASE_URL) await measureStartOnPostgres(results, process.env.DATABASE_URL)
  if (all || searchOnly) Object.assign(results, await measureSearch())
  if (all || bookingOnly) Object.assign(results, await measureBooking())
  if (all || bookingsListOnly) Object.assign(results, await measureBookingsList())
  if (scaleOnly) Object.assign(results, await measureScale())
  if (memoryLimit) {
    results['memory limit: peak of the servers under it, whole run (MiB, page cache included)'] = memoryLimit.peakMiB()
    results['memory limit: servers killed for want of memory'] = memoryLimit.oomKills()
  }
} finally {
  await rates.close()
  memoryLimit?.remove()
}

console.log('\nKeyturn benchmarks')
for (const [name, value] of Object.entries(results)) console.log(`  ${name}: ${String(value)}`)
