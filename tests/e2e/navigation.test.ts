import type { Page } from '@playwright/test'
import { fillTemplate } from '../../src/components/edition-template'
import { archivePath, archiveYears } from '../../src/content/edition-years'
import { loadContent } from '../../src/content/load-content'
import { PHONE_MAX_WIDTH } from '../../src/layout/breakpoints'
import { expectNoErrors, type OpenPage } from './support/browser'
import { expect, test } from './support/fixtures'

const content = loadContent()

const { ui } = content.site

async function open(openPage: OpenPage, site: string, width: number, path = '/about') {
  const recorded = await openPage({ viewport: { width, height: 800 } })
  await recorded.page.goto(site + path)
  // The bar is bound once the page script ran.
  await recorded.page.locator('[data-nav][data-nav-ready="true"]').waitFor({ state: 'attached' })
  return recorded
}

const menuToggle = (page: Page) => page.locator('[data-nav-toggle]')
const menu = (page: Page) => page.locator('#site-menu')
const editionsButton = (page: Page) => page.getByRole('button', { name: 'Edições Anteriores' })
const callsButton = (page: Page) => page.locator('[data-submenu-toggle="chamadas"]')
const editionsMenu = (page: Page) => page.locator('#submenu-edicoes-anteriores')
const callsMenu = (page: Page) => page.locator('#submenu-chamadas')
const header = (page: Page) => page.locator('[data-nav]')

