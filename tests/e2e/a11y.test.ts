// Every route in Chromium at a phone and a desktop viewport: each prerendered static page, the
// fixture site's home page (its carousel paginates whatever the real edition holds), and the live
// pages against the demo API in their loaded and failed states, each checked in one visit per
// viewport by support/page-checks.ts: axe (WCAG 2.2 AA), the security headers and their policy,
// nothing render-blocking before the first paint, no layout shift, the design system, no console error.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fixtureStates, liveStates, staticStates, VIEWPORTS, type PageState } from './support/page-states'
import { fixtureUrl } from './support/fixture-site'
import { checkPageState, type DesignCounts } from './support/page-checks'
import { launchBrowser } from './support/browser'

const site = inject('siteUrl')
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

// What the design system's check found to check, per viewport: one that found nothing would pass on any page.
const designed = new Map<string, DesignCounts & { pages: number }>()
const visit = (state: PageState) =>
  checkPageState(browser, site, state, (viewport, counts) => {
    const total = designed.get(viewport) ?? { pages: 0, buttons: 0, dots: 0, tabs: 0, cards: 0, titles: 0, texts: 0, rows: 0 }
    total.pages++
    for (const key of ['buttons', 'dots', 'tabs', 'cards', 'titles', 'texts', 'rows'] as const) total[key] += counts[key]
    designed.set(viewport, total)
  })

describe('every page state at a phone and a desktop viewport', () => {
  const statics = [...staticStates(), ...fixtureStates(fixtureUrl)]

  it('scans the home page and more than a handful of static pages', () => {
    expect(statics.map((s) => s.name)).toContain('/')
    expect(statics.length).toBeGreaterThan(5)
  })

  // Two visits at a time (maxConcurrency in vitest.config.ts): axe keeps one core busy while
  // the other visit waits on its page (decision 0074).
  it.concurrent.each(statics.map((s) => [s.name, s] as const))(
    'static page %s: no axe violation (WCAG 2.2 AA), no CSP violation, nothing render-blocking before the first paint, nothing moves, drawn by the design system',
    async (_name, state) => {
      expect(await visit(state)).toEqual([])
    },
  )

  it.concurrent.each(liveStates().map((s) => [s.name, s] as const))(
    'live page, %s: no axe violation (WCAG 2.2 AA), no CSP violation, nothing render-blocking before the first paint, nothing moves, drawn by the design system',
    async (_name, state) => {
      expect(await visit(state)).toEqual([])
    },
  )

  it('found buttons, cards and page titles to check at each viewport', () => {
    const states = statics.length + liveStates().length
    expect([...designed.keys()].sort()).toEqual(VIEWPORTS.map((v) => `[${v.name}]`).sort())
    for (const [viewport, total] of designed) {
      expect(total.pages, viewport).toBe(states)
      expect(total.buttons, viewport).toBeGreaterThan(states)
      expect(total.cards, viewport).toBeGreaterThan(10)
      // Every page but the home pages opens with the page header.
      expect(total.titles, viewport).toBe(states - statics.filter((s) => s.path === '/').length)
      // The fixture's home carousel paginates at every width.
      expect(total.dots, viewport).toBeGreaterThan(1)
      // The reading column held the text of most pages, and rows of buttons were found to hold.
      expect(total.texts, viewport).toBeGreaterThan(states)
      expect(total.rows, viewport).toBeGreaterThan(3)
    }
  })
})
