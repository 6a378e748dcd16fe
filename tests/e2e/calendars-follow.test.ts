// Calendars that follow (decision 0181): two builds of a copy of the fixture site kept in a git
// repository of its own, a session moved between them. The moved session keeps its UID with a
// higher SEQUENCE, the cancelled one is CANCELLED, the others keep theirs, and every .ics reads.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ICAL from 'ical.js'
import { loadContent } from '../../src/content/load-content'
import { programmeItems } from '../../src/content/programme'
import { calendarUid } from '../../src/publishing/calendar'
import { editionCalendarPath, itemCalendarPath } from '../../src/publishing/export-paths'
import { buildCopy, copyContent, filesUnder, type ContentCopy } from '../fixtures/content/content-copy'
import { FIXTURE_ROOT } from '../fixtures/content/fixture-root'
import { expect, test } from './support/fixtures'

// Every test visits the build its beforeAll made once.
test.describe.configure({ mode: 'default' })

let copy: ContentCopy
const content = loadContent(FIXTURE_ROOT)
const { year } = content.currentEdition
const items = programmeItems(content.currentEdition.programme)
// The first item with its own times, moved by a quarter of an hour.
const moved = items.find((item) => !item.activity && item.parts.length === 0 && !item.cancelled)!
const schedule = `data/editions/${year}/schedule.yaml`

const git = (...args: string[]) => {
  const result = spawnSync('git', ['-C', copy.root, '-c', 'user.name=Teste', '-c', 'user.email=teste@example.org', ...args], {
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(result.stderr)
}

type Built = { whole: string; files: string[]; client: string }
function build(): Built {
  const result = buildCopy(copy)
  if (result.status !== 0) throw new Error(result.output)
  const agenda = join(result.client, 'agenda')
  return {
    client: result.client,
    whole: readFileSync(join(result.client, editionCalendarPath(year)), 'utf8'),
    files: filesUnder(agenda)
      .filter((file) => file.endsWith('.ics'))
      .map((file) => readFileSync(join(agenda, file), 'utf8')),
  }
}

const events = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
const byUid = (ics: string) => new Map(events(ics).map((event) => [event.uid, event]))
const uid = (id: string) => calendarUid(content.site.siteUrl, year, id)

let before: Built
let after: Built
test.beforeAll(() => {
  copy = copyContent(FIXTURE_ROOT)
  git('init', '-q')
  git('add', '-A')
  git('commit', '-qm', 'programação')
  before = build()
  const written = `title: "${moved.title}"\n        start: "${moved.start}"`
  copy.edit(schedule, written, written.replace(moved.start, `${moved.start.slice(0, 3)}45`))
  git('commit', '-qam', 'sessão mudou de horário')
  after = build()
})
test.afterAll(() => copy?.remove())

test.describe('the calendars of two builds, a session moved between them', () => {
  test('keep the moved session under its UID, at its new time, with a higher SEQUENCE', () => {
    const [was, is] = [byUid(before.whole).get(uid(moved.id))!, byUid(after.whole).get(uid(moved.id))!]
    expect(was.sequence).toBe(0)
    expect(is.sequence).toBeGreaterThan(was.sequence)
    expect(is.startDate.toJSDate().getTime() - was.startDate.toJSDate().getTime()).toBe((45 - Number(moved.start.slice(3))) * 60_000)
    const own = byUid(readFileSync(join(after.client, itemCalendarPath(year, moved.id)), 'utf8')).get(uid(moved.id))!
    expect(own.sequence).toBe(is.sequence)
  })

  test('keep every other session as it was: same UIDs, same SEQUENCE', () => {
    const [was, is] = [byUid(before.whole), byUid(after.whole)]
    expect([...is.keys()].sort()).toEqual([...was.keys()].sort())
    for (const [key, event] of is) if (key !== uid(moved.id)) expect(event.sequence, key).toBe(was.get(key)!.sequence)
  })

  test('publish the cancelled sessions as CANCELLED', () => {
    const cancelled = items.filter((item) => item.cancelled)
    expect(cancelled.length).toBeGreaterThan(0)
    for (const item of cancelled) expect(byUid(after.whole).get(uid(item.id))!.component.getFirstPropertyValue('status')).toBe('CANCELLED')
  })

  test('are every one read by a calendar library', () => {
    expect(after.files.length).toBeGreaterThan(items.length)
    for (const ics of after.files) expect(events(ics).length).toBeGreaterThan(0)
  })
})
