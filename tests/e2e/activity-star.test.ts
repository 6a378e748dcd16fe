// The 'Minha agenda' star on the activity pages (issue 13, decision 0060): the same list and item
// ids as the programme's stars, so a star set on an activity page is set on /timeline and listed on
// /minha-agenda, and the other way round. Everything is derived from the content, on the fixture site
// (decision 0095): its current edition has activities in the programme, alone and in a parallel block,
// whatever the real one holds today.
import type { Page } from '@playwright/test'
import { VIEWPORTS } from './support/page-states'
import { programmeJson } from '../../src/features/event-days/programme-json'
import { activityPath } from '../../src/publishing/item-paths'
import { activityPageView, activityProgrammeItem, allActivities } from '../../src/features/item-pages/item-pages-data'
import { axeScan } from './support/axe'
import { expectNoErrors } from './support/browser'
import { fixtureContent as content } from './support/fixture-site'
import { expect, test } from './support/fixtures'

const { pages } = content
const texts = content.site.ui.eventDays
const programme = programmeJson(content)

const views = allActivities(content).map(({ edition, activity }) => ({
  edition,
  activity,
  view: activityPageView(content, edition.year, activity.id)!,
  shownBy: activityProgrammeItem(edition, activity.id),
}))
const current = views.filter((v) => v.edition.year === content.site.currentEdition && v.shownBy)
// An activity the programme shows by itself, and one of a block of parallel activities.
const own = current.find((v) => v.shownBy!.activity?.id === v.activity.id)
const inBlock = current.find((v) => v.shownBy!.parts.some((part) => part.activity.id === v.activity.id))
const withoutStar = views.filter((v) => v.edition.year !== content.site.currentEdition || !v.shownBy)

