import { writeFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { firstCheckoutUrl, firstLocationSearchUrl } from './page-urls.js'

/**
 * Where a page's Lighthouse time goes, against a server already running (`npm start`): for each of
 * home, search and checkout, the score, FCP, LCP with its element and phases, TBT with the long tasks
 * behind it, and the full report saved to `<dir>/<page>.json`. Usage:
 *   tsx tests/bench/lighthouse-detail.ts http://127.0.0.1:8093 /tmp/lh [home|search|checkout …]
 */
const [baseUrl = 'http://127.0.0.1:8093', reportDir = '/tmp', ...only] = process.argv.slice(2)

const searchUrl = await firstLocationSearchUrl(baseUrl)
const pages: Record<string, string> = {
  home: `${baseUrl}/`,
  search: searchUrl,
  checkout: await firstCheckoutUrl(baseUrl, searchUrl),
}

for (const [label, url] of Object.entries(pages)) {
  if (only.length > 0 && !only.includes(label)) continue
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-dev-shm-usage'],
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    if (!result) continue
    writeFileSync(`${reportDir}/${label}.json`, JSON.stringify(result.lhr))
    const audits = result.lhr.audits
    const ms = (key: string) => Math.round(audits[key]?.numericValue ?? 0)
    console.log(`\n${label}: perf ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}`
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
  } finally {
    chrome.kill()
  }
}
