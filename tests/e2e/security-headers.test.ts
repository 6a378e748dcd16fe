// Security headers of `npm start` (startSite) and of the static hosts' files, and the pages loading
// under the static hosts' policy without a console error or a CSP violation.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { liveStates, settle, staticStates } from './support/page-states'
import { clientDirOf, listPages, tagsOf } from '../../scripts/bench/site-bytes'
import { AFTER_PAINT_LOADER, ENTRY_ATTRIBUTE } from '../../src/build/scripts-after-paint'
import { expectNoErrors, gotoBeforeScripts } from './support/browser'
import { expect, test } from './support/fixtures'

type Policy = Map<string, string[]>

function parsePolicy(header: string): Policy {
  const policy: Policy = new Map()
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) policy.set(name.toLowerCase(), sources)
  }
  return policy
}

// The origins a page's own markup sends the browser to, per directive (forms post to another host).
function usedOrigins(html: string): { formAction: string[] } {
  const formAction = new Set<string>()
  for (const tag of tagsOf(html)) {
    if (tag.name === 'form' && tag.attributes.action && /^https?:/.test(tag.attributes.action))
      formAction.add(new URL(tag.attributes.action).origin)
  }
  return { formAction: [...formAction] }
}

const clientDir = clientDirOf()
const pages = listPages(clientDir)

