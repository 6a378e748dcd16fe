// The exports that `npm run build` writes into the site: calendars, schedule.json, preview images,
// sitemap and robots.txt, checked in the built folder itself. The current edition's calendar is
// checked on the fixture site (decision 0095), whose current edition has a programme whatever the
// real one holds today.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ValidateFunction } from 'ajv'
import ICAL from 'ical.js'
import sharp from 'sharp'
import { listFiles, pagePathOf } from '../../src/publishing/built-pages'
import { isIndexable } from '../../src/publishing/indexing'
import { loadContent } from '../../src/content/load-content'
import { deadlinesCalendarPath } from '../../src/publishing/export-paths'
import { c3vocValidator, scheduleValidator } from '../support/schedule-validator'
import { fixtureClient, fixtureContent } from './support/fixture-site'
import { expect, test } from './support/fixtures'

const client = join(process.env.SERCOMP_OUT_DIR ?? 'dist', 'client')
const content = loadContent()
const read = (path: string) => readFileSync(join(client, path), 'utf8')
const withSchedule = Object.values(content.editions).filter((e) => e.schedule)

function vevents(ics: string) {
  return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
}

test.describe('iCalendar files', () => {
  test("the current edition's file has the programme in UTC instants", () => {
    const { year, programme } = fixtureContent.currentEdition
    const events = vevents(readFileSync(join(fixtureClient, `agenda/${year}.ics`), 'utf8'))
    const firstDay = programme[0]!
    const item = firstDay.items[0]!
    const first = events.find((e) => e.uid.startsWith(`sercomp-${year}-${item.id}@`))!
    expect(first.startDate.zone?.tzid).toBe('UTC')
    expect(first.startDate.toJSDate().toISOString()).toBe(new Date(`${firstDay.date}T${item.start}:00-03:00`).toISOString())
    expect(first.endDate.toJSDate().toISOString()).toBe(new Date(`${firstDay.date}T${item.end}:00-03:00`).toISOString())
    expect(first.component.getFirstPropertyValue('dtstamp')).toBeTruthy()
    expect(events).toHaveLength(programme.reduce((n, d) => n + d.items.length, 0))
  })

  test('every programme item of every edition has its own file', () => {
    for (const edition of withSchedule) {
      for (const day of edition.programme) {
        for (const item of day.items) {
          const [parsed] = vevents(read(`agenda/${edition.year}/${item.id}.ics`))
          expect(parsed!.summary).toBe(item.title)
          expect(parsed!.startDate.toJSDate().getTime()).toBe(Date.parse(`${day.date}T${item.start}:00-03:00`))
        }
      }
    }
  })

  test('is served as text/calendar', async ({ fixtureUrl }) => {
    const { year, programme } = fixtureContent.currentEdition
    const response = await fetch(`${fixtureUrl}/agenda/${year}/${programme[0]!.items[0]!.id}.ics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/)
  })
})

test.describe("the calls' deadlines calendar", () => {
  const { year, calls } = content.currentEdition
  const path = deadlinesCalendarPath(year)

  test("is linked from each call page of the edition, served as text/calendar, with every date of the edition's own calls", async ({
    siteUrl,
  }) => {
    const pages = content.callPages.filter((page) => page.year === year && page.call.dates.length > 0)
    expect(pages.length).toBeGreaterThan(0)
    for (const { call } of pages) {
      const html = await (await fetch(`${siteUrl}${call.path}`)).text()
      expect(html, call.path).toContain(`href="${path}"`)
    }
    const response = await fetch(`${siteUrl}${path}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/)
    const events = vevents(await response.text())
    expect(events).toHaveLength(calls.reduce((n, call) => n + call.dates.length, 0))
  })
})

