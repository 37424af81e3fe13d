import { writeFileSync } from 'node:fs'
import { lighthouseReport } from './lighthouse.js'
import { measuredPages } from './page-urls.js'

/**
 * Where a page's Lighthouse time goes, against a server already running (`npm start`): for each of
 * home, search and checkout, the score, FCP, LCP with its element and phases, TBT with the long tasks
 * behind it, and the full report saved to `<dir>/<page>.json`. Usage:
 *   tsx tests/bench/lighthouse-detail.ts http://127.0.0.1:8093 /tmp/lh [home|search|checkout …]
 */
const [baseUrl = 'http://127.0.0.1:8093', reportDir = '/tmp', ...only] = process.argv.slice(2)

for (const [label, url] of Object.entries(await measuredPages(baseUrl))) {
  if (only.length > 0 && !only.includes(label)) continue
  const report = await lighthouseReport(url, ['performance'])
  writeFileSync(`${reportDir}/${label}.json`, JSON.stringify(report))
  const audits = report.audits
  const ms = (key: string) => Math.round(audits[key]?.numericValue ?? 0)
  console.log(`\n${label}: perf ${Math.round((report.categories.performance?.score ?? 0) * 100)}`
    + ` FCP ${ms('first-contentful-paint')} LCP ${ms('largest-contentful-paint')} TBT ${ms('total-blocking-time')}`
    + ` SI ${ms('speed-index')} CLS ${audits['cumulative-layout-shift']?.numericValue?.toFixed(3)}`)
  const lcpElement = audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string; nodeLabel?: string }; phase?: string; timing?: number }[] }[] }
    | undefined
  for (const table of lcpElement?.items ?? []) {
    for (const item of table.items ?? []) {
      if (item.node) console.log(`  LCP element: ${item.node.snippet?.slice(0, 160)}`)
      if (item.phase) console.log(`  LCP ${item.phase}: ${Math.round(item.timing ?? 0)} ms`)
    }
  }
  const longTasks = audits['long-tasks']?.details as { items?: { url?: string; duration?: number; startTime?: number }[] } | undefined
  for (const task of longTasks?.items ?? []) {
    console.log(`  long task at ${Math.round(task.startTime ?? 0)} ms: ${Math.round(task.duration ?? 0)} ms ${task.url?.replace(baseUrl, '')}`)
  }
  const bootup = audits['bootup-time']?.details as { items?: { url?: string; scripting?: number; total?: number }[] } | undefined
  for (const item of bootup?.items ?? []) {
    console.log(`  script time: ${Math.round(item.scripting ?? 0)} ms scripting, ${Math.round(item.total ?? 0)} total ${item.url?.replace(baseUrl, '')}`)
  }
}
