// The design system's layout check (support/page-layout.ts, run on every page by a11y.test.ts) fails
// what it is there to fail: a page drawn by the system passes, and the same page with its text off
// the title's edge, a centred heading, text beyond the measure or a row of buttons wrapping does
// not. On the fixture site's pages (decision 0095), changed in the browser by one stylesheet each.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { archivePath, archiveYears } from '../../src/content/edition-years'
import { inspectDesignSystem } from './support/design-system'
import { launchBrowser, newPage } from './support/browser'
import { fixtureContent, fixtureUrl } from './support/fixture-site'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** What the check finds on `path` at `width`, with `css` added to the page. */
async function offenders(path: string, width: number, css = '') {
  const recorded = await newPage(browser, { viewport: { width, height: 900 } })
  const { page } = recorded
  await page.goto(fixtureUrl + path)
  if (css) await page.addStyleTag({ content: css })
  const found = await inspectDesignSystem(page, path === '/')
  await recorded.close()
  return found.offenders
}

// A text page (its sections under h2), and an archive page (its row of anchors, on a phone too many to fit).
const textPage = `/${Object.entries(fixtureContent.pages.staticPages).find(([, page]) => page?.sections?.length)![0]}`
const archive = archivePath(archiveYears(fixtureContent)[0]!)

describe.each([390, 1366])('at %i px', (width) => {
  it('passes the pages as the design system draws them', async () => {
    expect(await offenders(textPage, width)).toEqual([])
    expect(await offenders(archive, width)).toEqual([])
  })

  it("fails a text page whose text does not start at the title's left edge", async () => {
    // Centred under the title, as the text pages were, or pushed in.
    const centred = await offenders(textPage, width, '.reading-column { margin-inline: auto !important; max-width: 20rem !important }')
    expect(centred.some((line) => line.startsWith('column:'))).toBe(true)
    expect(centred.some((line) => /^text <p> .*left edge/.test(line))).toBe(true)
    const pushed = await offenders(textPage, width, '.reading-column > * { margin-left: 2rem !important }')
    expect(pushed.some((line) => /^text <h2> .*left edge/.test(line))).toBe(true)
  })

  it('fails a centred section heading', async () => {
    const found = await offenders(textPage, width, '.reading-column h2 { text-align: center !important }')
    expect(found.some((line) => /^text <h2> .*text-align center/.test(line))).toBe(true)
  })

  it('fails a row of buttons that wraps', async () => {
    const found = await offenders(archive, width, '.button-row { flex-wrap: wrap !important; max-width: 20rem !important }')
    expect(found.some((line) => /^button row .*wraps into \d+ rows/.test(line))).toBe(true)
  })
})

it('fails running text beyond the measure', async () => {
  const found = await offenders(textPage, 1366, '.reading-column { max-width: none !important }')
  expect(found.some((line) => /^text <p> .*\d+ characters a line/.test(line))).toBe(true)
})