test.describe('schedule.json', () => {
  // The repository's schema of the format always; the upstream c3voc schema too when ../shared has it.
  const validators: [string, ValidateFunction][] = [['schemas/formats/frab-schedule.schema.json', scheduleValidator()]]
  const upstream = c3vocValidator()
  if (upstream) validators.push(['../shared/external/c3voc-schedule/schema.json', upstream])
  for (const edition of withSchedule) {
    for (const [name, validate] of validators) {
      test(`${edition.year} is valid against ${name}`, () => {
        const ok = validate(JSON.parse(read(`agenda/${edition.year}.schedule.json`)))
        expect(validate.errors ?? []).toEqual([])
        expect(ok).toBe(true)
      })
    }
  }
})

test.describe('preview images', () => {
  test('one 1200x630 PNG per edition', async () => {
    for (const year of Object.keys(content.editions)) {
      expect(await sharp(join(client, `og/${year}.png`)).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 })
    }
  })
})

test.describe('sitemap and robots', () => {
  const sitemap = read('sitemap.xml')
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)

  test('lists the static pages and nothing live', () => {
    const site = content.site.siteUrl
    expect(locs).toContain(`${site}/`)
    expect(locs).toContain(`${site}/timeline`)
    expect(locs.filter((l) => /\/(busca|pagamento|market\/user)\b/.test(l) || l.endsWith('404'))).toEqual([])
    for (const loc of locs) {
      const path = loc.slice(site.length)
      expect(existsSync(join(client, path === '/' ? 'index.html' : `${path}/index.html`)), loc).toBe(true)
    }
  })

  test('leaves the placeholder and closed-notice pages out, though they are still built', () => {
    const site = content.site.siteUrl
    const unlisted = Object.keys(content.pages.staticPages)
      .map((slug) => `/${slug}`)
      .filter((path) => !isIndexable(content, path))
    expect(unlisted.length).toBeGreaterThan(0)
    for (const path of unlisted) {
      expect(locs, path).not.toContain(`${site}${path}`)
      expect(existsSync(join(client, `${path}/index.html`)), path).toBe(true)
    }
    // Nor does any page link to them: no menu, footer or card.
    const linking = listFiles(client)
      .filter((file) => file.endsWith('.html'))
      .filter((file) => unlisted.some((path) => read(file).includes(`href="${path}"`)))
    expect(linking).toEqual([])
  })

  // One rule decides both (publishing/indexing.ts): checked on the built files of the real site and
  // of the fictional one, which has a page of each kind that leaves the search engines.
  for (const [_, dir, shown] of [
    ['the real site', client, content],
    ['the fixture site', fixtureClient, fixtureContent],
  ] as const)
    test(`${_}: every page marked noindex is out of sitemap.xml, every page in it is indexable`, () => {
      const site = shown.site.siteUrl
      const listed = [...readFileSync(join(dir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
        m[1]!.slice(site.length),
      )
      const built = listFiles(dir)
        .map((file) => ({ file, path: pagePathOf(file) }))
        .filter((page): page is { file: string; path: string } => page.path !== null)
      const noindex = built.filter(({ file }) => readFileSync(join(dir, file), 'utf8').includes('<meta name="robots" content="noindex">'))
      expect(noindex.length).toBeGreaterThan(0)
      for (const { path } of noindex) {
        expect(listed, path).not.toContain(path)
        expect(isIndexable(shown, path), path).toBe(false)
      }
      expect(listed.length).toBeGreaterThan(0)
      for (const path of listed) {
        const page = built.find((p) => p.path === path)
        expect(page, path).toBeDefined()
        const doc = readFileSync(join(dir, page!.file), 'utf8')
        expect(doc, path).not.toContain('name="robots"')
        expect(doc, path).toContain(`<link rel="canonical" href="${site}${path}">`)
      }
      expect(listed.length + noindex.length).toBe(built.length)
    })

  test('robots.txt points at the sitemap', () => {
    expect(read('robots.txt')).toContain(`Sitemap: ${content.site.siteUrl}/sitemap.xml`)
  })
})
