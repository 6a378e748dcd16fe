// @vitest-environment node
import { createHash } from 'node:crypto'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BEGIN, END, siteScriptHashes, writeHostHeaders } from './host-headers'
import { STATIC_SECURITY_HEADERS, apiOriginOf, contentSecurityPolicy } from './security-headers'

const template = (name: string) => readFileSync(new URL(`../../public/${name}`, import.meta.url), 'utf8')
const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`
const outside = (text: string) => text.slice(0, text.indexOf(BEGIN)) + text.slice(text.indexOf(END))
// Runs the step and returns the policy it wrote into _headers.
function written(env: NodeJS.ProcessEnv): string {
  writeHostHeaders(dir, env)
  return /^ {2}Content-Security-Policy: (.*)$/m.exec(readFileSync(join(dir, '_headers'), 'utf8'))?.[1] ?? ''
}

// A small built site: two shells with different inline starters (one repeated), a static page
// with only an external script and data blocks, and the host files copied from public/.
const SHELL_A = '\nimport("/assets/a.js");\n'
const SHELL_B = 'import("/assets/b.js")'
let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'host-headers-'))
  mkdirSync(join(dir, 'pagamento'))
  mkdirSync(join(dir, 'market', 'user'), { recursive: true })
  mkdirSync(join(dir, 'about'))
  writeFileSync(join(dir, 'pagamento', 'index.html'), `<script id="vike_pageContext" type="application/json">{}</script><script type="module" async>${SHELL_A}</script>`)
  writeFileSync(join(dir, 'market', 'user', 'index.html'), `<script type="module" async>${SHELL_B}</script><script type="module">${SHELL_A}</script>`)
  writeFileSync(join(dir, 'about', 'index.html'), '<script type="application/ld+json">{"@type":"Event"}</script><script src="/assets/about.js" type="module" async></script>')
  copyFileSync(new URL('../../public/.htaccess', import.meta.url), join(dir, '.htaccess'))
  copyFileSync(new URL('../../public/_headers', import.meta.url), join(dir, '_headers'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('host header templates', () => {
  it('public/ holds one empty block to fill and no policy text of its own', () => {
    for (const name of ['.htaccess', '_headers']) {
      const text = template(name)
      expect(text.split(BEGIN)).toHaveLength(2)
      expect(text.slice(text.indexOf(BEGIN) + BEGIN.length, text.indexOf(END)).trim(), name).toBe('')
      expect(text, name).not.toMatch(/Content-Security-Policy|unsafe-inline|X-Frame-Options/)
    }
  })
})

describe('writeHostHeaders', () => {
  it('collects the hashes of every inline script of the built HTML, once each', () => {
    expect(siteScriptHashes(dir)).toEqual([sha(SHELL_A), sha(SHELL_B)].sort())
  })

  it("writes npm start's policy with every page's hashes into .htaccess and _headers", () => {
    const csp = written({})
    expect(csp).toBe(contentSecurityPolicy({ scriptHashes: [sha(SHELL_A), sha(SHELL_B)].sort(), apiOrigin: null }))
    expect(csp).toContain(`script-src 'self' '${[sha(SHELL_A), sha(SHELL_B)].sort().join("' '")}';`)
    expect(csp).toContain("connect-src 'self';")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)

    const htaccess = readFileSync(join(dir, '.htaccess'), 'utf8')
    const headers = readFileSync(join(dir, '_headers'), 'utf8')
    expect(htaccess).toContain(`  Header always set Content-Security-Policy "${csp}"\n`)
    expect(headers).toContain(`/*\n  ${BEGIN}\n  Content-Security-Policy: ${csp}\n`)
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) {
      expect(htaccess).toContain(`  Header always set ${name} "${value}"\n`)
      expect(headers).toContain(`  ${name}: ${value}\n`)
    }
    // Rewrites, caching and everything else stay as in the templates.
    expect(outside(htaccess)).toBe(outside(template('.htaccess')))
    expect(outside(headers)).toBe(outside(template('_headers')))
  })

  it('adds only the origin of an absolute VITE_API_URL to connect-src', () => {
    expect(written({ VITE_API_URL: 'https://api.sercomp.example/v1/' })).toContain("connect-src 'self' https://api.sercomp.example;")
    expect(written({ VITE_API_URL: '/api/' })).toContain("connect-src 'self';")
    expect(written({ VITE_API_URL: '  ' })).toContain("connect-src 'self';")
    expect(() => writeHostHeaders(dir, { VITE_API_URL: 'javascript:alert(1)' })).toThrow(/http\(s\)/)
  })

  it('rewrites its own block when run again (the last build wins)', () => {
    writeHostHeaders(dir, { VITE_API_URL: 'https://old.example' })
    writeFileSync(join(dir, 'market', 'user', 'index.html'), '<p>no script</p>')
    const csp = written({})
    const htaccess = readFileSync(join(dir, '.htaccess'), 'utf8')
    expect(htaccess.match(/Content-Security-Policy/g)).toHaveLength(1)
    expect(htaccess).not.toContain('old.example')
    expect(htaccess).not.toContain(sha(SHELL_B))
    expect(htaccess).toContain(csp)
    expect(outside(htaccess)).toBe(outside(template('.htaccess')))
  })

  it('fails when a host file lost its block instead of shipping it without headers', () => {
    writeFileSync(join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n')
    expect(() => writeHostHeaders(dir, {})).toThrow(/_headers: expected one/)
  })
})

describe('apiOriginOf', () => {
  it('keeps scheme, host and port of an absolute URL and nothing for a relative one', () => {
    expect(apiOriginOf('http://localhost:8080/api/')).toBe('http://localhost:8080')
    expect(apiOriginOf('https://api.example.org')).toBe('https://api.example.org')
    expect(apiOriginOf('/api/')).toBeNull()
    expect(apiOriginOf(undefined)).toBeNull()
  })
})
