// What the site says follows the clock (decision 0172), on the fictional fixture site (decision 0095),
// whose current edition lies in the future: its build holds every state still to come. Each state of
// its clock is opened in the browser on a phone and checked against what src/content/time.ts says
// of that instant; then the site is built at later instants (faketime) and a page built before a
// boundary, opened after it, must say what the page built after it says.
import { dirname } from 'node:path'
import type { Page } from '@playwright/test'
import { fillTemplate, fillTimedText } from '../../src/components/edition-template'
import { callWindow, editionPhase, registrationState, windowState } from '../../src/content/time'
import { siteClock } from '../../src/layout/page-data'
import { activityPath } from '../../src/publishing/item-paths'
import { activityProgrammeItem } from '../../src/features/item-pages/item-pages-data'
import { startSite } from '../../src/server/start'
import { buildCopy, copyContent, type ContentCopy } from '../fixtures/content/content-copy'
import { axeScan } from './support/axe'
import { expectNoErrors } from './support/browser'
import { FIXTURE_ROOT } from '../fixtures/content/fixture-root'
import { fixtureContent as content } from './support/fixture-site'
import { expect, test } from './support/fixtures'

const { edition, calls } = content.currentEdition
const { pages } = content
// The instants at which the fixture's pages change, as its build (a moment ago) listed them.
const { boundaries } = siteClock(content, Date.now())
const DAY = 86_400_000
// One instant inside each state of the clock: a day before the first change, then halfway to the
// next, and a day after the last.
const states = [boundaries[0]! - DAY, ...boundaries.slice(1).map((b, i) => (boundaries[i]! + b) / 2), boundaries.at(-1)! + DAY]
const when = (t: number) => new Date(t).toISOString()
const fill = (text: string) => fillTemplate(text, edition)

/** The page as a visitor sees it at `time`: every script of the page, the one before the first paint too, reads that instant. */
async function openAt(page: Page, base: string, path: string, time: number) {
  await page.clock.setFixedTime(time)
  await page.goto(base + path)
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ')
}

/** What the page offers that its text does not say: the visible 'Minha agenda' stars and calendar links. */
const offers = (page: Page) => page.locator('main [data-star], main a[href^="/agenda/"]').filter({ visible: true }).count()

const visibleLinks = (page: Page, href: string) => page.locator(`main a[href="${href}"]`).filter({ visible: true }).count()

// The line each call shows at `t`, filled from its own dates, or null.
function callLine(call: (typeof calls)[number], t: number): string | null {
  const line = call.window[windowState(callWindow(call), t)]
  return line === null ? null : fillTemplate(line, edition, call.dates)
}

test.describe('the fixture site at each state of its clock', () => {
  test('has its whole clock ahead of its build, so that every state is in its pages', () => {
    expect(boundaries.length).toBeGreaterThan(4)
    expect(boundaries[0]!).toBeGreaterThan(Date.now())
    expect(boundaries.at(-1)).toBe(Date.parse(edition.end))
  })

  // On a phone, as most visitors: what the clock switches is one CSS rule whatever the width, and both
  // widths' layouts are the business of a11y.test.ts.
  test.describe('at 390 px', () => {
    const width = 390
    for (const [at, t] of states.map((t) => [when(t), t] as const))
      test(`${at}: the home page, the calls, /registration, /about, the programme and the search say what holds; the home page and a call page have no axe violation`, async ({
        openPage,
        fixtureUrl,
      }) => {
        const recorded = await openPage({ viewport: { width, height: 900 } })
        const { page } = recorded

        // Home: the registration, the countdown's phase, the after block, each call's line.
        const home = await openAt(page, fixtureUrl, '/', t)
        const registration = registrationState(edition, t)
        const phase = editionPhase(edition, t)
        expect(await visibleLinks(page, edition.registration.signInUrl!), 'Inscreva-se').toBe(registration === 'open' ? 1 : 0)
        expect(await visibleLinks(page, '/registration'), 'on site').toBe(registration === 'on-site' ? 1 : 0)
        expect(home.includes(fill(pages.home.registrationOver)), 'registration over').toBe(registration === 'over')
        expect(home.includes(fill(pages.home.countdown.heading).toUpperCase()) || home.includes(fill(pages.home.countdown.heading))).toBe(
          phase === 'upcoming',
        )
        expect(home.includes(pages.home.countdown.started)).toBe(phase === 'on')
        expect(home.includes(pages.home.countdown.ended)).toBe(phase === 'over')
        expect(home.includes(fill(pages.home.after.heading)), 'after block').toBe(phase === 'over')
        expect((await axeScan(page)).violations, '/').toEqual([])
        for (const call of calls) {
          const line = callLine(call, t)
          if (line) expect(home, call.kind).toContain(line)
          for (const other of [call.window.upcoming, call.window.open, call.window.closed])
            if (other && fillTemplate(other, edition, call.dates) !== line)
              expect(home, call.kind).not.toContain(fillTemplate(other, edition, call.dates))
        }

        // Each call page: its line, its forms only while open, its other links always.
        for (const call of calls) {
          const text = await openAt(page, fixtureUrl, call.path, t)
          const open = windowState(callWindow(call), t) === 'open'
          const line = callLine(call, t)
          if (line) expect(text, call.path).toContain(line)
          if (call === calls[0]) expect((await axeScan(page)).violations, call.path).toEqual([])
          for (const link of call.links.filter((l) => l.button))
            expect(await visibleLinks(page, link.url), `${call.path} ${link.label}`).toBe(link.form && !open ? 0 : 2)
        }

        // /registration keeps its heading and its way to the search; promises on-site registration only until the end.
        const registrationPage = pages.staticPages.registration!
        const registrationText = await openAt(page, fixtureUrl, '/registration', t)
        expect(registrationText).toContain(fill(registrationPage.heading))
        expect(await visibleLinks(page, registrationPage.button!.href)).toBe(1)
        for (const block of registrationPage.blocks!) {
          if (typeof block !== 'object' || !('before' in block)) continue
          const [shown, hidden] = phase === 'over' ? [block.after, block.before] : [block.before, block.after]
          if (typeof shown === 'string') expect(registrationText).toContain(fill(shown))
          if (typeof hidden === 'string') expect(registrationText).not.toContain(fill(hidden))
        }

        // /about: "acontece" until the end, "aconteceu" after.
        const about = await openAt(page, fixtureUrl, '/about', t)
        for (const block of pages.staticPages.about!.blocks!)
          if (typeof block === 'object' && 'before' in block) {
            expect(about).toContain(fill((phase === 'over' ? block.after : block.before) as string))
            expect(about).not.toContain(fill((phase === 'over' ? block.before : block.after) as string))
          }

        // The programme promises participants only until the end (on a day's tab that may be closed:
        // during the event the programme opens on that day, decision 0113).
        const noParticipants = fillTimedText(pages.timeline.noParticipants, edition)
        await openAt(page, fixtureUrl, pages.timeline.path, t)
        const promised = await page
          .locator('.schedule__no-people')
          .evaluateAll((lines) =>
            lines
              .filter((line) => getComputedStyle(line.closest('[data-when]') ?? line).display !== 'none')
              .map((line) => line.textContent),
          )
        expect(promised.length > 0).toBe(phase !== 'over')
        for (const line of promised) expect(line).toBe(noParticipants.before)

        // The search's introduction says registration is over once it is.
        const intro = fillTimedText(pages.registrationSearch.intro, edition)
        const search = await openAt(page, fixtureUrl, pages.registrationSearch.path, t)
        expect(search).toContain(phase === 'over' ? intro.after! : intro.before!)
        expect(search).not.toContain(phase === 'over' ? intro.before! : intro.after!)

        expectNoErrors(recorded)
        await recorded.close()
      })
  })

  test('switches exactly at each boundary: the millisecond before is the state before', async ({ openPage, fixtureUrl }) => {
    const recorded = await openPage()
    for (const [k, b] of boundaries.entries()) {
      for (const [t, state] of [
        [b - 1, k],
        [b, k + 1],
      ] as const) {
        await openAt(recorded.page, fixtureUrl, '/', t)
        expect(await recorded.page.locator('#sc-clock').textContent(), when(t)).toBe(
          `[data-when]:not([data-when~="${state}"]){display:none}`,
        )
      }
    }
    expectNoErrors(recorded)
    await recorded.close()
  })
})

