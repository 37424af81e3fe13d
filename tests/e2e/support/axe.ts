import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/** Runs axe (WCAG 2.x A/AA and best practices) and returns the violations in a readable form. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}
