// axe-core scan of every route (WCAG 2.0/2.1/2.2 A and AA rules) at a phone and a desktop
// viewport: each prerendered static page, and the live pages against the demo API in their
// loaded and failed states. Any violation fails with its rule, element and page.
import AxeBuilder from '@axe-core/playwright'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { liveStates, settle, staticStates, VIEWPORTS, type PageState } from '../../scripts/bench/page-states'
import { expectNoErrors, launchBrowser, newPage } from './support/browser'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const site = inject('siteUrl')
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function scan(state: PageState): Promise<string[]> {
  const found: string[] = []
  for (const { name, ...device } of VIEWPORTS) {
    const recorded = await newPage(browser, device)
    const { page } = recorded
    await page.goto(site + state.path, { waitUntil: 'load' })
    await state.ready(page)
    await settle(page)
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
    for (const violation of results.violations) {
      for (const node of violation.nodes) {
        found.push(
          `${violation.id} (${violation.impact ?? 'n/a'}) on ${state.name} [${name}] at ${node.target.join(' ')}: ${violation.help}`,
        )
      }
    }
    expectNoErrors(recorded, state.expectedStatuses)
    await recorded.close()
  }
  return found
}

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  const statics = staticStates()

  it('scans the home page and more than a handful of static pages', () => {
    expect(statics.map((s) => s.name)).toContain('/')
    expect(statics.length).toBeGreaterThan(5)
  })

  it.each(statics.map((s) => [s.name, s] as const))('static page %s has no violation', async (_name, state) => {
    expect(await scan(state)).toEqual([])
  })

  it.each(liveStates().map((s) => [s.name, s] as const))('live page, %s, has no violation', async (_name, state) => {
    expect(await scan(state)).toEqual([])
  })
})
