// The design system's layout check (support/page-layout.ts, run on every page by a11y.test.ts) fails
// what it is there to fail: a page drawn by the system passes, and the same page with its text off
// the title's edge, a centred heading, text beyond the measure or a row of buttons wrapping does
// not. On the fixture site's pages (decision 0095), changed in the browser by one stylesheet each.
import { archivePath, archiveYears } from '../../src/content/edition-years'
import { inspectDesignSystem } from './support/design-system'
import { type OpenPage } from './support/browser'
import { fixtureContent } from './support/fixture-site'
import { expect, test } from './support/fixtures'

/** What the check finds on `path` at `width`, with `css` added to the page. */
async function offenders(openPage: OpenPage, fixtureUrl: string, path: string, width: number, css = '') {
  const recorded = await openPage({ viewport: { width, height: 900 } })
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

for (const width of [390, 1366])
  test.describe(`at ${width} px`, () => {
    test('passes the pages as the design system draws them', async ({ openPage, fixtureUrl }) => {
      expect(await offenders(openPage, fixtureUrl, textPage, width)).toEqual([])
      expect(await offenders(openPage, fixtureUrl, archive, width)).toEqual([])
    })

    test("fails a text page whose text does not start at the title's left edge", async ({ openPage, fixtureUrl }) => {
      // Centred under the title, as the text pages were, or pushed in.
      const centred = await offenders(
        openPage,
        fixtureUrl,
        textPage,
        width,
        '.reading-column { margin-inline: auto !important; max-width: 20rem !important }',
      )
      expect(centred.some((line) => line.startsWith('column:'))).toBe(true)
      expect(centred.some((line) => /^text <p> .*left edge/.test(line))).toBe(true)
      const pushed = await offenders(openPage, fixtureUrl, textPage, width, '.reading-column > * { margin-left: 2rem !important }')
      expect(pushed.some((line) => /^text <h2> .*left edge/.test(line))).toBe(true)
    })

    test('fails a centred section heading', async ({ openPage, fixtureUrl }) => {
      const found = await offenders(openPage, fixtureUrl, textPage, width, '.reading-column h2 { text-align: center !important }')
      expect(found.some((line) => /^text <h2> .*text-align center/.test(line))).toBe(true)
    })

    test('fails a row of buttons that wraps', async ({ openPage, fixtureUrl }) => {
      const found = await offenders(
        openPage,
        fixtureUrl,
        archive,
        width,
        '.button-row { flex-wrap: wrap !important; max-width: 20rem !important }',
      )
      expect(found.some((line) => /^button row .*wraps into \d+ rows/.test(line))).toBe(true)
    })
  })

test('fails running text beyond the measure', async ({ openPage, fixtureUrl }) => {
  const found = await offenders(openPage, fixtureUrl, textPage, 1366, '.reading-column { max-width: none !important }')
  expect(found.some((line) => /^text <p> .*\d+ characters a line/.test(line))).toBe(true)
})
