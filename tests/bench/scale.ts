// `npm run bench -- --scale`: how a new search's cost grows with the catalogue — 1,000, 10,000 and
// 50,000 cars with 10 bookings each — on PGlite and, when DATABASE_URL is set, on PostgreSQL: the
// first search after start (it loads the search index), then new searches one at a time (latency)
// and 32 at a time (throughput), every one with dates never asked before.
import autocannon from 'autocannon'
import type { Database } from '../../src/server/db/index.js'
import { latencyPercentiles, measureOnEachEngine, startBenchServer } from './bench-server.js'
import { busiestLocation, seedLargeCatalogue } from './large-catalogue.js'
import { wallTimeOf } from './wall-time.js'

const SIZES = [1_000, 10_000, 50_000]
const SEQUENTIAL_SEARCHES = 200
const DAY_MS = 86_400_000

export async function measureScale(): Promise<Record<string, string>> {
  const results: Record<string, string> = {}
  for (const cars of SIZES) Object.assign(results, await measureOnEachEngine(`scale_${cars}`, (engine, open, dataDir) => measureOn(engine, open, dataDir, cars)))
  return results
}

async function measureOn(engine: string, open: () => Promise<Database>, dataDir: string, carCount: number): Promise<Record<string, string>> {
  const database = await open()
  const seeded = await seedLargeCatalogue(database.db, carCount)
  const location = await busiestLocation(database.db)
  const server = await startBenchServer(database, dataDir)
  try {
    const pickUp = new Date(Math.ceil(Date.now() / DAY_MS) * DAY_MS + 7 * DAY_MS + 10 * 3_600_000)
    const searchBody = (n: number) =>
      JSON.stringify({
        pickUpLocation: location.id,
        dropOffLocation: location.id,
        from: wallTimeOf(new Date(pickUp.getTime() + n * 60_000)),
        to: wallTimeOf(new Date(pickUp.getTime() + n * 60_000 + 5 * DAY_MS)),
      })
    const url = `${server.baseUrl}/api/search-cars/1/15`
    const headers = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }
    const search = async (n: number) => {
      const began = performance.now()
      const response = await fetch(url, { method: 'POST', headers, body: searchBody(n) })
      if (!response.ok) throw new Error(`searchCars answered ${response.status}`)
      const { total } = (await response.json()) as { total: number }
      return { ms: performance.now() - began, total }
    }
    const first = await search(0)
    const latencies: number[] = []
    for (let n = 1; n <= SEQUENTIAL_SEARCHES; n++) latencies.push((await search(n)).ms)
    latencies.sort((a, b) => a - b)
    let distinct = SEQUENTIAL_SEARCHES + 1
    const loaded = await autocannon({
      url,
      method: 'POST',
      headers,
      connections: 32,
      duration: 5,
      requests: [{ setupRequest: (request) => ({ ...request, body: searchBody(distinct++) }) }],
    })
    const prefix = `scale, ${engine}, ${seeded.cars} cars / ${seeded.bookings} bookings (busiest place ${location.cars} cars, ${first.total} offered)`
    return {
      [`${prefix}: first search after start (loads the index)`]: `${first.ms.toFixed(0)} ms`,
      [`${prefix}: new search, one at a time`]: latencyPercentiles(latencies),
      [`${prefix}: new search, c=32`]: `${Math.round(loaded.requests.average)} req/s, p50 ${loaded.latency.p50} ms, p99 ${loaded.latency.p99} ms, errors ${loaded.errors + loaded.non2xx}`,
    }
  } finally {
    await server.close()
  }
}
