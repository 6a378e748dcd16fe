// The tests every real host runs (tests/e2e/host-*.test.ts): the route table of the published site
// (src/server/host-checks.ts, the same table as `npm run smoke`), then the live pages' flows in
// Chromium against the demo API on another origin, as in production. One host process per file, over
// the host build (host-build.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { LIVE_ROUTES } from '../../../src/live/live-routes'
import { loadContent } from '../../../src/content/load-content'
import { checkSite, liveUrls, type CheckOptions, type CheckResult } from '../../../src/server/host-checks'
import { registrationPix, registrations, shopUser } from '../../../src/server/demo-fixtures'
import { expectNoErrors, toast } from './browser'
import { expect, test } from './fixtures'
import { HOST_CLIENT } from './host-build'
import type { RunningHost } from './hosts'

// Pending: only a receipt awaiting payment shows the PIX code to copy (decision 0112).
const pending = registrations.find((r) => r.status === 'PENDENTE' && r.payment === 'pix')!
const receiptPath = `/pagamento/user/${pending.userId}/lote/${pending.loteId}`
// The demo API answers a fault mode's retry with the paid registration (src/server/demo-api.ts).
const paid = registrations.find((r) => r.status === 'REALIZADO')!
const paidReceiptPath = `/pagamento/user/${paid.userId}/lote/${paid.loteId}`
// A pending payment asks for its Pix only until its edition is over (decision 0175): the browser's
// clock is set within the current edition for the flow that copies it.
const content = loadContent()
const DURING = Date.parse(content.currentEdition.edition.start)
const { receipts } = content.pages

interface Flow {
  name: string
  /** HTTP error statuses the flow provokes on purpose (the browser logs each one). */
  statuses: number[]
  run: (page: Page, site: string) => Promise<void>
}

const search = async (page: Page, site: string, path: string, email: string) => {
  await page.goto(site + path)
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Buscar', exact: true }).click()
}

const FLOWS: Flow[] = [
  {
    name: 'search → registration receipt → copy pix',
    statuses: [],
    run: async (page, site) => {
      await page.clock.setFixedTime(DURING)
      await search(page, site, '/busca/inscricao', pending.email)
      await page.waitForURL(site + receiptPath)
      await page.getByTestId('receipt').waitFor()
      await page.getByText(pending.userName).waitFor()
      await page.getByRole('button', { name: receipts.copyPix }).click()
      await toast(page, receipts.copied).waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe((await registrationPix(pending)).qr_code)
    },
  },
  {
    name: 'search with a type → shop receipt',
    statuses: [],
    run: async (page, site) => {
      await search(page, site, '/busca/inscricao/loja', shopUser.email)
      await page.waitForURL(`${site}/market/user/${shopUser.userId}/pagamentos`)
      await page.getByTestId('order').first().waitFor()
    },
  },
  {
    name: 'failing API → toast, then a retry that works',
    statuses: [500],
    run: async (page, site) => {
      const email = `falha-uma-vez-${Date.now().toString(36)}@demo.sercomp.test`
      await search(page, site, '/busca/inscricao/', email)
      await toast(page, 'Erro ao buscar usuario').waitFor()
      expect(page.url()).toBe(`${site}/busca/inscricao/`)
      await page.getByRole('button', { name: 'Buscar', exact: true }).click()
      await page.waitForURL(site + paidReceiptPath)
      await page.getByTestId('receipt').waitFor()
    },
  },
]

export function describeHost(
  name: string,
  start: (clientDir: string) => Promise<RunningHost>,
  can: Required<CheckOptions>,
): { host: () => RunningHost } {
  const clientDir = HOST_CLIENT
  let host: RunningHost
  // The file's tests ask the one host its beforeAll started.
  test.describe.configure({ mode: 'default' })

  test.beforeAll(async () => {
    host = await start(clientDir)
  })
  test.afterAll(async () => {
    await host?.close()
  })

  test.describe(`${name}: the route table`, () => {
    let results: CheckResult[]
    test.beforeAll(async () => {
      results = await checkSite(host.url, can)
    })

    test('answers every check of the table', () => {
      expect(
        results.filter((r) => r.ok === false),
        host.log().slice(-3000),
      ).toEqual([])
    })

    test('checked every page of sitemap.xml and every form of every live URL', () => {
      const locs = [...readFileSync(join(clientDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>/g)]
      expect(results.filter((r) => r.check === 'página do sitemap' && r.ok)).toHaveLength(locs.length)
      const live = results.filter((r) => r.check === 'página ao vivo' && r.ok).map((r) => r.path)
      expect(live.sort()).toEqual(
        liveUrls()
          .map((u) => u.path)
          .sort(),
      )
      for (const route of LIVE_ROUTES) expect(live).toContain(route.sample)
    })

    test('checked the calendar type, the headers and the compression the host can send', () => {
      const hasCalendar = existsSync(join(clientDir, 'agenda')) && readdirSync(join(clientDir, 'agenda')).some((f) => f.endsWith('.ics'))
      expect(results.find((r) => r.check === 'calendário .ics')?.ok).toBe(hasCalendar ? true : null)
      const headers = results.filter((r) => r.check === 'cabeçalhos de segurança')
      expect(headers.length).toBeGreaterThan(0)
      for (const row of headers) expect(row.ok).toBe(can.headers ? true : null)
      expect(results.find((r) => r.check === 'compressão do HTML')?.ok).toBe(can.compression ? true : null)
    })
  })

  test.describe(`${name}: the live pages in Chromium, API on another origin`, () => {
    for (const flow of FLOWS)
      test(flow.name, async ({ openPage, hostApiUrl: apiUrl }) => {
        const recorded = await openPage({ permissions: ['clipboard-read', 'clipboard-write'] })
        const { page } = recorded
        await page.addInitScript(() => {
          const seen: string[] = []
          ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
          document.addEventListener('securitypolicyviolation', (e) =>
            seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`),
          )
        })
        await flow.run(page, host.url)
        expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
        // The API was called on its own origin, never on the site's.
        expect(recorded.requests.some((r) => r.includes(apiUrl))).toBe(true)
        expect(
          recorded.requests.filter((r) => r.startsWith('GET ' + host.url + '/api/') || r.startsWith('POST ' + host.url + '/api/')),
        ).toEqual([])
        expectNoErrors(recorded, flow.statuses)
        await recorded.close()
      })
  })
  return { host: () => host }
}
