// /timeline. Its behaviour with a programme is tested on the fixture site (decision 0095), whose
// current edition has one whatever the real one holds today; the real site's page is checked for the
// state of its own edition before the programme is out.
import type { Page } from '@playwright/test'
import { fillTimedText } from '../../src/components/edition-template'
import { textAt } from '../../src/components/timed'
import { loadContent, type Content } from '../../src/content/load-content'
import { expectNoErrors, gotoAtPausedTime, type OpenPage } from './support/browser'
import { fixtureContent as content } from './support/fixture-site'
import { expect, test } from './support/fixtures'

const real = loadContent()
const edition = content.currentEdition
// The programme as the loader resolves it: times, rooms and people of the items that show an activity included.
const days = edition.programme

async function open(openPage: OpenPage, site: string, width: number, javaScriptEnabled = true, base = site) {
  const recorded = await openPage({ viewport: { width, height: 900 }, javaScriptEnabled })
  await recorded.page.goto(`${base}/timeline`)
  if (javaScriptEnabled) await recorded.page.locator('[data-tabs][data-tabs-ready="true"]').waitFor({ state: 'attached' })
  return recorded
}

/** The page's heading as it reads now: an invitation until the edition's end, the edition's programme after it. */
const heading = (of: Content) => textAt(fillTimedText(of.pages.timeline.heading, of.currentEdition.edition), Date.now())

const tabs = (page: Page) => page.getByRole('tab')
const panels = (page: Page) => page.locator('.schedule__day')

async function visiblePanels(page: Page): Promise<string[]> {
  const dates: string[] = []
  for (const panel of await panels(page).all()) if (await panel.isVisible()) dates.push((await panel.getAttribute('data-date')) ?? '')
  return dates
}

async function expectDayContent(page: Page, dayIndex: number) {
  const day = days[dayIndex]!
  const items = panels(page).nth(dayIndex).locator('.schedule__event')
  expect(await items.count()).toBe(day.items.length)
  for (const [i, item] of day.items.entries()) {
    const shown = items.nth(i)
    expect(await shown.locator('.schedule__title').textContent()).toBe(item.title)
    expect((await shown.locator('.schedule__when').textContent())?.replace(/\s+/g, ' ')).toBe(`${item.start} - ${item.end}${item.period}`)
    expect(await shown.locator('.schedule__period').textContent()).toBe(item.period)
    if (item.room) expect(await shown.locator('.schedule__room').textContent()).toBe(item.room.name)
    else expect(await shown.locator('.schedule__room').count()).toBe(0)
    expect(await shown.locator('.schedule__person').count()).toBe(item.people.length)
    // A block of parallel activities names each one, with a link where it is shown in full.
    expect(await shown.locator('.schedule__activity').count()).toBe(item.parts.length)
  }
}

test.describe('/timeline before the programme is out', () => {
  test.skip(
    real.currentEdition.programme.length > 0,
    "the real current edition's programme is out: the fixture's /timeline below holds that state",
  )

  test('shows its heading, and neither day tabs nor calendar links', async ({ openPage, siteUrl: realSite, fixtureUrl: site }) => {
    const recorded = await open(openPage, site, 1300, false, realSite)
    const { page } = recorded
    expect(await page.locator('h1').innerText()).toBe(heading(real))
    expect(await page.getByRole('tablist').count()).toBe(0)
    expect(await page.locator('a[href^="/agenda/"]').count()).toBe(0)
    expectNoErrors(recorded)
    await recorded.close()
  })
})

