// @vitest-environment node
// The interface texts are one dictionary (data/site.yaml `ui`) that the layout gives every page: a
// text edited there reaches what a page shows, with no component passing it on. On a copy of the
// fictional site, built as the prerender does (the page's +data.ts, +Layout and +Page).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext, PageContextServer } from 'vike/types'
import { afterAll, describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root.ts'
import { loadContent } from '../content/load-content.ts'
import Layout from '../pages/+Layout.tsx'
import PersonPage from '../pages/pessoa/+Page.tsx'
import personData from '../pages/pessoa/+data.ts'

const root = mkdtempSync(join(tmpdir(), 'sercomp-ui-'))
cpSync(FIXTURE_ROOT, root, { recursive: true })
const sitePath = join(root, 'data/site.yaml')
const original = loadContent(FIXTURE_ROOT).site.ui
const edited = { share: 'Passe adiante', menuOpen: 'Abrir o menu do congresso', mainMenu: 'Menu do congresso', photoOf: 'Retrato de' }
let site = readFileSync(sitePath, 'utf8')
for (const [key, text] of Object.entries(edited))
  site = site.replace(`\n  ${key}: "${original[key as keyof typeof edited]}"\n`, `\n  ${key}: "${text}"\n`)
writeFileSync(sitePath, site)

const previousRoot = process.env.SERCOMP_CONTENT_ROOT
process.env.SERCOMP_CONTENT_ROOT = root
afterAll(() => {
  if (previousRoot === undefined) delete process.env.SERCOMP_CONTENT_ROOT
  else process.env.SERCOMP_CONTENT_ROOT = previousRoot
  rmSync(root, { recursive: true, force: true })
})

describe('the interface texts', () => {
  it('an edited text in data/site.yaml reaches the page: header, photos and share block', () => {
    const content = loadContent(root)
    expect(content.site.ui).toMatchObject(edited)
    const id = Object.keys(content.people)[0]!
    const data = personData({ routeParams: { id } } as unknown as PageContextServer)
    const html = renderToStaticMarkup(
      <VikeReactProviderPageContext pageContext={{ data, urlPathname: `/pessoas/${id}` } as unknown as PageContext}>
        <Layout>
          <PersonPage />
        </Layout>
      </VikeReactProviderPageContext>,
    )
    expect(html).toContain(`>${edited.share}</h2>`)
    expect(html).toContain(`aria-label="${edited.mainMenu}"`)
    expect(html).toContain(`>${edited.menuOpen}</span>`)
    expect(html).toContain(`aria-label="${edited.photoOf} ${data.view.person.name}"`)
    expect(html).not.toContain(`>${original.share}</h2>`)
    expect(html).not.toContain(`"${original.menuOpen}"`)
    expect(html).not.toContain(`"${original.mainMenu}"`)
  })
})
