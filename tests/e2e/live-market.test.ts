import { fillTemplate } from '../../src/components/edition-template'
import { loadContent } from '../../src/content/load-content'
import { formatDateTime } from '../../src/format/date-time'
import { formatMoney } from '../../src/format/money'
import { paymentOpen, statusView } from '../../src/live/payment-status'
import { shopOrderPixCode, shoppers, shopUser } from '../../src/server/demo-fixtures'
import { expectNoErrors, holdRequests, toast, type OpenPage } from './support/browser'
import { bandAboveFooter, footerShown } from './support/receipt-layout'
import { expect, test } from './support/fixtures'

const siteContent = loadContent()
const { marketReceipt } = siteContent.pages
const { edition } = siteContent.currentEdition
const receipts = { ...siteContent.pages.receipts, editionOver: fillTemplate(siteContent.pages.receipts.editionOver, edition) }
// The browser's clock: during the current edition a pending order's Pix is offered; a day after its end, no longer.
const DURING = Date.parse(edition.start)
const AFTER = Date.parse(edition.end) + 86_400_000

const marketPath = (userId: string) => `/market/user/${userId}/pagamentos`
const text = (s: string | null) =>
  (s ?? '')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

async function open(openPage: OpenPage, site: string, path: string, width = 1280, at = DURING) {
  const recorded = await openPage({ viewport: { width, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] })
  await recorded.page.clock.setFixedTime(at)
  await recorded.page.goto(site + path)
  return recorded
}

