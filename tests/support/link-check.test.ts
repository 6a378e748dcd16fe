// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkLinks, extractLinks } from './link-check'

const dir = mkdtempSync(join(tmpdir(), 'sercomp-links-'))
const put = (file: string, text: string) => {
  mkdirSync(dirname(join(dir, file)), { recursive: true })
  writeFileSync(join(dir, file), text)
}
put(
  'index.html',
  `<a href="/about#equipe">ok</a><a href="timeline">ok relative</a><img src="/img/a.png" srcset="/img/a.png 1x, /img/missing.png 2x">
<a href="/busca/inscricao/loja">live</a><a href="/about#nada">bad fragment</a><a href="/nowhere">bad</a>
<a href="https://other.org/x">external</a><a href="mailto:a@b.c">mail</a><meta property="og:image" content="https://example.org/og/2025.png">
<link rel="canonical" href="https://example.org/">`,
)
put('about/index.html', `<h2 id="equipe">Equipe</h2><a href="timeline">relative from /about</a>`)
put('timeline/index.html', '<p>ok</p>')
put('img/a.png', '')
put('busca/inscricao/index.html', '')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('link checker', () => {
  it('reports exactly the broken links and fragments', () => {
    const broken = checkLinks(dir, 'https://example.org')
    expect(broken.map((b) => `${b.file} ${b.link}`).sort()).toEqual([
      'index.html /about#nada',
      'index.html /img/missing.png',
      'index.html /nowhere',
      'index.html https://example.org/og/2025.png',
    ])
  })
  it('reads href, src, srcset and URL meta values', () => {
    expect(extractLinks('<a href="/a?x=1&amp;y=2">a</a><img srcset="/b.png 1x, /c.png 2x"><meta content="texto">')).toEqual([
      '/a?x=1&y=2',
      '/b.png',
      '/c.png',
    ])
  })
})
