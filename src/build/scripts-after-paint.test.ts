// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from '../server/security-headers'
import { AFTER_PAINT_LOADER, ENTRY_ATTRIBUTE, scriptsAfterPaint } from './scripts-after-paint'

const page = (scripts: string) => `<!doctype html><html><head><title>t</title></head><body><h1>Olá</h1>${scripts}</body></html>`

describe('scriptsAfterPaint', () => {
  it('turns a module entry into the loader that imports it after the first paint', () => {
    const out = scriptsAfterPaint(page('<script src="/assets/entries/p.Ab12.js" type="module" async></script>'))
    expect(out).toBe(page(`<script ${ENTRY_ATTRIBUTE}="/assets/entries/p.Ab12.js">${AFTER_PAINT_LOADER}</script>`))
    expect(out).not.toMatch(/<script[^>]*\bsrc=/)
  })

  it('reads the attributes in any order and quoting', () => {
    const out = scriptsAfterPaint(page(`<script type='module' async src=/assets/entries/q.js>\n</script>`))
    expect(out).toContain(`<script ${ENTRY_ATTRIBUTE}="/assets/entries/q.js">`)
  })

  it('leaves data blocks, inline scripts and classic scripts as they are', () => {
    const scripts =
      '<script type="application/ld+json">{"@type":"Event"}</script>' +
      '<script type="application/json" id="x">{"a":1}</script>' +
      '<script>var inline = 1</script>' +
      '<script src="/verify.js" defer></script>'
    expect(scriptsAfterPaint(page(scripts))).toBe(page(scripts))
  })

  it('writes the same loader on every page, so the policy needs one hash for all of them', () => {
    const a = scriptsAfterPaint(page('<script src="/assets/entries/a.js" type="module" async></script>'))
    const b = scriptsAfterPaint(page('<script type="module" src="/assets/entries/b.js"></script>'))
    expect(inlineScriptHashes(a)).toHaveLength(1)
    expect(inlineScriptHashes(a)).toEqual(inlineScriptHashes(b))
  })

  it('refuses an address that would break out of the attribute', () => {
    expect(() => scriptsAfterPaint(page(`<script type="module" src='/a".js'></script>`))).toThrow(/unexpected script address/)
  })
})
