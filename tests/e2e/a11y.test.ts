// Every route in Chromium at a phone and a desktop viewport: each prerendered static page, the
// fixture site's home page (its carousel paginates whatever the real edition holds), and the live
// pages against the demo API in their loaded and failed states, each checked in one visit per
// viewport by support/page-checks.ts: axe (WCAG 2.2 AA), the security headers and their policy,
// nothing render-blocking before the first paint, no layout shift, the design system, no console error.
import { fixtureStates, liveStates, staticStates, VIEWPORTS, type PageState } from './support/page-states'
import { checkPageState, type DesignCounts } from './support/page-checks'
import { expect, test } from './support/fixtures'

const statics = [...staticStates(), ...fixtureStates()]

test.describe('every page state at a phone and a desktop viewport', () => {
  // The visits spread over the workers: axe keeps one core busy while another visit waits on its page (decision 0074).
  test.describe.configure({ mode: 'parallel' })

  test('scans the home page and more than a handful of static pages', () => {
    expect(statics.map((s) => s.name)).toContain('/')
    expect(statics.length).toBeGreaterThan(5)
  })

  const visit = (kind: string, state: PageState) =>
    test(`${kind} ${state.name}: no axe violation (WCAG 2.2 AA), no CSP violation, nothing render-blocking before the first paint, nothing moves, drawn by the design system`, async ({
      openPage,
      siteUrl,
      fixtureUrl,
    }) => {
      const found = new Map<string, DesignCounts>()
      const origin = state.onFixture ? fixtureUrl : siteUrl
      expect(await checkPageState(openPage, origin, state, (viewport, counts) => found.set(viewport, counts))).toEqual([])
      // What the design system's check found to check: one that found nothing would pass on any page.
      expect([...found.keys()].sort()).toEqual(VIEWPORTS.map((v) => `[${v.name}]`).sort())
      for (const [viewport, counts] of found) {
        // Every page but the home pages opens with the page header.
        expect(counts.titles, viewport).toBe(state.path === '/' ? 0 : 1)
        // The fixture's home holds every kind the check judges: buttons, cards, the reading column's
        // text, rows of buttons, and its carousel's dots (it paginates at every width).
        if (state.onFixture) {
          for (const kind of ['buttons', 'cards', 'texts', 'rows'] as const) expect(counts[kind], `${viewport} ${kind}`).toBeGreaterThan(0)
          expect(counts.dots, viewport).toBeGreaterThan(1)
        }
      }
    })
  for (const state of statics) visit('static page', state)
  for (const state of liveStates()) visit('live page,', state)
})
