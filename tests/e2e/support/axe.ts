import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

/** The rules every scan runs: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeReport {
  /** One line per element that breaks a rule: the rule, its impact, the element, the help and the element's HTML. */
  violations: string[]
  /** How many rules passed: a scan that ran no rule would find no violation either. */
  passed: number
}

/**
 * An axe-core scan of the page (or of the elements `include` selects) for WCAG_TAGS. axe runs in
 * the page and only the violations leave it: axe's whole result for a long page (every node of
 * every passed rule, with its HTML) is over a megabyte, and handing it to the test took as long
 * as the scan itself (decision 0074). The site has no iframes, so axe is injected in the page alone.
 */
export async function axeScan(page: Page, include?: string): Promise<AxeReport> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(
    async ({ tags, include }) => {
      interface Node {
        target: string[]
        element?: Element
      }
      interface Result {
        id: string
        impact?: string | null
        help: string
        nodes: Node[]
      }
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
      // The elements' HTML only for what failed, read from the element itself.
      axe.configure({ noHtml: true })
      const results = (await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        elementRef: true,
      })) as unknown as { violations: Result[]; passes: Result[] }
      return {
        violations: results.violations.flatMap((rule) =>
          rule.nodes.map(
            (node) =>
              `${rule.id} (${rule.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${rule.help}: ${node.element?.outerHTML.slice(0, 300) ?? ''}`,
          ),
        ),
        passed: results.passes.length,
      }
    },
    { tags: WCAG_TAGS, include },
  )
}
