// @vitest-environment node
// A programme item's livestream, written once in schedule.yaml, reaches every output of the item:
// the programme, the activity page, the item's .ics and schedule.json. On a copy of the test
// fixture's content, with the link added to the current edition's first item that shows an activity.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root.ts'
import { UiTextsContext } from '../components/ui-texts.ts'
import { ActivityPage } from '../features/item-pages/activity-page.tsx'
import { activityPageView, itemPageData } from '../features/item-pages/item-pages-data.ts'
import { scheduleView } from '../features/programme/programme-data.ts'
import { ScheduleTabs } from '../features/programme/schedule-tabs.tsx'
import { eventCalendars } from '../publishing/calendar.ts'
import { scheduleJson } from '../publishing/schedule-json.ts'
import { loadContent } from './load-content.ts'

const URL = 'https://aovivo.example.org/sala-1'
const root = mkdtempSync(join(tmpdir(), 'sercomp-links-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
cpSync(FIXTURE_ROOT, root, { recursive: true })
const year = /currentEdition: "(\d{4})"/.exec(readFileSync(join(root, 'data/site.yaml'), 'utf8'))![1]!
const schedulePath = join(root, `data/editions/${year}/schedule.yaml`)
const schedule = readFileSync(schedulePath, 'utf8')
const [line = '', indent = '', activityId = ''] = /^( +)activity: ([\w-]+)\n/m.exec(schedule)!
writeFileSync(schedulePath, schedule.replace(line, `${line}${indent}livestream: ${URL}\n`))

describe("a programme item's livestream", () => {
  const content = loadContent(root)
  const edition = content.editions[year]!
  const item = edition.programme.flatMap((d) => d.entries).find((e) => e.activity === activityId)!
  const label = content.site.ui.livestream
  const link = `<a href="${URL}">${label}</a>`

  it('is one link of the resolved item, labelled by the site', () => {
    expect(item.links).toEqual([{ label, url: URL }])
  })

  it('shows on the programme and on the activity page', () => {
    const days = scheduleView(content, edition)
    const withTexts = (node: React.ReactNode) => renderToStaticMarkup(<UiTextsContext value={content.site.ui}>{node}</UiTextsContext>)
    expect(withTexts(<ScheduleTabs idPrefix="p" days={days} label="Dias" />)).toContain(link)
    const page = itemPageData(content, { title: '', description: '' }, activityPageView(content, year, activityId)!)
    expect(withTexts(<ActivityPage view={page.view} url={page.url} labels={content.pages.pastEditions.labels} />)).toContain(link)
  })

  it("is in the item's .ics and in schedule.json", () => {
    const ics = eventCalendars(content, edition, new Date(0)).get(item.id)!.replace(/\r\n /g, '')
    expect(ics).toContain(`${label}: ${URL}`)
    const events = Object.values(scheduleJson(content, edition).schedule.conference.days).flatMap((d) => Object.values(d.rooms).flat()) as {
      slug: string
      links: unknown
    }[]
    expect(events.find((e) => e.slug.endsWith(`-${item.id}`))!.links).toEqual([{ url: URL, title: label }])
  })
})
