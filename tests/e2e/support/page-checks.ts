// One visit of a page state at each viewport checks everything a loaded page must hold (decision 0074):
// - axe-core (WCAG 2.0/2.1/2.2 A and AA rules): any violation fails with its rule, element and page;
// - the security headers of `npm start`: a Content-Security-Policy, and no violation of it;
// - first paint needs nothing but the HTML (decision 0050): the browser's own renderBlockingStatus
//   of every resource the page loaded, and no stylesheet file fetched at all (every page carries
//   its CSS inline). The budget test checks the same from the built HTML; this checks what the
//   browser actually did, scripts included; and nothing that blocks rendering (a script, a
//   stylesheet, a font without font-display) requested before the first paint was shown
//   (decision 0050): images may be, the header's logo included;
// - nothing moves: no layout shift that CLS counts, from the first paint until the page has settled, its scripts run
//   and its typeface has arrived or been given up (decision 0173: CLS 0);
// - buttons, tabs, the page title and cards drawn as the design system does (support/design-system.ts);
// - no console error.
import { expect, type Page } from '@playwright/test'
import { settle, type PageState } from './page-states'
import { loadedBeforePaint } from '../../support/render-blocking'
import { WEB_MANIFEST } from '../../../src/features/event-days/paths'
import { axeScan } from './axe'
import { inspectDesignSystem } from './design-system'
import { layoutShifts, recordLayoutShifts } from './layout-shifts'
import { atEachViewport, type OpenPage } from './browser'
import { parseMarketReceiptPath, parseRegistrationReceiptPath } from '../../../src/live/live-routes'

/** Resources the page loaded, with Chromium's renderBlockingStatus of each. */
function resourcesOf(page: Page) {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name,
      status: (entry as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus,
    })),
  )
}

/** What the design system's check found to check on one page at one viewport. */
export type DesignCounts = Awaited<ReturnType<typeof inspectDesignSystem>>['counts']

/**
 * Visits the state at each viewport on `origin` (the fixture site for a state onFixture) and checks
 * everything a loaded page must hold; returns what axe and the design system's check found. `counted`
 * receives the design system's counts per viewport, so a caller can tell a check that found nothing.
 */
export const checkPageState = (
  openPage: OpenPage,
  origin: string,
  state: PageState,
  counted: (viewport: string, counts: DesignCounts) => void = () => {},
) =>
  atEachViewport(openPage, state, async ({ page }, where) => {
    const stylesheets: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url())
    })
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
      )
    })
    await recordLayoutShifts(page)
    // Only Date is fixed: Playwright's clock would also replace `performance`, whose entries these checks read.
    if (state.at !== undefined)
      await page.addInitScript((at) => {
        const RealDate = Date
        class FixedDate extends RealDate {
          constructor(...args: ConstructorParameters<DateConstructor> | []) {
            super(...((args.length === 0 ? [at] : args) as [number]))
          }
          static now = () => at
        }
        globalThis.Date = FixedDate as DateConstructor
      }, state.at)
    const response = await page.goto(origin + state.path, { waitUntil: 'load' })
    expect(response?.headers()['content-security-policy'], `${where}: Content-Security-Policy`).toBeTruthy()
    await state.ready(page)
    await settle(page)
    // Whatever the typeface's arrival could move has had its frame once the fonts are settled and
    // two more frames have run.
    await page.evaluate(() => document.fonts.ready)
    expect(await layoutShifts(page), `${where}: layout shifts`).toEqual([])

    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), `${where}: CSP violations`).toEqual(
      [],
    )
    const resources = await resourcesOf(page)
    // Chromium reports the status; a browser that did not would make this check empty, not green.
    expect(resources.length, `${where}: resources seen`).toBeGreaterThan(0)
    expect(
      resources.every((r) => r.status !== undefined),
      `${where}: renderBlockingStatus reported`,
    ).toBe(true)
    expect(
      resources.filter((r) => r.status === 'blocking').map((r) => r.name),
      `${where}: render-blocking`,
    ).toEqual([])
    expect(stylesheets, `${where}: stylesheet requests`).toEqual([])
    // Scripts, stylesheets and fonts that hold text back are requested only once the first
    // contentful frame has been shown: the entry's startTime, the time of presentation (decision
    // 0050). Images may come before: they never block rendering (decision 0050). Exempt: what
    // a live shell preloads (downloaded with the page, run after the paint, decision 0065). The icon
    // is in the page, and the manifest's link is added after the paint.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    const paint = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]
      const fontFaces = [...document.styleSheets]
        .flatMap((sheet) => {
          try {
            return [...sheet.cssRules]
          } catch {
            return [] // another origin's sheet: its rules are not readable (and none is loaded, see above)
          }
        })
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .map((rule) => ({ src: rule.style.getPropertyValue('src'), display: rule.style.getPropertyValue('font-display') }))
      return {
        fcp: fcp?.startTime,
        resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(({ name, initiatorType, startTime }) => ({
          name,
          initiatorType,
          startTime,
        })),
        fontFaces,
        preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
        manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
        icon: document.querySelector('link[rel="icon"]')?.getAttribute('href'),
      }
    })
    expect(paint.fcp, `${where}: first-contentful-paint reported`).toBeDefined()
    expect(
      loadedBeforePaint(paint.resources, paint.fcp!, paint.fontFaces, paint.preloaded),
      `${where}: render-blocking requests before the first paint`,
    ).toEqual([])
    expect(paint.icon, `${where}: the icon in the page (drawn from the logo, decision 0106)`).toMatch(
      /^data:image\/(webp;base64|svg\+xml),/,
    )
    expect(paint.manifest, `${where}: the web app manifest, linked once the scripts ran`).toBe(WEB_MANIFEST)

    const axe = await axeScan(page)
    // A scan that ran no rule would find nothing too.
    expect(axe.passed, `${where}: axe rules passed`).toBeGreaterThan(10)

    // A receipt's text keeps its own layout (issue 47 left the receipts to their own work): its
    // column's edge and its buttons are held as any page's, its paragraphs' measure and centring not.
    const receipt = Boolean(parseRegistrationReceiptPath(state.path)?.userId ?? parseMarketReceiptPath(state.path)?.userId)
    const design = await inspectDesignSystem(page, state.path === '/', { runningText: !receipt })
    counted(where.slice(where.lastIndexOf('[')), design.counts)
    return [...axe.violations, ...design.offenders.map((line) => `design system: ${line}`)]
  })
