// What GET /metrics shows while a bench load runs (issue 26), as an operator's dashboard would show
// it: scraped before the load, every second during it and after it. Counters and histograms are read
// as the difference over the load; gauges (index lag, outbox backlog, event-loop lag, memory) as the
// most they showed in any scrape.
import parsePrometheusTextFormat, { type Sample } from 'parse-prometheus-text-format'

const SCRAPE_EVERY_MS = 1_000

/** Every sample by its full name (`…_bucket`, `…_count`, `…_sum` apart). */
type Samples = Map<string, Sample[]>

async function scrape(url: string): Promise<Samples> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`)
  // Without its HELP and TYPE lines every line parses as a series of its own name: the parser merges
  // the series of a labelled histogram into one otherwise (its flattenMetrics).
  const untyped = (await response.text())
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n')
  const samples: Samples = new Map()
  for (const family of parsePrometheusTextFormat(untyped)) samples.set(family.name, [...(samples.get(family.name) ?? []), ...family.metrics])
  return samples
}

const labelsKey = (labels: Record<string, string> = {}, without = 'le') =>
  Object.entries(labels)
    .filter(([name]) => name !== without)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ')

/** Each series' value by its labels (le apart). */
function series(samples: Samples, name: string): Map<string, number> {
  return new Map((samples.get(name) ?? []).map((sample) => [labelsKey(sample.labels), Number(sample.value)]))
}

/** What a counter (or a histogram's _count, _sum, _bucket) grew by between two scrapes, per series. */
function growth(before: Samples, after: Samples, name: string): Map<string, number> {
  const earlier = series(before, name)
  return new Map([...series(after, name)].map(([key, value]) => [key, value - (earlier.get(key) ?? 0)]))
}

/** A histogram's 95th percentile over the load, as the upper bound of the bucket it falls in. */
function p95Bound(before: Samples, after: Samples, name: string, key: string): string {
  const earlier = (before.get(`${name}_bucket`) ?? []).filter((sample) => labelsKey(sample.labels) === key)
  const buckets = (after.get(`${name}_bucket`) ?? [])
    .filter((sample) => labelsKey(sample.labels) === key)
    .map((sample) => ({
      le: sample.labels!.le!,
      count: Number(sample.value) - Number(earlier.find((old) => old.labels?.le === sample.labels!.le)?.value ?? 0),
    }))
    .sort((a, b) => Number(a.le) - Number(b.le))
  const total = buckets.at(-1)?.count ?? 0
  const bucket = buckets.find(({ count }) => count >= 0.95 * total)
  return bucket ? (bucket.le === '+Inf' ? '> largest bucket' : `≤ ${Number(bucket.le) * 1000} ms`) : 'none'
}

const mostOf = (scrapes: Samples[], name: string) => Math.max(...scrapes.map((samples) => Math.max(...series(samples, name).values())))

/** Starts scraping `url`; `report()` stops and describes the load. */
export async function watchMetrics(url: string): Promise<{ report(): Promise<Record<string, string>> }> {
  const before = await scrape(url)
  const during: Samples[] = []
  let failed: Error | null = null
  const timer = setInterval(() => {
    scrape(url).then(
      (samples) => during.push(samples),
      (error: unknown) => (failed ??= error instanceof Error ? error : new Error(String(error))),
    )
  }, SCRAPE_EVERY_MS)
  return {
    async report() {
      clearInterval(timer)
      if (failed) throw failed
      const after = await scrape(url)
      const all = [...during, after]
      const requests = [...growth(before, after, 'keyturn_http_requests_total')].filter(([, count]) => count > 0).sort(([, a], [, b]) => b - a)
      const durationCount = growth(before, after, 'keyturn_http_request_duration_seconds_count')
      const durationSum = growth(before, after, 'keyturn_http_request_duration_seconds_sum')
      const routes = requests.map(([key, count]) => {
        const mean = ((durationSum.get(key) ?? 0) / Math.max(durationCount.get(key) ?? 1, 1)) * 1000
        return `${key}: ${count} (mean ${mean.toFixed(1)} ms, p95 ${p95Bound(before, after, 'keyturn_http_request_duration_seconds', key)})`
      })
      const queries = growth(before, after, 'keyturn_database_query_duration_seconds_count').get('') ?? 0
      const queryWait = growth(before, after, 'keyturn_database_query_duration_seconds_sum').get('') ?? 0
      const refusals = [...growth(before, after, 'keyturn_rate_limit_refusals_total')].filter(([, count]) => count > 0)
      const grew = (name: string) => growth(before, after, name).get('') ?? 0
      return {
        'requests by method, route and status': routes.join('; ') || 'none',
        'database statements': `${queries} (mean wait ${((queryWait / Math.max(queries, 1)) * 1000).toFixed(2)} ms, p95 ${p95Bound(before, after, 'keyturn_database_query_duration_seconds', '')})`,
        'rate-limit refusals': refusals.map(([rule, count]) => `${rule}: ${count}`).join('; ') || 'none',
        'search index': `${series(after, 'keyturn_search_index_cars').get('')} cars, refresh lag at most ${mostOf(all, 'keyturn_search_index_refresh_lag_seconds').toFixed(3)} s`,
        outbox: `backlog at most ${mostOf(all, 'keyturn_outbox_backlog')}, oldest pending at most ${mostOf(all, 'keyturn_outbox_oldest_pending_age_seconds').toFixed(1)} s, ${grew('keyturn_outbox_delivery_failures_total')} failed deliveries, ${grew('keyturn_outbox_given_up_total')} given up`,
        'event-loop lag': `p99 at most ${(mostOf(all, 'nodejs_eventloop_lag_p99_seconds') * 1000).toFixed(1)} ms in a second`,
        memory: `RSS at most ${Math.round(mostOf(all, 'process_resident_memory_bytes') / 2 ** 20)} MiB, heap used at most ${Math.round(mostOf(all, 'nodejs_heap_size_used_bytes') / 2 ** 20)} MiB`,
        scrapes: String(all.length),
      }
    },
  }
}
