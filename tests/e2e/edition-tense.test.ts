// Every page in the tense of its edition (decision 0175), on the fictional fixture site (decision
// 0095), whose current edition lies ahead of its build: the programme, an activity's page,
// /confirmed-activities and /como-chegar opened before the edition, during it (some items over) and
// after it, by the browser's clock. An item that is over offers no star and no calendar file;
// what a visitor saved stays in Minha agenda. Built later, the same pages say the same:
// tests/e2e/time-states.test.ts.
import type { Page } from '@playwright/test'
import { fillTemplate, fillTimedText } from '../../src/components/edition-template'
import { textAt } from '../../src/components/timed'
import { programmeItems } from '../../src/content/programme'
import { editionPhase } from '../../src/content/time'
import { activityProgrammeItem } from '../../src/features/item-pages/item-pages-data'
import { venuePageProps } from '../../src/features/venue/venue-page-data'
import { activityPath } from '../../src/publishing/item-paths'
import { axeScan } from './support/axe'
import { expectNoErrors } from './support/browser'
import { fixtureContent as content } from './support/fixture-site'
import { expect, test } from './support/fixtures'

const { edition, programme, activities } = content.currentEdition
const { pages } = content
// A cancelled item offers nothing whatever the time (decision 0181): the items that can be offered.
const items = programmeItems(programme).filter((item) => !item.cancelled)
const ends = (item: { endsAt: string }) => Date.parse(item.endsAt)
const DAY = 86_400_000
const first = [...items].sort((a, b) => ends(a) - ends(b))[0]!
// Before the edition, during it a minute after its first item ended, and a day after its end.
const STATES = [
  ['before the edition', Date.parse(edition.start) - DAY],
  ['during the edition, its first item over', ends(first) + 60_000],
  ['after the edition', Date.parse(edition.end) + DAY],
] as const
const fill = (text: string) => fillTemplate(text, edition)
const at = (text: Parameters<typeof fillTimedText>[0], t: number) => textAt(fillTimedText(text, edition), t)

// An activity the programme shows by itself: its page has the star and the calendar file.
const own = activities!.activities.find(
  (activity) => activityProgrammeItem(content.currentEdition, activity.id)?.activity?.id === activity.id,
)!
const ownItem = activityProgrammeItem(content.currentEdition, own.id)!

async function openAt(site: string, page: Page, path: string, time: number) {
  await page.clock.setFixedTime(time)
  await page.goto(site + path)
}

/** Whether each element matching `selector` is offered: neither withdrawn by the script nor hidden by the clock's state. */
const offered = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((elements) =>
      elements.map(
        (el) =>
          !(el as HTMLElement).hidden && !(el.closest('[data-when]') && getComputedStyle(el.closest('[data-when]')!).display === 'none'),
      ),
    )

/** An element's text without the variants the clock's state hides, whether or not its tab is open. */
const shownText = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((el) =>
      [...el.childNodes]
        .filter((node) => (node instanceof HTMLElement ? getComputedStyle(node).display !== 'none' : node.nodeType === Node.TEXT_NODE))
        .map((node) => node.textContent)
        .join(''),
    ),
  )

