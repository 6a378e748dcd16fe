// @vitest-environment node
import { v5 } from 'uuid'
import { describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root'
import { loadContent } from '../content/load-content'
import { scheduleJson } from './schedule-json'
import { c3vocValidator, scheduleValidator } from '../../tests/support/schedule-validator'

const content = loadContent(FIXTURE_ROOT)
const validate = scheduleValidator()
const upstream = c3vocValidator()

describe('schedule.json (frab/pretalx format)', () => {
  for (const year of Object.keys(content.editions).filter((y) => content.editions[y]!.schedule)) {
    it(`is valid against the frab/c3voc schema of the repository for ${year}`, () => {
      const ok = validate(scheduleJson(content, content.editions[year]!))
      expect(validate.errors ?? []).toEqual([])
      expect(ok).toBe(true)
    })
    it.runIf(upstream)(`is valid against ../shared's upstream c3voc schema for ${year}`, () => {
      const ok = upstream!(scheduleJson(content, content.editions[year]!))
      expect(upstream!.errors ?? []).toEqual([])
      expect(ok).toBe(true)
    })
  }

  it('the validator does reject a broken document', () => {
    const doc = structuredClone(scheduleJson(content, content.editions['2032']!)) as any
    const rooms = doc.schedule.conference.days[0].rooms
    rooms[Object.keys(rooms)[0]!][0].guid = 'not-a-uuid'
    expect(validate(doc)).toBe(false)
    const noDuration = structuredClone(scheduleJson(content, content.editions['2032']!)) as any
    delete Object.values<any[]>(noDuration.schedule.conference.days[0].rooms)[0]![0].duration
    expect(validate(noDuration)).toBe(false)
    expect(validate({ schedule: { version: 'x' } })).toBe(false)
  })

  it('dates the items with the -03:00 offset, unique guids and ids', () => {
    const doc = scheduleJson(content, content.editions['2032']!)
    const items = doc.schedule.conference.days.flatMap((d) => Object.values(d.rooms).flat()) as any[]
    const first = items.find((e) => e.slug === 'sercomp2032-d1-credenciamento')
    expect(first.date).toBe('2032-05-17T17:30:00-03:00')
    expect(first.duration).toBe('01:00')
    expect(new Set(items.map((e) => e.guid)).size).toBe(items.length)
    // Version-5 UUIDs of the item's address, the same at every build.
    expect(first.guid).toBe(v5(`${content.site.siteUrl}/2032/event/d1-credenciamento`, v5.URL))
    // Written out: apps keep favourites by guid, so a change of library or recipe must not move it.
    expect(first.guid).toBe('11955016-7e11-5b70-af59-b368185e809f')
    expect(scheduleJson(content, content.editions['2032']!)).toEqual(doc)
    expect(new Set(items.map((e) => e.id)).size).toBe(items.length)
    expect(doc.schedule.conference.daysCount).toBe(3)
  })

  it("changes its version when the content changes, led by the programme's version number", () => {
    const a = scheduleJson(content, content.editions['2032']!).schedule.version
    const b = scheduleJson(content, content.editions['2031']!).schedule.version
    expect(a).toMatch(/^1\.[0-9a-f]{12}$/)
    expect(a).not.toBe(b)
    expect(scheduleJson(content, content.editions['2032']!).schedule.version).toBe(a)
    expect(scheduleJson(content, content.editions['2032']!, 3).schedule.version).toBe(`3.${a.slice(2)}`)
  })
})
