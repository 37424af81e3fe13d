import autocannon from 'autocannon'

const DURATION_SECONDS = 5
const endpoints = ['/api/health', '/api/config', '/api/countries-with-locations/en/4', '/api/locations/1/15/en?s=par']

/** Each endpoint is asked for this long before it is measured (JIT, the memo's first read, the pool), as the search bench does. */
const WARM_UP_SECONDS = 1

/**
 * Requests per second and latency of read operations, 10 connections, from this machine; each
 * throughput also as a ratio to /api/health's in the same run.
 */
export async function measureApiLatency(baseUrl: string): Promise<Record<string, string>> {
  const results: Record<string, string> = {}
  let health = 0
  for (const endpoint of endpoints) {
    await autocannon({ url: `${baseUrl}${endpoint}`, connections: 10, duration: WARM_UP_SECONDS })
    const result = await autocannon({ url: `${baseUrl}${endpoint}`, connections: 10, duration: DURATION_SECONDS })
    const perSecond = result.requests.average
    if (endpoint === '/api/health') health = perSecond
    results[`GET ${endpoint}`] =
      `${Math.round(perSecond)} req/s (${(perSecond / health).toFixed(2)} × health), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`
  }
  return results
}