// Built later: after the registration closes but before the edition, and after the edition.
const later = [boundaries.findIndex((b) => b > Date.parse(edition.start)) - 1, states.length - 1].map((k) => states[k]!)

for (const [at, builtAt] of later.map((t) => [when(t), t] as const))
  test.describe(`the fixture site built at ${at}`, () => {
    // Its tests visit the build its beforeAll made once.
    test.describe.configure({ mode: 'default' })
    let copy: ContentCopy
    let server: { url: string; close: () => Promise<void> }
    test.beforeAll(async () => {
      copy = copyContent(FIXTURE_ROOT)
      const build = buildCopy(copy, { at: builtAt })
      if (build.status !== 0) throw new Error(`build at ${when(builtAt)} failed:\n${build.output}`)
      server = await startSite({ port: 0, root: dirname(build.client) })
    })
    test.afterAll(async () => {
      await server?.close()
      copy?.remove()
    })

    test('is prerendered as it is at its instant: the state shown without any script', async ({ openPage }) => {
      const recorded = await openPage({ javaScriptEnabled: false })
      await recorded.page.goto(server.url + '/')
      const text = (await recorded.page.locator('main').innerText()).replace(/\s+/g, ' ')
      const phase = editionPhase(edition, builtAt)
      expect(text.includes(pages.home.countdown.ended)).toBe(phase === 'over')
      expect(text.includes(fill(pages.home.after.heading))).toBe(phase === 'over')
      for (const call of calls) expect(text, call.kind).toContain(callLine(call, builtAt)!)
      await recorded.close()
    })

    test('says on every page what the page built before it says when opened at the same instant', async ({ openPage, fixtureUrl }) => {
      const paths = [
        '/',
        ...calls.map((call) => call.path),
        pages.calls.path,
        '/registration',
        '/about',
        pages.timeline.path,
        pages.registrationSearch.path,
        // Every page in the tense of its edition (decision 0175).
        pages.confirmedActivities.path,
        pages.venue.path,
        pages.committee.path,
        pages.partners.path,
        // An activity's page with its star and calendar file: one the programme shows by itself.
        ...(content.currentEdition.activities?.activities ?? [])
          .filter((activity) => activityProgrammeItem(content.currentEdition, activity.id)?.activity?.id === activity.id)
          .slice(0, 1)
          .map((activity) => activityPath(edition.year, activity.id)),
      ]
      const recorded = await openPage({ viewport: { width: 1366, height: 900 } })
      for (const path of paths) {
        const now = await openAt(recorded.page, server.url, path, builtAt)
        const offeredNow = await offers(recorded.page)
        const before = await openAt(recorded.page, fixtureUrl, path, builtAt)
        expect(before, path).toBe(now)
        expect(await offers(recorded.page), `${path}: stars and calendar links`).toBe(offeredNow)
      }
      expectNoErrors(recorded)
      await recorded.close()
    })
  })
