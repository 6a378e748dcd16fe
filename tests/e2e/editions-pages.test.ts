// The archive pages (/<year>, decision 0091): an overview of each earlier edition read from the
// data, with in-page jump links; the full texts on the activity pages. Every expectation comes from
// the content, so any valid edition (thin ones included) passes.
import { fillTemplate } from '../../src/components/edition-template'
import { archivePath, archiveYears } from '../../src/content/edition-years'
import { loadContent, type Content } from '../../src/content/load-content'
import { archiveCallPath } from '../../src/content/calls'
import { callWindow, windowState } from '../../src/content/time'
import { datesText } from '../../src/format/date-time'
import { activityPath, personPath } from '../../src/publishing/item-paths'
import { formatWhen } from '../../src/features/calls/call-page-data'
import { expectNoErrors, type OpenPage } from './support/browser'
import { fixtureContent } from './support/fixture-site'
import { expect, test } from './support/fixtures'

const content = loadContent()
const texts = content.pages.pastEditions
const displayName = (id: string) => {
  const person = content.personById(id)
  return person.honorific ? `${person.honorific} ${person.name}` : person.name
}
const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

async function open(openPage: OpenPage, site: string, path: string, width: number, javaScriptEnabled = true, origin = site) {
  const recorded = await openPage({ viewport: { width, height: 900 }, javaScriptEnabled })
  await recorded.page.goto(origin + path)
  return recorded
}

/**
 * The archive of `year` links each of the edition's calls to its own page under the archive
 * (decision 0178), which shows the call with its dates, says it is an earlier edition's and offers
 * none of its forms.
 */
async function checkArchiveCalls(openPage: OpenPage, site: string, origin: string, from: Content, year: string) {
  const holder = from.editions[year]!
  const recorded = await open(openPage, site, archivePath(year), 390, true, origin)
  const { page } = recorded
  expect(await page.locator('[data-block="chamadas"]').count()).toBe(holder.calls.length > 0 ? 1 : 0)
  const links = page.locator('[data-block="chamadas"] a')
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
    holder.calls.map((call) => archiveCallPath(year, call.kind)),
  )
  for (const call of holder.calls) {
    const item = page.locator(`[data-call="${call.kind}"]`)
    expect(squash(await item.locator('a').textContent())).toBe(call.card.title)
    const days = call.dates.flatMap((date) => [date.date, date.endDate ?? date.date]).sort()
    if (days.length > 0) expect(squash(await item.textContent())).toContain(datesText(days[0]!, days.at(-1)!))
  }
  for (const call of holder.calls) {
    await page.goto(origin + archiveCallPath(year, call.kind))
    expect(await page.locator('h1').textContent()).toBe(fillTemplate(call.heading, holder.edition, call.dates))
    expect(squash(await page.locator('.call-page__earlier').textContent())).toBe(
      squash(fillTemplate(from.site.ui.earlierCall, holder.edition, call.dates)),
    )
    const dates = squash(await page.locator('.call-page__summary').textContent())
    for (const date of call.dates) {
      expect(dates).toContain(fillTemplate(date.label, holder.edition, call.dates))
      expect(dates).toContain(formatWhen(date))
    }
    const hrefs = await page.locator('main a.button').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    for (const link of call.links.filter((l) => l.form)) expect(hrefs).not.toContain(link.url)
  }
  expectNoErrors(recorded)
  await recorded.close()
}

