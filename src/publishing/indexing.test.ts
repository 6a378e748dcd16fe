// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root'
import { fixtureWithScenarios } from '../../tests/fixtures/content/scenario-content'
import { loadContent } from '../content/load-content'
import { isIndexable } from './indexing'

const content = loadContent(FIXTURE_ROOT)
const fixtureWith = fixtureWithScenarios()

describe('isIndexable', () => {
  it('keeps the live pages out', () => {
    for (const path of ['/busca/inscricao', '/pagamento/user/a/lote/b', '/market/user/a/pagamentos'])
      expect(isIndexable(content, path), path).toBe(false)
  })

  it('keeps out a static page with its title alone, or marked indexed: false, and no other', () => {
    const pages = Object.entries(content.pages.staticPages).map(([slug, page]) => ({ path: `/${slug}`, page: page! }))
    const titleOnly = pages.filter(({ page }) => !(page.blocks || page.sections || page.button || page.updated))
    const marked = pages.filter(({ page }) => page.indexed === false)
    // The fixture has both kinds, and pages of neither.
    expect(titleOnly.length).toBeGreaterThan(0)
    expect(marked.length).toBeGreaterThan(0)
    for (const { path } of [...titleOnly, ...marked]) expect(isIndexable(content, path), path).toBe(false)
    const rest = pages.filter((page) => !titleOnly.includes(page) && !marked.includes(page))
    expect(rest.length).toBeGreaterThan(0)
    for (const { path } of rest) expect(isIndexable(content, path), path).toBe(true)
  })

  it('indexes the other pages, and reads no static page from an inherited name', () => {
    for (const path of ['/', '/timeline', content.callPages[0]!.call.path, '/constructor'])
      expect(isIndexable(content, path), path).toBe(true)
  })

  it("indexes /comite and /parceiros while some edition has a list, the current one's or an earlier one's", async () => {
    const { committee, partners } = content.pages
    for (const shown of [content, await fixtureWith(['edicao-atual-sem-comissoes', 'edicao-atual-sem-parceiros'])]) {
      expect(isIndexable(shown, committee.path)).toBe(true)
      expect(isIndexable(shown, partners.path)).toBe(true)
    }
  })

  it('keeps /comite and /parceiros out when no edition has anything to list', async () => {
    const { committee, partners } = content.pages
    const empty = await fixtureWith(['sem-comissoes', 'sem-parceiros'])
    expect(isIndexable(empty, committee.path)).toBe(false)
    expect(isIndexable(empty, partners.path)).toBe(false)
  })
})
