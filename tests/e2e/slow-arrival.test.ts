// A page that arrives slowly never moves (decision 0050): each static page and each URL form of the
// live pages at a phone and a desktop viewport, its HTML sent one TCP segment at a time with a pause
// after each, so that the parser runs out of input inside the header, the hero, the lists and the
// footer, as on a slow phone or a busy one, where Chromium may paint a half-parsed page. From the
// first frame until the page has settled and its scripts ran, no layout shift that CLS counts. A
// live page's other states (each demo registrant, a failure) arrive and paint as the first of their
// URL form does, their scripts starting once the whole page is in; how each settles after the API's
// answer is checked by a11y.test.ts, which checks every state on pages that arrive at once. Where the
// pieces end depends on the content, so every built page is also checked for what holds it whatever
// the content: the first paint waits for an empty element that comes after everything shown.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { atEachViewport, type OpenPage } from './support/browser'
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts'
import { firstStatePerUrlForm, liveStates, settle, staticStates, type PageState } from './support/page-states'
import { startSlowDelivery } from './support/slow-delivery'
import { clientDirOf, listPages } from '../../scripts/bench/site-bytes'
import { EXPECT_PAGE_END, PAGE_END_ID } from '../../src/layout/first-paint'
import { LIVE_ROUTES, liveRouteOf, SHELLS } from '../../src/live/live-routes'
import { expect, test } from './support/fixtures'

let slow: Awaited<ReturnType<typeof startSlowDelivery>>
test.beforeAll(async ({ siteUrl }) => {
  slow = await startSlowDelivery(siteUrl)
})
test.afterAll(async () => {
  await slow?.close()
})

const visit = (openPage: OpenPage, state: PageState) =>
  atEachViewport(openPage, state, async ({ page }, where) => {
    await recordLayoutShifts(page)
    await page.goto(slow.url + state.path, { waitUntil: 'load' })
    await state.ready(page)
    await settle(page)
    // The page did leave in pieces: else this would check nothing the a11y test does not.
    expect(slow.piecesSent.get(new URL(state.path, slow.url).pathname), `${where}: pieces of HTML sent`).toBeGreaterThan(4)
    return layoutShifts(page)
  })

test.describe('a page whose HTML arrives one segment at a time', () => {
  test.describe.configure({ mode: 'parallel' })

  const states = firstStatePerUrlForm([...staticStates(), ...liveStates()])

  test('covers every static page, each live route and each live shell', () => {
    const paths = states.map((s) => s.path)
    expect(paths).toEqual(expect.arrayContaining(staticStates().map((s) => s.path)))
    for (const route of LIVE_ROUTES)
      expect(
        paths.some((p) => liveRouteOf(p) === route),
        route.path,
      ).toBe(true)
    expect(paths).toEqual(expect.arrayContaining(Object.values(SHELLS)))
  })

  for (const state of states)
    test(`${state.name}: nothing moves, from the first frame until it has settled`, async ({ openPage }) => {
      expect(await visit(openPage, state)).toEqual([])
    })
})

test.describe('every built page', () => {
  const clientDir = clientDirOf()
  const pages = listPages(clientDir)

  test('finds the built pages', () => {
    expect(pages.length).toBeGreaterThan(5)
  })

  for (const { route, file } of pages)
    test(`${route} holds its first paint until everything shown is parsed`, () => {
      const html = readFileSync(join(clientDir, file), 'utf8')
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head).toContain(`<link rel="${EXPECT_PAGE_END.rel}" href="${EXPECT_PAGE_END.href}" blocking="${EXPECT_PAGE_END.blocking}">`)
      // The target, empty, and after it nothing that shows: closing tags, scripts, links (a live shell's
      // modulepreloads) and white space.
      const [, target, after] = html.match(new RegExp(`(<[^>]*\\bid="${PAGE_END_ID}"[^>]*>)([\\s\\S]*)</body>`)) ?? []
      expect(target, `${file}: the element with id ${PAGE_END_ID}`).toBeDefined()
      expect(
        after!
          .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
          .replace(/<link\b[^>]*>/g, '')
          .replace(/<\/\w+>/g, '')
          .trim(),
      ).toBe('')
    })
})
