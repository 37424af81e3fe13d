import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/**
 * Runs axe (WCAG 2.x A/AA and best practices) and returns the violations in a readable form. It
 * waits for running finite animations first (a dialog fading in is half transparent for 120 ms,
 * which axe would read as low contrast; what a person reads is the settled page).
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}
