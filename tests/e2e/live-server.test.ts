import { createHash } from 'node:crypto'
import { AFTER_PAINT_LOADER, ENTRY_ATTRIBUTE } from '../../src/build/scripts-after-paint'
import { SEARCH_TYPE_BEFORE_PAINT } from '../../src/live/live-routes'
import { expect, test } from './support/fixtures'

test.describe('local server (npm start)', () => {
  test("sends the security headers; script-src adds only the hashes of the shell's own inline scripts: the after-paint loader and the search's type mark", async ({
    siteUrl: site,
  }) => {
    const response = await fetch(`${site}/busca/inscricao`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<script ${ENTRY_ATTRIBUTE}="/assets/entries/`)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`
    const scriptSrc = /script-src ([^;]*);/.exec(csp)?.[1]?.split(' ')
    expect(new Set(scriptSrc)).toEqual(new Set(["'self'", hash(AFTER_PAINT_LOADER), hash(SEARCH_TYPE_BEFORE_PAINT)]))
    expect(csp).not.toMatch(/script-src[^;]*unsafe/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })

  test('serves the live shells for any id', async ({ siteUrl: site }) => {
    for (const path of ['/busca/inscricao/market', '/pagamento/user/a-1/lote/b-2', '/market/user/a-1/pagamentos']) {
      const response = await fetch(site + path)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(await response.text()).toMatch(/<div id="live-page"[^>]* data-live=/)
    }
  })

  test('answers unknown paths with the 404 page and status 404', async ({ siteUrl: site }) => {
    const response = await fetch(`${site}/nao-existe`)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const traversal = await fetch(`${site}/..%2F..%2Fpackage.json`)
    expect(traversal.status).toBe(404)
  })

  test('compresses text and caches hashed assets for a year', async ({ siteUrl: site }) => {
    const html = await fetch(`${site}/pagamento`, { headers: { 'Accept-Encoding': 'br' } })
    expect(html.headers.get('content-encoding')).toBe('br')
    expect(html.headers.get('cache-control')).toBe('no-cache')
    const page = await html.text()
    // The page's entry script and the chunks it imports.
    const entry = /\/assets\/[^"]+\.js/.exec(page)?.[0]
    expect(entry).toBeDefined()
    const entryCode = await (await fetch(site + entry!)).text()
    const chunks = [...entryCode.matchAll(/from\s*"(\.\.?\/[^"]+\.js)"/g)].map((m) => new URL(m[1]!, site + entry!).pathname)
    const assets = [entry!, ...chunks]
    expect(assets.length).toBeGreaterThan(1)
    const encodings: (string | null)[] = []
    for (const asset of assets) {
      const js = await fetch(site + asset, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
      expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      encodings.push(js.headers.get('content-encoding'))
    }
    // Tiny files are sent as they are; the big ones compressed.
    expect(encodings).toContain('gzip')
  })

  test('serves the demo API under /api/', async ({ siteUrl: site }) => {
    const response = await fetch(`${site}/api/events/evento-demo/inscricoes/find`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'paga@demo.sercomp.test' }),
    })
    expect(response.status).toBe(200)
    expect(Object.keys((await response.json()) as object)).toEqual(['uuid_user', 'uuid_lote'])
    expect((await fetch(`${site}/api/lote/..%2F..%2Fadmin/inscricoes/user/x`)).status).toBe(400)
  })
})
