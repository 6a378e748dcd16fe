// @vitest-environment node
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { REWRITES, SHELLS, rewriteLivePath } from '../live/live-routes'
import { inlineScriptHashes } from './security-headers'

const read = (name: string) => readFileSync(new URL(`../../public/${name}`, import.meta.url), 'utf8')

describe('host files agree with the server', () => {
  it('.htaccess rewrites every live route to its shell', () => {
    const htaccess = read('.htaccess')
    for (const rewrite of REWRITES) {
      expect(htaccess).toContain(`RewriteRule ${rewrite.pattern} ${rewrite.shell}/index.html [L]`)
    }
  })

  it('_redirects sends the same URLs to the same shells', () => {
    const rules = read('_redirects')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/\s+/))
    expect(rules).toHaveLength(3)
    for (const [from, to, status] of rules) {
      expect(status).toBe('200')
      const sample = from!.replace(/:[a-z]+/g, 'abc-123')
      expect(rewriteLivePath(sample)).toBe(to)
    }
    expect(new Set(rules.map((r) => r[1]!.replace(/\/index\..*$/, '')))).toEqual(new Set(Object.values(SHELLS)))
  })

  it('hashes inline scripts but not JSON data blocks or external scripts', () => {
    const html = '<script id="d" type="application/json">{"a":1}</script><script type="module" async>\nimport("/x.js");\n</script><script src="/y.js"></script>'
    expect(inlineScriptHashes(html)).toEqual(['sha256-' + createHash('sha256').update('\nimport("/x.js");\n').digest('base64')])
  })
})
