// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root'
import { loadContent } from '../content/load-content'
import { editionYearOf, headMeta } from './head-meta'

const content = loadContent(FIXTURE_ROOT)
const site = content.site.siteUrl
const page = (urlPathname: string, is404 = false) => headMeta(content, { urlPathname, is404, title: 'T', description: 'D' })

describe('head meta', () => {
  it('builds the canonical URL from siteUrl and the path', () => {
    expect(page('/').canonical).toBe(`${site}/`)
    expect(page('/timeline').canonical).toBe(`${site}/timeline`)
  })

  it('uses the page edition image on edition pages and the current one elsewhere', () => {
    expect(editionYearOf(content, '/2031')).toBe('2031')
    expect(editionYearOf(content, '/1999')).toBe(content.site.currentEdition)
    expect(page('/2031').image.url).toBe(`${site}/og/2031.png`)
    expect(page('/about').image.url).toBe(`${site}/og/${content.site.currentEdition}.png`)
  })

  it('keeps live shells and the not-found page out of the index', () => {
    for (const p of [page('/pagamento'), page('/busca/inscricao'), page('/market/user'), page('/qualquer', true)]) {
      expect(p.noindex).toBe(true)
      expect(p.canonical).toBeNull()
    }
  })

  it('asks search engines not to index a page with nothing to show, with no canonical URL', () => {
    const hidden = page('/technology-fair')
    expect(hidden.noindex).toBe(true)
    expect(hidden.canonical).toBeNull()
    expect(page('/about').noindex).toBe(false)
  })

  it('puts JSON-LD on the home page only', () => {
    expect(page('/').jsonLd).not.toBeNull()
    expect(page('/timeline').jsonLd).toBeNull()
  })
})
