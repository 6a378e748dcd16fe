// @vitest-environment node
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { validateContent } from '../src/content/validate.ts'
import { datesText } from '../src/format/date-time.ts'
import { scaffoldEdition, toRoman } from './new-edition.ts'

const root = mkdtempSync(join(tmpdir(), 'sercomp-new-edition-'))
for (const dir of ['data', 'schemas', 'public']) if (existsSync(dir)) cpSync(dir, join(root, dir), { recursive: true })
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('new-edition', () => {
  // From whatever edition is current, to the year after it.
  const from = parse(readFileSync(join(root, 'data/site.yaml'), 'utf8')).currentEdition as string
  const year = String(Number(from) + 1)
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
    expect(result.todo.join('\n')).toContain(datesText(written.startDate, written.endDate))
  })

  it('empties the lists', () => {
    const activities = parse(readFileSync(join(root, `data/editions/${year}/activities.yaml`), 'utf8'))
    expect(activities.activities).toEqual([])
    expect(activities.categories.every((c: { activities: unknown[] }) => c.activities.length === 0)).toBe(true)
    expect(parse(readFileSync(join(root, `data/editions/${year}/partners.yaml`), 'utf8')).partners).toEqual([])
    expect(existsSync(join(root, `data/editions/${year}/schedule.yaml`))).toBe(false)
  })

  it('passes validation as it is and says what to fill in', () => {
    expect(validateContent(root).problems).toEqual([])
    expect(result.todo.some((t) => t.includes('theme'))).toBe(true)
    expect(result.todo.some((t) => t.includes('currentEdition'))).toBe(true)
  }, 60_000)

  it('never overwrites an existing edition', () => {
    expect(() => scaffoldEdition(root, year)).toThrow(/já existe/)
  })

  it('writes roman numerals', () => {
    expect([4, 8, 9, 14, 40].map(toRoman)).toEqual(['IV', 'VIII', 'IX', 'XIV', 'XL'])
  })
})
