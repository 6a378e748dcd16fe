// The home page says only what the data holds (decision 0110): the venue in the hero, the current
// edition's calls, no other edition's title. What changes with the clock: tests/e2e/time-states.test.ts.
import { loadContent } from '../../src/content/load-content'
import { callWindow, editionPhase, windowState } from '../../src/content/time'
import { editionPeople, reviewFigures, reviewPeople } from '../../src/features/home/review-data'
import { venueLine } from '../../src/features/editions/edition-page-data'
import { expectNoErrors } from './support/browser'
import { expect, test } from './support/fixtures'

const content = loadContent()
const { edition } = content.currentEdition
test.describe('home page texts', () => {
  test('shows the venue in the hero, above the footer, also without JavaScript', async ({ openPage, siteUrl: site }) => {
    for (const javaScriptEnabled of [true, false]) {
      const recorded = await openPage({ javaScriptEnabled })
      await recorded.page.goto(site + '/')
      expect(await recorded.page.locator('main').getByText(venueLine(edition), { exact: true }).first().isVisible()).toBe(true)
      await recorded.close()
    }
  })

  test('shows each call the current edition holds, in their order, and no other; invites only to the calls not closed (decisions 0114, 0172)', async ({
    openPage,
    siteUrl: site,
  }) => {
    const recorded = await openPage()
    await recorded.page.goto(site + '/')
    const cards = recorded.page.locator('.home-activities .page-card')
    const shown = await cards.locator('.page-card__link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(shown).toEqual(content.currentEdition.calls.map((call) => call.path))
    // As built a moment ago: a closed call's card says so instead of inviting.
    const inviting = content.currentEdition.calls.filter((call) => windowState(callWindow(call), Date.now()) !== 'closed')
    expect(await cards.locator('.page-card__text').filter({ visible: true }).allTextContents()).toEqual(
      inviting.map((call) => call.card.homeText),
    )
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('shows the current edition in review, from its data, exactly when it is over (decision 0174)', async ({
    openPage,
    siteUrl: site,
  }) => {
    // As built a moment ago: over, its figures and faces; before its end, the review waits hidden.
    const over = editionPhase(edition, Date.now()) === 'over'
    const names = content.pages.home.review.figures
    for (const width of [390, 1366]) {
      const recorded = await openPage({ viewport: { width, height: 900 } })
      await recorded.page.goto(site + '/')
      const review = recorded.page.locator('.home-review')
      expect(await review.isVisible(), `${width} px`).toBe(over)
      if (over) {
        const figures = await review.locator('.home-review__figure').allInnerTexts()
        expect(figures.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual(
          reviewFigures(content.currentEdition, names).map((figure) => `${figure.value} ${figure.label}`),
        )
        const faces = await review.locator('.committee a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
        expect(faces).toEqual(reviewPeople(content, content.currentEdition, 6).map((person) => person.href))
        expect(faces.length).toBe(Math.min(6, editionPeople(content.currentEdition).length))
      }
      expectNoErrors(recorded)
      await recorded.close()
    }
  })

  test("names no other edition's title", async ({ openPage, siteUrl: site }) => {
    const recorded = await openPage()
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
