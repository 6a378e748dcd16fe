// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root.ts'
import { fixtureWithScenarios } from '../../tests/fixtures/content/scenario-content.ts'
import { loadContent, type Content } from './load-content.ts'
import { shownList } from './shown-lists.ts'

const edition = (year: string, ...items: string[]) => ({ year, items })
const pick = (e: { items: string[] }) => e.items

describe('shownList', () => {
  it("takes the current edition's list once it has one, never an earlier or a later edition's", () => {
    const editions = [edition('2030', 'a'), edition('2032', 'c'), edition('2031', 'b'), edition('2033', 'd')]
    expect(shownList(editions, '2032', pick)).toEqual({ year: '2032', items: ['c'] })
  })

  it('while the current list is empty, takes the latest earlier edition that has one', () => {
    const editions = [edition('2031'), edition('2029', 'a'), edition('2030', 'b'), edition('2032'), edition('2033', 'd')]
    expect(shownList(editions, '2032', pick)).toEqual({ year: '2030', items: ['b'] })
  })

  it('is null when no edition up to the current one has the list', () => {
    expect(shownList([edition('2031'), edition('2032'), edition('2033', 'd')], '2032', pick)).toBeNull()
  })
})

// The loader on copies of the fictional site, as organisers would leave it before and after publishing.
describe('what /comite and /parceiros show, on the fixture site', () => {
  const fixtureWith = fixtureWithScenarios()
  const latestEarlier = (content: Content) =>
    Object.keys(content.editions)
      .filter((year) => year < content.currentEdition.year)
      .sort()
      .at(-1)!

  it("each kind of committee from the current edition when it has one, else from the latest earlier edition's", () => {
    const content = loadContent(FIXTURE_ROOT)
    const { year: current, committees } = content.currentEdition
    const earlier = latestEarlier(content)
    const fellBack: string[] = []
    for (const kind of ['organising', 'programme', 'monitors', 'others'] as const) {
      const own = committees![kind]
      if (own.length === 0) fellBack.push(kind)
      expect(content.committeeLists[kind], kind).toEqual(
        own.length > 0 ? { year: current, items: own } : { year: earlier, items: content.editions[earlier]!.committees![kind] },
      )
    }
    // The fixture's current edition has published some kinds and not others.
    expect(fellBack.length).toBeGreaterThan(0)
    expect(fellBack.length).toBeLessThan(4)
    expect(content.partnerList).toEqual({ year: current, items: content.currentEdition.partners!.partners })
  })

  it("falls back on the latest earlier edition's lists while the current edition has published none", async () => {
    const content = await fixtureWith(['edicao-atual-sem-comissoes', 'edicao-atual-sem-parceiros'])
    const earlier = latestEarlier(content)
    const { committees, partners } = content.editions[earlier]!
    expect(content.committeeLists).toEqual({
      organising: { year: earlier, items: committees!.organising },
      programme: { year: earlier, items: committees!.programme },
      monitors: { year: earlier, items: committees!.monitors },
      others: { year: earlier, items: committees!.others },
    })
    expect(content.partnerList).toEqual({ year: earlier, items: partners!.partners })
  })

  it('has nothing to show when no edition has a committee or a partner', async () => {
    const content = await fixtureWith(['sem-comissoes', 'sem-parceiros'])
    expect(content.committeeLists).toEqual({ organising: null, programme: null, monitors: null, others: null })
    expect(content.partnerList).toBeNull()
  })
})
