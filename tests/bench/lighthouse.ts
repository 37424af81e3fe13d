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

/** The scores and figures `npm run bench` prints for one page. */
export async function measureLighthouse(url: string, label: string): Promise<Record<string, number>> {
  const { categories, audits } = await lighthouseReport(url, ['performance', 'accessibility', 'best-practices', 'seo'])
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100)
  return {
    [`Lighthouse mobile performance, ${label}`]: score('performance'),
    [`Lighthouse mobile accessibility, ${label}`]: score('accessibility'),
    [`Lighthouse mobile best practices, ${label}`]: score('best-practices'),
    [`Lighthouse mobile SEO, ${label}`]: score('seo'),
    [`Lighthouse LCP (ms, simulated slow 4G), ${label}`]: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    [`Lighthouse TBT (ms), ${label}`]: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
  }
}
