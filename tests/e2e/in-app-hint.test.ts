// The in-app browser hint on /minha-agenda (issue 29, decision 0060): inside Instagram's browser the
// page offers to open itself in the phone's browser (an intent link on Android, the menu's way and
// "Copiar link" on iOS); it can be closed from the keyboard and is never shown in a normal browser.
import { loadContent } from '../../src/content/load-content'
import { USER_AGENTS } from '../fixtures/user-agents'
import { axeScan } from './support/axe'
import { expectNoErrors } from './support/browser'
import { expect, test } from './support/fixtures'

const texts = loadContent().pages.myAgenda
const hint = texts.inAppHint
const phone = { width: 390, height: 844 }

test.describe('the in-app browser hint on /minha-agenda', () => {
  test("in Instagram on Android, links the same address, query included, to the phone's browser", async ({ openPage, siteUrl: site }) => {
    const recorded = await openPage({ userAgent: USER_AGENTS.instagramAndroid, viewport: phone })
    const { page } = recorded
    await page.goto(`${site}${texts.path}?itens=a,b`)
    const open = page.getByRole('link', { name: hint.open })
    await open.waitFor()
    expect(await page.getByText(hint.text).isVisible()).toBe(true)
    const url = new URL(page.url())
    expect(url.search).toBe('?itens=a,b')
    expect(await open.getAttribute('href')).toBe(`intent://${url.host}${url.pathname}${url.search}#Intent;scheme=http;end`)
    expect(await page.getByText(hint.howTo).isVisible()).toBe(false)
    expect((await axeScan(page)).violations).toEqual([])

    // Keyboard: the link and the buttons are reached with Tab; Enter on "close" hides the hint and
    // leaves the focus on the page's heading, and it stays closed for the rest of the visit.
    const reached = new Set<string>()
    for (let i = 0; i < 40 && reached.size < 3; i++) {
      await page.keyboard.press('Tab')
      const name = await page.evaluate(() =>
        document.activeElement?.closest('[data-in-app-hint]') ? document.activeElement.textContent : null,
      )
      if (name) reached.add(name)
    }
    expect([...reached].sort()).toEqual([hint.open, hint.copy, hint.dismiss].sort())
    await page.getByRole('button', { name: hint.dismiss }).focus()
    await page.keyboard.press('Enter')
    expect(await page.getByText(hint.text).isVisible()).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1')
    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(await page.getByText(hint.text).isVisible()).toBe(false)
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('in Instagram on iOS, says how to open the browser and copies the link', async ({ openPage, siteUrl: site }) => {
    const recorded = await openPage({ userAgent: USER_AGENTS.instagramIos, viewport: phone })
    const { page } = recorded
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site })
    await page.goto(site + texts.path)
    const copy = page.getByRole('button', { name: hint.copy })
    await copy.waitFor()
    expect(await page.getByText(hint.text).isVisible()).toBe(true)
    expect(await page.getByText(hint.howTo).isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: hint.open }).count()).toBe(0)
    await copy.click()
    await page.getByRole('status').filter({ hasText: hint.copied }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
    expect((await axeScan(page)).violations).toEqual([])
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('is not shown in Chrome', async ({ openPage, siteUrl: site }) => {
    const recorded = await openPage({ userAgent: USER_AGENTS.chromeAndroid, viewport: phone })
    const { page } = recorded
    await page.goto(site + texts.path)
    // The page's script ran (it hides the no-JavaScript text), and left the hint hidden.
    await page.locator('[data-agenda-noscript][hidden]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    expect(await page.locator('[data-in-app-hint]').isVisible()).toBe(false)
    expect(await page.getByText(hint.text).isVisible()).toBe(false)
    expectNoErrors(recorded)
    await recorded.close()
  })
})
