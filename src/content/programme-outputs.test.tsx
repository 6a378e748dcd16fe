// @vitest-environment node
// A fact of a programme item, written once in schedule.yaml, reaches every output of the item: the
// programme, the activity page, the item's .ics and schedule.json. On a copy of the test fixture's
// content, with the fact added to the current edition's first item that shows an activity.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root.ts'
import { activityPageHtml, programmeHtml } from '../../tests/fixtures/content/programme-html.tsx'
import { itemCalendars } from '../publishing/calendar.ts'
import { scheduleJson } from '../publishing/schedule-json.ts'
import { loadContent, type Content } from './load-content.ts'
import { programmeItems } from './programme.ts'

const roots: string[] = []
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })))
const year = /currentEdition: "(\d{4})"/.exec(readFileSync(join(FIXTURE_ROOT, 'data/site.yaml'), 'utf8'))![1]!
const schedulePath = `data/editions/${year}/schedule.yaml`
const schedule = readFileSync(join(FIXTURE_ROOT, schedulePath), 'utf8')
const [line = '', indent = '', activityId = ''] = /^( +)activityId: ([\w-]+)\n/m.exec(schedule)!

/** What each output shows of that item. */
function outputs(content: Content) {
  const edition = content.editions[year]!
  const item = programmeItems(edition.programme).find((i) => i.activity?.id === activityId)!
  const ics = itemCalendars(content, edition, new Date(0)).get(item.id)!.replace(/\r\n /g, '')
  const events = scheduleJson(content, edition).schedule.conference.days.flatMap((d) => Object.values(d.rooms).flat()) as {
    slug: string
    links: unknown
    description: string | null
  }[]
  return {
    content,
    item,
    programme: programmeHtml(content, edition),
    activityPage: activityPageHtml(content, year, activityId),
    ics,
    scheduleEvent: events.find((e) => e.slug.endsWith(`-${item.id}`))!,
  }
}

/** Every output of that item, on a copy of the fixture's content with `fields` (YAML lines) added to it. */
function withFields(...fields: string[]) {
  const root = mkdtempSync(join(tmpdir(), 'sercomp-item-'))
  roots.push(root)
  cpSync(FIXTURE_ROOT, root, { recursive: true })
  writeFileSync(join(root, schedulePath), schedule.replace(line, `${line}${fields.map((field) => `${indent}${field}\n`).join('')}`))
  return outputs(loadContent(root))
}

describe("a programme item's livestream", () => {
  const URL = 'https://aovivo.example.org/sala-1'
  const { content, item, programme, activityPage, ics, scheduleEvent } = withFields(`livestream: ${URL}`)
  const label = content.site.ui.livestream
  const link = `<a href="${URL}">${label}</a>`

  it('is one link of the resolved item, labelled by the site', () => {
    expect(item.links).toEqual([{ label, url: URL }])
  })

  it('shows on the programme and on the activity page', () => {
    expect(programme).toContain(link)
    expect(activityPage).toContain(link)
  })

  it("is in the item's .ics and in schedule.json", () => {
    expect(ics).toContain(`${label}: ${URL}`)
    expect(scheduleEvent.links).toEqual([{ url: URL, title: label }])
  })
})

describe('a cancelled programme item', () => {
  const REASON = 'Motivo inventado do cancelamento.'
  const { content, item, programme, activityPage, ics, scheduleEvent } = withFields(`cancelled: "${REASON}"`)
  const { ui } = content.site
  const words = `${ui.cancelled}. ${ui.cancelledReason}: ${REASON}`
  // The item's card: from its <li> to the next item's.
  const start = programme.lastIndexOf('<li', programme.indexOf(`data-event="${item.id}"`))
  const card = programme.slice(start, programme.indexOf('<li class="card', start + 1))

  it('stays on the programme, said in words, with no star and no calendar file', () => {
    expect(item.cancelled).toEqual({ reason: REASON })
    expect(card).toContain('schedule__event--cancelled')
    expect(card).toContain(`<p class="schedule__cancelled">${words}</p>`)
    expect(card).not.toContain('data-star')
    expect(card).not.toContain('.ics')
  })

  it('says so on the activity page, which offers no star and no calendar file', () => {
    expect(activityPage).toContain(`<p class="item-page__cancelled">${words}</p>`)
    expect(activityPage).not.toContain('data-calendar')
    expect(activityPage).not.toContain('data-star')
  })

  it('is CANCELLED in its .ics and subtitled so in schedule.json', () => {
    expect(ics).toContain('STATUS:CANCELLED')
    expect((scheduleEvent as unknown as { subtitle: string }).subtitle).toBe(words)
  })
})
