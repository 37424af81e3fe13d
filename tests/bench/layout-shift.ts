import puppeteer from 'puppeteer-core'
import { measuredPages } from './page-urls.js'

/**
 * Cumulative layout shift of home, search and checkout on a desktop screen (1350 × 900) and on a
 * phone (412 × 823, touch, 4× CPU slowdown), as a layout-shift observer sums it (no recent input)
 * over the load and two seconds after. Against a server already running:
 *   tsx tests/bench/layout-shift.ts http://127.0.0.1:8093
 */
const [baseUrl = 'http://127.0.0.1:8093'] = process.argv.slice(2)
const pages = await measuredPages(baseUrl)
const screens = {
  desktop: { viewport: { width: 1350, height: 900 }, cpu: 1 },
  phone: { viewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }, cpu: 4 },
}

const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
try {
  for (const [screen, { viewport, cpu }] of Object.entries(screens)) {
    for (const [label, url] of Object.entries(pages)) {
      const page = await browser.newPage()
      await page.setViewport(viewport)
      const session = await page.createCDPSession()
      await session.send('Emulation.setCPUThrottlingRate', { rate: cpu })
      await page.evaluateOnNewDocument(`(() => {
        window.layoutShift = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
      })()`)
      await page.goto(url, { waitUntil: 'networkidle0' })
      await new Promise((resolve) => setTimeout(resolve, 2000))
      console.log(`CLS, ${screen}, ${label}: ${((await page.evaluate('window.layoutShift')) as number).toFixed(3)}`)
      await page.close()
    }
  }
} finally {
  await browser.close()
}
