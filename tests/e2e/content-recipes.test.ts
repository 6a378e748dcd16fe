// The recipes of docs/content.md whose proof is a built site, each performed as an organiser would
// on a copy of the fictional fixture site (decision 0095), then built. In the browser tests' run:
// the fixture build of the global setup has filled the caches of previews and images these builds
// share. The recipes proved by validating and loading: src/content/recipes.test.ts.
import { archiveYears } from '../../src/content/edition-years'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parse } from 'yaml'
import { buildCopy, filesUnder, validateCopy, type ContentCopy } from '../fixtures/content/content-copy.ts'
import { FIXTURE_ROOT } from '../fixtures/content/fixture-root.ts'
import { checkLinks } from '../support/link-check.ts'
import { fillTemplate, fillTimedText } from '../../src/components/edition-template.ts'
import { textAt } from '../../src/components/timed.tsx'
import { addDays, datesText, dayTabLabel, formatDay } from '../../src/format/date-time.ts'
import { scaffoldEdition } from '../../scripts/new-edition.ts'
import type { Site } from '../../src/content/generated/site.ts'
import { clearContentCache, loadContent } from '../../src/content/load-content.ts'
import { startSite } from '../../src/server/start.ts'
import { checkPageState, type DesignCounts } from './support/page-checks.ts'
import { expect, test } from './support/fixtures'

/** As React writes a text into HTML. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!)

const ISO_DATE = /\b(\d{4}-\d{2}-\d{2})(?=[T"'\s]|$)/g

/** "Mudar as datas do evento": every ISO date in the current edition's folder moves by `days`. */
function moveEdition(c: ContentCopy, days: number): { year: string; before: Set<string> } {
  const year = (parse(c.read('data/site.yaml')) as Site).currentEdition
  const folder = `data/editions/${year}`
  const before = new Set<string>()
  for (const file of filesUnder(c.path(folder)).filter((f) => f.endsWith('.yaml'))) {
    const name = `${folder}/${file}`
    c.write(
      name,
      c.read(name).replace(ISO_DATE, (iso: string) => {
        before.add(iso)
        return addDays(iso, days)
      }),
    )
  }
  return { year, before }
}

/** Every way a page writes a day: 21/05/2025, its tab "Qua 21/05", and the edition's days in words. */
function dayTexts(dates: Iterable<string>, start: string, end: string): Set<string> {
  const texts = new Set([datesText(start, end)])
  const { weekdays } = loadContent(FIXTURE_ROOT).site.ui
  for (const iso of dates) {
    texts.add(formatDay(iso))
    texts.add(dayTabLabel(iso, weekdays))
  }
  return texts
}

test.describe('Mudar as datas do evento: only the dates move, and every page of the edition moves with them', () => {
  // One build: a move that takes some dates across a month's end and leaves others within their month.
  const days = 12
  test(`moves the current edition by ${days} days, dates within a month and across a month's end alike`, async ({ fixtureCopy }) => {
    const c = fixtureCopy()
    const original = loadContent(FIXTURE_ROOT)
    const { year, before } = moveEdition(c, days)
    const month = (iso: string) => iso.slice(0, 7)
    expect(
      [...before].some((iso) => month(addDays(iso, days)) !== month(iso)),
      'a date across a month',
    ).toBe(true)
    expect(
      [...before].some((iso) => month(addDays(iso, days)) === month(iso)),
      'a date within its month',
    ).toBe(true)
    expect((await validateCopy(c)).status).toBe(0)

    clearContentCache()
    const moved = loadContent(c.root)
    const edition = moved.editions[year]!.edition
    const old = original.editions[year]!.edition
    expect(edition.startDate).toBe(addDays(old.startDate, days))
    const after = new Set([...before].map((iso) => addDays(iso, days)))
    const newTexts = dayTexts(after, edition.startDate, edition.endDate)
    const oldTexts = [...dayTexts(before, old.startDate, old.endDate)].filter((t) => !newTexts.has(t))

    const build = buildCopy(c)
    expect(build.status, build.output).toBe(0)
    const pastPages = new Set(archiveYears(moved).map((y) => `${y}/index.html`))
    const html = filesUnder(build.client).filter((f) => f.endsWith('.html') && !pastPages.has(f))
    for (const file of html) {
      const text = readFileSync(join(build.client, file), 'utf8')
      for (const stale of oldTexts) expect(text.includes(stale), `${file} still shows ${stale}`).toBe(false)
    }
    const page = (file: string) => readFileSync(join(build.client, file), 'utf8')
    expect(page('index.html')).toContain(datesText(edition.startDate, edition.endDate))
    expect(page('about/index.html')).toContain(datesText(edition.startDate, edition.endDate))
    for (const day of moved.editions[year]!.programme) expect(page('timeline/index.html')).toContain(day.tabLabel)
    const ics = page(`agenda/${year}.ics`)
    expect(ics).toContain(`DTSTART:${edition.startDate.replace(/-/g, '')}`)
  })
})

