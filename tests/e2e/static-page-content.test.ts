// A static page is content only (decision 0132): every key of staticPages in the fixture site, one
// of them (onde-ficar) named by no code at all, is built, reachable, indexed and in the sitemap unless
// it has nothing to show, with its head, valid HTML (Nu HTML Checker) and no axe violation; an address
// that is no key is the not-found page.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fillBlocks, fillTemplate } from '../../src/components/edition-template'
import { isIndexable } from '../../src/publishing/indexing'
import { axeScan } from './support/axe'
import { expectNoErrors } from './support/browser'
import { nuCheckerErrors } from './support/nu-checker'
import { fixtureContent as content } from './support/fixture-site'
import { expect, test } from './support/fixtures'

const edition = content.currentEdition.edition
const fill = (text: string) => fillTemplate(text, edition)
const pages = Object.entries(content.pages.staticPages).map(([slug, page]) => ({ path: `/${slug}`, page: page! }))

// Each page's HTML, saved by its visit for the Nu HTML Checker's run at the end.
let folder: string
test.beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'sercomp-static-pages-'))
})
test.afterAll(() => {
  rmSync(folder, { recursive: true, force: true })
})

test.describe('static pages from content', () => {
  // The checker's test reads what the visits saved.
  test.describe.configure({ mode: 'serial' })

  test('the fixture has a page with opening text, sections, links and a button that no code names', () => {
    expect(pages.some(({ page }) => page.blocks && page.sections && page.button && !page.notice)).toBe(true)
  })

  for (const { path, page } of pages) {
    test(`${path} is built with its head, its heading, sections and button, and no axe violation`, async ({
      openPage,
      fixtureUrl: site,
    }) => {
      const recorded = await openPage()
      const response = await recorded.page.goto(site + path)
      expect(response?.status()).toBe(200)
      const main = recorded.page.locator('main')
      expect((await main.locator('h1').innerText()).trim()).toBe(fill(page.heading))
      expect(await recorded.page.title()).toBe(fill(page.title))
      expect(await recorded.page.locator('meta[name="description"]').getAttribute('content')).toBe(fill(page.description))
      // A page with nothing to show is out of search engines: noindex, and no canonical URL.
      const indexed = isIndexable(content, path)
      const canonical = recorded.page.locator('link[rel="canonical"]')
      if (indexed) expect(await canonical.getAttribute('href')).toBe(new URL(path, content.site.siteUrl).href)
      else expect(await canonical.count()).toBe(0)
      expect(await recorded.page.locator('meta[name="robots"][content="noindex"]').count()).toBe(indexed ? 0 : 1)
      expect(await recorded.page.locator('meta[property="og:title"]').getAttribute('content')).toBe(fill(page.title))
      const text = (await main.innerText()).replace(/\s+/g, ' ')
      for (const paragraph of fillBlocks(page.blocks ?? [], edition)) if (typeof paragraph === 'string') expect(text).toContain(paragraph)
      const sections = page.sections ?? []
      expect(await main.locator('section > h2').allInnerTexts()).toEqual(sections.map((section) => fill(section.title)))
      for (const section of sections) expect(await main.locator(`section#${section.id}`).count()).toBe(1)
      for (const link of (page.sections ?? [])
        .flatMap((section) => section.blocks)
        .flatMap((block) => (typeof block === 'object' && 'links' in block ? block.links : []))) {
        const anchor = main.locator(`a[href="${link.url}"]`)
        expect(await anchor.getAttribute('target')).toBe('_blank')
        expect(await anchor.innerText()).toContain(link.label)
      }
      if (page.button)
        expect(await main.getByRole('link', { name: page.button.label, exact: true }).getAttribute('href')).toBe(page.button.href)
      expect((await axeScan(recorded.page)).violations).toEqual([])
      writeFileSync(join(folder, `${path.slice(1)}.html`), await response!.text())
      expectNoErrors(recorded)
      await recorded.close()
    })
  }

  test('lists in the sitemap the pages with something to show and not marked indexed: false, and only those', async ({
    fixtureUrl: site,
  }) => {
    const sitemap = await (await fetch(`${site}/sitemap.xml`)).text()
    for (const { path, page } of pages) {
      const listed = page.indexed !== false && Boolean(page.blocks || page.sections || page.button || page.updated)
      expect(isIndexable(content, path), path).toBe(listed)
      expect(sitemap.includes(`<loc>${new URL(path, content.site.siteUrl).href}</loc>`), path).toBe(listed)
    }
  })

  test('passes the Nu HTML Checker', async () => {
    const files = pages.map(({ path }) => join(folder, `${path.slice(1)}.html`))
    expect(await nuCheckerErrors(files)).toEqual([])
  })

  test('answers an address that is no key of staticPages with the not-found page', async ({ fixtureUrl: site }) => {
    for (const path of ['/pagina-que-ninguem-criou', '/constructor']) {
      const response = await fetch(site + path)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toContain(content.pages.notFound.message)
    }
  })
})
