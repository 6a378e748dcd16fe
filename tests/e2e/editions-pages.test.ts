import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fillTemplate } from '../../src/components/edition-template'
import { archivePath, archiveYears } from '../../src/content/edition-years'
import { loadContent } from '../../src/content/load-content'
import { avatarName } from './support/avatar'
import { datesText } from '../../src/format/date-time'
import { expectNoErrors, launchBrowser, newPage } from './support/browser'

const site = inject('siteUrl')
const content = loadContent()
const texts = content.pages.pastEditions
const displayName = (id: string) => {
  const person = content.personById(id)
  return person.honorific ? `${person.honorific} ${person.name}` : person.name
}
const blockText = (blocks: readonly unknown[] | null) =>
  (blocks ?? [])
    .map((block) =>
      typeof block === 'string'
        ? block
        : 'list' in (block as object)
          ? (block as { list: string[] }).list.join(' ')
          : (block as { links: { label: string }[] }).links.map((l) => l.label).join(' '),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()
// Paragraphs sit side by side in textContent: compare texts without their white space.
const bare = (text: string | null) => (text ?? '').replace(/\s+/g, '')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function open(path: string, width: number, javaScriptEnabled = true) {
  const recorded = await newPage(browser, { viewport: { width, height: 900 }, javaScriptEnabled })
  await recorded.page.goto(site + path)
  if (javaScriptEnabled) await recorded.page.locator('[data-tabs][data-tabs-ready="true"]').waitFor({ state: 'attached' })
  return recorded
}

const blocks: [string, 'palestra' | 'painel' | 'mesa-redonda' | 'minicurso' | 'oficina' | 'workshop', keyof typeof texts][] = [
  ['palestras', 'palestra', 'talksHeading'],
  ['paineis', 'painel', 'panelsHeading'],
  ['mesa', 'mesa-redonda', 'roundTableHeading'],
  ['minicursos', 'minicurso', 'minicursosHeading'],
  ['oficinas', 'oficina', 'oficinasHeading'],
  ['workshops', 'workshop', 'workshopsHeading'],
]

describe.each(archiveYears(content).map((year) => [archivePath(year), year] as const))('%s', (path, year) => {
  const holder = content.editions[year]!
  const edition = holder.edition
  const fill = (text: string) => fillTemplate(text, edition)

  it.each([450, 800, 1300])('at %i px shows the hero, organisation and every activity block from the data', async (width) => {
    const recorded = await open(path, width)
    const { page } = recorded
    expect(await page.title()).toContain(fill(texts.title))
    expect(await page.locator('h1').textContent()).toBe(fill(texts.heroTitle))
    expect(await page.locator('.edition-page__theme').textContent()).toBe(edition.theme)
    expect(await page.locator('.edition-page__dates').textContent()).toContain(datesText(edition.startDate, edition.endDate))

    const organising = holder.committees?.organising ?? []
    if (organising.length > 0) {
      expect(await page.getByRole('heading', { name: fill(texts.organisationHeading) }).isVisible()).toBe(true)
      expect(await page.locator('.organisation__name').allTextContents()).toEqual(organising.map((m) => displayName(m.person)))
      expect(await page.locator('.organisation__role').allTextContents()).toEqual(organising.map((m) => m.role))
    }

    for (const [id, kind, headingKey] of blocks) {
      const items = (holder.activities?.activities ?? []).filter((a) => a.kind === kind)
      const block = page.locator(`[data-block="${id}"]`)
      expect(await block.count(), `${path} ${kind}`).toBe(items.length > 0 ? 1 : 0)
      if (items.length === 0) continue
      expect(await block.locator('h2').textContent()).toBe(texts[headingKey])
      const entries = block.locator('.course')
      expect(await entries.count()).toBe(items.length)
      for (const [i, activity] of items.entries()) {
        const entry = entries.nth(i)
        expect(await entry.locator('.course__title').textContent()).toBe(activity.title)
        if (activity.code) expect(await entry.locator('.course__code').textContent()).toBe(activity.code)
        const presenters = activity.people.filter((p) => !activity.moderators.includes(p))
        expect(await entry.locator('.course__person-name').allTextContents()).toEqual(presenters.map(displayName))
        expect(await entry.locator('.course__person .person-avatar').count()).toBe(presenters.length)
      }
    }
    expectNoErrors(recorded)
    await recorded.close()
  })

  it('shows objective, description, justification and prerequisites, the longer ones in an expandable detail', async () => {
    const recorded = await open(path, 1300)
    const { page } = recorded
    const courses = (holder.activities?.activities ?? []).filter((a) => a.kind !== 'hackathon')
    // One round trip per page: the entries as the DOM holds them (closed details keep their text).
    const seen = await page.locator('.course').evaluateAll((entries) =>
      Object.fromEntries(
        entries.map((entry) => {
          const detail = entry.querySelector('details')
          const objective = entry.querySelector(':scope > .course__field')
          return [
            entry.getAttribute('data-activity'),
            {
              objective: objective?.textContent ?? null,
              open: detail?.open ?? null,
              fields: detail ? [...detail.querySelectorAll('.course__field')].map((f) => f.textContent) : [],
            },
          ]
        }),
      ),
    )
    const labels = texts.labels
    for (const activity of courses) {
      const entry = seen[activity.id]!
      expect(entry.objective === null ? null : bare(entry.objective)).toBe(
        activity.objective ? bare(`${labels.objective}${blockText(activity.objective)}`) : null,
      )
      const hidden = [
        [labels.description, activity.description],
        [labels.justification, activity.justification],
        [labels.prerequisites, activity.prerequisites],
        [labels.resources, activity.resources],
      ] as const
      expect(entry.open).toBe(hidden.some(([, v]) => v) ? false : null)
      expect(entry.fields.map(bare)).toEqual(hidden.filter(([, v]) => v).map(([label, v]) => bare(`${label}${blockText(v)}`)))
    }
    // The expander itself: closed, opened by a click, closed again.
    const withDetail = courses.find((a) => a.description || a.justification || a.prerequisites || a.resources)
    if (withDetail) {
      const detail = page.locator(`.course[data-activity="${withDetail.id}"] details`)
      expect(await detail.locator('summary').innerText()).toBe(content.site.ui.readMore)
      expect(await detail.locator('.course__field').first().isVisible()).toBe(false)
      await detail.locator('summary').click()
      expect(await detail.locator('summary').innerText()).toBe(content.site.ui.readLess)
      expect(await detail.locator('.course__field').first().isVisible()).toBe(true)
      await detail.locator('summary').click()
      expect(await detail.locator('.course__field').first().isVisible()).toBe(false)
    }
    expectNoErrors(recorded)
    await recorded.close()
  })

  it('has the edition timeline as tabs, with participants and their photos', async () => {
    const recorded = await open(path, 600)
    const { page } = recorded
    const days = holder.programme
    const block = page.locator('[data-block="programacao"]')
    expect(await block.locator('h2').textContent()).toBe(texts.timelineHeading)
    const tabs = block.getByRole('tab')
    expect(await tabs.allTextContents()).toEqual(days.map((d) => d.tabLabel))
    for (const [index, day] of days.entries()) {
      await tabs.nth(index).click()
      const panel = block.locator('.schedule__day').nth(index)
      expect(await panel.isVisible()).toBe(true)
      expect(await panel.locator('.schedule__title').allTextContents()).toEqual(day.entries.map((e) => e.title))
      const people = day.entries.flatMap((e) => e.people)
      expect(await panel.locator('.schedule__person > a:last-child').allTextContents()).toEqual(people.map(displayName))
      const photos = panel.locator('.schedule__person .person-avatar')
      expect(await photos.count()).toBe(people.length)
      for (const [i, id] of people.entries()) {
        expect(await avatarName(photos.nth(i))).toBe(`${content.site.ui.photoOf} ${displayName(id)}`)
      }
      expect(await block.locator('.schedule__day:visible').count()).toBe(1)
    }
    expectNoErrors(recorded)
    await recorded.close()
  })

  it('has the paper section, the programme committee and the template links', async () => {
    const recorded = await open(path, 1300)
    const { page } = recorded
    const papers = holder.calls.papers
    const block = page.locator('[data-block="artigos"]')
    expect(await block.count()).toBe(papers ? 1 : 0)
    if (papers) {
      expect(await block.locator('h2').textContent()).toBe(texts.callsHeading)
      expect(await block.locator('summary').allTextContents()).toEqual(papers.sections.map((s) => fill(s.title)))
      const first = block.locator('details').first()
      expect(await first.locator('.call-section__body').isVisible()).toBe(false)
      await first.locator('summary').click()
      expect(await first.locator('.call-section__body').isVisible()).toBe(true)
      for (const date of papers.dates) expect(squash(await block.innerText())).toContain(date.label)
    }
    const committee = holder.committees?.programme ?? []
    const committeeBlock = page.locator('[data-block="comite-programa"]')
    expect(await committeeBlock.count()).toBe(committee.length > 0 ? 1 : 0)
    if (committee.length > 0) {
      expect(await committeeBlock.locator('h2').textContent()).toBe(texts.programmeCommitteeHeading)
      expect(await committeeBlock.locator('.committee__name').allTextContents()).toEqual(committee.map((m) => displayName(m.person)))
    }
    const expectedLinks = [...(papers?.links.filter((l) => l.button) ?? []), ...edition.links]
    const links = page.locator('[data-block="links"] a')
    expect(await links.count()).toBe(expectedLinks.length)
    for (const [i, link] of expectedLinks.entries()) {
      expect(await links.nth(i).getAttribute('href')).toBe(link.url)
      expect(await links.nth(i).getAttribute('target')).toBe('_blank')
      expect(squash(await links.nth(i).innerText())).toContain(link.label)
    }
    expectNoErrors(recorded)
    await recorded.close()
  })

  it('without JavaScript shows every day of the timeline and opens details natively', async () => {
    const recorded = await open(path, 450, false)
    const { page } = recorded
    const days = holder.programme
    expect(await page.locator('[data-block="programacao"] .schedule__day:visible').count()).toBe(days.length)
    const detail = page.locator('.course details').first()
    if ((await detail.count()) > 0) {
      await detail.locator('summary').click()
      expect(await detail.locator('.course__field').first().isVisible()).toBe(true)
    }
    await recorded.close()
  })
})

describe('archive pages come from the data', () => {
  it('exist for every edition before the current one and for no other year', async () => {
    const years = Object.keys(content.editions)
    const unknown = String(Math.max(...years.map(Number)) + 1)
    for (const year of [...years, unknown, '1999']) {
      const response = await fetch(site + archivePath(year))
      expect(response.status, year).toBe(archiveYears(content).includes(year) ? 200 : 404)
    }
  })
})
