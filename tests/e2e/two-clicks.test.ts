// Every page a visitor may look for is within two clicks of the home page (issue 47), on the real
// build, at a phone's and a desktop's width: a crawl from / that counts what a visitor clicks. A link
// shown on the page is one click; one that a menu button (the phone's menu, a desktop submenu) must
// open first is two; a page reached that way is followed for one more click. The pages expected
// are read from the content.
import type { Page } from '@playwright/test'
import { loadContent } from '../../src/content/load-content'
import { archivePath, archiveYears } from '../../src/content/edition-years'
import { isIndexable } from '../../src/publishing/indexing'
import { venuePagePublished } from '../../src/features/venue/venue-page-data'
import { SHELLS } from '../../src/live/live-routes'
import { expect, test } from './support/fixtures'

const content = loadContent()
const { pages } = content

/** The pages a visitor may look for: every page of the site's own but the per-item ones (activities, people, receipts). */
const expected = [
  pages.calls.path,
  pages.timeline.path,
  pages.myAgenda.path,
  pages.confirmedActivities.path,
  pages.committee.path,
  pages.partners.path,
  pages.contact.path,
  ...(venuePagePublished(content) ? [pages.venue.path] : []),
  ...Object.keys(pages.staticPages)
    .map((slug) => `/${slug}`)
    .filter((path) => isIndexable(content, path)),
  SHELLS.search,
  // The current calls, and every earlier one at its archive's address: a call page that still shows
  // an earlier edition's call (decision 0114) keeps its address for old links, and the call is found
  // at its archive's.
  ...content.callPages.filter((page) => page.year === content.site.currentEdition).map((page) => page.path),
  ...archiveYears(content).map(archivePath),
  ...content.archiveCallPages.map((page) => page.path),
]

// After the current edition, the site's usual day (decision 0172): the home page's own links vary
// with the clock, the menu and the footer do not.
const usualDay = Date.parse(content.currentEdition.edition.end) + 86_400_000

/** The site's own pages the links shown on the page lead to, as paths. */
function shownLinks(site: string, page: Page): Promise<string[]> {
  return page.evaluate((origin) => {
    const paths = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => a.checkVisibility({ visibilityProperty: true }) && a.getBoundingClientRect().width > 0)
      .map((a) => new URL(a.href, location.href))
      .filter((url) => url.origin === origin)
      .map((url) => url.pathname.replace(/(.)\/$/, '$1'))
    return [...new Set(paths)]
  }, new URL(site).origin)
}

/** The links one click of a closed menu button of the site header shows, for each such button. */
async function behindMenus(site: string, page: Page): Promise<string[]> {
  const found = new Set<string>()
  const toggles = page.locator('body header button[aria-expanded="false"]')
  for (let index = 0; index < (await toggles.count()); index++) {
    const toggle = toggles.nth(index)
    if (!(await toggle.isVisible())) continue
    const before = new Set(await shownLinks(site, page))
    await toggle.click()
    for (const path of await shownLinks(site, page)) if (!before.has(path)) found.add(path)
    await toggle.click()
  }
  return [...found]
}

for (const [name, viewport, isMobile] of [
  ['phone', { width: 390, height: 844 }, true],
  ['desktop', { width: 1366, height: 768 }, false],
] as const)
  test.describe(`at a ${name} width`, () => {
    test('reaches every page a visitor may look for within two clicks of the home page', async ({ openPage, siteUrl: site }) => {
      const recorded = await openPage({ viewport, isMobile, hasTouch: isMobile })
      const { page } = recorded
      await page.clock.install({ time: usualDay })
      await page.goto(site + '/')
      const oneClick = await shownLinks(site, page)
      const clicks = new Map<string, number>([['/', 0]])
      for (const path of oneClick) clicks.set(path, 1)
      for (const path of await behindMenus(site, page)) if (!clicks.has(path)) clicks.set(path, 2)
      for (const path of oneClick) {
        if (path === '/') continue
        await page.goto(site + path)
        for (const next of await shownLinks(site, page)) if (!clicks.has(next)) clicks.set(next, 2)
      }
      expect(expected.length).toBeGreaterThan(10)
      expect(expected.filter((path) => !clicks.has(path))).toEqual([])
      await recorded.close()
    })
  })