test.describe('shop receipt', () => {
  // As the 2024 platform (where the shop ran) answers, at both widths.
  for (const [platform, width, shopper] of shoppers.flatMap((shopper) =>
    [390, 1366].map((width) => [shopper.email, width, shopper] as const),
  ))
    test(`lists every order of ${platform} at ${width} px with Fortaleza dates (browser in Tokyo), its status in words and a copy button only for a pending Pix`, async ({
      openPage,
      siteUrl: site,
    }) => {
      const recorded = await open(openPage, site, marketPath(shopper.userId), width)
      const { page } = recorded
      await page.getByTestId('receipt').waitFor()
      // Named after the edition, as the registration receipt is: one heading, its markers filled.
      expect(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe(
        fillTemplate(marketReceipt.heading, edition),
      )
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBe(0)
      expect(await page.title()).toBe(fillTemplate(marketReceipt.title, edition))
      const orders = page.getByTestId('order')
      expect(await orders.count()).toBe(shopper.orders.length)
      for (const [index, order] of shopper.orders.entries()) {
        const row = orders.nth(index)
        const view = statusView(order.status, receipts)
        const content = text(await row.textContent())
        expect(content).toContain(`${receipts.participant}: ${shopper.name}`)
        expect(content).toContain(`${receipts.status}: ${view.label}`)
        const total = order.items.reduce((sum, item) => sum + item.quantity * item.price, 0)
        expect(content).toContain(text(`${marketReceipt.total}: ${formatMoney(total)}`))
        expect(content).toContain(`${marketReceipt.orderDate}: ${formatDateTime(order.createdAt)}`)
        expect((await row.locator('li').allTextContents()).map(text)).toEqual(
          order.items.map((item) => text(`${item.name} - ${item.quantity} x ${formatMoney(item.price)}`)),
        )
        expect(await row.locator('[data-status]').getAttribute('data-status')).toBe(view.kind)
        expect(await row.locator('[data-status] svg').count()).toBe(1)
        const pix = view.kind === 'awaiting' && order.payment === 'pix'
        expect(await row.getByRole('button', { name: receipts.copyPix }).count(), `order ${index}`).toBe(pix ? 1 : 0)
        expect(await row.getByRole('img', { name: receipts.qrAlt }).count()).toBe(pix ? 1 : 0)
        if (!pix && paymentOpen(view.kind)) await row.getByRole('link', { name: receipts.platformLink }).waitFor()
        if (pix) {
          await row.getByRole('button', { name: receipts.copyPix }).click()
          await toast(page, receipts.copied).waitFor()
          expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await shopOrderPixCode(shopper, index))
        }
      }
      expect(await page.locator('.notistack-MuiContent').filter({ hasText: marketReceipt.errorToast }).count()).toBe(0)
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      expect(await bandAboveFooter(page), 'empty band between the orders and the footer').toBe(0)
      expectNoErrors(recorded)
      await recorded.close()
    })

  test('hides the footer while the orders load, then shows it under them', async ({ openPage, siteUrl: site }) => {
    const recorded = await openPage({ viewport: { width: 1280, height: 900 } })
    const { page } = recorded
    await page.clock.setFixedTime(DURING)
    const answer = await holdRequests(page, '**/api/**')
    await page.goto(site + marketPath('demorado'))
    await page.getByRole('status').waitFor()
    expect(await footerShown(page)).toBe(false)
    answer()
    await page.getByTestId('order').first().waitFor()
    expect(await footerShown(page)).toBe(true)
    expect(await bandAboveFooter(page)).toBe(0)
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('after the edition, a pending order says it is over and offers no Pix', async ({ openPage, siteUrl: site }) => {
    const pending = shopUser.orders.map((order) => statusView(order.status, receipts).kind === 'awaiting')
    expect(pending).toContain(true)
    const recorded = await open(openPage, site, marketPath(shopUser.userId), 390, AFTER)
    const { page } = recorded
    await page.getByTestId('receipt').waitFor()
    const orders = page.getByTestId('order')
    for (const [index, awaiting] of pending.entries()) {
      const row = orders.nth(index)
      expect(await row.getByRole('button', { name: receipts.copyPix }).count(), `order ${index}`).toBe(0)
      const note = text((await row.getByTestId('status-note').allTextContents()).join(' '))
      if (awaiting) expect(note).toBe(receipts.editionOver)
      else expect(note).not.toContain(receipts.editionOver)
    }
    expectNoErrors(recorded)
    await recorded.close()
  })

  for (const [label, userId, statuses] of [
    ['not found (the platform answers 400)', 'nao-encontrado', [400]],
    ['a server error', 'erro-500', [500]],
    ['malformed JSON', 'json-invalido', []],
    ['a wrong shape', 'formato-errado', []],
    // EventFlow has no shop route: Express's 404.
    ['a user the shop does not know', 'sem-pedidos', [404]],
  ] as const)
    test(`on ${label} shows the toast and a retry button`, async ({ openPage, siteUrl: site }) => {
      const recorded = await open(openPage, site, marketPath(userId))
      const { page } = recorded
      await toast(page, 'Venda não encontrada!').waitFor()
      await page.getByRole('button', { name: 'Tentar novamente' }).waitFor()
      expect(await page.getByTestId('order').count()).toBe(0)
      expectNoErrors(recorded, statuses)
      await recorded.close()
    })

  test('retry loads the orders after a failure', async ({ openPage, siteUrl: site }) => {
    const recorded = await open(openPage, site, marketPath(`falha-uma-vez-${Date.now()}`))
    const { page } = recorded
    await page.getByRole('button', { name: 'Tentar novamente' }).click()
    await page.getByTestId('order').first().waitFor()
    expect(await page.getByTestId('order').count()).toBe(shopUser.orders.length)
    expectNoErrors(recorded, [500])
    await recorded.close()
  })

  test('names where the validation link goes at 600 px, and shows the full address at 601 px', async ({ openPage, siteUrl: site }) => {
    for (const [width, full] of [
      [600, false],
      [601, true],
    ] as const) {
      const recorded = await open(openPage, site, marketPath(shopUser.userId), width)
      const link = recorded.page.getByTestId('validation-link')
      await link.waitFor()
      expect(await link.textContent()).toBe(full ? site + marketPath(shopUser.userId) : receipts.validationShort)
      await recorded.close()
    }
  })

  test('refuses a crafted id without calling the API', async ({ openPage, siteUrl: site }) => {
    const recorded = await open(openPage, site, marketPath('..%2F..%2Fadmin'))
    await recorded.page.getByTestId('invalid-link').waitFor()
    expect(recorded.requests.filter((r) => r.includes('/api/'))).toEqual([])
    expectNoErrors(recorded)
    await recorded.close()
  })
})
