// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { staticPagePaths } from './built-pages'
import { robotsTxt, sitemapXml } from './sitemap'

const dir = mkdtempSync(join(tmpdir(), 'sercomp-pages-'))
for (const file of [
  'index.html',
  '404.html',
  'about/index.html',
  'timeline/index.html',
  'busca/inscricao/index.html',
  'pagamento/index.html',
  'market/user/index.html',
  'market/index.html',
  'assets/x.js',
  'index.pageContext.json',
]) {
  mkdirSync(dirname(join(dir, file)), { recursive: true })
  writeFileSync(join(dir, file), '')
}
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('sitemap', () => {
  it('lists the static pages, not the live shells nor 404', () => {
    expect(staticPagePaths(dir)).toEqual(['/', '/about', '/market', '/timeline'])
  })
  it('writes absolute, escaped locations', () => {
    const xml = sitemapXml('https://example.org', ['/', '/a&b'])
    expect(xml).toContain('<loc>https://example.org/</loc>')
    expect(xml).toContain('<loc>https://example.org/a&amp;b</loc>')
  })
  it('robots.txt points at the sitemap and keeps crawlers off the receipts', () => {
    const robots = robotsTxt('https://example.org')
    expect(robots).toContain('Sitemap: https://example.org/sitemap.xml')
    expect(robots).toContain('Disallow: /pagamento/')
    expect(robots).toContain('Disallow: /market/user/')
  })
})
