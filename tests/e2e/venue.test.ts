// 'Como chegar' (issue 29): linked from the home page and the programme, each room of the programme
// pointing at its anchor, and kept offline after one visit. Expectations come from the content: the
// page's behaviour on the fixture site (decision 0095), whose current edition has a venue, rooms and a
// programme whatever the real one holds today; the real site is checked for its own state.
import { textAt } from '../../src/components/timed'
import { loadContent } from '../../src/content/load-content'
import { roomAnchor } from '../../src/publishing/item-paths'
import { venuePagePublished, venuePageProps } from '../../src/features/venue/venue-page-data'
import { axeScan } from './support/axe'
import { expectNoErrors, serviceWorkerReady, WITH_SERVICE_WORKER } from './support/browser'
import { fixtureContent as content } from './support/fixture-site'
import { expect, test } from './support/fixtures'

const real = loadContent()
const { pages } = content
const path = pages.venue.path
const props = venuePageProps(content)

test.describe('Como chegar', () => {
  test('shows the venue, the rooms with their anchors and only the sections that have content', async ({ openPage, fixtureUrl: site }) => {
    expect(venuePagePublished(content)).toBe(true)
    const recorded = await openPage()
    const { page } = recorded
    await page.goto(site + path)
    expect(await page.locator('h1').textContent()).toBe(props.heading)
    expect(await page.locator('main').textContent()).toContain(props.venue.name)
    for (const room of props.rooms) expect(await page.locator(`#${room.anchor} .venue-page__room`).textContent()).toBe(room.name)
    // The door sheets are said once, above the rooms; each used room's name is the link to its sheet.
    const sheets = props.rooms.filter((room) => room.sheet)
    expect(sheets.length).toBeGreaterThan(0)
    const roomSheet = textAt(props.roomSheet, Date.now())!
    expect((await page.locator('main').innerText()).split(roomSheet)).toHaveLength(2)
    for (const room of props.rooms) {
      const link = page.locator(`#${room.anchor} a`)
      if (room.sheet) expect(await link.getAttribute('href')).toBe(room.sheet)
      else expect(await link.count()).toBe(0)
    }
    const headings = await page.locator('main h2').filter({ visible: true }).allTextContents()
    const expected = [
      ...props.sections.map((section) => section.title),
      ...(props.rooms.length > 0 ? [props.roomsHeading] : []),
      ...[props.dayContact, props.faq, props.codeOfConduct].flatMap((part) => (part ? [part.title] : [])),
    ]
    expect(headings).toEqual(expected)
    // An unanswered question is not shown.
    const questions = await page.locator('main h3').allInnerTexts()
    expect(questions).toEqual(props.faq!.entries.map((entry) => textAt(entry.question, Date.now())))
    expect((await axeScan(page)).violations).toEqual([])
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('is linked from the home page and the programme, whose rooms link to their anchors', async ({ openPage, fixtureUrl: site }) => {
    const recorded = await openPage()
    const { page } = recorded
    await page.goto(site + '/')
    expect(await page.locator(`main a[href="${path}"]`).count()).toBeGreaterThan(0)
    await page.goto(site + pages.timeline.path)
    expect(await page.locator(`main a[href="${path}"]`).count()).toBeGreaterThan(0)
    const rooms = new Set(content.currentEdition.programme.flatMap((day) => day.items.flatMap((item) => (item.room ? [item.room.id] : []))))
    expect(rooms.size).toBeGreaterThan(0)
    for (const room of rooms) expect(await page.locator(`a[href="${path}#${roomAnchor(room)}"]`).count(), room).toBeGreaterThan(0)
    const link = page.locator(`a[href^="${path}#"]`).first()
    const href = (await link.getAttribute('href'))!
    await link.click()
    await page.waitForURL(`**${href}`)
    expect(await page.locator(href.slice(href.indexOf('#'))).isVisible()).toBe(true)
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('opens with the network off after one visit', async ({ openPage, fixtureUrl: site }) => {
    const recorded = await openPage(WITH_SERVICE_WORKER)
    const { page } = recorded
    await page.goto(site + path)
    await serviceWorkerReady(page)
    await page.context().setOffline(true)
    await page.reload()
    expect(await page.locator('h1').textContent()).toBe(props.heading)
    // And from the programme's visit the other way round: the worker keeps both.
    await page.goto(site + pages.timeline.path)
    expect(await page.locator('h1').count()).toBe(1)
    await page.goto(site + path)
    expect(await page.locator('h1').textContent()).toBe(props.heading)
    await page.context().setOffline(false)
    await recorded.close()
  })
})

test.describe('Como chegar, with nothing to show', () => {
  test.skip(venuePagePublished(real), "the real content publishes its venue page: the fixture's, above, is checked whatever it holds")

  test('is not published and nothing links to it', async ({ siteUrl: realSite }) => {
    const realPath = real.pages.venue.path
    expect((await fetch(realSite + realPath)).status).toBe(404)
    const home = await (await fetch(realSite + '/')).text()
    expect(home).not.toContain(`href="${realPath}`)
  })
})