test.describe('security headers of npm start', () => {
  for (const [path, file] of pages.map((p) => [p.route === '/404' ? '/pagina-que-nao-existe' : p.route, p.file] as const))
    test(`HTML at ${path} carries the headers and a strict CSP`, async ({ siteUrl: site }) => {
      const response = await fetch(site + path)
      await response.arrayBuffer()
      const h = response.headers
      expect(h.get('x-content-type-options')).toBe('nosniff')
      expect(h.get('referrer-policy')).toMatch(/^(no-referrer|strict-origin-when-cross-origin|same-origin|strict-origin)$/)
      expect(h.get('x-frame-options')).toBe('DENY')
      const header = h.get('content-security-policy')
      expect(header, 'Content-Security-Policy').toBeTruthy()
      const policy = parsePolicy(header!)
      expect(policy.get('frame-ancestors')).toEqual(["'none'"])
      expect(policy.get('default-src')).toEqual(["'self'"])
      expect(policy.get('object-src')).toEqual(["'none'"])
      expect(policy.get('base-uri')).toEqual(["'self'"])
      // Scripts: only the site's own files and the hashes of the inline scripts of this page.
      const scripts = policy.get('script-src') ?? []
      expect(scripts.filter((s) => s !== "'self'" && !/^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/.test(s))).toEqual([])
      // No wildcard, scheme-wide or unsafe source anywhere but inline styles (emotion writes <style>).
      for (const [directive, sources] of policy) {
        for (const source of sources) {
          expect(source, `${directive} ${source}`).not.toMatch(/^(\*|https?:|'unsafe-eval'|'unsafe-hashes'|'strict-dynamic')$/)
          if (source === "'unsafe-inline'") expect(directive).toBe('style-src')
        }
      }
      // Other hosts appear only where the page uses them: the contact form's service.
      const used = usedOrigins(readFileSync(`${clientDir}/${file}`, 'utf8'))
      const hosts = [...policy].flatMap(([directive, sources]) =>
        sources.filter((s) => /^https:\/\//.test(s)).map((s) => `${directive} ${s}`),
      )
      for (const entry of hosts) expect(entry.startsWith('form-action ')).toBe(true)
      for (const formOrigin of used.formAction) expect(policy.get('form-action')).toContain(formOrigin)
    })

  test('sends nosniff with scripts, styles and API answers too', async ({ siteUrl: site }) => {
    const home = readFileSync(`${clientDir}/index.html`, 'utf8')
    const assets = tagsOf(home)
      .map((t) => t.attributes.src ?? t.attributes[ENTRY_ATTRIBUTE] ?? (t.name === 'link' ? t.attributes.href : undefined))
      .filter((u): u is string => !!u && u.startsWith('/assets/'))
    expect(assets.length).toBeGreaterThan(0)
    for (const path of [...assets, '/api/events/x/inscricoes/find']) {
      const response = await fetch(site + path)
      await response.arrayBuffer()
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
    }
  })
})

// Every page state loading under this policy without a violation or a console error is checked in
// the one visit per page state of a11y.test.ts (decision 0074).

test.describe('static hosts carry the same policy', () => {
  // What npm start sends for every page: a static host sends one set of headers for all of them,
  // so its script-src must hold the hashes of every page's inline scripts, and nothing more.
  interface Served {
    policies: Policy[]
    headers: Headers
  }
  let served: Served
  test.beforeAll(async ({ siteUrl: site }) => {
    const policies: Policy[] = []
    let headers: Headers | undefined
    for (const page of pages) {
      const response = await fetch(site + (page.route === '/404' ? '/pagina-que-nao-existe' : page.route))
      await response.arrayBuffer()
      headers ??= response.headers
      policies.push(parsePolicy(response.headers.get('content-security-policy') ?? ''))
    }
    served = { policies, headers: headers! }
  })

  // The deployed copies, written whole by writeHostFiles (src/server/host-rules.ts, run last by
  // scripts/post-build.ts).
  function hostFile(name: string, parse: (text: string) => Map<string, string>): Map<string, string> {
    const file = `${clientDir}/${name}`
    expect(existsSync(file), `${file} is missing`).toBe(true)
    const headers = parse(readFileSync(file, 'utf8'))
    expect(
      headers.get('content-security-policy'),
      `${file} has no Content-Security-Policy: was the build's writeHostFiles step run?`,
    ).toBeTruthy()
    return headers
  }

  function readHeadersFile(text: string): Map<string, string> {
    const headers = new Map<string, string>()
    let inAll = false
    for (const line of text.split('\n')) {
      if (/^\S/.test(line)) inAll = line.trim() === '/*'
      else if (inAll && !line.trim().startsWith('#') && line.includes(':')) {
        const at = line.indexOf(':')
        headers.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim())
      }
    }
    return headers
  }

  function readHtaccess(text: string): Map<string, string> {
    const headers = new Map<string, string>()
    for (const m of text.matchAll(/^\s*Header\s+(?:always\s+)?set\s+([\w-]+)\s+"((?:[^"\\]|\\.)*)"/gim)) {
      headers.set(m[1]!.toLowerCase(), m[2]!.replace(/\\"/g, '"'))
    }
    return headers
  }

  function compare(label: string, fileHeaders: Map<string, string>) {
    for (const name of [
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'permissions-policy',
    ]) {
      expect(fileHeaders.get(name), `${label}: ${name}`).toBe(served.headers.get(name))
    }
    const policy = parsePolicy(fileHeaders.get('content-security-policy')!)
    const first = served.policies[0]!
    expect([...policy.keys()].sort(), `${label}: directives`).toEqual([...first.keys()].sort())
    for (const [directive, sources] of first) {
      if (directive !== 'script-src') expect(policy.get(directive), `${label}: ${directive}`).toEqual(sources)
    }
    const connect = policy.get('connect-src') ?? []
    expect(connect[0], `${label}: connect-src`).toBe("'self'")
    expect(
      connect.filter((s) => !/^https?:\/\/[^/*]+$/.test(s) && s !== "'self'"),
      `${label}: connect-src wildcards`,
    ).toEqual([])
    const scripts = policy.get('script-src') ?? []
    expect(scripts, `${label}: script-src`).not.toContain("'unsafe-inline'")
    const needed = new Set(served.policies.flatMap((p) => p.get('script-src') ?? []))
    expect(new Set(scripts), `${label}: script-src = 'self' + the hashes the pages need`).toEqual(needed)
  }

  test('_headers (written by the build)', () => compare('_headers', hostFile('_headers', readHeadersFile)))

  test('.htaccess (written by the build)', () => compare('.htaccess', hostFile('.htaccess', readHtaccess)))

  test("every inline script of the built HTML is in the hosts' script-src; static pages have only the after-paint loader", () => {
    const scripts = parsePolicy(hostFile('_headers', readHeadersFile).get('content-security-policy')!).get('script-src') ?? []
    for (const page of pages) {
      const html = readFileSync(`${clientDir}/${page.file}`, 'utf8')
      const inline = tagsOf(html).filter(
        (t) => t.name === 'script' && t.attributes.src === undefined && !/json/i.test(t.attributes.type ?? ''),
      )
      // Static pages run no React in the browser: only the loader of their entry (and JSON data).
      if (!page.live)
        expect(
          inline.filter((t) => t.body !== AFTER_PAINT_LOADER).map((t) => t.body),
          `${page.route}: inline scripts`,
        ).toEqual([])
      for (const tag of inline)
        expect(scripts, `${page.route}: hash of its inline script`).toContain(
          `'sha256-${createHash('sha256').update(tag.body, 'utf8').digest('base64')}'`,
        )
    }
  })

  // The host's policy in a browser: the page is served as by npm start but with the header of
  // _headers (the same as .htaccess), and must load without a violation.
  const hostStates = [...liveStates(), ...staticStates().filter((s) => s.name === '/')]
  for (const state of hostStates)
    test(`${state.name} loads under the static hosts' policy`, async ({ openPage, siteUrl: site }) => {
      const csp = readHeadersFile(readFileSync(`${clientDir}/_headers`, 'utf8')).get('content-security-policy')
      expect(csp, 'no Content-Security-Policy in _headers').toBeTruthy()
      const recorded = await openPage()
      const { page } = recorded
      // Only a document's own header sets its policy: the other requests go on untouched.
      await page.route(`${site}/**`, async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue()
        const response = await route.fetch()
        const headers = { ...response.headers(), 'content-security-policy': csp! }
        await route.fulfill({ response, headers })
      })
      await page.addInitScript(() => {
        const seen: string[] = []
        ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
        document.addEventListener('securitypolicyviolation', (e) =>
          seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
        )
      })
      const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
      const response = await gotoBeforeScripts(page, site + state.path, { waitUntil: 'load' })
      expect(response?.headers()['content-security-policy']).toBe(csp)
      // A blocked script or request leaves the page waiting forever: fail at the first violation.
      const violated = page
        .waitForFunction(() => (window as unknown as { cspViolations: string[] }).cspViolations.length > 0)
        .then(async () => {
          throw new Error(`CSP violations: ${JSON.stringify(await violations())}`)
        })
      violated.catch(() => undefined) // once the page is closed, the wait ends without a verdict
      await Promise.race([state.ready(page).then(() => settle(page)), violated])
      expect(await violations()).toEqual([])
      expectNoErrors(recorded, state.expectedStatuses)
      // A request still in the handler (a late image or a retry) would fulfill into a closed page and
      // reject outside the test, failing the whole run: stop routing first and drop what is in flight.
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      await recorded.close()
    })
})