const pageStar = (page: Page) => page.locator('.item-page [data-star]')
const timelineStar = (page: Page, id: string) => page.locator(`.schedule [data-star="${id}"]`)
const agendaIds = (page: Page) =>
  page.locator('[data-agenda-list] [data-item]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.item))

test.describe("the 'Minha agenda' star on an activity page", () => {
  test('the current edition has activities with a programme item to star', () => {
    expect(current.length).toBeGreaterThan(0)
    expect(own, 'an activity the programme shows by itself').toBeDefined()
    expect(inBlock, 'an activity of a parallel block').toBeDefined()
  })

  test('stars with the keyboard, shows on /minha-agenda and /timeline, and unstars', async ({ openPage, fixtureUrl: site }) => {
    const { view, shownBy } = own!
    const item = programme.items.find((i) => i.id === shownBy!.id)!
    const recorded = await openPage({ viewport: { width: 390, height: 844 } })
    const { page } = recorded
    await page.goto(site + view.path)
    const star = pageStar(page)
    expect(await star.count()).toBe(1)
    expect(await star.getAttribute('data-star')).toBe(item.id)
    expect(await star.getAttribute('aria-label')).toBe(texts.star.replace('{titulo}', item.title))
    expect(await star.getAttribute('aria-pressed')).toBe('false')
    expect(await page.getByRole('button', { name: texts.star.replace('{titulo}', item.title), pressed: false }).isVisible()).toBe(true)
    expect((await axeScan(page)).violations).toEqual([])

    // The star is the next stop after the way back to the programme, with a visible focus ring.
    await page.locator('.item-page__back a').focus()
    await page.keyboard.press('Tab')
    expect(await star.evaluate((el) => el === document.activeElement && el.matches(':focus-visible'))).toBe(true)
    const ring = await star.evaluate((el) => {
      const style = getComputedStyle(el)
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
    })
    expect(ring.style).not.toBe('none')
    expect(ring.width).toBeGreaterThanOrEqual(2)
    await page.keyboard.press('Enter')
    expect(await star.getAttribute('aria-pressed')).toBe('true')
    await page.keyboard.press('Space')
    expect(await star.getAttribute('aria-pressed')).toBe('false')
    await page.keyboard.press('Space')
    expect(await star.getAttribute('aria-pressed')).toBe('true')

    // The pressed state has no axe violation at either width.
    for (const { name, viewport } of VIEWPORTS) {
      await page.setViewportSize(viewport)
      expect((await axeScan(page)).violations, name).toEqual([])
    }

    await page.goto(site + pages.myAgenda.path)
    expect(await agendaIds(page)).toEqual([item.id])
    expect(await page.locator(`[data-item="${item.id}"] .my-agenda__title`).textContent()).toBe(item.title)
    await page.goto(site + pages.timeline.path)
    expect(await timelineStar(page, item.id).getAttribute('aria-pressed')).toBe('true')
    expect(await page.locator('.schedule [data-star][aria-pressed="true"]').count()).toBe(1)

    // Unstarred on the activity page: gone from both.
    await page.goto(site + view.path)
    expect(await star.getAttribute('aria-pressed')).toBe('true')
    await star.focus()
    await page.keyboard.press('Enter')
    expect(await star.getAttribute('aria-pressed')).toBe('false')
    await page.goto(site + pages.myAgenda.path)
    expect(await agendaIds(page)).toEqual([])
    expect(await page.getByText(pages.myAgenda.empty).isVisible()).toBe(true)
    await page.goto(site + pages.timeline.path)
    expect(await timelineStar(page, item.id).getAttribute('aria-pressed')).toBe('false')
    // Nothing is sent anywhere.
    expect(recorded.requests.filter((r) => !r.includes(new URL(site).host))).toEqual([])
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('a star set on /timeline shows on the activity page, and one set there shows in an open /timeline tab', async ({
    openPage,
    fixtureUrl: site,
  }) => {
    const { view, shownBy } = own!
    const recorded = await openPage()
    const { page } = recorded
    await page.goto(site + pages.timeline.path)
    // The item may be on a day tab not shown yet.
    await timelineStar(page, shownBy!.id).evaluate((el) => (el as HTMLButtonElement).click())
    const other = await page.context().newPage()
    await other.goto(site + view.path)
    expect(await pageStar(other).getAttribute('aria-pressed')).toBe('true')
    await pageStar(other).click()
    expect(await pageStar(other).getAttribute('aria-pressed')).toBe('false')
    // The programme tab follows without a reload (the storage event).
    await expect.poll(() => timelineStar(page, shownBy!.id).getAttribute('aria-pressed')).toBe('false')
    expectNoErrors(recorded)
    await recorded.close()
  })

  test("an activity of a parallel block stars the block, under the block's title", async ({ openPage, fixtureUrl: site }) => {
    const { view, shownBy } = inBlock!
    const item = programme.items.find((i) => i.id === shownBy!.id)!
    const recorded = await openPage()
    const { page } = recorded
    await page.goto(site + view.path)
    expect(await pageStar(page).getAttribute('aria-label')).toBe(texts.star.replace('{titulo}', item.title))
    await pageStar(page).click()
    await page.goto(site + pages.timeline.path)
    expect(await timelineStar(page, item.id).getAttribute('aria-pressed')).toBe('true')
    await page.goto(site + pages.myAgenda.path)
    expect(await agendaIds(page)).toEqual([item.id])
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('no star on the activities of earlier editions or outside the programme', ({ fixtureUrl: site }) => {
    // Checked in the built HTML of every such page: the browser adds no star, it only binds them.
    expect(withoutStar.length).toBeGreaterThan(0)
    return Promise.all(
      withoutStar.map(async ({ edition, activity }) => {
        const html = await (await fetch(site + activityPath(edition.year, activity.id))).text()
        expect(html, activityPath(edition.year, activity.id)).toContain('data-activity-page=')
        expect(html, activityPath(edition.year, activity.id)).not.toContain('data-star=')
      }),
    )
  })

  test('without JavaScript the star is hidden, as on the programme', async ({ openPage, fixtureUrl: site }) => {
    const recorded = await openPage({ javaScriptEnabled: false })
    const { page } = recorded
    await page.goto(site + own!.view.path)
    expect(await pageStar(page).count()).toBe(1)
    expect(await pageStar(page).isVisible()).toBe(false)
    expect(await page.locator('h1').isVisible()).toBe(true)
    await recorded.close()
  })
})
