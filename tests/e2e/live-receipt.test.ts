import type { Page } from '@playwright/test'
import { fillTemplate } from '../../src/components/edition-template'
import { loadContent } from '../../src/content/load-content'
import { formatMoney } from '../../src/format/money'
import { paymentOpen, statusView } from '../../src/live/payment-status'
import { registrationPix, registrations, type DemoRegistration } from '../../src/server/demo-fixtures'
import { expectNoErrors, holdRequests, toast, type OpenPage } from './support/browser'
import { bandAboveFooter, footerShown } from './support/receipt-layout'
import { expect, test } from './support/fixtures'

const siteContent = loadContent()

const { registrationReceipt } = siteContent.pages
const { edition } = siteContent.currentEdition
const receipts = { ...siteContent.pages.receipts, editionOver: fillTemplate(siteContent.pages.receipts.editionOver, edition) }
const signInUrl = edition.registration.signInUrl
// The browser's clock: during the current edition a pending payment is asked for; a day after its end, no longer.
const DURING = Date.parse(edition.start)
const AFTER = Date.parse(edition.end) + 86_400_000
const registrant = (local: string) => registrations.find((r) => r.email.startsWith(`${local}@`))!
const paid = registrant('paga')
const pending = registrant('pendente')
const receiptPath = (userId: string, loteId: string) => `/pagamento/user/${userId}/lote/${loteId}`

async function open(openPage: OpenPage, site: string, path: string, width = 1280, at = DURING) {
  const recorded = await openPage({ viewport: { width, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] })
  await recorded.page.clock.setFixedTime(at)
  await recorded.page.goto(site + path)
  return recorded
}

const text = (s: string | null) =>
  (s ?? '')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

// What the registrant's receipt must show, from the content's words and the demo's data.
function expected(r: DemoRegistration) {
  const view = statusView(r.status, receipts)
  const pix = view.kind === 'awaiting' && r.payment === 'pix'
  return {
    view,
    pix,
    note: pix ? receipts.pixNote : view.note,
    platformLink: !pix && paymentOpen(view.kind) && signInUrl !== null,
    // The third call only while a payment is awaited; its route may be gone (404) or fail (400).
    calls: view.kind === 'awaiting' ? 2 : 1,
    statuses: view.kind !== 'awaiting' ? [] : r.payment === 'no-route' ? [404] : r.payment === 'error' ? [400] : [],
    activities: r.activities.map((a) => `${a.name} - ${registrationReceipt.activityTypes[a.type] ?? a.type}`),
  }
}

// The receipt appears whole: the registration and, when asked for, its payment are in.
async function receiptOf(page: Page) {
  const receipt = page.getByTestId('receipt')
  await receipt.waitFor()
  return receipt
}

