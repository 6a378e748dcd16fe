import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/** The rules every scan runs: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * An axe-core scan of the page for WCAG_TAGS. axe runs in the page itself (legacy mode, one call):
 * the default mode runs it in parts, sends every result to the test, and opens a blank page to put
 * them together, which cost a third more CPU for the same results (decision 0074). The site has
 * no iframes; one from another origin would be reported by axe as not tested ('frame-tested').
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true)
}
