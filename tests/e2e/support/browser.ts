import { chromium, type Browser } from 'playwright-core'

/**
 * Debian's Chromium, with the flags that keep it quiet on a closed network (STACK.md).
 * Playwright gives every launch a fresh temporary profile of its own.
 */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless=new',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  })
}
