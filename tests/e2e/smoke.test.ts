// `npm run smoke` against a deliberately broken copy of the site on Apache: the .htaccess lost its
// live-route rewrites (as when an old or hand-edited .htaccess is uploaded). It must fail, and say
// which addresses and what to fix.
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LIVE_ROUTES } from '../../src/live/live-routes'
import { APACHE_MODULES, startApache, type RunningHost } from './support/hosts'
import { runSmoke } from './support/smoke-cli'
import { expect, test } from './support/fixtures'

let dir: string
let host: RunningHost
test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sercomp-broken-'))
  // Apache serves as an unprivileged user when started as root.
  chmodSync(dir, 0o755)
  cpSync(join(process.env.SERCOMP_OUT_DIR ?? 'dist', 'client'), dir, { recursive: true })
  const htaccess = readFileSync(join(dir, '.htaccess'), 'utf8')
  const broken = htaccess
    .split('\n')
    .filter((line) => !LIVE_ROUTES.some((route) => line.includes(`${route.shell}/index.html [END]`)))
    .join('\n')
  expect(broken).not.toBe(htaccess)
  writeFileSync(join(dir, '.htaccess'), broken)
  host = await startApache(dir, APACHE_MODULES.usual)
})
test.afterAll(async () => {
  await host?.close()
  rmSync(dir, { recursive: true, force: true })
})

test.describe('npm run smoke on a broken site', () => {
  test('exits non-zero and names every live URL that lost its page, with the fix', async () => {
    const { code, output } = await runSmoke(host.url)
    expect(code).toBe(1)
    const failed = output.split('\n').filter((line) => line.startsWith('FALHA'))
    for (const route of LIVE_ROUTES) expect(failed.some((line) => line.includes(` ${route.sample} `))).toBe(true)
    // Static pages are fine: only the live ones fail.
    expect(failed.every((line) => line.includes('página ao vivo'))).toBe(true)
    expect(output).toMatch(/problema\(s\) em .*O que corrigir:/s)
    expect(output).toContain('mod_rewrite')
  })
})
