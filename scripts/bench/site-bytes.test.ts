// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { resolveSpecifier, tagsOf } from './site-bytes'

describe('resolveSpecifier', () => {
  it('resolves relative and root paths against the importing file and keeps other origins', () => {
    expect(resolveSpecifier('/assets/entries/a.js', '../chunks/b.js')).toBe('/assets/chunks/b.js')
    expect(resolveSpecifier('/about/index.html', '/assets/x.css?v=1')).toBe('/assets/x.css')
    expect(resolveSpecifier('/index.html', 'https://cdn.example/x.js')).toBe('https://cdn.example/x.js')
  })
})

describe('tagsOf', () => {
  it('reads attributes and script bodies, skipping comments', () => {
    const tags = tagsOf('<!-- <img src="no.png"> --><img src="a.webp" alt="" width=10><script type="module">import("/x.js")</script>')
    expect(tags.map((t) => t.name)).toEqual(['img', 'script'])
    expect(tags[0]!.attributes).toEqual({ src: 'a.webp', alt: '', width: '10' })
    expect(tags[1]!.body).toBe('import("/x.js")')
  })
})
