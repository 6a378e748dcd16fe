// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { inlinePageCss, inlineStylesheets } from './inline-css'

const dir = mkdtempSync(join(tmpdir(), 'inline-css-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
mkdirSync(join(dir, 'assets', 'static'), { recursive: true })
// A rule for a class the markup does not have (added by a script later) must survive.
writeFileSync(join(dir, 'assets', 'static', 'a.css'), '.menu{display:none}.menu.is-open{display:block}')
writeFileSync(join(dir, 'assets', 'static', 'b.css'), '.unused-by-markup{color:red}')

const page = (links: string) =>
  `<!DOCTYPE html><html lang="pt-BR"><head>${links}<meta charset="UTF-8"><style data-emotion="css abc">.css-abc{margin:0}</style></head>` +
  '<body><nav class="menu">Menu</nav><script src="/assets/entries/p.js" type="module" async></script></body></html>'

describe('inlinePageCss', () => {
  it('puts every linked sheet, whole and in order, in one <style> after the charset', async () => {
    const out = await inlinePageCss(
      dir,
      page('<link rel="stylesheet" href="/assets/static/a.css"><link rel="stylesheet" type="text/css" href="/assets/static/b.css">'),
    )
    expect(out).not.toContain('<link')
    expect(out).toContain(
      '<head><meta charset="UTF-8"><style>.menu{display:none}.menu.is-open{display:block}.unused-by-markup{color:red}</style><style',
    )
    // emotion's tag from the prerender is untouched.
    expect(out).toContain('<style data-emotion="css abc">.css-abc{margin:0}</style>')
    expect(out).toContain('<html lang="pt-BR">')
    expect(out).toContain('<script src="/assets/entries/p.js" type="module" async></script>')
  })

  it('fails, naming the page and the sheet, when a linked file is not in the build', async () => {
    await expect(inlinePageCss(dir, page('<link rel="stylesheet" href="/assets/static/missing.css">'), 'about/index.html')).rejects.toThrow(
      /about\/index\.html.*missing\.css/,
    )
  })

  it("keeps the page's preloads: the typeface's (decision 0173) and the logo's", async () => {
    const fontPreload = '<link rel="preload" href="/assets/static/poppins-latin-400-normal.woff2" as="font" type="font/woff2" crossorigin>'
    const imagePreload = '<link rel="preload" as="image" imagesrcset="/images/logo.webp 1x">'
    const out = await inlinePageCss(dir, page(`${fontPreload}<link rel="stylesheet" href="/assets/static/a.css">${imagePreload}`))
    expect(out).toContain(fontPreload)
    expect(out).toContain(imagePreload)
  })

  it('leaves a file without a stylesheet byte for byte', async () => {
    const verification = 'google-site-verification: google1234.html'
    expect(await inlinePageCss(dir, verification)).toBe(verification)
  })
})

describe('inlineStylesheets', () => {
  it('rewrites every HTML file of the build folder', async () => {
    mkdirSync(join(dir, 'about'), { recursive: true })
    writeFileSync(join(dir, 'index.html'), page('<link rel="stylesheet" href="/assets/static/a.css">'))
    writeFileSync(join(dir, 'about', 'index.html'), page('<link rel="stylesheet" href="/assets/static/b.css">'))
    await inlineStylesheets(dir)
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('<style>.menu{display:none}')
    expect(readFileSync(join(dir, 'about', 'index.html'), 'utf8')).toContain('<style>.unused-by-markup{color:red}</style>')
  })
})
