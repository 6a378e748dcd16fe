// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { referencePage } from './reference-page'
import { tagsOf } from './site-bytes'

const built = `<!DOCTYPE html><html lang="pt-BR"><head><style>.a{color:red}</style><meta charset="UTF-8" />
<title>Sobre - SERCOMP</title><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="stylesheet" href="/assets/a.css"><link rel="modulepreload" href="/assets/m.js"><link rel="icon" href="/favicon.png" />
<meta name="description" content="O congresso de computação do sertão." /><script type="application/ld+json">{"@type":"Event"}</script>
<style data-emotion="css x">.css-x{margin:0}</style></head><body><h1>Sobre</h1><script type="module" src="/assets/p.js"></script></body></html>`

describe('referencePage', () => {
  const html = referencePage(built)
  const tags = tagsOf(html)

  it('keeps the head tags of the built page but nothing that loads or styles', () => {
    expect(html).toContain('<html lang="pt-BR">')
    expect(html).toContain('<meta charset="UTF-8" />')
    expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">')
    expect(html).toContain('<title>Sobre - SERCOMP</title>')
    expect(html).toContain('<link rel="icon" href="/favicon.png" />')
    expect(tags.filter((t) => t.name === 'style' || t.name === 'script')).toEqual([])
    expect(tags.filter((t) => t.name === 'link').map((t) => t.attributes.rel)).toEqual(['icon'])
  })

  it('is plain text of about 2 KB with a heading', () => {
    expect(tags.filter((t) => t.name === 'h1')).toHaveLength(1)
    expect(html).toContain('O congresso de computação do sertão.')
    expect(Buffer.byteLength(html)).toBeGreaterThanOrEqual(2048)
    expect(Buffer.byteLength(html)).toBeLessThan(3000)
  })

  it('refuses a page without a head', () => {
    expect(() => referencePage('<p>sem cabeçalho</p>')).toThrow(/no <head>/)
  })
})
