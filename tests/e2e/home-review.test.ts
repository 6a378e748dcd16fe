// The edition in review and the next edition on the home page (decision 0174), on the fictional
// fixture site (decision 0095), whose build holds every state of its clock: nothing of them before
// or during its edition; after it, the figures, faces and partners its data holds. Then on a copy
// whose current edition published nothing (empty lists) and announced the next edition's dates,
// built after its end: a review without holes, and the next edition's dates, countdown and
// registration until it starts.
import path from 'node:path'
import type { Page } from '@playwright/test'
import { countdownState, twoDigits } from '../../src/client/countdown-state'
import { fillTemplate } from '../../src/components/edition-template'
import { clearContentCache, loadContent, type Content } from '../../src/content/load-content'
import { nextEditionStart } from '../../src/content/time'
import { editionPeople, reviewFigures, reviewPeople } from '../../src/features/home/review-data'
import { datesText } from '../../src/format/date-time'
import { startSite } from '../../src/server/start'
import { buildCopy, type ContentCopy } from '../fixtures/content/content-copy'
import { scenarioCopyOf } from '../fixtures/content/scenarios'
import { expectNoErrors, type OpenPage } from './support/browser'
import { fixtureContent } from './support/fixture-site'
import { checkPageState } from './support/page-checks'
import { expect, test } from './support/fixtures'

const DAY = 86_400_000
const HOUR = 3_600_000
const WIDTHS = [390, 1366] as const
// As many faces and logos as the home page shows at most (src/pages/index/+data.ts).
const FACES = 6
const LOGOS = 4

/** An instant before, during and after the content's current edition. */
function instants(content: Content) {
  const start = Date.parse(content.currentEdition.edition.start)
  const end = Date.parse(content.currentEdition.edition.end)
  return { before: start - DAY, during: (start + end) / 2, after: end + DAY }
}

/** The home page as a visitor sees it at `time` on a phone or a desktop. */
async function homeAt(openPage: OpenPage, url: string, width: number, time: number) {
  const recorded = await openPage({ viewport: { width, height: 900 } })
  await recorded.page.clock.setFixedTime(time)
  await recorded.page.goto(url + '/')
  return recorded
}

const review = (page: Page) => page.locator('.home-review')
const shownTexts = async (page: Page, selector: string) =>
  (await page.locator(selector).filter({ visible: true }).allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())
const mainText = async (page: Page) => (await page.locator('main').innerText()).replace(/\s+/g, ' ')