test.describe('the fixture site in the tense of its edition', () => {
  test('has an edition whose items end at different instants, so that the event has items over and items to come', () => {
    expect(STATES.map(([, t]) => editionPhase(edition, t))).toEqual(['upcoming', 'on', 'over'])
    expect(items.some((item) => ends(item) > STATES[1][1])).toBe(true)
  })

  for (const [state, t] of STATES)
    test(`${state}: the programme names its edition and offers only what is still to end`, async ({ openPage, fixtureUrl: site }) => {
      const recorded = await openPage({ viewport: { width: 390, height: 900 } })
      const { page } = recorded
      await openAt(site, page, pages.timeline.path, t)
      await page.locator('[data-tabs][data-tabs-ready="true"]').waitFor({ state: 'attached' })
      const over = editionPhase(edition, t) === 'over'
      expect(await page.locator('h1').innerText()).toBe(at(pages.timeline.heading, t))
      const lead = at(pages.timeline.lead, t)
      expect(await page.locator('.page-header__lead').filter({ visible: true }).allTextContents()).toEqual(lead ? [lead] : [])
      // Once over, each day names its year.
      expect(await shownText(page, '.schedule__day-title')).toEqual(
        programme.map((day) => `${day.label} — ${over ? day.datedLabel : day.tabLabel}`),
      )
      const toCome = items.map((item) => ends(item) > t)
      expect(await offered(page, '.schedule [data-star]')).toEqual(toCome)
      expect(await offered(page, '.schedule .add-to-calendar')).toEqual(toCome)
      expect(await page.locator('.edition-calendar-links').filter({ visible: true }).count()).toBe(over ? 0 : 1)
      if (over) expect((await axeScan(page)).violations).toEqual([])
      expectNoErrors(recorded)
      await recorded.close()
    })

  for (const [state, t] of STATES)
    test(`${state}: an activity's page offers its star and calendar file until its item ends`, async ({ openPage, fixtureUrl: site }) => {
      const recorded = await openPage({ viewport: { width: 390, height: 900 } })
      const { page } = recorded
      await openAt(site, page, activityPath(edition.year, own.id), t)
      const toCome = ends(ownItem) > t
      expect(await offered(page, '.item-page [data-star]')).toEqual([toCome])
      expect(await offered(page, '.item-page a[data-calendar]')).toEqual([toCome])
      expect(await page.locator('.item-page a[data-calendar]').filter({ visible: true }).count()).toBe(toCome ? 1 : 0)
      expectNoErrors(recorded)
      await recorded.close()
    })

  for (const [state, t] of STATES)
    test(`${state}: /confirmed-activities and /como-chegar speak of the edition in its tense`, async ({ openPage, fixtureUrl: site }) => {
      const recorded = await openPage({ viewport: { width: 390, height: 900 } })
      const { page } = recorded
      const over = editionPhase(edition, t) === 'over'

      await openAt(site, page, pages.confirmedActivities.path, t)
      expect(await page.locator('h1').innerText()).toBe(fill(pages.confirmedActivities.heading))
      const lead = at(pages.confirmedActivities.lead, t)
      expect(await page.locator('.page-header__lead').filter({ visible: true }).allTextContents()).toEqual(lead ? [lead] : [])

      const venue = venuePageProps(content)
      await openAt(site, page, pages.venue.path, t)
      const text = await page.locator('main').innerText()
      const dates = textAt(venue.dates, t)!
      expect(dates).toContain(edition.title)
      expect(text).toContain(dates)
      expect(text).not.toContain(textAt(venue.dates, over ? 0 : Infinity)!)
      expect(text).toContain(textAt(venue.roomSheet, t)!)
      expect(await page.locator('main h3').allInnerTexts()).toEqual(venue.faq!.entries.map((entry) => textAt(entry.question, t)))
      expect(await page.locator('#contato-no-dia').filter({ visible: true }).count()).toBe(over ? 0 : 1)
      if (over) expect((await axeScan(page)).violations).toEqual([])
      expectNoErrors(recorded)
      await recorded.close()
    })

  test('keeps in Minha agenda, as a record, an item saved before the edition ended', async ({ openPage, fixtureUrl: site }) => {
    const recorded = await openPage({ viewport: { width: 390, height: 900 } })
    const { page } = recorded
    await openAt(site, page, pages.timeline.path, STATES[0][1])
    await page.locator(`.schedule [data-star="${first.id}"]`).evaluate((star) => (star as HTMLButtonElement).click())
    await openAt(site, page, pages.myAgenda.path, STATES[2][1])
    expect(
      await page.locator('[data-agenda-list] [data-item]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.item)),
    ).toEqual([first.id])
    expectNoErrors(recorded)
    await recorded.close()
  })
})
