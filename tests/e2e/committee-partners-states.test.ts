// /comite and /parceiros in every state the content can leave them in, on copies of the fictional
// fixture site (tests/fixtures/content/scenarios.ts) built here, at a phone's and a desktop's width:
// - some committees the current edition's and others still the earlier edition's (the fixture site as it is);
// - nothing published by the current edition: its "not announced yet" text, then the latest earlier
//   edition's lists under headings that name that edition;
// - nothing in any edition: that text alone, the page kept out of search engines and of sitemap.xml.
// The grids themselves (columns, photos, logos) are people-committee-partners.test.ts's.
import path from 'node:path'
import { fillTemplate, fillTimedText } from '../../src/components/edition-template'
import { textAt } from '../../src/components/timed'
import { loadContent, type Content } from '../../src/content/load-content'
import { startSite } from '../../src/server/start'
import { buildCopy, type ContentCopy } from '../fixtures/content/content-copy'
import { scenarioCopyOf } from '../fixtures/content/scenarios'
import { axeScan } from './support/axe'
import { expectNoErrors, type OpenPage } from './support/browser'
import { fixtureContent } from './support/fixture-site'
import { expect, test } from './support/fixtures'

/** A page's text about the current edition's empty list, as it reads now (it changes at the edition's end). */
const emptyText = (text: Parameters<typeof fillTimedText>[0], content: Content) =>
  textAt(fillTimedText(text, content.currentEdition.edition), Date.now())

interface Site {
  url: string
  content: Content
}

// Two builds make four states: each copy has one page falling back and the other with nothing at all.
const BUILDS = {
  committeesEarlier: ['edicao-atual-sem-comissoes', 'sem-parceiros'],
  partnersEarlier: ['sem-comissoes', 'edicao-atual-sem-parceiros'],
} as const

// Every test visits the build its beforeAll made once.
test.describe.configure({ mode: 'default' })

const copies: ContentCopy[] = []
const servers: { close: () => Promise<void> }[] = []
const sites: Partial<Record<keyof typeof BUILDS | 'fixture', Site>> = {}
test.beforeAll(async ({ fixtureUrl }) => {
  sites.fixture = { url: fixtureUrl, content: fixtureContent }
  for (const [name, scenarios] of Object.entries(BUILDS)) {
    const copy = await scenarioCopyOf([...scenarios])
    copies.push(copy)
    const build = buildCopy(copy)
    if (build.status !== 0) throw new Error(`build of the fixture site with ${scenarios.join(', ')} failed:\n${build.output}`)
    const server = await startSite({ port: 0, root: path.dirname(build.client) })
    servers.push(server)
    sites[name as keyof typeof BUILDS] = { url: server.url, content: loadContent(copy.root) }
  }
})
test.afterAll(async () => {
  for (const server of servers) await server.close()
  for (const copy of copies) copy.remove()
})

const editionName = (content: Content, year: string) => {
  const { edition } = content.editions[year]!
  return { title: edition.title, year: edition.year }
}

/** Each committee's heading, with its list's edition named once any list is an earlier edition's. */
function committeeHeadings(content: Content): string[] {
  const lists = content.committeeLists
  const named = Object.values(lists).some((list) => list && list.year !== content.currentEdition.year)
  const of = (name: string, year: string) =>
    named ? `${name} ${fillTemplate(content.pages.committee.ofEdition, content.editions[year]!.edition)}` : name
  const { roles } = content.site.ui
  return [
    ...(lists.organising ? [of(roles.organising, lists.organising.year)] : []),
    ...(lists.programme ? [of(roles.programmeCommittee, lists.programme.year)] : []),
    ...(lists.monitors ? [of(roles.monitor, lists.monitors.year)] : []),
    ...(lists.others?.items ?? []).map((other) => of(other.title, lists.others!.year)),
  ]
}

async function visit(openPage: OpenPage, site: Site, route: string, width: number, at?: number) {
  const recorded = await openPage({ viewport: { width, height: 900 } })
  if (at !== undefined) await recorded.page.clock.setFixedTime(at)
  const response = await recorded.page.goto(site.url + route)
  expect(response?.status()).toBe(200)
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
  return { recorded, page: recorded.page, listed: sitemap.includes(`<loc>${site.content.site.siteUrl}${route}</loc>`) }
}

async function expectIndexed(state: Awaited<ReturnType<typeof visit>>, indexed: boolean) {
  expect(await state.page.locator('meta[name="robots"][content="noindex"]').count()).toBe(indexed ? 0 : 1)
  expect(state.listed).toBe(indexed)
}

async function expectCleanAndClose(state: Awaited<ReturnType<typeof visit>>) {
  expect((await axeScan(state.page)).violations).toEqual([])
  expectNoErrors(state.recorded)
  await state.recorded.close()
}

