import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

/** Lighthouse's report of `url` with its default mobile emulation and throttling, in Debian's Chromium. */
export async function lighthouseReport(url: string, categories: string[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories })
    if (!result) throw new Error(`Lighthouse gave no report for ${url}`)
    return result.lhr
  } finally {
    chrome.kill()
  }
}

type Measured = { performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; tbtMs: number; cls: number }

/** The scores (0–100) and the figures of the budgets (DESIGN §8) of one Lighthouse run on `url`. */
async function measure(url: string): Promise<Measured> {
  const { categories, audits, runtimeError, runWarnings } = await lighthouseReport(url, ['performance', 'accessibility', 'best-practices', 'seo'])
  // a page Lighthouse could not load (no paint, an error page of Chromium's) has no scores worth printing
  if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`)
  for (const warning of runWarnings) console.warn(`Lighthouse, ${url}: ${warning}`)
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
  }
}

/** The scores and figures `npm run bench` prints for one page. */
export async function measureLighthouse(url: string, label: string): Promise<Record<string, number>> {
  const measured = await measure(url)
  return {
    [`Lighthouse mobile performance, ${label}`]: measured.performance,
    [`Lighthouse mobile accessibility, ${label}`]: measured.accessibility,
    [`Lighthouse mobile best practices, ${label}`]: measured.bestPractices,
    [`Lighthouse mobile SEO, ${label}`]: measured.seo,
    [`Lighthouse LCP (ms, simulated slow 4G), ${label}`]: measured.lcpMs,
    [`Lighthouse TBT (ms), ${label}`]: measured.tbtMs,
    [`Lighthouse CLS, ${label}`]: Number(measured.cls.toFixed(3)),
  }
}

/** Lighthouse runs per page in `measureLighthousePages` (each in a fresh Chromium): one, to keep the bench short. */
export const LIGHTHOUSE_RUNS_PER_PAGE = 1

/**
 * Lighthouse (mobile: simulated slow 4G, 4× CPU slow-down) on each page, one after the other, as a
 * table: one line per page (performance, accessibility, best practices, SEO, LCP, TBT, CLS). A page
 * Lighthouse cannot measure gets its error on its line; the others are still measured.
 */
export async function measureLighthousePages(pages: Record<string, string>): Promise<Record<string, string>> {
  const width = Math.max(...Object.keys(pages).map((label) => label.length))
  const columns = ['perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS'] as const
  const row = (cells: readonly (string | number)[]) => cells.map((cell) => String(cell).padStart(8)).join(' ')
  const results: Record<string, string> = {
    'Lighthouse mobile (simulated slow 4G, 4× CPU slow-down), runs per page': `${LIGHTHOUSE_RUNS_PER_PAGE}, each in a fresh Chromium`,
    [`Lighthouse ${'page'.padEnd(width)}`]: row(columns),
  }
  for (const [label, url] of Object.entries(pages)) {
    const began = performance.now()
    const key = `Lighthouse ${label.padEnd(width)}`
    try {
      const m = await measure(url)
      results[key] = row([m.performance, m.accessibility, m.bestPractices, m.seo, m.lcpMs, m.tbtMs, m.cls.toFixed(3)])
    } catch (error) {
      results[key] = `not measured: ${error instanceof Error ? error.message : String(error)}`
    }
    console.log(`Lighthouse ${label} (${new URL(url).pathname}): ${results[key]} (${((performance.now() - began) / 1000).toFixed(0)} s)`)
  }
  return results
}
