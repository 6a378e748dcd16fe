import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fillTemplate } from '../../src/components/edition-template'
import { loadContent } from '../../src/content/load-content'
import { payment, registrations } from '../../src/server/demo-fixtures'
import { expectNoErrors, launchBrowser, newPage, toast } from './support/browser'

const site = inject('siteUrl')
const siteContent = loadContent()
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const receiptTexts = siteContent.pages.registrationReceipt.receipt
const [paid, pending, noActivities] = registrations as [(typeof registrations)[0], (typeof registrations)[0], (typeof registrations)[0]]
const receiptPath = (userId: string, loteId: string) => `/pagamento/user/${userId}/lote/${loteId}`

async function open(path: string, width = 1280) {
  const recorded = await newPage(browser, { viewport: { width, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] })
  await recorded.page.goto(site + path)
  return recorded
}

const text = (s: string | null) =>
  (s ?? '')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

describe('registration receipt', () => {
  it('shows a paid registration as confirmed (colour, icon, words), without the PIX code to pay', async () => {
    const recorded = await open(receiptPath(paid.userId, paid.loteId))
    const { page } = recorded
    const receipt = page.getByTestId('receipt')
    await receipt.waitFor()
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe(
      fillTemplate(siteContent.pages.registrationReceipt.heading, siteContent.currentEdition.edition),
    )
    const content = text(await receipt.textContent())
    expect(content).toContain(`Participante: ${paid.userName}`)
    expect(content).toContain(`Situação do pagamento: ${receiptTexts.paid}`)
    expect(content).toContain(`Lote: ${paid.loteName}`)
    expect(content).toContain('Valor: R$ 25,00')
    expect(await page.getByTestId('activities').locator('li').allTextContents()).toEqual([
      'Introdução ao Git - MINICURSO',
      'Robótica com Arduino - OFICINA',
    ])
    const status = page.locator('[data-status]')
    expect(await status.getAttribute('data-status')).toBe('paid')
    expect(await status.locator('svg').count()).toBe(1)
    // Only a pending payment offers the code to pay (decision 0112).
    expect(await page.getByRole('button', { name: receiptTexts.copyPix }).count()).toBe(0)
    expect(await page.getByRole('img', { name: receiptTexts.qrAlt }).count()).toBe(0)
    // The registration first, then the payment.
    expect(recorded.requests.filter((r) => r.includes('/api/'))).toEqual([
      `GET ${site}/api/lote/${paid.loteId}/inscricoes/user/${paid.userId}`,
      `GET ${site}/api/pagamento/user/${paid.userId}/lote/${paid.loteId}`,
    ])
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
    expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer')
    expectNoErrors(recorded)
    await recorded.close()
  })

  it('shows a pending registration in the pending style, with "R$ 1.234,50", and copies its PIX code', async () => {
    const recorded = await open(receiptPath(pending.userId, pending.loteId))
    const { page } = recorded
    await page.getByTestId('receipt').waitFor()
    const status = page.locator('[data-status]')
    expect(await status.getAttribute('data-status')).toBe('pending')
    expect(await status.locator('svg').count()).toBe(1)
    const content = text(await page.getByTestId('receipt').textContent())
    expect(content).toContain(`Situação do pagamento: ${receiptTexts.pending}`)
    expect(content).toContain('Valor: R$ 1.234,50')
    // Paid and pending differ in colour too.
    const colour = await status.evaluate((el) => getComputedStyle(el).backgroundColor)
    const paidPage = await open(receiptPath(paid.userId, paid.loteId))
    await paidPage.page.getByTestId('receipt').waitFor()
    expect(await paidPage.page.locator('[data-status]').evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(colour)
    await paidPage.close()
    const qr = page.getByRole('img', { name: receiptTexts.qrAlt })
    expect(await qr.getAttribute('src')).toBe(payment(pending.userId, pending.loteId).qr_code_base64)
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await page.getByRole('button', { name: receiptTexts.copyPix }).click()
    await toast(page, receiptTexts.copied).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(payment(pending.userId, pending.loteId).qr_code)
    expectNoErrors(recorded)
    await recorded.close()
  })

  // The receipt starts as close under the page header as a static page's text does: no empty band.
  it.each([
    [390, 'pending'],
    [1366, 'pending'],
    [390, 'paid'],
    [1366, 'paid'],
  ] as const)('at %i px a %s receipt starts right under the page header, as a static page does', async (width, which) => {
    const registration = which === 'paid' ? paid : pending
    const gapUnderHeader = async (path: string, ready: string) => {
      const recorded = await open(path, width)
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
    const receiptGap = await gapUnderHeader(receiptPath(registration.userId, registration.loteId), '[data-testid=receipt]')
    // A text page of staticPages (decision 0132), such as /about: its opening text right under the header.
    const [textPage] = Object.entries(siteContent.pages.staticPages).find(([, page]) => page!.blocks && !page!.notice)!
    const staticGap = await gapUnderHeader(`/${textPage}`, 'main p')
    expect(staticGap).not.toBeNull()
    expect(receiptGap).toBeCloseTo(staticGap!, 0)
  })

  it("shows 'Nenhuma' without activities and 'R$ 0,00'", async () => {
    const recorded = await open(receiptPath(noActivities.userId, noActivities.loteId))
    const { page } = recorded
    await page.getByTestId('receipt').waitFor()
    const content = text(await page.getByTestId('receipt').textContent())
    expect(content).toContain('Atividades: Nenhuma')
    expect(content).toContain('R$ 0,00')
    expectNoErrors(recorded)
    await recorded.close()
  })

  it.each([
    [601, 'full'],
    [600, 'short'],
  ])('validation link at %i px wide shows the %s form', async (width, form) => {
    const path = receiptPath(paid.userId, paid.loteId)
    const recorded = await open(path, width)
    const link = recorded.page.getByTestId('validation-link')
    await link.waitFor()
    expect(await link.getAttribute('href')).toBe(site + path)
    // Narrow, the link says where it goes (decision 0112), not the spec's 'Aqui'.
    expect(receiptTexts.validationShort).not.toBe('Aqui')
    expect(await link.textContent()).toBe(form === 'full' ? site + path : receiptTexts.validationShort)
    await recorded.page.setViewportSize({ width: form === 'full' ? 600 : 601, height: 900 })
    await expect.poll(() => link.textContent()).toBe(form === 'full' ? receiptTexts.validationShort : site + path)
    expectNoErrors(recorded)
    await recorded.close()
  })

  it.each([
    ['not found', 'nao-encontrado', [404]],
    ['a server error', 'erro-500', [500]],
    ['malformed JSON', 'json-invalido', []],
    ['a wrong shape', 'formato-errado', []],
    ['a QR code that is not a PNG', 'qr-invalido', []],
    ['a failing payment call', 'pagamento-falha', [500]],
  ])('on %s shows the toast and a retry button, never half a receipt', async (_label, userId, statuses) => {
    const recorded = await open(receiptPath(userId, 'lote-x'))
    const { page } = recorded
    await toast(page, 'Usuário não encontrado!').waitFor()
    await page.getByRole('button', { name: 'Tentar novamente' }).waitFor()
    expect(await page.getByTestId('receipt').count()).toBe(0)
    expect(await page.getByRole('status').count()).toBe(0)
    expectNoErrors(recorded, statuses)
    await recorded.close()
  })

  it('retry loads the receipt after a failure', async () => {
    const recorded = await open(receiptPath(`falha-uma-vez-${Date.now()}`, 'lote-x'))
    const { page } = recorded
    await page.getByRole('button', { name: 'Tentar novamente' }).click()
    await page.getByTestId('receipt').waitFor()
    expect(text(await page.getByTestId('receipt').textContent())).toContain(paid.userName)
    expectNoErrors(recorded, [500])
    await recorded.close()
  })

  it('times out a slow API after 15 s and offers a retry', async () => {
    const recorded = await open(receiptPath('lento', 'lote-x'))
    const { page } = recorded
    await page.getByRole('status').waitFor()
    await toast(page, 'Usuário não encontrado!').waitFor({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Tentar novamente' }).waitFor()
    expectNoErrors(recorded)
    await recorded.close()
  }, 40_000)

  it('shows its heading before any script, and no spinner without one', async () => {
    const recorded = await newPage(browser, { javaScriptEnabled: false })
    const { page } = recorded
    await page.goto(site + receiptPath(paid.userId, paid.loteId))
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe(
      fillTemplate(siteContent.pages.registrationReceipt.heading, siteContent.currentEdition.edition),
    )
    const spinner = page.locator('[role="status"]')
    expect(await spinner.count()).toBe(1)
    expect(await spinner.isVisible()).toBe(false)
    expectNoErrors(recorded)
    await recorded.close()
  })

  it('refuses a crafted id without calling any API path', async () => {
    const recorded = await open(receiptPath('..%2F..%2Fadmin', paid.loteId))
    const { page } = recorded
    await page.getByTestId('invalid-link').waitFor()
    expect(await page.getByTestId('invalid-link').textContent()).toBe('Usuário não encontrado!')
    expect(recorded.requests.filter((r) => r.includes('/api/'))).toEqual([])
    expect(recorded.requests.some((r) => r.includes('admin') && !r.includes('/pagamento/user/..%2F..%2Fadmin'))).toBe(false)
    expectNoErrors(recorded)
    await recorded.close()
  })
})
