// @vitest-environment node
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LIVE_ROUTES, rewriteLivePath } from '../live/live-routes'
import { HOST_RULES, htaccessFile, pageFolders, redirectsFile, siteScriptHashes, writeHostFiles } from './host-rules'
import { STATIC_SECURITY_HEADERS, apiOriginOf, contentSecurityPolicy } from './security-headers'

// What each host really does with these files is proven by its own engine in tests/e2e/host-*.
const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`
const file = (name: string) => readFileSync(join(dir, name), 'utf8')
// Runs the step and returns the policy it wrote into _headers.
function written(env: NodeJS.ProcessEnv): string {
  writeHostFiles(dir, env)
  return /^ {2}Content-Security-Policy: (.*)$/m.exec(file('_headers'))?.[1] ?? ''
}

// A small built site: two shells with different inline starters (one repeated) and a static page
// with only an external script and data blocks.
const SHELL_A = '\nimport("/assets/a.js");\n'
const SHELL_B = 'import("/assets/b.js")'
let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'host-rules-'))
  mkdirSync(join(dir, 'pagamento'))
  mkdirSync(join(dir, 'market', 'user'), { recursive: true })
  mkdirSync(join(dir, 'about'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<p>home</p>')
  writeFileSync(join(dir, 'assets', 'a.js'), '')
  writeFileSync(
    join(dir, 'pagamento', 'index.html'),
    `<script id="vike_pageContext" type="application/json">{}</script><script type="module" async>${SHELL_A}</script>`,
  )
  writeFileSync(
    join(dir, 'market', 'user', 'index.html'),
    `<script type="module" async>${SHELL_B}</script><script type="module">${SHELL_A}</script>`,
  )
  writeFileSync(
    join(dir, 'about', 'index.html'),
    '<script type="application/ld+json">{"@type":"Event"}</script><script src="/assets/about.js" type="module" async></script>',
  )
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('the policy of the static hosts', () => {
  it('collects the hashes of every inline script of the built HTML, once each', () => {
    expect(siteScriptHashes(dir)).toEqual([sha(SHELL_A), sha(SHELL_B)].sort())
  })

  it("writes npm start's policy with every page's hashes into .htaccess and _headers", () => {
    const csp = written({})
    expect(csp).toBe(contentSecurityPolicy({ scriptHashes: [sha(SHELL_A), sha(SHELL_B)].sort(), apiOrigin: null }))
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    const htaccess = file('.htaccess')
    const headers = file('_headers')
    expect(htaccess).toContain(`  Header always set Content-Security-Policy "${csp}"\n`)
    expect(headers).toContain(`/*\n  Content-Security-Policy: ${csp}\n`)
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) {
      expect(htaccess).toContain(`  Header always set ${name} "${value}"\n`)
      expect(headers).toContain(`  ${name}: ${value}\n`)
    }
  })

  it('adds only the origin of an absolute VITE_API_URL to connect-src', () => {
    expect(written({ VITE_API_URL: 'https://api.sercomp.example/v1/' })).toContain("connect-src 'self' https://api.sercomp.example;")
    expect(written({ VITE_API_URL: '/api/' })).toContain("connect-src 'self';")
    expect(written({ VITE_API_URL: '  ' })).toContain("connect-src 'self';")
    expect(() => writeHostFiles(dir, { VITE_API_URL: 'javascript:alert(1)' })).toThrow(/http\(s\)/)
  })

  it('replaces the files of an earlier run (the last build wins)', () => {
    writeHostFiles(dir, { VITE_API_URL: 'https://old.example' })
    writeFileSync(join(dir, 'market', 'user', 'index.html'), '<p>no script</p>')
    written({})
    const htaccess = file('.htaccess')
    expect(htaccess.match(/Content-Security-Policy/g)).toHaveLength(1)
    expect(htaccess).not.toContain('old.example')
    expect(htaccess).not.toContain(sha(SHELL_B))
  })

  it('refuses a header value Apache would misread', () => {
    expect(() => htaccessFile([['X-Test', 'a "quoted" value']])).toThrow(/quote/)
  })
})

describe('rules generated from the route table', () => {
  it('lists the page folders of the build, not the root or asset folders', () => {
    expect(pageFolders(dir)).toEqual(['/about', '/market/user', '/pagamento'])
  })

  it('.htaccess: only core directives outside <IfModule>', () => {
    writeHostFiles(dir, {})
    let depth = 0
    const topLevel = new Set<string>()
    for (const line of file('.htaccess')
      .split('\n')
      .map((l) => l.trim())) {
      if (!line || line.startsWith('#')) continue
      if (line.startsWith('<IfModule')) depth++
      else if (line.startsWith('</IfModule')) depth--
      else if (depth === 0) topLevel.add(line.split(/\s+/)[0]!)
    }
    expect(depth).toBe(0)
    expect([...topLevel].sort()).toEqual(['AddDefaultCharset', 'ErrorDocument', 'Options'])
  })

  // [END], not [L]: /busca/inscricao/index.html matches the search route's own pattern (the old loop).
  it('.htaccess: each live route ends the rewriting at its shell file', () => {
    writeHostFiles(dir, {})
    const rules = [...file('.htaccess').matchAll(/^\s*RewriteRule (\S+) (\S+) \[END\]$/gm)].map((m) => [m[1]!, m[2]!] as const)
    for (const route of LIVE_ROUTES) {
      const sample = route.sample.slice(1)
      const rule = rules.find(([pattern]) => new RegExp(pattern).test(sample))
      expect(rule, route.path).toEqual([expect.any(String), `${route.shell}/index.html`])
      expect(new RegExp(rule![0]).test(`${sample}/`)).toBe(true)
    }
  })

  it('_redirects: live URLs with and without the slash, and page folders, go to folders with 200', () => {
    writeHostFiles(dir, {})
    const rules = file('_redirects')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/\s+/))
    for (const [, to, status] of rules) {
      expect(status).toBe('200')
      expect(to).not.toMatch(/index\.html$/)
    }
    for (const route of LIVE_ROUTES) {
      for (const from of [route.path, `${route.path}/`]) expect(rules.find((r) => r[0] === from)?.[1], from).toBe(`${route.shell}/`)
      expect(rewriteLivePath(route.sample)).toBe(`${route.shell}/index.html`)
    }
    for (const folder of ['/about', '/market/user', '/pagamento']) expect(rules.find((r) => r[0] === folder)?.[1]).toBe(`${folder}/`)
    expect(rules.find((r) => r[0] === '/.htaccess')?.[1]).toBe('/_nao-publicado')
  })

  it('_headers: long cache for the hashed assets only', () => {
    writeHostFiles(dir, {})
    expect(file('_headers')).toContain(`${HOST_RULES.assets.prefix}*\n  Cache-Control: ${HOST_RULES.assets.cacheControl}\n`)
  })

  it('the service worker and the manifest are always revalidated on every host file', () => {
    writeHostFiles(dir, {})
    for (const name of HOST_RULES.revalidated.files)
      expect(file('_headers')).toContain(`/${name}\n  Cache-Control: ${HOST_RULES.revalidated.cacheControl}`)
    expect(file('.htaccess')).toContain(
      `<FilesMatch "^(sw\\.js|manifest\\.webmanifest)$">\n    Header set Cache-Control "${HOST_RULES.revalidated.cacheControl}"`,
    )
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

describe('Cloudflare rewrites of page folders', () => {
  it('share one placeholder rule among many sibling pages, and keep top-level pages one by one', () => {
    const people = Array.from({ length: 150 }, (_, i) => `/pessoas/p${i}`)
    const file = redirectsFile(['/about', '/timeline', '/atividades/2025/a', '/atividades/2025/b', '/atividades/2025/c', ...people])
    const rules = file.split('\n').filter((line) => line && !line.startsWith('#'))
    expect(rules).toContain('/about /about/ 200')
    expect(rules).toContain('/pessoas/:page /pessoas/:page/ 200')
    expect(rules).toContain('/atividades/2025/:page /atividades/2025/:page/ 200')
    expect(rules.some((rule) => rule.startsWith('/pessoas/p1 '))).toBe(false)
    expect(rules.length).toBeLessThan(100)
  })
})
