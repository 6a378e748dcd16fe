// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ICAL from 'ical.js'
import { afterAll, describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../../tests/fixtures/content/fixture-root'
import { loadContent } from '../../content/load-content'
import { fillTemplate } from '../../components/edition-template'
import { deadlinesCalendar } from './deadlines-calendar'
import { archiveCallPath } from '../../content/calls'

const content = loadContent(FIXTURE_ROOT)
const stamp = new Date('2025-03-01T12:00:00Z')
const host = new URL(content.site.siteUrl).hostname

function events(ics: string) {
  // ICAL.parse throws on anything that is not RFC 5545.
  return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
}

const current = content.currentEdition
const parsed = events(deadlinesCalendar(content, current, stamp)!)
const uidOf = (kind: string, id: string) => `sercomp-${current.year}-prazo-${kind}-${id}@${host}`

describe('deadlines calendar', () => {
  it("has one event per date of the edition's own calls, with stable UIDs", () => {
    const own = current.calls.flatMap((call) => call.dates.map((date) => uidOf(call.kind, date.id)))
    expect(own.length).toBeGreaterThan(0)
    expect(parsed.map((event) => event.uid).sort()).toEqual([...own].sort())
    expect(deadlinesCalendar(content, current, new Date())).toContain(`UID:${parsed[0]!.uid}`)
  })

  it("leaves out a call whose page shows an earlier edition's, which stays in that edition's calendar", () => {
    // The fixture's ideathon page shows 2031's call; 2032 has none of its own.
    const borrowed = content.callPages.find((page) => page.year < current.year)!
    const kind = borrowed.call.kind
    expect(current.calls.some((call) => call.kind === kind)).toBe(false)
    expect(parsed.some((event) => event.uid.includes(`-prazo-${kind}-`))).toBe(false)
    const earlierEvents = events(deadlinesCalendar(content, content.editions[borrowed.year]!, stamp)!)
    const earlierEvent = earlierEvents.find((event) => event.uid.includes(`-prazo-${kind}-`))!
    // Its stable archive page (decision 0178), not /ideathon, which moves on to the next such call.
    expect(earlierEvent.component.getFirstPropertyValue('url')).toBe(`${content.site.siteUrl}${archiveCallPath(borrowed.year, kind)}`)
  })

  it('writes a date without times as a whole day, and a slot in UTC', () => {
    const papers = current.calls.find((call) => call.kind === 'papers')!
    const allDay = papers.dates.find((date) => date.start === null && date.end === null && date.endDate === null)!
    const event = parsed.find((e) => e.uid === uidOf('papers', allDay.id))!
    expect(event.startDate.isDate).toBe(true)
    expect(event.startDate.toString()).toBe(allDay.date)
    expect(event.endDate.toString()).toBe(new Date(Date.parse(`${allDay.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10))
    expect(event.location).toBeNull()
    expect(event.summary).toBe(
      `${fillTemplate(allDay.label, current.edition, papers.dates)} (${fillTemplate(papers.title, current.edition)})`,
    )
    expect(event.component.getFirstPropertyValue('url')).toBe(`${content.site.siteUrl}${papers.path}`)

    const call = current.calls.find((c) => c.dates.some((d) => d.start && d.end && d.room))!
    const slot = call.dates.find((d) => d.start && d.end && d.room)!
    const timed = parsed.find((e) => e.uid === uidOf(call.kind, slot.id))!
    expect(timed.startDate.isDate).toBe(false)
    expect(timed.startDate.toJSDate().toISOString()).toBe(new Date(`${slot.date}T${slot.start}:00-03:00`).toISOString())
    expect(timed.endDate.toJSDate().toISOString()).toBe(new Date(`${slot.endDate ?? slot.date}T${slot.end}:00-03:00`).toISOString())
    expect(timed.location).toContain(slot.room!.name)
  })

  describe('after an organiser moves a date', () => {
    const root = mkdtempSync(join(tmpdir(), 'sercomp-deadlines-'))
    afterAll(() => rmSync(root, { recursive: true, force: true }))
    cpSync(FIXTURE_ROOT, root, { recursive: true })
    const file = join(root, 'data', 'editions', current.year, 'calls', 'papers.yaml')
    const deadline = current.calls
      .find((call) => call.kind === 'papers')!
      .dates.find((date) => date.start === null && date.end === null && date.endDate === null)!
    const moved = new Date(Date.parse(`${deadline.date}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10)
    const text = readFileSync(file, 'utf8')
    const anchor = `id: ${deadline.id}`
    const at = text.indexOf(anchor)
    writeFileSync(file, text.slice(0, at) + text.slice(at).replace(`date: "${deadline.date}"`, `date: "${moved}"`))

    it('the calendar carries the new date under the same UID, and nothing else changes', () => {
      const edited = loadContent(root)
      const after = events(deadlinesCalendar(edited, edited.currentEdition, stamp)!)
      const event = after.find((e) => e.uid === uidOf('papers', deadline.id))!
      expect(event.startDate.toString()).toBe(moved)
      expect(after.map((e) => e.uid)).toEqual(parsed.map((e) => e.uid))
      const others = (list: typeof parsed) => list.filter((e) => e.uid !== event.uid).map((e) => e.startDate.toString())
      expect(others(after)).toEqual(others(parsed))
    })
  })
})
