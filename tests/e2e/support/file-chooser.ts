import type { FileChooser, Locator, Page } from 'playwright-core'

/**
 * Clicks `button` until the browser's file chooser opens. The upload widgets of the settings page
 * mount when the pointer approaches (src/web/platform/on-demand.ts): on a loaded machine a click can
 * land before the widget has mounted, and is then the server HTML's alone.
 */
export async function openFileChooser(page: Page, button: Locator): Promise<FileChooser> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 5_000 }), button.click()])
      return chooser
    } catch (error) {
      if (attempt >= 4) throw error
    }
  }
}
