// The congress's typeface from a visitor's first page, without a layout shift (decision 0173): every
// page preloads Poppins and uses it only if it is there by the first frame (font-display: optional).
// Which font a text is drawn in is asked of the browser itself (the fonts its layout used), not read
// from the CSS, which names Poppins whether or not it arrived.
import type { Page, Route } from '@playwright/test'
import { scriptsRan, twoFrames, VIEWPORTS } from './support/page-states'
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts'
import { expectNoErrors } from './support/browser'
import { startFontsBeforePageEnd } from './support/fonts-before-page-end'
import { expect, test } from './support/fixtures'

let normal: Awaited<ReturnType<typeof startFontsBeforePageEnd>>
test.beforeAll(async ({ siteUrl }) => {
  normal = await startFontsBeforePageEnd(siteUrl)
})
test.afterAll(async () => {
  await normal?.close()
})

const FONT_FILES = '**/*.woff2'
const { viewport, isMobile, hasTouch, deviceScaleFactor } = VIEWPORTS[0]
const PHONE = { viewport, isMobile, hasTouch, deviceScaleFactor }

/** The fonts Chromium's layout drew the first element matching `selector` with, most glyphs first ('Poppins SemiBold', 'Liberation Sans'). */
async function drawnIn(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return [...fonts].sort((a, b) => b.glyphCount - a.glyphCount).map((font) => font.familyName)
}

/** Where the page's title, first paragraphs and footer are drawn: what a reader sees move when a typeface changes. */
async function layoutOf(page: Page) {
  return page.evaluate(() =>
    ['h1', 'main p', 'main p:nth-of-type(2)', 'footer'].map((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect()
      return { selector, top: box?.top, height: box?.height }
    }),
  )
}

/** The page as a first visit (a fresh context: no cache, no storage) opens it, settled; the page's load event may wait for a held font. */
async function firstVisit(page: Page, url: string) {
  await recordLayoutShifts(page)
  await page.goto(url, { waitUntil: 'domcontentloaded' })
  await scriptsRan(page)
  await twoFrames(page)
}

test.describe('the typeface', () => {
  for (const { name, viewport, isMobile, hasTouch, deviceScaleFactor } of VIEWPORTS)
    test(`draws a first visit in Poppins on a normal connection, titles and text, with no layout shift (${name})`, async ({ openPage }) => {
      const recorded = await openPage({ viewport, isMobile, hasTouch, deviceScaleFactor })
      const { page } = recorded
      await firstVisit(page, normal.url + '/about')
      expect(normal.fontsBeforeEnd.get('/about'), 'both fonts sent before the page ended').toBe(true)
      expect((await drawnIn(page, 'h1'))[0]).toMatch(/^Poppins\b/)
      expect((await drawnIn(page, 'main p'))[0]).toMatch(/^Poppins\b/)
      expect(await layoutShifts(page)).toEqual([])
      expectNoErrors(recorded)
      await recorded.close()
    })

  test('keeps a page whose font is blocked in the metric-matched fallback, with no layout shift', async ({ openPage, siteUrl: site }) => {
    const recorded = await openPage(PHONE)
    const { page } = recorded
    await page.route(FONT_FILES, (route) => route.abort())
    await firstVisit(page, site + '/about')
    expect((await drawnIn(page, 'h1'))[0]).not.toMatch(/^Poppins\b/)
    expect(await layoutShifts(page)).toEqual([])
    // The aborted preloads are the only errors the browser reports.
    expect(recorded.errors.filter((e) => !/woff2|Failed to load resource/.test(e))).toEqual([])
    await recorded.close()
  })

  test('keeps a page whose font arrives after the first frame in the fallback while it is shown: nothing changes when it comes', async ({
    openPage,
    siteUrl: site,
  }) => {
    const recorded = await openPage(PHONE)
    const { page } = recorded
    const held: Route[] = []
    await page.route(FONT_FILES, (route) => void held.push(route))
    await firstVisit(page, site + '/about')
    const before = await drawnIn(page, 'h1')
    expect(before[0]).not.toMatch(/^Poppins\b/)
    const title = await page.locator('h1').boundingBox()

    await Promise.all(held.map((route) => route.fallback()))
    await page.evaluate(() => document.fonts.ready)
    await page.waitForFunction(() =>
      [...document.fonts].filter((face) => face.family === 'Poppins').every((face) => face.status === 'loaded'),
    )
    await twoFrames(page)
    expect(await drawnIn(page, 'h1')).toEqual(before)
    expect(await page.locator('h1').boundingBox()).toEqual(title)
    expect(await layoutShifts(page)).toEqual([])
    expectNoErrors(recorded)
    await recorded.close()
  })

  // An Android phone has Roboto and no Arial (issue 47): emulated by a page whose Arial face names
  // no font this machine has, so the stack's next face, Roboto scaled to Poppins, draws the text.
  test('draws a phone without Arial in Roboto matched to Poppins, within a few pixels of the Poppins layout, with no layout shift', async ({
    openPage,
    siteUrl: site,
  }) => {
    const inPoppins = await openPage(PHONE)
    await firstVisit(inPoppins.page, normal.url + '/about')
    expect((await drawnIn(inPoppins.page, 'main p'))[0]).toMatch(/^Poppins\b/)
    const poppinsLayout = await layoutOf(inPoppins.page)
    await inPoppins.close()

    const recorded = await openPage(PHONE)
    const { page } = recorded
    await page.route(FONT_FILES, (route) => route.abort())
    await page.route(site + '/about', async (route) => {
      const answer = await route.fetch()
      const html = (await answer.text()).replace(/local\((?:Arial|ArialMT|Liberation Sans|LiberationSans)\)/g, 'local(No-Such-Face)')
      await route.fulfill({ response: answer, body: html })
    })
    await firstVisit(page, site + '/about')
    expect((await drawnIn(page, 'h1'))[0]).toBe('Roboto')
    expect((await drawnIn(page, 'main p'))[0]).toBe('Roboto')
    const robotoLayout = await layoutOf(page)
    for (const [i, poppins] of poppinsLayout.entries()) {
      expect(robotoLayout[i]!.top, `${poppins.selector} top`).toBeCloseTo(poppins.top!, -1)
      // The footer starts where it did; its many short links may wrap one line apart, below the page.
      if (poppins.selector !== 'footer') expect(robotoLayout[i]!.height, `${poppins.selector} height`).toBeCloseTo(poppins.height!, -1)
    }
    expect(await layoutShifts(page)).toEqual([])
    expect(recorded.errors.filter((e) => !/woff2|Failed to load resource/.test(e))).toEqual([])
    await recorded.close()
  })
})
