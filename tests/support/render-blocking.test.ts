// @vitest-environment node
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { headGzipSize, loadedBeforePaint, renderBlockingOf } from './render-blocking'

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html><head><meta charset="utf-8">${head}</head><body><h1>Oi</h1>${body}</body></html>`

describe('renderBlockingOf', () => {
  it('passes a page whose styles are inline and whose scripts are modules, async or deferred', () => {
    const html = page(
      '<style>h1{color:red}</style><link rel="modulepreload" href="/a.js"><link rel="preload" as="style" href="/x.css"><link rel="icon" href="/f.png"><link rel="stylesheet" href="/print.css" media="print">',
      '<script type="module" src="/a.js" async></script><script src="/b.js" defer></script><script src="/c.js" async></script><script type="application/ld+json">{}</script>',
    )
    expect(renderBlockingOf(html)).toEqual([])
  })

  it('names every stylesheet link, in the head or the body, and classic scripts that stop the parser', () => {
    const html = page(
      '<link rel="stylesheet" href="/a.css"><script src="/s.js"></script>',
      '<link rel="preload stylesheet" href="/b.css" media="screen">',
    )
    expect(renderBlockingOf(html)).toEqual(['stylesheet /a.css', 'script /s.js (neither async, defer nor a module)', 'stylesheet /b.css'])
  })

  it('names @import in inline styles and anything marked blocking="render"', () => {
    const html = page('<style>@import url("/x.css");h1{color:red}</style><script type="module" src="/m.js" blocking="render"></script>')
    expect(renderBlockingOf(html)).toEqual(['@import in an inline <style>', '<script> with blocking="render"'])
  })

  it('lets an expect link to an element of the page through, not one to another document', () => {
    const html = page('<link rel="expect" href="#fim" blocking="render"><link rel="expect" href="/outra#fim" blocking="render">')
    expect(renderBlockingOf(html)).toEqual(['<link> with blocking="render"'])
  })
})

describe('headGzipSize', () => {
  it('counts the compressed bytes up to the end of the head only', () => {
    const head = `<!DOCTYPE html><html><head><style>${'.a{color:red}'.repeat(50)}</style></head>`
    const html = `${head}<body>${'<p>texto longo e variado</p>'.repeat(500)}</body></html>`
    expect(headGzipSize(html)).toBe(gzipSync(head, { level: 9 }).length)
    expect(headGzipSize(html)).toBeLessThan(gzipSync(html, { level: 9 }).length)
  })
})

describe('loadedBeforePaint', () => {
  const at = (name: string, initiatorType: string, startTime = 10) => ({ name: `https://site.test${name}`, initiatorType, startTime })

  it('lets images through, the header logo preloaded by a link included, and whatever came after the paint', () => {
    const resources = [
      at('/images/logo-abc.webp', 'link'),
      at('/images/pessoas/ana-1.webp', 'img'),
      at('/images/fundo.webp', 'css'),
      at('/assets/entry.js', 'script', 200),
      at('/programme.json', 'fetch', 300),
    ]
    expect(loadedBeforePaint(resources, 100, [])).toEqual([])
  })

  it('names scripts, fetches, stylesheets and fonts without font-display loaded before the paint', () => {
    const resources = [
      at('/assets/entry.js', 'script'),
      at('/assets/chunk.js', 'link'),
      at('/programme.json', 'fetch'),
      at('/style.css', 'link'),
      at('/fonts/a.woff2', 'css'),
      at('/fonts/b.woff2', 'css'),
      at('/fonts/c.woff2', 'css'),
    ]
    const faces = [
      { src: 'url("/fonts/a.woff2") format("woff2")', display: '' },
      { src: 'url("/fonts/b.woff2") format("woff2")', display: 'swap' },
    ]
    expect(loadedBeforePaint(resources, 100, faces, ['https://site.test/assets/chunk.js'])).toEqual([
      'script https://site.test/assets/entry.js',
      'fetch https://site.test/programme.json',
      'stylesheet https://site.test/style.css',
      'font without font-display https://site.test/fonts/a.woff2',
      'font without font-display https://site.test/fonts/c.woff2',
    ])
  })
})
