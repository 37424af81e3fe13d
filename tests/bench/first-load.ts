import { launchChromium } from '../e2e/support/browser.js'

/** Bytes a page makes the browser download on first load, as the network sent them (gzip). */
export async function measureFirstLoad(
  url: string,
  label: string,
  options: { listFiles?: boolean } = {},
): Promise<Record<string, number>> {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
    await page.goto(url, { waitUntil: 'networkidle' })
    const resources = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => {
        const resource = entry as PerformanceResourceTiming
        return { name: resource.name, type: resource.initiatorType, transfer: resource.transferSize, decoded: resource.decodedBodySize }
      }),
    )
    const scripts = resources.filter((r) => r.name.endsWith('.js'))
    const styles = resources.filter((r) => r.name.endsWith('.css'))
    const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
    const files = options.listFiles
      ? Object.fromEntries(scripts.map((r) => [`${label} ${new URL(r.name).pathname} (KiB, gzip)`, kib(r.transfer)]))
      : {}
    return {
      ...files,
      [`${label} JavaScript on first load, transferred (KiB, gzip)`]: kib(scripts.reduce((sum, r) => sum + r.transfer, 0)),
      [`${label} JavaScript on first load, uncompressed (KiB)`]: kib(scripts.reduce((sum, r) => sum + r.decoded, 0)),
      [`${label} JavaScript files`]: scripts.length,
      [`${label} CSS, transferred (KiB, gzip)`]: kib(styles.reduce((sum, r) => sum + r.transfer, 0)),
    }
  } finally {
    await browser.close()
  }
}
