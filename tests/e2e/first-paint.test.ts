// In Chromium, no page waits for a request before its first paint (decision 0050): the browser's
// own renderBlockingStatus of every resource the page loaded, static pages and live states alike,
// and no stylesheet file fetched at all (every page carries its CSS inline). The budget test checks
// the same from the built HTML; this checks what the browser actually did, scripts included.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { liveStates, settle, staticStates } from '../../scripts/bench/page-states'
import { expectNoErrors, launchBrowser, newPage } from './support/browser'

const site = inject('siteUrl')
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('first paint needs nothing but the HTML, and comes before any script', () => {
  const states = [...staticStates(), ...liveStates()]
  it.each(states.map((s) => [s.name, s] as const))(
    '%s: no render-blocking resource, no stylesheet request, no script before the first paint',
    async (_name, state) => {
      const recorded = await newPage(browser)
      const { page } = recorded
      const stylesheets: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url())
      })
      await page.goto(site + state.path, { waitUntil: 'load' })
      await state.ready(page)
      await settle(page)
      const resources = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => ({
          name: entry.name,
          status: (entry as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus,
        })),
      )
      // Chromium reports the status; a browser that did not would make this check empty, not green.
      expect(resources.length, 'resources seen').toBeGreaterThan(0)
      expect(
        resources.every((r) => r.status !== undefined),
        'renderBlockingStatus reported',
      ).toBe(true)
      expect(resources.filter((r) => r.status === 'blocking').map((r) => r.name)).toEqual([])
      expect(stylesheets).toEqual([])
      // Scripts are requested only once the first contentful frame is painted (decision 0072).
      // paintTime is when the renderer painted it; startTime is when the screen showed it, which a
      // busy machine's software compositor can delay well past the next frames (and with it the entry).
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 10_000 })
      const paint = await page.evaluate(() => {
        const fcp: { startTime: number; paintTime?: number } | undefined = performance.getEntriesByName('first-contentful-paint')[0]
        return {
          fcp: fcp?.paintTime,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
            .map((entry) => ({ name: entry.name, start: entry.startTime })),
        }
      })
      expect(paint.fcp, 'first-contentful-paint and its paintTime reported').toBeDefined()
      expect(paint.scripts.filter((script) => script.start < paint.fcp!).map((script) => script.name)).toEqual([])
      expectNoErrors(recorded, state.expectedStatuses)
      await recorded.close()
    },
  )
})
