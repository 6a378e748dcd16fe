// The phone footer stays compact (issue 28: about 700 px tall at 390 px before) and keeps every link,
// the pages the menu leaves out included (issue 47: every page within two clicks of the home page).
import { loadContent } from '../../src/content/load-content'
import { footerColumnsOf } from '../../src/layout/page-data'
import { expect, test } from './support/fixtures'

const content = loadContent()
const { footer, contact } = content.site
const columns = footerColumnsOf(content)

test.describe('footer on a phone', () => {
  // Decision 0106: only space was cut, no link or text. Issue 47 added a column and six links
  // (committee, partners, registration, its search, the earlier editions): 650 px.
  test('at 390 px is under 650 px tall, with its links in two columns, all still there', async ({ openPage, siteUrl: site }) => {
    const recorded = await openPage({ viewport: { width: 390, height: 900 } })
    const { page } = recorded
    await page.goto(site + '/about')
    const box = (await page.locator('.site-footer').boundingBox())!
    expect(box.height).toBeLessThan(650)
    const navs = page.locator('nav.site-footer__column')
    expect(await navs.count()).toBe(columns.length)
    if (columns.length > 1) {
      const [a, b] = [(await navs.nth(0).boundingBox())!, (await navs.nth(1).boundingBox())!]
      expect(a.y).toBe(b.y)
      expect(a.x).toBeLessThan(b.x)
    }
    for (const column of columns) {
      for (const link of column.links) {
        expect(await page.locator('.site-footer').getByRole('link', { name: link.label, exact: true }).isVisible()).toBe(true)
      }
    }
    for (const text of [footer.invitation, contact.phone, contact.email]) {
      expect(await page.locator('.site-footer').getByText(text, { exact: true }).isVisible()).toBe(true)
    }
    await recorded.close()
  })
})

test.describe('footer on a short page', () => {
  // A window taller than the not-found page at both widths: the footer ends the screen, no bare
  // band of page background below it (an edition whose lists are still empty has such pages).
  for (const [width, height] of [
    [390, 2000],
    [1366, 2000],
  ] as const)
    test(`at ${width} px wide, ${height} px tall, ends at the bottom of the window`, async ({ openPage, siteUrl: site }) => {
      const recorded = await openPage({ viewport: { width, height } })
      const { page } = recorded
      await page.goto(site + '/pagina-que-nao-existe')
      const box = (await page.locator('.site-footer').boundingBox())!
      expect(Math.round(box.y + box.height)).toBe(height)
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height)
      // Short indeed: the page's content ends well above the footer, the space between is main's stretch.
      const contentEnd = await page.locator('main > :last-child').evaluate((el) => el.getBoundingClientRect().bottom)
      expect(contentEnd).toBeLessThan(box.y - 100)
      await recorded.close()
    })
})
