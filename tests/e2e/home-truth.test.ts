// The home page says only what the data holds (issue 28, decision 0110): the registration button
// follows the edition's registration state and the event's phase, the countdown heading only
// before the start, the venue in the hero, no other edition's title.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { loadContent } from '../../src/content/load-content'
import { fillTemplate } from '../../src/components/edition-template'
import { venueLine } from '../../src/features/editions/edition-page-data'
import { registrationAction } from '../../src/features/home/registration-action'
import { expectNoErrors, gotoAtPausedTime, launchBrowser, newPage } from './support/browser'

const site = inject('siteUrl')
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const content = loadContent()
const { edition } = content.currentEdition
const home = content.pages.home
const action = registrationAction(edition.registration, content.site.ui.register, home.registrationOnSite, '/registration')
const start = Date.parse(edition.start)
const end = Date.parse(edition.end)
const countdownHeading = fillTemplate(home.countdown.heading, edition)

async function openHomeAt(time: number) {
  const recorded = await newPage(browser, { viewport: { width: 390, height: 900 } })
  await gotoAtPausedTime(recorded.page, site + '/', time)
  await recorded.page.locator('[data-countdown]').waitFor()
  return recorded
}

const visibleText = async (page: Page) => (await page.locator('main').innerText()).replace(/\s+/g, ' ')

async function expectAction(page: Page, shown: boolean) {
  const signIn = page.getByRole('link', { name: new RegExp(`^${content.site.ui.register}`) })
  const onSite = page.getByRole('link', { name: home.registrationOnSite, exact: true })
  if (shown && action?.kind === 'external') {
    await expect.poll(() => signIn.isVisible()).toBe(true)
    expect(await signIn.getAttribute('href')).toBe(action.href)
    expect(await signIn.getAttribute('target')).toBe('_blank')
    expect(await signIn.getAttribute('rel')).toBe('noopener noreferrer')
  } else {
    expect(await signIn.isVisible()).toBe(false)
  }
  if (shown && action?.kind === 'on-site') {
    await expect.poll(() => onSite.isVisible()).toBe(true)
    expect(await onSite.getAttribute('href')).toBe(action.href)
  } else {
    expect(await onSite.isVisible()).toBe(false)
  }
}

describe('home page, before, during and after the event', () => {
  it('before the start: the registration the data allows and the countdown heading', async () => {
    const recorded = await openHomeAt(start - 3 * 86_400_000)
    const { page } = recorded
    await expectAction(page, true)
    expect(await page.getByRole('heading', { name: countdownHeading }).isVisible()).toBe(true)
    expectNoErrors(recorded)
    await recorded.close()
  })

  it('during the event: the same registration, no countdown heading', async () => {
    const recorded = await openHomeAt(start + 3600_000)
    const { page } = recorded
    await expect.poll(() => page.getByText(home.countdown.started, { exact: true }).isVisible()).toBe(true)
    await expectAction(page, true)
    expect(await page.getByRole('heading', { name: countdownHeading }).isVisible()).toBe(false)
    expectNoErrors(recorded)
    await recorded.close()
  })

  it("after the end: no registration button and no countdown heading above 'Até a próxima edição!'", async () => {
    const recorded = await openHomeAt(end + 86_400_000)
    const { page } = recorded
    await expect.poll(() => page.getByText(home.countdown.ended, { exact: true }).isVisible()).toBe(true)
    await expectAction(page, false)
    expect(await visibleText(page)).not.toContain(countdownHeading)
    expectNoErrors(recorded)
    await recorded.close()
  })

  it("never offers 'Inscreva-se' when the edition's online registration is not open", () => {
    // The unit test covers each state; this ties the page's choice to the data's state.
    expect(action?.kind === 'external').toBe(edition.registration.status === 'abertas')
  })
})

describe('home page texts', () => {
  it('shows the venue in the hero, above the footer, also without JavaScript', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const recorded = await newPage(browser, { javaScriptEnabled })
      await recorded.page.goto(site + '/')
      expect(await recorded.page.locator('main').getByText(venueLine(edition), { exact: true }).first().isVisible()).toBe(true)
      await recorded.close()
    }
  })

  it('invites to each call the current edition holds, in their order, and to no other (decision 0143)', async () => {
    const recorded = await newPage(browser)
    await recorded.page.goto(site + '/')
    const cards = recorded.page.locator('.home-activities .page-card')
    const shown = await cards.locator('.page-card__link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(shown).toEqual(content.currentEdition.calls.map((call) => call.path))
    expect(await cards.locator('.page-card__text').allTextContents()).toEqual(
      content.currentEdition.calls.map((call) => call.card.homeText),
    )
    expectNoErrors(recorded)
    await recorded.close()
  })

  it("names no other edition's title", async () => {
    const recorded = await newPage(browser)
    await recorded.page.goto(site + '/')
    const text = await recorded.page.locator('body').innerText()
    for (const [year, other] of Object.entries(content.editions)) {
      if (year === edition.year) continue
      // "VI SERCOMP" is inside "VII SERCOMP": match whole titles only.
      expect(text, other.edition.title).not.toMatch(new RegExp(`(^|[^A-Z])${other.edition.title}`))
    }
    await recorded.close()
  })
})