for (const width of [390, 1366])
  test.describe(`at ${width} px`, () => {
    test(`/comite with some committees still the earlier edition's names the edition of each, with no "not announced" text`, async ({
      openPage,
    }) => {
      const site = sites.fixture!
      const { content } = site
      const years = new Set(Object.values(content.committeeLists).map((list) => list?.year))
      // The fixture as it is: its current edition has published some kinds of committee, not all.
      expect(years.has(content.currentEdition.year)).toBe(true)
      expect(years.size).toBeGreaterThan(1)
      const state = await visit(openPage, site, content.pages.committee.path, width)
      const headings = committeeHeadings(content)
      expect(await state.page.locator('main h2').allTextContents()).toEqual(headings)
      // Every heading names an edition, and both editions are named.
      const named = (year: string) => {
        const { title } = editionName(content, year)
        return headings.filter((heading) => heading.includes(`${title} (${year})`))
      }
      expect([...years].flatMap((year) => named(year!)).sort()).toEqual([...headings].sort())
      for (const year of years) expect(named(year!).length, year).toBeGreaterThan(0)
      expect(await state.page.locator('.programme-page__empty').count()).toBe(0)
      expect(await state.page.locator('.page-header__lead').count()).toBe(0)
      await expectIndexed(state, true)
      await expectCleanAndClose(state)
    })

    test("/comite while the current edition has published none: says so, then the earlier edition's committees, named", async ({
      openPage,
    }) => {
      const site = sites.committeesEarlier!
      const { content } = site
      const state = await visit(openPage, site, content.pages.committee.path, width)
      expect(await state.page.locator('h1').textContent()).toBe(
        fillTemplate(content.pages.committee.heading, content.currentEdition.edition),
      )
      expect(await state.page.locator('.programme-page__empty').filter({ visible: true }).textContent()).toBe(
        emptyText(content.pages.committee.empty, content),
      )
      const earlier = content.committeeLists.organising!.year
      expect(earlier < content.currentEdition.year).toBe(true)
      const { title, year } = editionName(content, earlier)
      const headings = await state.page.locator('main h2').allTextContents()
      expect(headings).toEqual(committeeHeadings(content))
      for (const heading of headings) expect(heading).toContain(`${title} (${year})`)
      const members = Object.values(content.committeeLists).reduce(
        (n, list) => n + (list?.items ?? []).reduce((m, item) => m + ('members' in item ? item.members.length : 1), 0),
        0,
      )
      expect(await state.page.locator('.committee__member').count()).toBe(members)
      await expectIndexed(state, true)
      await expectCleanAndClose(state)
    })

    test("/parceiros while the current edition has none: says so, then the earlier edition's partners under a heading naming it", async ({
      openPage,
    }) => {
      const site = sites.partnersEarlier!
      const { content } = site
      const shown = content.partnerList!
      expect(shown.year < content.currentEdition.year).toBe(true)
      const state = await visit(openPage, site, content.pages.partners.path, width)
      expect(await state.page.locator('.programme-page__empty').filter({ visible: true }).textContent()).toBe(
        emptyText(content.pages.partners.empty, content),
      )
      const heading = fillTemplate(content.pages.partners.earlierHeading, content.editions[shown.year]!.edition)
      const { title, year } = editionName(content, shown.year)
      expect(heading).toContain(`${title} (${year})`)
      expect(await state.page.locator('main h2').allTextContents()).toEqual([heading])
      expect(await state.page.locator('.partners').getAttribute('aria-label')).toBe(heading)
      expect(await state.page.locator('.partner').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-partner')))).toEqual(
        shown.items.map((partner) => partner.id),
      )
      await expectIndexed(state, true)
      await expectCleanAndClose(state)
    })

    for (const [route, key, build, lists] of [
      ['/comite', 'committee', 'partnersEarlier', 'main h2, .committee'],
      ['/parceiros', 'partners', 'committeesEarlier', 'main h2, .partners'],
    ] as const)
      test(`${route} with nothing in any edition: its text alone, out of search engines and of the sitemap`, async ({ openPage }) => {
        const site = sites[build]!
        const { content } = site
        const texts = content.pages[key]
        expect(texts.path).toBe(route)
        const state = await visit(openPage, site, texts.path, width)
        expect(await state.page.locator('.programme-page__empty').filter({ visible: true }).textContent()).toBe(
          emptyText(texts.empty, content),
        )
        expect(await state.page.locator(lists).count()).toBe(0)
        await expectIndexed(state, false)
        await expectCleanAndClose(state)
      })
  })

// Decision 0175: once the current edition is over, its list is no longer "not yet announced"; the
// earlier edition's list below keeps the heading that names it.
test.describe('once the current edition is over', () => {
  for (const [route, key, build] of [
    ['/comite', 'committee', 'committeesEarlier'],
    ['/parceiros', 'partners', 'partnersEarlier'],
  ] as const)
    test(`${route} says the current edition has no list here, and names the edition of the one it shows`, async ({ openPage }) => {
      const site = sites[build]!
      const { content } = site
      const { edition } = content.currentEdition
      const empty = fillTimedText(content.pages[key].empty, edition)
      const state = await visit(openPage, site, route, 390, Date.parse(edition.end) + 86_400_000)
      const shown = state.page.locator('.programme-page__empty').filter({ visible: true })
      expect(await shown.allTextContents()).toEqual([empty.after])
      expect(await state.page.locator('main').innerText()).not.toContain(empty.before)
      const headings = await state.page.locator('main h2').allTextContents()
      expect(headings.length).toBeGreaterThan(0)
      const earlier = key === 'committee' ? content.committeeLists.organising!.year : content.partnerList!.year
      const { title, year } = editionName(content, earlier)
      for (const heading of headings) expect(heading).toContain(`${title} (${year})`)
      await expectCleanAndClose(state)
    })
})