test.describe('the fixture site', () => {
  const content = fixtureContent
  const texts = content.pages.home.review
  const fill = (text: string) => fillTemplate(text, content.currentEdition.edition)
  const at = instants(content)

  for (const width of WIDTHS) {
    for (const when of ['before', 'during'] as const)
      test(`${when} its edition, at ${width} px: the home page holds no review and nothing of the next edition`, async ({
        openPage,
        fixtureUrl,
      }) => {
        const recorded = await homeAt(openPage, fixtureUrl, width, at[when])
        const { page } = recorded
        expect(await review(page).isVisible()).toBe(false)
        const text = await mainText(page)
        expect(text).not.toContain(fill(texts.figuresHeading))
        expect(text).not.toContain(content.pages.home.after.next)
        expectNoErrors(recorded)
        await recorded.close()
      })

    test(`after its edition, at ${width} px: its figures, the faces of its people linked to their pages, its own partners, all within the page's width`, async ({
      openPage,
      fixtureUrl,
    }) => {
      const recorded = await homeAt(openPage, fixtureUrl, width, at.after)
      const { page } = recorded
      const edition = content.currentEdition
      expect(await review(page).isVisible()).toBe(true)
      expect(await shownTexts(page, '.home-review h2')).toEqual([
        fill(texts.figuresHeading),
        fill(texts.peopleHeading),
        fill(texts.partnersHeading),
      ])

      const figures = reviewFigures(edition, texts.figures)
      expect(figures.length).toBeGreaterThan(3)
      expect(await shownTexts(page, '.home-review__figure')).toEqual(figures.map((figure) => `${figure.value} ${figure.label}`))

      const faces = await review(page)
        .locator('.committee a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(faces).toEqual(reviewPeople(content, edition, FACES).map((person) => person.href))
      expect(faces.length).toBe(Math.min(FACES, editionPeople(edition).length))
      for (const href of faces) expect((await fetch(fixtureUrl + href!)).status, href!).toBe(200)
      expect(await review(page).locator('.committee .person-avatar').count()).toBe(faces.length)

      const partners = edition.partners!.partners
      expect(await review(page).locator('.partners > li').count()).toBe(Math.min(LOGOS, partners.length))
      expect(
        await review(page)
          .locator('[data-partner]')
          .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-partner'))),
      ).toEqual(partners.slice(0, LOGOS).map((partner) => partner.id))
      // Below the first screen: no image of the review holds the page's load.
      expect(await review(page).locator('img:not([loading="lazy"])').count()).toBe(0)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      expectNoErrors(recorded)
      await recorded.close()
    })
  }
})

test.describe('a copy whose current edition published nothing and announced the next edition', () => {
  // Its tests visit the build its beforeAll made once.
  test.describe.configure({ mode: 'default' })
  let copy: ContentCopy
  let server: { url: string; close: () => Promise<void> }
  let content: Content
  test.beforeAll(async () => {
    copy = await scenarioCopyOf(['edicao-atual-sem-atividades', 'sem-comissoes', 'sem-parceiros'])
    const { year, edition } = loadContent(copy.root).currentEdition
    const nextYear = String(Number(edition.year) + 1)
    copy.edit(
      `data/editions/${year}/edition.yaml`,
      /^next: null$/m,
      `next: { startDate: "${nextYear}-05-11", endDate: "${nextYear}-05-13", start: "${nextYear}-05-11T18:00:00-03:00", signInUrl: "https://inscricoes.example/proxima-edicao" }`,
    )
    // Built an hour after the edition's end, as the daily deploy would (decision 0172): the countdown's
    // numbers, drawn at the build, are a day's worth from those its script writes at the visit.
    const build = buildCopy(copy, { at: Date.parse(edition.end) + HOUR })
    if (build.status !== 0) throw new Error(`build of the fixture site with empty lists and a next edition failed:\n${build.output}`)
    server = await startSite({ port: 0, root: path.dirname(build.client) })
    // Loaded once more: the copy was loaded (and cached) before its edit.
    clearContentCache()
    content = loadContent(copy.root)
  })
  test.afterAll(async () => {
    await server?.close()
    copy?.remove()
  })

  test('after its edition, at a phone and a desktop width: its days alone, no empty group, no zero, no other edition named; no axe violation, nothing moves', async ({
    openPage,
  }) => {
    const { edition } = content.currentEdition
    const texts = content.pages.home.review
    const days = reviewFigures(content.currentEdition, texts.figures)
    expect(days.map((figure) => figure.id)).toEqual(['days'])
    for (const width of WIDTHS) {
      const recorded = await homeAt(openPage, server.url, width, instants(content).after)
      const { page } = recorded
      expect(await shownTexts(page, '.home-review h2')).toEqual([fillTemplate(texts.figuresHeading, edition)])
      expect(await shownTexts(page, '.home-review__figure')).toEqual(days.map((figure) => `${figure.value} ${figure.label}`))
      expect(await review(page).locator('ul:not(:has(li)), .committee, .partners').count()).toBe(0)
      const shown = await review(page).innerText()
      expect(shown).not.toMatch(/(^|\s)0(\s|$)/)
      // "XI SERCOMP" is inside "XII SERCOMP": whole titles only.
      for (const other of Object.values(content.editions).filter((e) => e.year !== edition.year))
        expect(shown).not.toMatch(new RegExp(`(^|[^A-Z])${other.edition.title}`))
      expectNoErrors(recorded)
      await recorded.close()
    }
    const state = {
      name: 'empty lists, after its edition',
      path: '/',
      at: instants(content).after,
      expectedStatuses: [],
      ready: async () => {},
    }
    expect(await checkPageState(openPage, server.url, state)).toEqual([])
  })

  test("says the next edition's dates, counts down to its start and offers its registration until it starts, then its dates alone", async ({
    openPage,
  }) => {
    const { edition } = content.currentEdition
    const next = edition.next as { startDate: string; endDate: string; signInUrl: string }
    const start = nextEditionStart(edition)!
    const line = fillTemplate(content.pages.home.after.nextDates.replace('{datas}', datesText(next.startDate, next.endDate)), edition)
    const register = (page: Page) => page.locator(`main a[href="${next.signInUrl}"]`).filter({ visible: true })

    const after = instants(content).after
    const waiting = await homeAt(openPage, server.url, 390, after)
    const text = await mainText(waiting.page)
    expect(text).toContain(line)
    expect(text).not.toContain(content.pages.home.after.next)
    const state = countdownState(after, start, start)
    if (state.phase !== 'before') throw new Error('the next edition starts after the current one ends')
    const units = waiting.page.locator('.home-after [data-countdown]')
    expect(await units.locator('[data-unit]').allTextContents()).toEqual(
      [state.days, state.hours, state.minutes, state.seconds].map(twoDigits),
    )
    expect(await units.isVisible()).toBe(true)
    expect(await register(waiting.page).count()).toBe(1)
    expectNoErrors(waiting)
    await waiting.close()

    const started = await homeAt(openPage, server.url, 390, start + DAY)
    expect(await mainText(started.page)).toContain(line)
    expect(await started.page.locator('.home-after [data-countdown]').isVisible()).toBe(false)
    expect(await register(started.page).count()).toBe(0)
    expectNoErrors(started)
    await started.close()
  })
})