for (const [path, year] of archiveYears(content).map((year) => [archivePath(year), year] as const))
  test.describe(`${path}`, () => {
    const holder = content.editions[year]!
    const edition = holder.edition
    const fill = (text: string) => fillTemplate(text, edition)
    const activities = holder.activities?.activities ?? []

    for (const width of [390, 1366])
      test(`at ${width} px shows the hero and jumps to each block from the in-page links`, async ({ openPage, siteUrl: site }) => {
        const recorded = await open(openPage, site, path, width)
        const { page } = recorded
        expect(await page.title()).toContain(fill(texts.title))
        expect(await page.locator('h1').textContent()).toBe(fill(texts.heroTitle))
        expect(await page.locator('.edition-page__theme').textContent()).toBe(edition.theme)
        expect(await page.locator('.edition-page__dates').textContent()).toContain(datesText(edition.startDate, edition.endDate))

        const jump = page.getByRole('navigation', { name: texts.jumpLabel })
        const targets = await jump.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
        const blocks = await page.locator('main section[data-block]').evaluateAll((sections) => sections.map((s) => `#${s.id}`))
        // One link per block, in the page's order, each naming its block's heading.
        expect(targets).toEqual(blocks)
        for (const target of targets) {
          const heading = squash(await page.locator(`${target} h2`).textContent())
          expect(squash(await jump.locator(`a[href="${target}"]`).textContent())).toBe(heading)
        }
        const last = targets.at(-1)
        if (last) {
          await jump.locator(`a[href="${last}"]`).click()
          await page.waitForFunction((hash) => location.hash === hash, last)
          const top = await page.locator(`${last} h2`).evaluate((h) => h.getBoundingClientRect().top)
          expect(top).toBeGreaterThanOrEqual(0)
          expect(top).toBeLessThan(900)
        }
        expectNoErrors(recorded)
        await recorded.close()
      })

    test('shows the numbers, the highlights and every course with its code, each linking to its activity page', async ({
      openPage,
      siteUrl: site,
    }) => {
      const recorded = await open(openPage, site, path, 1366, false)
      const { page } = recorded
      const numbers = squash(await page.locator('[data-block="numeros"]').innerText())
      const count = (kind: string) => activities.filter((a) => a.kind === kind).length
      for (const [kind, plural] of [
        ['palestra', texts.talksHeading],
        ['painel', texts.panelsHeading],
        ['mesa-redonda', texts.roundTableHeading],
        ['minicurso', texts.minicursosHeading],
        ['oficina', texts.oficinasHeading],
        ['workshop', texts.workshopsHeading],
      ] as const) {
        if (count(kind) > 1) expect(numbers).toContain(`${count(kind)} ${plural}`)
        if (count(kind) === 1) expect(numbers).toContain(`1 ${content.site.ui.activityKinds[kind]}`)
      }
      if (holder.programme.length > 1) expect(numbers).toContain(`${holder.programme.length} ${texts.numbers.days}`)

      for (const activity of activities) {
        const item = page.locator(`[data-activity="${activity.id}"]`)
        expect(await item.count(), activity.id).toBe(1)
        expect(await item.locator('a.edition-page__title').getAttribute('href')).toBe(activityPath(year, activity.id))
        expect(squash(await item.locator('a.edition-page__title').textContent())).toBe(
          activity.label ? `${activity.label}: ${activity.title}` : activity.title,
        )
        if (activity.code) expect(await item.locator('.edition-page__code').textContent()).toBe(activity.code)
        const names = await item.locator('.edition-page__details a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
        expect(names).toEqual([...activity.people.filter((p) => !activity.moderators.includes(p)), ...activity.moderators].map(personPath))
        const room = activity.when?.room
        if (room) expect(squash(await item.innerText())).toContain(room.name)
      }
      for (const [block, kind] of [
        ['minicursos', 'minicurso'],
        ['oficinas', 'oficina'],
        ['workshops', 'workshop'],
      ] as const) {
        expect(await page.locator(`[data-block="${block}"] [data-activity]`).count()).toBe(count(kind))
      }
      await recorded.close()
    })

    test('shows the programme by day: times, titles, people, rooms and the parallel courses', async ({ openPage, siteUrl: site }) => {
      const recorded = await open(openPage, site, path, 390, false)
      const { page } = recorded
      const block = page.locator('[data-block="programacao"]')
      expect(await block.count()).toBe(holder.programme.length > 0 ? 1 : 0)
      const days = block.locator('.edition-page__day')
      expect(await days.locator('h3').allTextContents()).toEqual(holder.programme.map((d) => `${d.label} · ${d.tabLabel}`))
      for (const [index, day] of holder.programme.entries()) {
        for (const item of day.items) {
          const shown = days.nth(index).locator(`[data-entry="${item.id}"]`)
          const text = squash(await shown.innerText())
          expect(text).toContain(`${item.start}–${item.end}`)
          expect(text).toContain(item.title)
          for (const person of item.people) expect(text).toContain(displayName(person))
          if (item.room) expect(text).toContain(item.room.name)
          if (item.activity)
            expect(await shown.locator('a.edition-page__title').getAttribute('href')).toBe(activityPath(year, item.activity.id))
          const parallel = await shown.locator('.edition-page__parallel a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
          expect(parallel).toEqual(item.parts.map((part) => activityPath(year, part.activity.id)))
        }
      }
      await recorded.close()
    })

    test('lists the organisers and the programme committee with links to their pages, and the edition links', async ({
      openPage,
      siteUrl: site,
    }) => {
      const recorded = await open(openPage, site, path, 1366, false)
      const { page } = recorded
      for (const [block, members] of [
        ['organizacao', holder.committees?.organising ?? []],
        ['comite-programa', holder.committees?.programme ?? []],
      ] as const) {
        const links = page.locator(`[data-block="${block}"] a`)
        expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(members.map((m) => personPath(m.person)))
      }
      // Its papers call's links but the form, closed since (decision 0172), and the edition's own.
      const papers = holder.calls.find((call) => call.kind === 'papers')
      const papersOpen = papers !== undefined && windowState(callWindow(papers), Date.now()) === 'open'
      const expectedLinks = [...(papers?.links.filter((l) => l.button && (!l.form || papersOpen)) ?? []), ...edition.links]
      const links = page.locator('[data-block="links"] a')
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(expectedLinks.map((l) => l.url))
      await recorded.close()
    })

    test("links each of its calls (if any) to the call's page under the archive, with its dates", async ({ openPage, siteUrl: site }) => {
      await checkArchiveCalls(openPage, site, site, content, year)
    })

    test("keeps each activity's full texts on its own page: the fields the content has and the people's bios", async ({
      openPage,
      siteUrl: site,
    }) => {
      const recorded = await open(openPage, site, path, 1366, false)
      const { page } = recorded
      const labels = texts.labels
      for (const activity of activities) {
        await page.goto(site + activityPath(year, activity.id))
        const sections = await page.locator('.item-page__section h2').allTextContents()
        const fields = [
          [labels.description, activity.description],
          [labels.objective, activity.objective],
          [labels.justification, activity.justification],
          [labels.prerequisites, activity.prerequisites],
          [labels.resources, activity.resources],
        ] as const
        for (const [label, value] of fields) expect(sections.includes(label), `${activity.id} ${label}`).toBe(value !== null)
        const bios = [...activity.people, ...activity.moderators.filter((m) => !activity.people.includes(m))]
          .map((id) => content.personById(id).bio)
          .filter((bio) => bio !== null)
        expect((await page.locator('.item-page__bio').allTextContents()).sort()).toEqual([...bios].sort())
      }
      await recorded.close()
    })
  })

test.describe("the fixture site's archives", () => {
  const withCalls = archiveYears(fixtureContent).filter((year) => fixtureContent.editions[year]!.calls.length > 0)
  test('have calls of their own', () => {
    expect(withCalls.length).toBeGreaterThan(0)
  })
  for (const year of withCalls)
    test(`/${year} links each of its calls to the call's page under the archive, with its dates`, async ({
      openPage,
      siteUrl: site,
      fixtureUrl,
    }) => {
      await checkArchiveCalls(openPage, site, fixtureUrl, fixtureContent, year)
    })
})

test.describe('archive pages come from the data', () => {
  test('exist for every edition before the current one and for no other year', async ({ siteUrl: site }) => {
    const years = Object.keys(content.editions)
    const unknown = String(Math.max(...years.map(Number)) + 1)
    for (const year of [...years, unknown, '1999']) {
      const response = await fetch(site + archivePath(year))
      expect(response.status, year).toBe(archiveYears(content).includes(year) ? 200 : 404)
    }
  })
})
