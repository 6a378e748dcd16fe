import { describe, expect, it } from 'vitest'
import { confirmedCategories } from './activity-categories-data'
import { loadContent } from '../../content/load-content'
import { FIXTURE_ROOT } from '../../../tests/fixtures/content/fixture-root'

const fixture = loadContent(FIXTURE_ROOT).currentEdition.activities!
const base = fixture.activities[0]!
const activity = (id: string, kind: (typeof base)['kind']) => ({ ...base, id, kind })
const activities = [
  activity('mc1', 'minicurso'),
  activity('mc2', 'minicurso'),
  activity('p1', 'painel'),
  activity('t1', 'palestra'),
  activity('p2', 'painel'),
  activity('h1', 'hackathon'),
]
const edition = (categories: (typeof fixture)['categories'], defaultCategory: string | null = null) => ({
  activities,
  categories,
  defaultCategory,
})
const ids = (result: ReturnType<typeof confirmedCategories>) =>
  result.categories.map((category) => [category.id, category.activities.map((a) => a.id)])

describe('confirmedCategories', () => {
  it('lists each category with its activities in their order, then those of its kinds no category lists', () => {
    const result = confirmedCategories(
      edition([
        { id: 'manha', label: 'Manhã', activityIds: ['mc2', 'mc1'] },
        { id: 'plenarias', label: 'Plenárias', activityIds: ['t1'], kinds: ['painel', 'palestra'] },
      ]),
    )
    expect(ids(result)).toEqual([
      ['manha', ['mc2', 'mc1']],
      ['plenarias', ['t1', 'p1', 'p2']],
    ])
    expect(result.categories[1]!.label).toBe('Plenárias')
  })

  it('shows an activity once: a listed one never again by its kind, nor in a second category', () => {
    const result = confirmedCategories(
      edition([
        { id: 'a', label: 'A', activityIds: ['p1'], kinds: [] },
        { id: 'b', label: 'B', activityIds: ['p1', 'mc1'], kinds: ['painel'] },
        { id: 'c', label: 'C', activityIds: [], kinds: ['painel'] },
      ]),
    )
    expect(ids(result)).toEqual([
      ['a', ['p1']],
      ['b', ['mc1', 'p2']],
    ])
  })

  it('leaves out a category without activities; the default falls back to the first shown', () => {
    const result = confirmedCategories(
      edition(
        [
          { id: 'vazia', label: 'Vazia', activityIds: [] },
          { id: 'oficinas', label: 'Oficinas', activityIds: [], kinds: ['oficina'] },
          { id: 'paineis', label: 'Painéis', activityIds: [], kinds: ['painel'] },
          { id: 'manha', label: 'Manhã', activityIds: ['mc1'] },
        ],
        'vazia',
      ),
    )
    expect(result.categories.map((category) => category.id)).toEqual(['paineis', 'manha'])
    expect(result.defaultCategory).toBe('paineis')
    expect(confirmedCategories(edition([{ id: 'manha', label: 'Manhã', activityIds: ['mc1'] }], 'manha')).defaultCategory).toBe('manha')
  })

  it('has nothing to show for an edition without activities or categories', () => {
    expect(confirmedCategories(null)).toEqual({ categories: [], defaultCategory: null })
    expect(confirmedCategories(edition([], null))).toEqual({ categories: [], defaultCategory: null })
  })

  it("reads the fixture site's categories: the panels by their kind, after the listed ones", () => {
    const result = confirmedCategories(fixture)
    const panels = fixture.activities.filter((a) => a.kind === 'painel').map((a) => a.id)
    expect(result.categories.at(-1)!.activities.map((a) => a.id)).toEqual(panels)
    expect(result.defaultCategory).toBe(fixture.defaultCategory)
  })
})
