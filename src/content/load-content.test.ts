// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { clearContentCache, loadContent } from './load-content.ts'
import { ContentError } from './problem.ts'

import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root.ts'

describe('loadContent', () => {
  it('returns the content, typed, frozen and cached per root', () => {
    const content = loadContent(FIXTURE_ROOT)
    expect(content.currentEdition.year).toBe(content.site.currentEdition)
    expect(content.currentEdition).toBe(content.editions[content.site.currentEdition])
    expect(Object.keys(content.editions).sort()).toEqual(['2031', '2032'])
    expect(content.currentEdition.edition.year).toBe('2032')
    const someone = Object.values(content.people)[0]!
    expect(content.personById(someone.id)).toBe(someone)
    expect(() => content.personById('nobody-at-all')).toThrow('unknown person id')
    expect(Object.isFrozen(content)).toBe(true)
    expect(Object.isFrozen(content.currentEdition.schedule!.days[0]!.events[0])).toBe(true)
    expect(() => {
      ;(content.site as { name: string }).name = 'x'
    }).toThrow(TypeError)
    expect(loadContent(FIXTURE_ROOT)).toBe(content)
  })

  it('throws a ContentError carrying every problem, sorted by file and line', () => {
    const root = mkdtempSync(join(tmpdir(), 'sercomp-load-'))
    try {
      cpSync(join(FIXTURE_ROOT, 'data'), join(root, 'data'), { recursive: true })
      const people = join(root, 'data', 'people.yaml')
      writeFileSync(people, readFileSync(people, 'utf8').replace(/^(\s+)photo: null$/m, '$1photo: 42'))
      const site = join(root, 'data', 'site.yaml')
      writeFileSync(site, readFileSync(site, 'utf8').replace(/^currentEdition: .*$/m, 'currentEdition: "1999"'))
      clearContentCache()
      let error: unknown
      try {
        loadContent(root)
      } catch (e) {
        error = e
      }
      expect(error).toBeInstanceOf(ContentError)
      const problems = (error as ContentError).problems
      expect(problems.map((p) => `${p.file} ${p.pointer}`)).toEqual(['data/people.yaml /people/0/photo', 'data/site.yaml /currentEdition'])
      expect((error as Error).message).toContain('data/site.yaml:')
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
