// The congress's typeface without a layout shift (decision 0168): a browser's first page stays in
// the metric-matched fallback and fetches Poppins after its paint; the next page paints in Poppins
// from its first frame. A live page fetches no font on its own: its content comes after the API.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { shopUser } from '../../src/server/demo-fixtures'
import { TYPEFACE_CLASS, TYPEFACE_STORAGE_KEY } from '../../src/theme/typeface'
import { scriptsRan, twoFrames, VIEWPORTS } from './support/page-states'
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts'
import { expectNoErrors, launchBrowser, newPage } from './support/browser'

const site = inject('siteUrl')
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const { viewport, isMobile, hasTouch, deviceScaleFactor } = VIEWPORTS[0]
const PHONE = { viewport, isMobile, hasTouch, deviceScaleFactor }

// Before any script of the page: what <html> carries when the body is parsed, and every layout shift.
async function watch(page: Page) {
  await page.addInitScript((typefaceClass) => {
    const seen = { classAtParse: false }
    ;(window as unknown as { seen: typeof seen }).seen = seen
    document.addEventListener('DOMContentLoaded', () => (seen.classAtParse = document.documentElement.classList.contains(typefaceClass)))
  }, TYPEFACE_CLASS)
  await recordLayoutShifts(page)
}

async function typefaceOf(page: Page) {
  return page.evaluate(
    ([key]) => {
      const seen = (window as unknown as { seen: { classAtParse: boolean } }).seen
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]!.startTime
      const fonts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.name.endsWith('.woff2'))
      return {
        ...seen,
        noted: localStorage.getItem(key!),
        heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
        fontsStartedAfterPaint: fonts.map((r) => r.startTime >= fcp),
        poppinsReady: document.fonts.check('400 1em Poppins') && document.fonts.check('600 1em Poppins'),
      }
    },
    [TYPEFACE_STORAGE_KEY],
  )
}

/** Opens a static page as a browser's first, and waits until it has fetched the typeface for the next ones. */
async function openFirstPage(page: Page) {
  await page.goto(site + '/about')
  await scriptsRan(page)
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, TYPEFACE_STORAGE_KEY)
}

/** Opens the shop receipt of the demo API and waits for its orders. */
async function openLivePage(page: Page) {
  await page.goto(`${site}/market/user/${shopUser.userId}/pagamentos`)
  await page.getByTestId('order').first().waitFor()
  await scriptsRan(page)
  await twoFrames(page)
}

describe('the typeface', () => {
  it("keeps a browser's first page in the fallback, fetches Poppins after its paint, and paints the next page in it from the first frame; nothing moves", async () => {
    const recorded = await newPage(browser, PHONE)
    const { page } = recorded
    await watch(page)

    await openFirstPage(page)
    const firstShifts = await layoutShifts(page)
    const first = await typefaceOf(page)
    expect(first.classAtParse).toBe(false)
    expect(first.heading.split(',')[0]).toBe('"Poppins Fallback"')
    expect(first.fontsStartedAfterPaint).toEqual([true, true])
    expect(first.noted).toBe('1')
    expect(firstShifts).toEqual([])

    await page.goto(site + '/')
    await scriptsRan(page)
    const nextShifts = await layoutShifts(page)
    const next = await typefaceOf(page)
    expect(next.classAtParse).toBe(true)
    expect(next.heading.split(',')[0]).toBe('Poppins')
    expect(next.poppinsReady).toBe(true)
    expect(nextShifts).toEqual([])
    expectNoErrors(recorded)
    await recorded.close()
  })

  it('is not fetched by a live page, whose content is painted once the API has answered', async () => {
    const recorded = await newPage(browser, PHONE)
    const { page } = recorded
    await openLivePage(page)
    expect(recorded.requests.filter((r) => r.endsWith('.woff2'))).toEqual([])
    expect(await page.evaluate((key) => localStorage.getItem(key), TYPEFACE_STORAGE_KEY)).toBeNull()
    expect(await page.evaluate((name) => document.documentElement.classList.contains(name), TYPEFACE_CLASS)).toBe(false)
    expectNoErrors(recorded)
    await recorded.close()
  })

  it('is used by a live page from its first frame once an earlier page has fetched it', async () => {
    const recorded = await newPage(browser, PHONE)
    const { page } = recorded
    await watch(page)
    await openFirstPage(page)
    await openLivePage(page)
    const live = await typefaceOf(page)
    expect(live.classAtParse).toBe(true)
    expect(live.heading.split(',')[0]).toBe('Poppins')
    expect(await layoutShifts(page)).toEqual([])
    expectNoErrors(recorded)
    await recorded.close()
  })
})
