// @vitest-environment node
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { validateContent } from '../src/content/validate.ts'
import { FIXTURE_ROOT } from '../tests/fixtures/content/fixture-root.ts'
import { datesText } from '../src/format/date-time.ts'
import { moveCallDate, scaffoldEdition, toRoman } from './new-edition.ts'

// On a copy of the small fictional site (decision 0095), never of data/.
const root = mkdtempSync(join(tmpdir(), 'sercomp-new-edition-'))
cpSync(join(FIXTURE_ROOT, 'data'), join(root, 'data'), { recursive: true })
afterAll(() => rmSync(root, { recursive: true, force: true }))

const schemas = join(import.meta.dirname, '..', 'schemas')
const filesOf = (y: string) =>
  readdirSync(join(root, 'data/editions', y), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml'))
    .sort()

describe('new-edition', () => {
  // From whatever edition is current, to the year after it.
  const from = parse(readFileSync(join(root, 'data/site.yaml'), 'utf8')).currentEdition as string
  const year = String(Number(from) + 1)
  // The current edition has announced the month of the next one (edition.yaml next).
  const currentFile = join(root, `data/editions/${from}/edition.yaml`)
  writeFileSync(currentFile, readFileSync(currentFile, 'utf8').replace(/^next: null$/m, `next: { month: "${year}-05" }`))
  const current = parse(readFileSync(join(root, `data/editions/${from}/edition.yaml`), 'utf8'))
  const result = scaffoldEdition(root, year)

  it('advances the number and moves the dates to the new year', () => {
    const written = parse(readFileSync(join(root, `data/editions/${year}/edition.yaml`), 'utf8'))
    expect(written.ordinal).toBe(current.ordinal + 1)
    expect(written.number).toBe(toRoman(current.ordinal + 1))
    expect(written.title).toBe(current.title.replace(current.number, written.number))
    expect(written.year).toBe(year)
    expect(written.startDate).toBe(`${year}${current.startDate.slice(4)}`)
    expect(written.start).toBe(`${year}${current.start.slice(4)}`)
    expect(written).not.toHaveProperty('datesText')
    // What the current edition said of the next one is not the new edition's own next.
    expect(current.next).toEqual({ month: `${year}-05` })
    expect(written.next).toBeNull()
    expect(result.todo.join('\n')).toContain(datesText(written.startDate, written.endDate))
  })

  it('empties the lists', () => {
    const activities = parse(readFileSync(join(root, `data/editions/${year}/activities.yaml`), 'utf8'))
    expect(activities.activities).toEqual([])
    expect(activities.categories.every((c: { activityIds: unknown[] }) => c.activityIds.length === 0)).toBe(true)
    expect(parse(readFileSync(join(root, `data/editions/${year}/partners.yaml`), 'utf8')).partners).toEqual([])
    expect(parse(readFileSync(join(root, `data/editions/${year}/schedule.yaml`), 'utf8'))).toEqual({ days: [] })
  })

  it('writes every file the current edition has, the calls included, with the dates in the new year', () => {
    expect(filesOf(year)).toEqual(filesOf(from))
    for (const file of filesOf(from).filter((f) => f.startsWith('calls/'))) {
      const old = parse(readFileSync(join(root, `data/editions/${from}/${file}`), 'utf8'))
      const call = parse(readFileSync(join(root, `data/editions/${year}/${file}`), 'utf8'))
      expect(call.sections).toEqual(old.sections)
      expect(call.dates.map((d: { id: string }) => d.id)).toEqual(old.dates.map((d: { id: string }) => d.id))
      // The new programme is empty, so no date may point at an item of it.
      for (const d of call.dates) {
        expect(d).not.toHaveProperty('item')
        expect(d.date.slice(0, 4)).toBe(year)
      }
    }
  })

  it('passes validation as it is and says what to fill in', () => {
    expect(validateContent(root, schemas).problems).toEqual([])
    expect(result.todo.some((t) => t.includes('theme'))).toBe(true)
    expect(result.todo.some((t) => t.includes('currentEdition'))).toBe(true)
  })

  it('still validates once currentEdition moves to it', () => {
    const site = join(root, 'data/site.yaml')
    const text = readFileSync(site, 'utf8')
    writeFileSync(site, text.replace(/^currentEdition: .*$/m, `currentEdition: "${year}"`))
    try {
      expect(validateContent(root, schemas).problems).toEqual([])
    } finally {
      writeFileSync(site, text)
    }
  })

  it('never overwrites an existing edition', () => {
    expect(() => scaffoldEdition(root, year)).toThrow(/já existe/)
  })

  it('writes a call date that names a programme item with the day, time and room the site shows for it', () => {
    const source = mkdtempSync(join(tmpdir(), 'sercomp-new-edition-item-'))
    writeFileSync(
      join(source, 'schedule.yaml'),
      'days:\n  - date: "2031-05-20"\n    events:\n      - {id: d2-mentoria, activityId: mentoria}\n      - {id: d2-cafe, title: Café, start: "10:00", end: "10:30", roomId: hall}\n',
    )
    writeFileSync(
      join(source, 'activities.yaml'),
      'activities:\n  - {id: mentoria, title: Mentoria, label: null, people: [], when: {date: "2031-05-20", start: "09:00", end: "10:00", roomId: lab}}\n',
    )
    const moved = (item: string) => moveCallDate({ id: 'x', label: 'X', item }, '2032', source)
    try {
      expect(moved('d2-mentoria')).toEqual({
        id: 'x',
        label: 'X',
        date: '2032-05-20',
        endDate: null,
        start: '09:00',
        end: '10:00',
        roomId: 'lab',
      })
      expect(moved('d2-cafe')).toMatchObject({ date: '2032-05-20', start: '10:00', end: '10:30', roomId: 'hall' })
      expect(moved('sumiu')).toMatchObject({ date: '2032-01-01', start: null, end: null, roomId: null })
    } finally {
      rmSync(source, { recursive: true, force: true })
    }
  })

  it('writes roman numerals', () => {
    expect([4, 8, 9, 14, 40].map(toRoman)).toEqual(['IV', 'VIII', 'IX', 'XIV', 'XL'])
  })
})