test.describe('navigation bar', () => {
  test(`at ${PHONE_MAX_WIDTH} px shows the toggle and hides the menu until it is toggled`, async ({ openPage, siteUrl: site }) => {
    const recorded = await open(openPage, site, PHONE_MAX_WIDTH)
    const { page } = recorded
    await expect.poll(() => menuToggle(page).isVisible()).toBe(true)
    expect(await menu(page).isVisible()).toBe(false)
    expect(await menuToggle(page).getAttribute('aria-expanded')).toBe('false')
    expect((await menuToggle(page).innerText()).trim()).toBe(ui.menuOpen)
    await menuToggle(page).click()
    expect(await menu(page).isVisible()).toBe(true)
    expect(await menuToggle(page).getAttribute('aria-expanded')).toBe('true')
    // While the menu is open the button says what it does next (site.yaml ui.menuClose).
    expect((await menuToggle(page).innerText()).trim()).toBe(ui.menuClose)
    expect(await page.getByRole('link', { name: 'Programação', exact: true }).first().isVisible()).toBe(true)
    await menuToggle(page).click()
    expect(await menu(page).isVisible()).toBe(false)
    expect((await menuToggle(page).innerText()).trim()).toBe(ui.menuOpen)
    expectNoErrors(recorded)
    await recorded.close()
  })

  test(`at ${PHONE_MAX_WIDTH + 1} px has no toggle and shows the links`, async ({ openPage, siteUrl: site }) => {
    const recorded = await open(openPage, site, PHONE_MAX_WIDTH + 1)
    const { page } = recorded
    expect(await menuToggle(page).isVisible()).toBe(false)
    expect(await menu(page).isVisible()).toBe(true)
    for (const name of ['Inicio', 'Chamadas', 'Programação', 'Atividades']) {
      expect(await menu(page).getByRole('link', { name, exact: true }).isVisible()).toBe(true)
    }
    expect(await editionsButton(page).isVisible()).toBe(true)
    expectNoErrors(recorded)
    await recorded.close()
  })

  test(`at ${PHONE_MAX_WIDTH} px the button's icon says what it does: three bars to open, a cross to close`, async ({
    openPage,
    siteUrl: site,
  }) => {
    const recorded = await open(openPage, site, PHONE_MAX_WIDTH)
    const { page } = recorded
    // The icon's three bars: the element's own line and its two pseudo-elements' lines.
    const bars = () =>
      page.locator('.site-header__toggle-icon').evaluate((icon) => {
        const own = getComputedStyle(icon)
        const before = getComputedStyle(icon, '::before')
        const after = getComputedStyle(icon, '::after')
        return {
          middleShown: own.backgroundColor !== 'rgba(0, 0, 0, 0)',
          tilted: [before.transform, after.transform].filter((t) => t !== 'none').length,
        }
      })
    expect(await bars()).toEqual({ middleShown: true, tilted: 0 })
    await menuToggle(page).click()
    expect(await bars()).toEqual({ middleShown: false, tilted: 2 })
    await menuToggle(page).click()
    expect(await bars()).toEqual({ middleShown: true, tilted: 0 })
    await recorded.close()
  })

  for (const width of [PHONE_MAX_WIDTH, 1366])
    test(`at ${width} px every submenu has the same toggle: the chevron in its box, in the same place`, async ({
      openPage,
      siteUrl: site,
    }) => {
      const recorded = await open(openPage, site, width)
      const { page } = recorded
      if (await menuToggle(page).isVisible()) await menuToggle(page).click()
      const boxes = await page.locator('.site-header__chevron-box').evaluateAll((els) =>
        els.map((el) => {
          const box = el.getBoundingClientRect()
          // The label's words: the item's link, or the toggle's own text.
          const label = el.closest('li')!.firstElementChild!
          const range = document.createRange()
          range.selectNodeContents(label.tagName === 'A' ? label : label.firstChild!)
          return {
            size: `${box.width}x${box.height}`,
            right: Math.round(box.right),
            afterLabel: Math.round(box.left - range.getBoundingClientRect().right),
          }
        }),
      )
      expect(boxes.length).toBeGreaterThan(1)
      expect(new Set(boxes.map((b) => b.size)).size).toBe(1)
      // On a phone every chevron ends the row; on a wide screen each follows its label at the same distance.
      if (width <= PHONE_MAX_WIDTH) expect(new Set(boxes.map((b) => b.right)).size).toBe(1)
      else expect(new Set(boxes.map((b) => b.afterLabel)).size).toBe(1)
      await recorded.close()
    })

  test('draws each entry of a desktop submenu on one line', async ({ openPage, siteUrl: site }) => {
    const recorded = await open(openPage, site, 1366)
    const { page } = recorded
    for (const toggle of await page.locator('[data-submenu-toggle]').all()) {
      await toggle.click()
      const lines = await page.locator('.site-header__submenu.is-open a').evaluateAll((links) =>
        links.map((link) => {
          const range = document.createRange()
          range.selectNodeContents(link)
          return [link.textContent, new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size] as const
        }),
      )
      expect(lines.length).toBeGreaterThan(0)
      for (const [text, count] of lines) expect(count, `${text}`).toBe(1)
    }
    await recorded.close()
  })

  test('keeps one submenu open at a time and closes it on a second click', async ({ openPage, siteUrl: site }) => {
    const recorded = await open(openPage, site, 1400)
    const { page } = recorded
    expect(await editionsMenu(page).isVisible()).toBe(false)
    await editionsButton(page).click()
    expect(await editionsMenu(page).isVisible()).toBe(true)
    expect(await editionsButton(page).getAttribute('aria-expanded')).toBe('true')
    // Every edition before the current one, newest first, from the data alone.
    const links = editionsMenu(page).getByRole('link')
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(archiveYears(content).map(archivePath))
    const label = content.site.navigation.find((item) => item.editionLinks)!.editionLinks!
    expect(await links.allTextContents()).toEqual(archiveYears(content).map((y) => fillTemplate(label, content.editions[y]!.edition)))

    await callsButton(page).click()
    expect(await callsMenu(page).isVisible()).toBe(true)
    // Every call of the current edition, in the calls' order, from their files alone.
    const calls = content.currentEdition.calls
    const callLinks = await callsMenu(page)
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.textContent]))
    expect(callLinks.filter(([href]) => calls.some((call) => call.path === href))).toEqual(
      calls.map((call) => [call.path, call.card.title]),
    )
    expect(await editionsMenu(page).isVisible()).toBe(false)
    expect(await editionsButton(page).getAttribute('aria-expanded')).toBe('false')

    await callsButton(page).click()
    expect(await callsMenu(page).isVisible()).toBe(false)
    expect(await callsButton(page).getAttribute('aria-expanded')).toBe('false')
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('opens a submenu from the keyboard', async ({ openPage, siteUrl: site }) => {
    const recorded = await open(openPage, site, 1400)
    const { page } = recorded
    await editionsButton(page).focus()
    await page.keyboard.press('Enter')
    expect(await editionsMenu(page).isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    expect(await editionsMenu(page).isVisible()).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Edições Anteriores')
    await recorded.close()
  })

  test('resets the open submenu when the mobile menu is toggled', async ({ openPage, siteUrl: site }) => {
    const recorded = await open(openPage, site, 800)
    const { page } = recorded
    await menuToggle(page).click()
    await editionsButton(page).click()
    expect(await editionsMenu(page).isVisible()).toBe(true)
    await menuToggle(page).click()
    await menuToggle(page).click()
    expect(await menu(page).isVisible()).toBe(true)
    expect(await editionsMenu(page).isVisible()).toBe(false)
    expect(await editionsButton(page).getAttribute('aria-expanded')).toBe('false')
    expectNoErrors(recorded)
    await recorded.close()
  })

  test("has the 'scrolled' look once the page is scrolled, and while the mobile menu is open", async ({ openPage, siteUrl: site }) => {
    // A call page is long enough to scroll.
    const recorded = await open(openPage, site, 800, content.callPages[0]!.call.path)
    const { page } = recorded
    const scrolled = () => header(page).evaluate((el) => el.classList.contains('is-scrolled'))
    expect(await scrolled()).toBe(false)
    await menuToggle(page).click()
    expect(await scrolled()).toBe(true)
    await menuToggle(page).click()
    expect(await scrolled()).toBe(false)
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect.poll(scrolled).toBe(true)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(scrolled).toBe(false)
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('starts with a skip link to the main content', async ({ openPage, siteUrl: site }) => {
    const recorded = await open(openPage, site, 1400)
    const { page } = recorded
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' })
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await skip.getAttribute('href')).toBe('#conteudo')
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('conteudo')
    await recorded.close()
  })
})
