// A call is content (issue 36): every call file of the fixture site, one of them (mostra-de-robotica)
// a kind that no code names, gives its page at its address, with its head and no axe violation; a
// call of the current edition also its card on /chamadas and the home page and its link in the
// "Chamadas" submenu; and every call its dates in its edition's deadlines calendar, linked to its page.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ICAL from 'ical.js'
import { fillTemplate } from '../../src/components/edition-template'
import { deadlinesCalendarPath } from '../../src/publishing/export-paths'
import { archiveCallPath } from '../../src/content/calls'
import { axeScan } from './support/axe'
import { expectNoErrors } from './support/browser'
import { fixtureClient, fixtureContent as content } from './support/fixture-site'
import { expect, test } from './support/fixtures'

const current = content.currentEdition
const host = new URL(content.site.siteUrl).hostname

/** Whether any file of the code (src/, scripts/, schemas/) writes `word`. */
function codeNames(word: string): boolean {
  return ['src', 'scripts', 'schemas'].some((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|json|css)$/.test(file))
      .some((file) => readFileSync(join(dir, file), 'utf8').includes(word)),
  )
}

test.describe('call pages from content', () => {
  test('the fixture has a kind of call, of the current edition, that no code names', () => {
    const unnamed = current.calls.filter((call) => !codeNames(call.kind) && !codeNames(call.path))
    expect(unnamed.map((call) => call.kind)).not.toEqual([])
  })

  for (const { year, call } of content.callPages) {
    test(`${call.path} is built with its head, its heading and its dates, and no axe violation`, async ({ openPage, fixtureUrl: site }) => {
      const edition = content.editions[year]!.edition
      const fill = (text: string) => fillTemplate(text, edition, call.dates)
      const recorded = await openPage()
      const response = await recorded.page.goto(site + call.path)
      expect(response?.status()).toBe(200)
      const main = recorded.page.locator('main')
      expect((await main.locator('h1').innerText()).trim()).toBe(fill(call.heading))
      expect(await recorded.page.title()).toBe(fill(call.title))
      expect(await recorded.page.locator('meta[name="description"]').getAttribute('content')).toBe(fill(call.description))
      expect(await recorded.page.locator('link[rel="canonical"]').getAttribute('href')).toBe(new URL(call.path, content.site.siteUrl).href)
      expect(await main.locator('.call-page__summary dt').allInnerTexts()).toEqual(call.dates.map((date) => fill(date.label)))
      expect((await axeScan(recorded.page)).violations).toEqual([])
      expectNoErrors(recorded)
      await recorded.close()
    })
  }

  test("shows a card for each call of the current edition, in the calls' order, on /chamadas and on the home page", async ({
    openPage,
    fixtureUrl: site,
  }) => {
    for (const [path, text] of [
      [content.pages.calls.path, 'text'],
      [content.pages.home.path, 'homeText'],
    ] as const) {
      const recorded = await openPage()
      await recorded.page.goto(site + path)
      const cards = recorded.page.locator('main .page-card')
      expect(await cards.locator('.page-card__link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))), path).toEqual(
        current.calls.map((call) => call.path),
      )
      expect(await cards.locator('.page-card__title').allInnerTexts(), path).toEqual(current.calls.map((call) => call.card.title))
      expect(await cards.locator('.page-card__text').allInnerTexts(), path).toEqual(current.calls.map((call) => call.card[text]))
      await recorded.close()
    }
  })

  test('links each call of the current edition from the "Chamadas" submenu of every page, in order', async ({
    openPage,
    fixtureUrl: site,
  }) => {
    const recorded = await openPage()
    await recorded.page.goto(site + content.callPages[0]!.call.path)
    const links = await recorded.page
      .locator('#submenu-chamadas a')
      .evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.textContent]))
    expect(links.filter(([href]) => current.calls.some((call) => call.path === href))).toEqual(
      current.calls.map((call) => [call.path, call.card.title]),
    )
    await recorded.close()
  })

  test("puts every date of each call in its edition's deadlines calendar, linked to the call's own page (an earlier edition's under its archive)", () => {
    for (const { year, call } of [...content.callPages, ...content.archiveCallPages]) {
      const ics = readFileSync(join(fixtureClient, deadlinesCalendarPath(year)), 'utf8')
      const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
      for (const date of call.dates) {
        const event = events.find((e) => e.uid === `sercomp-${year}-prazo-${call.kind}-${date.id}@${host}`)
        expect(event, `${call.kind} ${date.id}`).toBeDefined()
        expect(event!.component.getFirstPropertyValue('url')).toBe(
          `${content.site.siteUrl}${year < content.site.currentEdition ? archiveCallPath(year, call.kind) : call.path}`,
        )
      }
    }
  })
})
