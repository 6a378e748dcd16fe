// Security headers of `npm start` (startSite) and of the static hosts' files, and every page
// (static and live) loading under them without a console error or a CSP violation.
import { existsSync, readFileSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { liveStates, settle, staticStates } from '../../scripts/bench/page-states'
import { clientDirOf, listPages, tagsOf } from '../../scripts/bench/site-bytes'
import { expectNoErrors, launchBrowser, newPage } from './support/browser'

const site = inject('siteUrl')
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

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
    if (tag.name === 'form' && tag.attributes.action && /^https?:/.test(tag.attributes.action)) formAction.add(new URL(tag.attributes.action).origin)
  }
  return { formAction: [...formAction] }
}

const clientDir = clientDirOf()
const pages = listPages(clientDir)
const allStates = [...staticStates(), ...liveStates()]

describe('security headers of npm start', () => {
  it.each(pages.map((p) => [p.route === '/404' ? '/pagina-que-nao-existe' : p.route, p.file] as const))(
    'HTML at %s carries the headers and a strict CSP',
    async (path, file) => {
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
      const hosts = [...policy].flatMap(([directive, sources]) => sources.filter((s) => /^https:\/\//.test(s)).map((s) => `${directive} ${s}`))
      for (const entry of hosts) expect(entry.startsWith('form-action ')).toBe(true)
      for (const formOrigin of used.formAction) expect(policy.get('form-action')).toContain(formOrigin)
    },
  )

  it('sends nosniff with scripts, styles and API answers too', async () => {
    const home = readFileSync(`${clientDir}/index.html`, 'utf8')
    const assets = tagsOf(home)
      .map((t) => t.attributes.src ?? (t.name === 'link' ? t.attributes.href : undefined))
      .filter((u): u is string => !!u && u.startsWith('/assets/'))
    expect(assets.length).toBeGreaterThan(0)
    for (const path of [...assets, '/api/events/x/inscricoes/find']) {
      const response = await fetch(site + path)
      await response.arrayBuffer()
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
    }
  })
})

describe('pages under the policy', () => {
  it.each(allStates.map((s) => [s.name, s] as const))('%s loads without a console error or CSP violation', async (_name, state) => {
    const recorded = await newPage(browser)
    const { page } = recorded
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`))
    })
    const response = await page.goto(site + state.path, { waitUntil: 'load' })
    expect(response?.headers()['content-security-policy']).toBeTruthy()
    await state.ready(page)
    await settle(page)
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
    expectNoErrors(recorded, state.expectedStatuses)
    await recorded.close()
  })
})

describe('static hosts carry the same policy', () => {
  // The policy npm start sends, with the inline script hashes of every page together: a static
  // host sends one header for all pages.
  async function servedPolicies(): Promise<Policy[]> {
    const policies: Policy[] = []
    for (const page of pages) {
      const response = await fetch(site + (page.route === '/404' ? '/pagina-que-nao-existe' : page.route))
      await response.arrayBuffer()
      policies.push(parsePolicy(response.headers.get('content-security-policy') ?? ''))
    }
    return policies
  }

  function compare(label: string, fileHeaders: Map<string, string>, served: Policy[]) {
    expect(fileHeaders.get('x-content-type-options'), `${label}: X-Content-Type-Options`).toBe('nosniff')
    expect(fileHeaders.get('referrer-policy'), `${label}: Referrer-Policy`).toBe('strict-origin-when-cross-origin')
    expect(fileHeaders.get('x-frame-options'), `${label}: X-Frame-Options`).toBe('DENY')
    const csp = fileHeaders.get('content-security-policy')
    expect(csp, `${label}: Content-Security-Policy`).toBeTruthy()
    const policy = parsePolicy(csp!)
    const first = served[0]!
    for (const [directive, sources] of first) {
      if (directive === 'script-src') continue
      expect(policy.get(directive), `${label}: ${directive}`).toEqual(sources)
    }
    expect([...policy.keys()].sort(), `${label}: directives`).toEqual([...first.keys()].sort())
    const scripts = policy.get('script-src') ?? []
    expect(scripts, `${label}: script-src`).not.toContain("'unsafe-inline'")
    const needed = new Set(served.flatMap((p) => p.get('script-src') ?? []))
    expect([...needed].filter((s) => !scripts.includes(s)), `${label}: script-src misses sources the pages need`).toEqual([])
  }

  // The deployed copies (public/ copied into the build, where a build step may complete them).
  it('_headers (from public/_headers)', async () => {
    const file = `${clientDir}/_headers`
    expect(existsSync(file), `${file} is missing`).toBe(true)
    const headers = new Map<string, string>()
    let inAll = false
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (/^\S/.test(line)) inAll = line.trim() === '/*'
      else if (inAll && line.includes(':')) {
        const at = line.indexOf(':')
        headers.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim())
      }
    }
    compare(file, headers, await servedPolicies())
  })

  it('.htaccess (from public/.htaccess)', async () => {
    const file = `${clientDir}/.htaccess`
    expect(existsSync(file), `${file} is missing`).toBe(true)
    const headers = new Map<string, string>()
    for (const m of readFileSync(file, 'utf8').matchAll(/^\s*Header\s+(?:always\s+)?set\s+([\w-]+)\s+"((?:[^"\\]|\\.)*)"/gim)) {
      headers.set(m[1]!.toLowerCase(), m[2]!.replace(/\\"/g, '"'))
    }
    compare(file, headers, await servedPolicies())
  })
})
