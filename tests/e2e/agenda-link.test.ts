// 'Minha agenda' by link (issue 29, decision 0060): five starred items shared as a link
// and its QR code open the same five in a fresh browser context; keeping them merges with what that
// browser had; an id the programme no longer has is reported, not fatal. Items come from the content
// loader, on the fixture site (decision 0095), whose current edition has more than five programme items
// whatever the real one holds today.
import jsQR from 'jsqr'
import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { programmeJson } from '../../src/features/event-days/programme-json'
import { axeScan } from './support/axe'
import { expectNoErrors, newPage, type OpenPage } from './support/browser'
import { fixtureContent as content } from './support/fixture-site'
import { programmeItems } from '../../src/content/programme'
import { expect, test } from './support/fixtures'

const texts = content.pages.myAgenda
const programme = programmeJson(content)
// A cancelled item has no star (decision 0181): only the items a visitor can save.
const cancelledIds = new Set(
  programmeItems(content.currentEdition.programme)
    .filter((item) => item.cancelled)
    .map((item) => item.id),
)
const byStart = programme.items.filter((item) => !cancelledIds.has(item.id)).sort((a, b) => Date.parse(a.startIso) - Date.parse(b.startIso))
const five = byStart.slice(0, 5).map((item) => item.id)
const other = byStart[5]?.id

// Every test opens the link its beforeAll shared once.
test.describe.configure({ mode: 'default' })

const agendaIds = (page: Page) =>
  page.locator('[data-agenda-list] [data-item]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.item))
const scripts = (requests: string[]) => requests.filter((line) => /^GET .*\.js$/.test(line))

/** The QR code as Chromium paints it, read by jsQR as a phone camera would. */
async function decodeQr(qr: Locator): Promise<string | undefined> {
  const png = await qr.screenshot()
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data
}

// The saved ids (each saved with what was seen of it, decision 0184).
const stored = (page: Page) =>
  page.evaluate((year) => Object.keys(JSON.parse(localStorage.getItem(`sercomp-agenda-${year}`) ?? '{}') as object), programme.year)

// The link as the QR code carries it, after checking it is the link the page shows.
async function shareFive(openPage: OpenPage, site: string): Promise<string> {
  const recorded = await openPage({ viewport: { width: 390, height: 844 } })
  const { page } = recorded
  await page.goto(site + content.pages.timeline.path)
  for (const id of five)
    await page
      .locator(`.schedule [data-star="${id}"]`)
      .first()
      .evaluate((el) => (el as HTMLButtonElement).click())
  await page.goto(site + texts.path)
  await page.waitForLoadState('networkidle')
  const scriptsBefore = scripts(recorded.requests).length
  await page.getByRole('button', { name: texts.share }).click()
  const qr = page.getByRole('img', { name: texts.shareQr })
  await qr.waitFor()
  // The QR library came with the click, not with the page (decision 0060).
  expect(scripts(recorded.requests).length).toBeGreaterThan(scriptsBefore)
  const link = page.getByRole('link', { name: /itens=/ })
  expect(await link.evaluate((el) => el === document.activeElement)).toBe(true)
  expect(await page.getByText(texts.shareLink).isVisible()).toBe(true)
  const href = (await link.getAttribute('href'))!
  // Each id with what was seen of it after a dot (decision 0184).
  const ids = new URL(href).searchParams.get('itens')!.split(',')
  expect(ids.map((token) => token.split('.')[0]).sort()).toEqual([...five].sort())
  expect(await qr.evaluate((el) => el.tagName)).toBe('svg')
  const decoded = await decodeQr(qr)
  expect(decoded).toBe(href)
  expect((await axeScan(page)).violations).toEqual([])
  expectNoErrors(recorded)
  await recorded.close()
  return decoded!
}

test.describe("'Minha agenda' by link", () => {
  let href = ''
  test.beforeAll(async ({ browser, fixtureUrl: site }) => {
    expect(five.length === 5 && other).toBeTruthy()
    href = await shareFive((options) => newPage(browser, options), site)
  })

  test('opens the same five items in a fresh browser from the QR code, and keeps them', async ({ openPage }) => {
    const recorded = await openPage({ viewport: { width: 390, height: 844 } })
    const { page } = recorded
    await page.goto(href)
    expect((await agendaIds(page)).sort()).toEqual([...five].sort())
    expect(await page.getByText(texts.shared).isVisible()).toBe(true)
    expect(await page.locator('[data-agenda-stale]').isVisible()).toBe(false)
    expect(await stored(page)).toEqual([])
    expect((await axeScan(page)).violations).toEqual([])
    await page.getByRole('button', { name: texts.keep }).click()
    expect(await page.getByText(texts.kept).isVisible()).toBe(true)
    expect((await stored(page)).sort()).toEqual([...five].sort())
    expect(new URL(page.url()).search).toBe('')
    await page.reload()
    expect((await agendaIds(page)).sort()).toEqual([...five].sort())
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('keeping merges with the agenda this browser already has', async ({ openPage, fixtureUrl: site }) => {
    const recorded = await openPage()
    const { page } = recorded
    await page.goto(site + texts.path)
    await page.evaluate(([year, id]) => localStorage.setItem(`sercomp-agenda-${year}`, JSON.stringify([id])), [programme.year, other!])
    await page.goto(href)
    expect((await agendaIds(page)).sort()).toEqual([...five].sort())
    await page.getByRole('button', { name: texts.keep }).click()
    expect((await stored(page)).sort()).toEqual([other!, ...five].sort())
    expect((await agendaIds(page)).sort()).toEqual([other!, ...five].sort())
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('says how many items of a stale link are gone, and shows the rest', async ({ openPage }) => {
    const recorded = await openPage()
    const { page } = recorded
    const gone = 'atividade-que-nao-existe'
    const url = new URL(href)
    url.search = `?itens=${five[0]},${gone}`
    await page.goto(url.href)
    expect(await agendaIds(page)).toEqual([five[0]])
    expect(await page.getByText(texts.stale.replace('{quantidade}', '1')).isVisible()).toBe(true)
    await page.getByRole('button', { name: texts.keep }).click()
    expect(await stored(page)).toEqual([five[0]])
    expectNoErrors(recorded)
    await recorded.close()
  })
})
