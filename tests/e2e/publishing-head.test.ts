// Link previews and search-engine data in the built pages' <head>.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadContent } from '../../src/content/load-content'
import { staticPagePaths } from '../../src/publishing/built-pages'
import { isIndexable } from '../../src/publishing/indexing'
import { expect, test } from './support/fixtures'

const client = join(process.env.SERCOMP_OUT_DIR ?? 'dist', 'client')
const content = loadContent()
const site = content.site.siteUrl
const html = (path: string) => readFileSync(join(client, path === '/' ? 'index.html' : `${path}/index.html`), 'utf8')
const meta = (doc: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(doc)?.[1]?.replace(/&amp;/g, '&') ?? null

test.describe('every static page', () => {
  for (const path of staticPagePaths(client)) {
    test(`${path} has canonical (or noindex, when it has nothing to show), Open Graph and Twitter tags`, () => {
      const doc = html(path)
      const indexed = isIndexable(content, path)
      if (indexed) expect(doc).toContain(`<link rel="canonical" href="${site}${path === '/' ? '/' : path}"`)
      else expect(doc).not.toContain('rel="canonical"')
      expect(/<title>[^<]+<\/title>/.test(doc)).toBe(true)
      expect(meta(doc, 'description')).toBeTruthy()
      expect(meta(doc, 'og:title')).toBeTruthy()
      // An edition's image, or an activity's or a person's own (item-pages.test.ts checks which).
      expect(meta(doc, 'og:image')).toMatch(new RegExp(`^${site}/og/(\\d{4}|atividades/\\d{4}/[^/]+|pessoas/[^/]+)\\.png$`))
      expect(meta(doc, 'twitter:card')).toBe('summary_large_image')
      expect(doc.includes('name="robots" content="noindex"')).toBe(!indexed)
    })
  }

  test('the earlier-edition pages preview their own edition', () => {
    for (const year of Object.keys(content.editions).filter((y) => y !== content.site.currentEdition)) {
      expect(meta(html(`/${year}`), 'og:image')).toBe(`${site}/og/${year}.png`)
    }
  })

  test('the live shells are kept out of search engines', () => {
    const doc = html('/busca/inscricao')
    expect(doc).toContain('name="robots" content="noindex"')
    expect(doc).not.toContain('rel="canonical"')
  })
})

test.describe('JSON-LD on the home page', () => {
  const doc = html('/')
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(doc)?.[1]
  const graph = JSON.parse(json ?? '{}')['@graph'] as any[]
  const event = graph.find((n) => n['@type'] === 'Event')

  test('describes the series and the current edition', () => {
    const { edition } = content.currentEdition
    expect(graph.some((n) => n['@type'] === 'EventSeries')).toBe(true)
    expect(event.startDate).toBe(edition.start)
    expect(event.startDate).toMatch(/-03:00$/)
    expect(event.endDate).toMatch(/-03:00$/)
    expect(event.location).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: edition.venue.city } })
    expect(event.organizer['@type']).toBe('Organization')
    expect(event.eventStatus).toBe('https://schema.org/EventScheduled')
    expect(event.offers.url).toBe(edition.registration.signInUrl)
    const programme = content.currentEdition.programme
    expect(event.subEvent).toHaveLength(programme.reduce((n, d) => n + d.items.length, 0))
    if (programme.length > 0) expect(event.subEvent[0].startDate).toBe(`${programme[0]!.date}T${programme[0]!.items[0]!.start}:00-03:00`)
  })
})