test.describe('Publicar a próxima edição', () => {
  // One build: the rollover exactly as docs/content.md says, lists empty.
  test('scaffolds it with npm run new-edition; after currentEdition moves, the site builds, the old edition is an archive page and no internal link is broken', async ({
    fixtureCopy,
  }) => {
    const c = fixtureCopy()
    const current = (parse(c.read('data/site.yaml')) as Site).currentEdition
    const next = String(Number(current) + 1)
    const { edition } = scaffoldEdition(c.root, next)
    expect((await validateCopy(c)).status).toBe(0)
    c.edit('data/site.yaml', /^currentEdition: .*$/m, `currentEdition: "${next}"`)
    const validated = await validateCopy(c)
    expect(validated.status, validated.output).toBe(0)
    clearContentCache()
    const edited = loadContent(c.root)
    expect(edited.currentEdition.edition.title).toBe(edition.title)
    expect(datesText(edited.currentEdition.edition.startDate, edited.currentEdition.edition.endDate)).toMatch(new RegExp(`de ${next}$`))
    expect(archiveYears(edited)).toContain(current)

    const build = buildCopy(c)
    expect(build.status, build.output).toBe(0)
    expect(existsSync(join(build.client, `${current}/index.html`))).toBe(true)
    expect(checkLinks(build.client, edited.site.siteUrl)).toEqual([])
    // Its lists are still empty: the pages that show them say so (docs/content.md, step 4).
    const { timeline, committee, partners } = edited.pages
    for (const page of [timeline, committee, partners]) {
      const html = readFileSync(join(build.client, page.path, 'index.html'), 'utf8')
      // As it reads at the build's instant: "not yet" until the new edition's end.
      const empty = textAt(fillTimedText(page.empty, edited.currentEdition.edition), Date.now())
      expect(html, page.path).toContain(`<p class="programme-page__empty">${escapeHtml(empty!)}</p>`)
    }
    // Below it, the partners of the latest edition that has them, named as that edition's.
    const shown = edited.partnerList
    if (shown)
      expect(readFileSync(join(build.client, partners.path, 'index.html'), 'utf8')).toContain(
        escapeHtml(fillTemplate(partners.earlierHeading, edited.editions[shown.year]!.edition)),
      )
  })
})

test.describe('Publicar a próxima edição com as comissões e os parceiros de uma edição anterior', () => {
  // One build: the rollover with its lists filled, as organisers often start them, so the home page's
  // organisation carousel paginates; the home page then gets the checks of every page (a11y.test.ts).
  test('builds, and its home page passes axe, the design system and the first-paint checks at a phone and a desktop width', async ({
    fixtureCopy,
    openPage,
  }) => {
    const c = fixtureCopy()
    const current = (parse(c.read('data/site.yaml')) as Site).currentEdition
    const next = String(Number(current) + 1)
    scaffoldEdition(c.root, next)
    c.edit('data/site.yaml', /^currentEdition: .*$/m, `currentEdition: "${next}"`)
    for (const file of ['committees.yaml', 'partners.yaml'])
      c.write(`data/editions/${next}/${file}`, c.read(`data/editions/${current}/${file}`))
    const validated = await validateCopy(c)
    expect(validated.status, validated.output).toBe(0)
    clearContentCache()
    const edited = loadContent(c.root)
    expect(edited.currentEdition.year).toBe(next)
    // More organisers than a phone's one card and a desktop's two: the carousel has pages to turn.
    expect(edited.currentEdition.committees?.organising.length).toBeGreaterThan(2)

    const build = buildCopy(c)
    expect(build.status, build.output).toBe(0)
    const server = await startSite({ port: 0, root: dirname(build.client) })
    try {
      const counts: DesignCounts[] = []
      const home = { name: `/ (${next})`, path: '/', expectedStatuses: [], ready: async () => {} }
      expect(await checkPageState(openPage, server.url, home, (_viewport, found) => counts.push(found))).toEqual([])
      expect(counts).toHaveLength(2)
      for (const found of counts) expect(found.dots, 'pagination dots checked').toBeGreaterThan(1)
    } finally {
      await server.close()
    }
  })
})
