import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { loadContent } from '../../src/content/load-content'
import { shopOrders, shopUser } from '../../src/server/demo-fixtures'
import { expectNoErrors, launchBrowser, newPage, toast } from './support/browser'

const site = inject('siteUrl')
const receiptTexts = loadContent().pages.marketReceipt.receipt
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const marketPath = (userId: string) => `/market/user/${userId}/pagamentos`
const text = (s: string | null) =>
  (s ?? '')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

async function open(path: string, width = 1280) {
  const recorded = await newPage(browser, { viewport: { width, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] })
  await recorded.page.goto(site + path)
  return recorded
}

describe('shop receipt', () => {
  it('lists every order with Fortaleza dates (browser in Tokyo) and a working copy button each', async () => {
    const recorded = await open(marketPath(shopUser.userId))
    const { page } = recorded
    await page.getByTestId('receipt').waitFor()
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe('Pagamentos')
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).textContent()).toBe('Recibo de Compra - Loja Online')
    const orders = page.getByTestId('order')
    expect(await orders.count()).toBe(3)
    const first = text(await orders.nth(0).textContent())
    expect(first).toContain('Participante: Carla Compradora')
    expect(first).toContain(`Situação do pagamento: ${receiptTexts.paid}`)
    expect(first).toContain('Total: R$ 65,00')
    expect(first).toContain('Data do pedido: 19/05/2025 20:45:10')
    expect((await orders.nth(0).locator('li').allTextContents()).map(text)).toEqual([
      'Camisa VII SERCOMP - 1 x R$ 45,00',
      'Adesivo - 2 x R$ 10,00',
    ])
    expect(text(await orders.nth(2).textContent())).toContain('Data do pedido: 20/05/2025 23:59:59')
    const expected = shopOrders()
    // Paid or pending at a glance, and the code to pay only on the pending orders (decision 0112).
    for (const [index, order] of expected.entries()) {
      const paid = order.paymentStatus === 'REALIZADO'
      const row = orders.nth(index)
      expect(await row.locator('[data-status]').getAttribute('data-status')).toBe(paid ? 'paid' : 'pending')
      expect(text(await row.locator('[data-status]').textContent())).toBe(paid ? receiptTexts.paid : receiptTexts.pending)
      expect(await row.locator('[data-status] svg').count()).toBe(1)
      expect(await row.getByRole('button', { name: receiptTexts.copyPix }).count()).toBe(paid ? 0 : 1)
      expect(await row.getByRole('img', { name: receiptTexts.qrAlt }).count()).toBe(paid ? 0 : 1)
    }
    const pendingIndexes = [...expected.keys()].filter((i) => expected[i]!.paymentStatus !== 'REALIZADO')
    expect(pendingIndexes.length).toBeGreaterThan(1)
    for (const index of pendingIndexes.reverse()) {
      await orders.nth(index).getByRole('button', { name: receiptTexts.copyPix }).click()
      await toast(page, receiptTexts.copied).waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected[index]!.transactionData.qr_code)
    }
    const image = orders.nth(pendingIndexes[0]!).getByRole('img', { name: receiptTexts.qrAlt })
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
    expectNoErrors(recorded)
    await recorded.close()
  })

  it.each([
    ['not found', 'nao-encontrado', [404]],
    ['a server error', 'erro-500', [500]],
    ['malformed JSON', 'json-invalido', []],
    ['a wrong shape', 'formato-errado', []],
    ['a QR code that is not a PNG', 'qr-invalido', []],
  ])('on %s shows the toast and a retry button', async (_label, userId, statuses) => {
    const recorded = await open(marketPath(userId))
    const { page } = recorded
    await toast(page, 'Venda não encontrada!').waitFor()
    await page.getByRole('button', { name: 'Tentar novamente' }).waitFor()
    expect(await page.getByTestId('order').count()).toBe(0)
    expectNoErrors(recorded, statuses)
    await recorded.close()
  })

  it('retry loads the orders after a failure', async () => {
    const recorded = await open(marketPath(`falha-uma-vez-${Date.now()}`))
    const { page } = recorded
    await page.getByRole('button', { name: 'Tentar novamente' }).click()
    await page.getByTestId('order').first().waitFor()
    expect(await page.getByTestId('order').count()).toBe(3)
    expectNoErrors(recorded, [500])
    await recorded.close()
  })

  it('names where the validation link goes at 600 px, and shows the full address at 601 px', async () => {
    for (const [width, full] of [
      [600, false],
      [601, true],
    ] as const) {
      const recorded = await open(marketPath(shopUser.userId), width)
      const link = recorded.page.getByTestId('validation-link')
      await link.waitFor()
      expect(await link.textContent()).toBe(full ? site + marketPath(shopUser.userId) : receiptTexts.validationShort)
      await recorded.close()
    }
  })

  it('refuses a crafted id without calling the API', async () => {
    const recorded = await open(marketPath('..%2F..%2Fadmin'))
    await recorded.page.getByTestId('invalid-link').waitFor()
    expect(recorded.requests.filter((r) => r.includes('/api/'))).toEqual([])
    expectNoErrors(recorded)
    await recorded.close()
  })
})