test.describe('registration receipt', () => {
  test.describe('each status', () => {
    // In one worker, in order: the colours' test reads what the visits before it found.
    test.describe.configure({ mode: 'default' })
    // Each status's fill, per width, as the visits below find it.
    const fills = new Map<number, Map<string, string>>()

    // One registrant per status and per payment case (docs/demo-api.md), at a phone's and a laptop's width.
    for (const width of [390, 1366])
      test.describe(`at ${width} px`, () => {
        for (const [name, r] of registrations.map((r) => [r.email.split('@')[0]!, r] as const))
          test(`${name}: name, status in words, lot, price and activities; the Pix only for a pending Pix payment; no toast`, async ({
            openPage,
            siteUrl: site,
          }) => {
            const want = expected(r)
            const recorded = await open(openPage, site, receiptPath(r.userId, r.loteId), width)
            const { page } = recorded
            const receipt = await receiptOf(page)
            expect(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe(
              fillTemplate(registrationReceipt.heading, siteContent.currentEdition.edition),
            )
            const content = text(await receipt.textContent())
            expect(content).toContain(`${receipts.participant}: ${r.userName}`)
            expect(content).toContain(`${receipts.status}: ${want.view.label}`)
            expect(content).toContain(`${registrationReceipt.lote}: ${r.loteName}`)
            expect(content).toContain(text(`${registrationReceipt.price}: ${formatMoney(r.price)}`))
            const status = page.locator('[data-status]')
            expect(await status.getAttribute('data-status')).toBe(want.view.kind)
            expect(await status.locator('svg').count()).toBe(1)
            const fill = await status.evaluate((el) => getComputedStyle(el).backgroundColor)
            fills.set(width, (fills.get(width) ?? new Map<string, string>()).set(want.view.kind, fill))
            if (want.activities.length === 0) expect(content).toContain(`${registrationReceipt.activities}: ${registrationReceipt.none}`)
            else expect((await page.getByTestId('activities').locator('li').allTextContents()).map(text)).toEqual(want.activities)

            expect(await page.getByRole('button', { name: receipts.copyPix }).count()).toBe(want.pix ? 1 : 0)
            expect(await page.getByRole('img', { name: receipts.qrAlt }).count()).toBe(want.pix ? 1 : 0)
            const note = page.getByTestId('status-note')
            if (want.note) expect(text(await note.locator('p').textContent())).toBe(want.note)
            const link = note.getByRole('link', { name: receipts.platformLink })
            expect(await link.count()).toBe(want.platformLink ? 1 : 0)
            if (want.platformLink) expect(await link.getAttribute('href')).toBe(signInUrl)

            // The registration first, then, only while a payment is awaited, its payment.
            const calls = recorded.requests.filter((line) => line.includes('/api/'))
            expect(calls).toEqual(
              [
                `GET ${site}/api/lote/${r.loteId}/inscricoes/user/${r.userId}`,
                `GET ${site}/api/pagamento/user/${r.userId}/lote/${r.loteId}`,
              ].slice(0, want.calls),
            )
            expect(await page.locator('.notistack-MuiContent').count()).toBe(0)
            expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
            expect(await bandAboveFooter(page), 'empty band between the receipt and the footer').toBe(0)
            expectNoErrors(recorded, want.statuses)
            await recorded.close()
          })
      })

    test('draws every kind of status in its own colour', () => {
      const kinds = new Set(registrations.map((r) => expected(r).view.kind))
      expect(kinds.size).toBeGreaterThanOrEqual(8)
      expect([...fills.keys()]).toEqual([390, 1366])
      for (const [width, colours] of fills) {
        expect(new Set(colours.keys()), `${width} px`).toEqual(kinds)
        expect(new Set(colours.values()).size, `${width} px`).toBe(colours.size)
      }
    })
  })

  // Decision 0175: once the edition is over, a payment still pending is no longer asked for.
  for (const [name, r] of registrations
    .filter((r) => statusView(r.status, receipts).kind === 'awaiting')
    .map((r) => [r.email.split('@')[0]!, r] as const))
    test(`${name}, opened after the edition: says it is over and the payment stayed pending; no Pix, no platform link, no payment call`, async ({
      openPage,
      siteUrl: site,
    }) => {
      const recorded = await open(openPage, site, receiptPath(r.userId, r.loteId), 390, AFTER)
      const { page } = recorded
      const receipt = await receiptOf(page)
      expect(text(await receipt.textContent())).toContain(`${receipts.status}: ${statusView(r.status, receipts).label}`)
      expect(receipts.editionOver).toContain(edition.title)
      expect(text(await page.getByTestId('status-note').locator('p').textContent())).toBe(receipts.editionOver)
      expect(await page.getByRole('button', { name: receipts.copyPix }).count()).toBe(0)
      expect(await page.getByRole('img', { name: receipts.qrAlt }).count()).toBe(0)
      expect(await page.getByRole('link', { name: receipts.platformLink }).count()).toBe(0)
      expect(recorded.requests.filter((line) => line.includes('/api/'))).toEqual([
        `GET ${site}/api/lote/${r.loteId}/inscricoes/user/${r.userId}`,
      ])
      expect(await page.locator('.notistack-MuiContent').count()).toBe(0)
      expectNoErrors(recorded)
      await recorded.close()
    })

  test('copies the PIX code of a pending payment, with "R$ 1.234,50"', async ({ openPage, siteUrl: site }) => {
    const recorded = await open(openPage, site, receiptPath(pending.userId, pending.loteId))
    const { page } = recorded
    const receipt = await receiptOf(page)
    expect(text(await receipt.textContent())).toContain('R$ 1.234,50')
    const qr = page.getByRole('img', { name: receipts.qrAlt })
    expect(await qr.getAttribute('src')).toBe((await registrationPix(pending)).qr_code_base64)
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await page.getByRole('button', { name: receipts.copyPix }).click()
    await toast(page, receipts.copied).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe((await registrationPix(pending)).qr_code)
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
    expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer')
    expectNoErrors(recorded)
    await recorded.close()
  })

  test("says 'Usuário não encontrado!' for a lot the person is not registered in (the platform sends no status)", async ({
    openPage,
    siteUrl: site,
  }) => {
    const recorded = await open(openPage, site, receiptPath(paid.userId, pending.loteId))
    const { page } = recorded
    await toast(page, registrationReceipt.errorToast).waitFor()
    await page.getByRole('button', { name: receipts.retry }).waitFor()
    expect(await page.getByTestId('receipt').count()).toBe(0)
    expectNoErrors(recorded)
    await recorded.close()
  })

  // The receipt starts as close under the page header as a static page's text does: no empty band.
  for (const [width, which] of [
    [390, 'pending'],
    [1366, 'pending'],
    [390, 'paid'],
    [1366, 'paid'],
  ] as const)
    test(`at ${width} px a ${which} receipt starts right under the page header, as a static page does`, async ({
      openPage,
      siteUrl: site,
    }) => {
      const registration = which === 'paid' ? paid : pending
      const gapUnderHeader = async (openPage: OpenPage, site: string, path: string, ready: string) => {
        const recorded = await open(openPage, site, path, width)
        await recorded.page.locator(ready).first().waitFor()
        const gap = await recorded.page.evaluate(() => {
          const header = document.querySelector('.page-header')!.getBoundingClientRect().bottom
          const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const box = node.parentElement!.getBoundingClientRect()
            if (node.textContent!.trim() && box.height > 0 && box.top >= header) return box.top - header
          }
          return null
        })
        expectNoErrors(recorded)
        await recorded.close()
        return gap
      }
      const receiptGap = await gapUnderHeader(
        openPage,
        site,
        receiptPath(registration.userId, registration.loteId),
        '[data-testid=receipt]',
      )
      // A text page of staticPages (decision 0132), such as /about: its opening text right under the header.
      const [textPage] = Object.entries(siteContent.pages.staticPages).find(([, page]) => page!.blocks && !page!.notice)!
      const staticGap = await gapUnderHeader(openPage, site, `/${textPage}`, 'main p')
      expect(staticGap).not.toBeNull()
      expect(receiptGap).toBeCloseTo(staticGap!, 0)
    })

  for (const [width, form] of [
    [601, 'full'],
    [600, 'short'],
  ] as const)
    test(`validation link at ${width} px wide shows the ${form} form`, async ({ openPage, siteUrl: site }) => {
      const path = receiptPath(paid.userId, paid.loteId)
      const recorded = await open(openPage, site, path, width)
      const link = recorded.page.getByTestId('validation-link')
      await link.waitFor()
      expect(await link.getAttribute('href')).toBe(site + path)
      // Narrow, the link says where it goes (decision 0112), not the spec's 'Aqui'.
      expect(receipts.validationShort).not.toBe('Aqui')
      expect(await link.textContent()).toBe(form === 'full' ? site + path : receipts.validationShort)
      await recorded.page.setViewportSize({ width: form === 'full' ? 600 : 601, height: 900 })
      await expect.poll(() => link.textContent()).toBe(form === 'full' ? receipts.validationShort : site + path)
      expectNoErrors(recorded)
      await recorded.close()
    })

  for (const [label, userId, statuses] of [
    ['not found (the platform answers 400)', 'nao-encontrado', [400]],
    ['a server error', 'erro-500', [500]],
    ['malformed JSON', 'json-invalido', []],
    ['a wrong shape', 'formato-errado', []],
  ] as const)
    test(`on ${label} shows the toast and a retry button, never half a receipt`, async ({ openPage, siteUrl: site }) => {
      const recorded = await open(openPage, site, receiptPath(userId, 'lote-x'))
      const { page } = recorded
      await toast(page, 'Usuário não encontrado!').waitFor()
      await page.getByRole('button', { name: 'Tentar novamente' }).waitFor()
      expect(await page.getByTestId('receipt').count()).toBe(0)
      expect(await page.getByRole('status').count()).toBe(0)
      expectNoErrors(recorded, statuses)
      await recorded.close()
    })

  test('retry loads the receipt after a failure', async ({ openPage, siteUrl: site }) => {
    const recorded = await open(openPage, site, receiptPath(`falha-uma-vez-${Date.now()}`, 'lote-x'))
    const { page } = recorded
    await page.getByRole('button', { name: 'Tentar novamente' }).click()
    await page.getByTestId('receipt').waitFor()
    expect(text(await page.getByTestId('receipt').textContent())).toContain(paid.userName)
    expectNoErrors(recorded, [500])
    await recorded.close()
  })

  test('times out a slow API after 15 s and offers a retry', async ({ openPage, siteUrl: site }) => {
    const recorded = await open(openPage, site, receiptPath('lento', 'lote-x'))
    const { page } = recorded
    await page.getByRole('status').waitFor()
    await toast(page, 'Usuário não encontrado!').waitFor()
    await page.getByRole('button', { name: 'Tentar novamente' }).waitFor()
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('hides the footer while the receipt loads, then shows it under the receipt', async ({ openPage, siteUrl: site }) => {
    const recorded = await openPage({ viewport: { width: 1280, height: 900 } })
    const { page } = recorded
    await page.clock.setFixedTime(DURING)
    const answer = await holdRequests(page, '**/api/**')
    await page.goto(site + receiptPath('demorado', paid.loteId))
    await page.getByRole('status').waitFor()
    expect(await footerShown(page)).toBe(false)
    answer()
    await receiptOf(page)
    expect(await footerShown(page)).toBe(true)
    expect(await bandAboveFooter(page)).toBe(0)
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('shows its heading before any script, and no spinner without one', async ({ openPage, siteUrl: site }) => {
    const recorded = await openPage({ javaScriptEnabled: false })
    const { page } = recorded
    await page.goto(site + receiptPath(paid.userId, paid.loteId))
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe(
      fillTemplate(registrationReceipt.heading, siteContent.currentEdition.edition),
    )
    const spinner = page.locator('[role="status"]')
    expect(await spinner.count()).toBe(1)
    expect(await spinner.isVisible()).toBe(false)
    // Without scripts nothing will load: the footer stays.
    expect(await footerShown(page)).toBe(true)
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('refuses a crafted id without calling any API path', async ({ openPage, siteUrl: site }) => {
    const recorded = await open(openPage, site, receiptPath('..%2F..%2Fadmin', paid.loteId))
    const { page } = recorded
    await page.getByTestId('invalid-link').waitFor()
    expect(await page.getByTestId('invalid-link').textContent()).toBe('Usuário não encontrado!')
    expect(recorded.requests.filter((r) => r.includes('/api/'))).toEqual([])
    expect(recorded.requests.some((r) => r.includes('admin') && !r.includes('/pagamento/user/..%2F..%2Fadmin'))).toBe(false)
    expectNoErrors(recorded)
    await recorded.close()
  })
})
