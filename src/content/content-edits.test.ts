// @vitest-environment node
// The content edits that must keep `npm test` green (issue 27), each done on a copy of the real
// content (tests/fixtures/content/scenarios.ts): the copy validates and loads with the edit in
// place. The browser tests run on such a copy too: the recipe is in docs/architecture.md.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runValidate } from '../../scripts/validate.ts'
import { SCENARIOS, scenarioCopy } from '../../tests/fixtures/content/scenarios.ts'
import { asHtml, programmeHtml } from '../../tests/fixtures/content/programme-html.tsx'
import { programmeItems } from './programme.ts'
import { activityPath } from '../publishing/item-paths.ts'
import { clearContentCache, loadContent, type Content } from './load-content.ts'

const roots: string[] = []
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})

/** The copy with the scenario applied, validated (as `npm run validate`) and loaded. */
async function edited(name: string): Promise<Content> {
  const root = mkdtempSync(join(tmpdir(), `sercomp-${name}-`))
  roots.push(root)
  await scenarioCopy(root, [name])
  const lines: string[] = []
  const { log, warn, error } = console
  console.log = (...args: unknown[]) => void lines.push(args.join(' '))
  console.warn = console.log
  console.error = console.log
  try {
    expect(await runValidate(root, false), lines.join('\n')).toBe(0)
  } finally {
    console.log = log
    console.warn = warn
    console.error = error
  }
  clearContentCache()
  return loadContent(root)
}

const partnersOf = (content: Content) => Object.values(content.editions).flatMap((e) => e.partners?.partners ?? [])

describe('content edits that keep the site right', () => {
  it('lists each edit the issue names', () => {
    expect(Object.keys(SCENARIOS).sort()).toEqual([
      'edicao-atual-sem-atividades',
      'edicao-atual-sem-comissoes',
      'edicao-atual-sem-parceiros',
      'edicao-sem-programacao',
      'fotos-e-logos',
      'minicurso-com-duas-pessoas',
      'parceiros-com-link-removidos',
      'parceiros-sem-link-removidos',
      'sem-comissoes',
      'sem-parceiros',
    ])
  })

  it('a photo for every person, a logo for every partner, the site and every edition', async () => {
    const content = await edited('fotos-e-logos')
    expect(Object.values(content.people).every((p) => p.photo)).toBe(true)
    expect(content.site.logo).toBeTruthy()
    for (const edition of Object.values(content.editions)) expect(edition.edition.logo, edition.year).toBeTruthy()
    expect(partnersOf(content).every((p) => p.logo)).toBe(true)
  })

  it('every partner removed', async () => {
    expect(partnersOf(await edited('sem-parceiros'))).toEqual([])
  })

  it("the current edition's partners not published yet: /parceiros falls back on an earlier edition's, if any", async () => {
    const content = await edited('edicao-atual-sem-parceiros')
    expect(content.currentEdition.partners?.partners ?? []).toEqual([])
    expect(content.partnerList?.year ?? null).not.toBe(content.currentEdition.year)
  })

  it('every committee removed, or only those of the current edition', async () => {
    const lists = (committees: Content['currentEdition']['committees']) => Object.values(committees ?? {}).flat()
    const none = await edited('sem-comissoes')
    for (const edition of Object.values(none.editions)) expect(lists(edition.committees), edition.year).toEqual([])
    expect(Object.values(none.committeeLists).every((list) => list === null)).toBe(true)
    const current = await edited('edicao-atual-sem-comissoes')
    expect(lists(current.currentEdition.committees)).toEqual([])
    for (const list of Object.values(current.committeeLists)) expect(list?.year ?? null).not.toBe(current.currentEdition.year)
  })

  it('only partners with a link, or only partners without one', async () => {
    expect(partnersOf(await edited('parceiros-sem-link-removidos')).every((p) => p.link)).toBe(true)
    expect(partnersOf(await edited('parceiros-com-link-removidos')).every((p) => !p.link)).toBe(true)
  })

  it('a second person in every minicourse of the current edition, shown in the programme', async () => {
    const content = await edited('minicurso-com-duas-pessoas')
    const courses = content.currentEdition.activities!.activities.filter((a) => a.kind === 'minicurso')
    for (const course of courses) expect(course.people.length, course.id).toBeGreaterThanOrEqual(2)
    const shown = programmeItems(content.currentEdition.programme).flatMap((item) => item.parts.map((part) => part.activity))
    // Each course's line on the programme: its link, then its people.
    const lines = programmeHtml(content).split('<li class="schedule__activity">')
    for (const course of shown.filter((a) => a.kind === 'minicurso')) {
      const line = lines.find((l) => l.startsWith(`<a href="${activityPath(content.currentEdition.year, course.id)}">`))
      expect(line, course.id).toContain(asHtml(content.personById(course.people.at(-1)!).name))
    }
  })

  it('the current edition without its activities and programme yet', async () => {
    const content = await edited('edicao-atual-sem-atividades')
    expect(content.currentEdition.activities?.activities).toEqual([])
    expect(content.currentEdition.activities?.categories.every((category) => category.activityIds.length === 0)).toBe(true)
    expect(content.currentEdition.programme).toEqual([])
  })

  it('the current edition without its schedule yet', async () => {
    const content = await edited('edicao-sem-programacao')
    expect(content.currentEdition.schedule ?? null).toBeNull()
    expect(content.currentEdition.programme).toEqual([])
  })
})