test.describe('/timeline', () => {
  for (const width of [450, 600, 800, 1300])
    test(`at ${width} px shows the heading, the day tabs from the data and the first day only`, async ({ openPage, fixtureUrl: site }) => {
      const recorded = await open(openPage, site, width)
      const { page } = recorded
      expect(await page.locator('h1').innerText()).toBe(heading(content))
      expect(await tabs(page).allTextContents()).toEqual(days.map((day) => day.tabLabel))
      expect(await tabs(page).nth(0).getAttribute('aria-selected')).toBe('true')
      expect(await visiblePanels(page)).toEqual([days[0]!.date])
      await expectDayContent(page, 0)
      expectNoErrors(recorded)
      await recorded.close()
    })

  test('keeps a cancelled item, struck through and said in words, with neither star nor calendar link', async ({
    openPage,
    fixtureUrl: site,
  }) => {
    const { ui } = content.site
    const cancelled = days.flatMap((day, index) => day.items.filter((item) => item.cancelled).map((item) => ({ item, index })))
    expect(cancelled.length).toBeGreaterThan(0)
    const recorded = await open(openPage, site, 1300)
    const { page } = recorded
    for (const { item, index } of cancelled) {
      await tabs(page).nth(index).click()
      const shown = page.locator(`[data-event="${item.id}"]`)
      const words = item.cancelled!.reason ? `${ui.cancelled}. ${ui.cancelledReason}: ${item.cancelled!.reason}` : ui.cancelled
      expect(await shown.locator('.schedule__cancelled').textContent()).toBe(words)
      expect(await shown.locator('.schedule__title').evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('line-through')
      expect(await shown.locator('[data-star], a[href$=".ics"]').count()).toBe(0)
    }
    // Every other item keeps its star and its calendar link.
    const others = days.flatMap((day) => day.items).filter((item) => !item.cancelled)
    expect(await page.locator('.schedule__event:not([data-cancelled]) a[href$=".ics"]').count()).toBe(others.length)
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('a click activates one day and deactivates the others', async ({ openPage, fixtureUrl: site }) => {
    const recorded = await open(openPage, site, 800)
    const { page } = recorded
    for (const index of [...days.keys()].slice(1).concat(0)) {
      await tabs(page).nth(index).click()
      expect(await tabs(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-selected')))).toEqual(
        days.map((_, i) => String(i === index)),
      )
      expect(await visiblePanels(page)).toEqual([days[index]!.date])
      await expectDayContent(page, index)
    }
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('arrow keys, Home and End move between tabs (roving tabindex)', async ({ openPage, fixtureUrl: site }) => {
    const recorded = await open(openPage, site, 450)
    const { page } = recorded
    await tabs(page).nth(0).focus()
    const focused = () => page.evaluate(() => document.activeElement?.textContent)
    const selected = () => page.locator('[role="tab"][aria-selected="true"]').textContent()
    await page.keyboard.press('ArrowRight')
    expect([await focused(), await selected()]).toEqual([days[1]!.tabLabel, days[1]!.tabLabel])
    expect(await visiblePanels(page)).toEqual([days[1]!.date])
    const last = days[days.length - 1]!
    await page.keyboard.press('End')
    expect(await selected()).toBe(last.tabLabel)
    await page.keyboard.press('ArrowRight')
    expect(await selected()).toBe(days[0]!.tabLabel)
    await page.keyboard.press('ArrowLeft')
    expect(await selected()).toBe(last.tabLabel)
    await page.keyboard.press('Home')
    expect(await focused()).toBe(days[0]!.tabLabel)
    expect(await tabs(page).evaluateAll((els) => els.map((el) => (el as HTMLElement).tabIndex))).toEqual(
      days.map((_, i) => (i === 0 ? 0 : -1)),
    )
    // Tab leaves the tab list for the active panel.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel')
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('without JavaScript shows every day, each with its items', async ({ openPage, fixtureUrl: site }) => {
    const recorded = await open(openPage, site, 450, false)
    const { page } = recorded
    expect(await page.getByRole('tablist').isVisible()).toBe(false)
    expect(await visiblePanels(page)).toEqual(days.map((day) => day.date))
    for (const index of days.keys()) await expectDayContent(page, index)
    await recorded.close()
  })

  test('shows the partners block below the programme when there are partners', async ({ openPage, fixtureUrl: site }) => {
    const recorded = await open(openPage, site, 1300)
    const { page } = recorded
    const heading = page.getByRole('heading', { name: content.pages.timeline.partnersHeading, level: 2 })
    // Decision 0090: the current edition's partners only.
    const hasPartners = (content.currentEdition.partners?.partners.length ?? 0) > 0
    expect(await heading.count()).toBe(hasPartners ? 1 : 0)
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('links the whole programme below the items, and each item to a calendar file that exists (without JavaScript)', async ({
    openPage,
    fixtureUrl: site,
  }) => {
    const recorded = await open(openPage, site, 1300, false)
    const { page } = recorded
    const ui = content.site.ui
    const whole = page.getByRole('link', { name: ui.editionCalendar })
    expect(await whole.getAttribute('href')).toBe(`/agenda/${edition.year}.ics`)
    const wholeFile = await page.request.get(`${site}/agenda/${edition.year}.ics`)
    expect(wholeFile.status()).toBe(200)
    expect(await wholeFile.text()).toContain('BEGIN:VCALENDAR')
    expect(await page.getByRole('link', { name: ui.scheduleExport }).getAttribute('href')).toBe(`/agenda/${edition.year}.schedule.json`)

    // The files come after the items: the page opens with the programme (decision 0113).
    const lastItem = page.locator('.schedule__event').last()
    expect(
      await whole.evaluate(
        (link, item) => Boolean(item.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING),
        await lastItem.elementHandle(),
      ),
    ).toBe(true)

    // Without JavaScript the star cannot work: each item offers its own .ics instead (but a cancelled one).
    const first = days[0]!.items[0]!
    const itemLinks = page.locator('.schedule__day').first().locator('.add-to-calendar')
    expect(await itemLinks.count()).toBe(days[0]!.items.filter((item) => !item.cancelled).length)
    expect(await itemLinks.first().isVisible()).toBe(true)
    expect(await page.locator('.schedule .star').first().isVisible()).toBe(false)
    expect(await itemLinks.first().textContent()).toBe('Adicionar à agenda')
    expect(await itemLinks.first().getAttribute('aria-label')).toBe(`Adicionar à agenda: ${first.title}`)
    const href = (await itemLinks.first().getAttribute('href'))!
    const item = await page.request.get(`${site}${href}`)
    expect(item.status()).toBe(200)
    const ics = await item.text()
    expect(ics).toContain(`SUMMARY:${first.title}`)
    const utc = new Date(`${days[0]!.date}T${first.start}:00-03:00`).toISOString().replace(/[-:]/g, '').slice(0, 15)
    expect(ics).toContain(`DTSTART:${utc}Z`)
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('offers one way to save an item with JavaScript, the star, and "Minha agenda" one tap away, above the days', async ({
    openPage,
    fixtureUrl: site,
  }) => {
    const recorded = await open(openPage, site, 390)
    const { page } = recorded
    const panel = page.locator('.schedule__day').first()
    // A cancelled item is nothing to save.
    expect(await panel.locator('.star').count()).toBe(days[0]!.items.filter((item) => !item.cancelled).length)
    expect(await panel.locator('.star').first().isVisible()).toBe(true)
    expect(await panel.locator('.add-to-calendar').first().isVisible()).toBe(false)
    const myAgenda = page.getByRole('link', { name: content.pages.myAgenda.heading, exact: true })
    expect(await myAgenda.getAttribute('href')).toBe(content.pages.myAgenda.path)
    const [link, tablist] = [(await myAgenda.boundingBox())!, (await page.getByRole('tablist').boundingBox())!]
    expect(link.y).toBeLessThan(tablist.y)
    expectNoErrors(recorded)
    await recorded.close()
  })

  // Where the tabs and shortcuts sit, measured in the page: every tab's box, the row's and each shortcut's.
  const layout = (page: Page) =>
    page.evaluate(() => {
      const box = (element: Element) => {
        const { left, right, top, bottom } = element.getBoundingClientRect()
        return { left, right, top, bottom }
      }
      const row = document.querySelector('[role="tablist"]')!
      const shortcuts = document.querySelector('.programme-page__shortcuts')!
      return {
        viewport: document.documentElement.clientWidth,
        tabs: [...row.querySelectorAll('[role="tab"]')].map((element) => ({
          ...box(element),
          cut: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
        })),
        row: { ...box(row), overflows: row.scrollWidth > row.clientWidth },
        links: [...shortcuts.querySelectorAll('a')].map(box),
        poppins: document.fonts.check('600 1em Poppins'),
      }
    })

  test.describe('day tabs on a 390 px phone: one row, every tab whole', () => {
    for (const typeface of ['Poppins', 'fallback'] as const)
      test(`in ${typeface}`, async ({ openPage, fixtureUrl: site }) => {
        const recorded = await openPage({ viewport: { width: 390, height: 844 } })
        const { page } = recorded
        // Blocking the font files leaves the page in the fallback, as a network that never delivers them would.
        if (typeface === 'fallback') await page.route('**/*.woff2', (route) => route.fulfill({ status: 404 }))
        // A first page is in the fallback if the files are late (decision 0173); once cached, the next one is in Poppins.
        await page.goto(`${site}/timeline`)
        if (typeface === 'Poppins') await page.waitForFunction(() => document.fonts.check('600 1em Poppins'))
        await page.goto(`${site}/timeline`)
        await page.locator('[data-tabs][data-tabs-ready="true"]').waitFor({ state: 'attached' })
        await page.evaluate(() => document.fonts.ready)
        const shown = await layout(page)
        expect(shown.poppins).toBe(typeface === 'Poppins')
        expect(await tabs(page).allTextContents()).toEqual(days.map((day) => day.tabLabel))
        expect(shown.tabs).toHaveLength(days.length)
        for (const tab of shown.tabs) {
          expect(tab.top).toBe(shown.tabs[0]!.top)
          expect(tab.cut).toBe(false)
          expect(tab.left).toBeGreaterThanOrEqual(0)
          expect(tab.right).toBeLessThanOrEqual(shown.viewport)
        }
        expect(shown.row.overflows).toBe(false)
        expectNoErrors(recorded, typeface === 'fallback' ? [404] : [])
        await recorded.close()
      })
  })

  for (const width of [390, 1366])
    test(`at ${width} px keeps 'Minha agenda' and 'Como chegar' in one row of like buttons, from the title's edge`, async ({
      openPage,
      fixtureUrl: site,
    }) => {
      const recorded = await open(openPage, site, width)
      const { page } = recorded
      const shown = await layout(page)
      const links = await page.locator('.programme-page__shortcuts a').allTextContents()
      expect(links.map((text) => text.replace('★', '').trim())).toEqual([content.pages.myAgenda.heading, content.pages.venue.link])
      const [agenda, venue] = shown.links
      // One row (it scrolls sideways where it would not fit), the buttons as high, the first at the title's left edge (docs/design-system.md).
      expect(venue!.top).toBe(agenda!.top)
      expect(venue!.bottom - venue!.top).toBe(agenda!.bottom - agenda!.top)
      const titleLeft = await page.locator('h1').evaluate((h1) => h1.getBoundingClientRect().left)
      expect(Math.abs(agenda!.left - titleLeft)).toBeLessThanOrEqual(1)
      expectNoErrors(recorded)
      await recorded.close()
    })

  test.describe("opens on today's tab during the event, on the first day otherwise (decision 0113)", () => {
    // Noon in Fortaleza on a day of the programme, from a phone in another zone.
    const noonOf = (date: string) => Date.parse(`${date}T12:00:00-03:00`)
    const selectedAt = async (openPage: OpenPage, site: string, time: number) => {
      const recorded = await openPage({ viewport: { width: 390, height: 900 }, timezoneId: 'Asia/Tokyo' })
      await gotoAtPausedTime(recorded.page, `${site}/timeline`, time)
      await recorded.page.locator('[data-tabs][data-tabs-ready="true"]').waitFor({ state: 'attached' })
      const selected = await recorded.page.locator('[role="tab"][aria-selected="true"]').textContent()
      const shown = await visiblePanels(recorded.page)
      expectNoErrors(recorded)
      await recorded.close()
      return { selected, shown }
    }

    for (const [index, date] of days.map((day, index) => [index, day.date] as const))
      test(`day ${index} (${date})`, async ({ openPage, fixtureUrl: site }) => {
        expect(await selectedAt(openPage, site, noonOf(date))).toEqual({ selected: days[index]!.tabLabel, shown: [date] })
      })

    test('before and after the event: the first day', async ({ openPage, fixtureUrl: site }) => {
      for (const time of [noonOf(days[0]!.date) - 7 * 86_400_000, noonOf(days.at(-1)!.date) + 7 * 86_400_000]) {
        expect(await selectedAt(openPage, site, time)).toEqual({ selected: days[0]!.tabLabel, shown: [days[0]!.date] })
      }
    })
  })
})
