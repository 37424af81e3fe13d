import autocannon from 'autocannon'

const DURATION_SECONDS = 5
const endpoints = ['/api/health', '/api/config', '/api/countries-with-locations/en/4', '/api/locations/1/15/en?s=par']

/** Requests per second and p99 latency of read operations, 10 connections, from this machine. */
export async function measureApiLatency(baseUrl: string): Promise<Record<string, string>> {
  const results: Record<string, string> = {}
  for (const endpoint of endpoints) {
    const result = await autocannon({ url: `${baseUrl}${endpoint}`, connections: 10, duration: DURATION_SECONDS })
    results[`GET ${endpoint}`] = `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`
  }
  return results
}
