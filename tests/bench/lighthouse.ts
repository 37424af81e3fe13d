import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

/**
 * Lighthouse's CPU slow-down: its default 4×, unless `LIGHTHOUSE_CPU_SLOWDOWN` says otherwise. Lighthouse
 * calibrates 4× for a high-end desktop (benchmark index 1,500–2,000) and asks slower hosts to lower it
 * (docs/throttling.md, "Calibrating the CPU slowdown": 2× from a low-end desktop, index 1,000–1,500),
 * so that every host emulates the same mid-tier phone; the bench prints the host's index beside it.
 */
export const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4)

/** Lighthouse's report of `url` with its default mobile emulation and throttling, in Debian's Chromium. */
export async function lighthouseReport(url: string, categories: string[], settings: { ignoreStatusCode?: boolean } = {}) {
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
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      ...settings,
      // merged into the mobile preset's throttling (slow 4G stays as it is)
      ...(CPU_SLOWDOWN === 4 ? {} : { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
    })
    if (!result) throw new Error(`Lighthouse gave no report for ${url}`)
    return result.lhr
  } finally {
    chrome.kill()
  }
}

type Measured = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Lighthouse's benchmark of the host's CPU during the run (its `benchmarkIndex`). */
  cpuIndex: number
  /** The audits that keep accessibility, best practices or SEO below 100, as 'category: audit id'. */
  failedAudits: string[]
}

/** The scores (0–100) and the figures of the budgets (DESIGN §8) of one Lighthouse run on `url`. */
async function measure(url: string, settings: { ignoreStatusCode?: boolean } = {}): Promise<Measured> {
  const { categories, audits, runtimeError, runWarnings, environment } = await lighthouseReport(url, ['performance', 'accessibility', 'best-practices', 'seo'], settings)
  // a page Lighthouse could not load (no paint, an error page of Chromium's) has no scores worth printing
  if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`)
  for (const warning of runWarnings) {
    // the not-found page's status is what it is measured with: Lighthouse warns of it all the same
    if (!(settings.ignoreStatusCode && /Status code: \d+/.test(String(warning)))) console.warn(`Lighthouse, ${url}: ${warning}`)
  }
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    cpuIndex: Math.round(environment.benchmarkIndex),
    failedAudits: ['accessibility', 'best-practices', 'seo'].flatMap((key) =>
      (categories[key]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${key}: ${ref.id}`),
    ),
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

/** A page to measure: its URL, or its URL and the status it answers with when that is not 200 (the not-found page). */
export type LighthousePage = string | { url: string; status: 404 }

/** Lighthouse errors that say the run went wrong, not the page ("Please run Lighthouse again"): the page is run once more. */
const RETRIED_ERRORS = ['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'PROTOCOL_TIMEOUT', 'PAGE_HUNG', 'NO_TRACING_STARTED', 'NO_DCL', 'NO_LOAD_EVENT']

/**
 * Lighthouse (mobile: simulated slow 4G, 4× CPU slow-down or CPU_SLOWDOWN) on each page, one after the
 * other, as a table: one line per page (performance, accessibility, best practices, SEO, LCP, TBT, CLS,
 * and the host's CPU benchmark index during the run). A run that
 * fails for Lighthouse's own reasons (a trace not recorded on a busy machine) is run once more, and
 * its line says so; a page Lighthouse cannot measure gets its error on its line, and the others are
 * still measured. A page expected to answer 404 is checked to, and measured despite its status
 * (Lighthouse's ignoreStatusCode).
 */
export async function measureLighthousePages(pages: Record<string, LighthousePage>): Promise<Record<string, string>> {
  const width = Math.max(...Object.keys(pages).map((label) => label.length))
  const columns = ['perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'CPU idx'] as const
  const row = (cells: readonly (string | number)[]) => cells.map((cell) => String(cell).padStart(8)).join(' ')
  const results: Record<string, string> = {
    [`Lighthouse mobile (simulated slow 4G, ${CPU_SLOWDOWN}× CPU slow-down${CPU_SLOWDOWN === 4 ? '' : ', LIGHTHOUSE_CPU_SLOWDOWN'}), runs per page`]: `${LIGHTHOUSE_RUNS_PER_PAGE}, each in a fresh Chromium`,
    [`Lighthouse ${'page'.padEnd(width)}`]: row(columns),
  }
  for (const [label, page] of Object.entries(pages)) {
    const began = performance.now()
    const { url, status } = typeof page === 'string' ? { url: page, status: 200 } : page
    const key = `Lighthouse ${label.padEnd(width)}`
    try {
      const answered = (await fetch(url)).status
      if (answered !== status) throw new Error(`the page answered ${answered}, not ${status}`)
      let attempt = 1
      let m: Measured
      for (;;) {
        try {
          m = await measure(url, { ignoreStatusCode: status !== 200 })
          break
        } catch (error) {
          const retried = error instanceof Error && RETRIED_ERRORS.some((code) => error.message.startsWith(`${code}:`))
          if (!retried || attempt >= 2) throw error
          console.warn(`Lighthouse ${label}: ${error.message.split(':')[0]}, run again`)
          attempt++
        }
      }
      results[key] = row([m.performance, m.accessibility, m.bestPractices, m.seo, m.lcpMs, m.tbtMs, m.cls.toFixed(3), m.cpuIndex]) + (attempt > 1 ? '  (second attempt: the first had no trace)' : '')
      if (status !== 200) results[key] += `  (answered ${status}, as expected)`
      if (m.failedAudits.length > 0) results[key] += `  (below 100: ${m.failedAudits.join(', ')})`
    } catch (error) {
      results[key] = `not measured: ${error instanceof Error ? error.message : String(error)}`
    }
    console.log(`Lighthouse ${label} (${new URL(url).pathname}): ${results[key]} (${((performance.now() - began) / 1000).toFixed(0)} s)`)
  }
  return results
}
