// Event days (issue 13): the programme offline after one visit, 'Agora'/'A seguir', 'Minha agenda'.
// Everything is derived from the content, never pinned to today's programme, on the fixture site
// (decision 0095): its current edition has a programme with overlapping items whatever the real one
// holds today, and each test sets the browser's clock to the instant it needs.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ICAL from 'ical.js'
import type { BrowserContextOptions, Page } from '@playwright/test'
import type { AgendaItem } from '../../src/client/programme-json'
import { programmeJson } from '../../src/features/event-days/programme-json'
import { startSite } from '../../src/server/start'
import { axeScan } from './support/axe'
import { programmeItems } from '../../src/content/programme'
import { expectNoErrors, gotoAtPausedTime, serviceWorkerReady, WITH_SERVICE_WORKER, type OpenPage } from './support/browser'
import { fixtureClient, fixtureContent as content } from './support/fixture-site'
import { expect, test } from './support/fixtures'

const { site: siteTexts, pages } = content
const texts = siteTexts.ui.eventDays
const programme = programmeJson(content)
const items = programme.items
const at = (iso: string) => Date.parse(iso)

const noticePattern = new RegExp(
  `^${texts.offlineNotice
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('\\{data\\}', '\\d{2}/\\d{2}/\\d{4}')
    .replace('\\{hora\\}', '\\d{2}:\\d{2}')}$`,
)

test.describe('offline programme', () => {
  test('after one online visit, reloads the programme and opens the other programme pages offline, with the notice', async ({
    openPage,
    fixtureUrl: site,
  }) => {
    const recorded = await openPage(WITH_SERVICE_WORKER)
    const { page } = recorded
    await page.goto(site + pages.timeline.path)
    await serviceWorkerReady(page)
    expect(await page.locator('[data-offline-notice]').isVisible()).toBe(false)
    await page.context().setOffline(true)
    await page.reload()
    await expect.poll(() => page.locator('h1').textContent()).toBeTruthy()
    expect(await page.locator(`[data-event="${items[0]!.id}"]`).count()).toBe(1)
    const notice = page.locator('[data-offline-notice]')
    await expect.poll(() => notice.isVisible()).toBe(true)
    expect((await notice.textContent())?.trim()).toMatch(noticePattern)
    for (const path of [pages.confirmedActivities.path, pages.myAgenda.path]) {
      await page.goto(site + path)
      expect(await page.locator('h1').count(), path).toBe(1)
      await expect.poll(() => page.locator('[data-offline-notice]').isVisible()).toBe(true)
    }
    // The per-item calendar files were saved too.
    const ics = await page.evaluate(async (url) => (await fetch(url)).text(), `/agenda/${programme.year}/${items[0]!.id}.ics`)
    expect(ics).toContain('BEGIN:VCALENDAR')
    await page.context().setOffline(false)
    await recorded.close()
  })

  test('a content change reaches a returning visitor as soon as they are online', async ({ openPage }) => {
    // A copy of the built site on its own port, edited in between like a new deploy.
    const dir = mkdtempSync(join(tmpdir(), 'sercomp-sw-'))
    cpSync(fixtureClient, join(dir, 'client'), { recursive: true })
    let server = await startSite({ port: 0, root: dir })
    const port = new URL(server.url).port
    const recorded = await openPage(WITH_SERVICE_WORKER)
    const { page } = recorded
    try {
      await page.goto(server.url + pages.timeline.path)
      await serviceWorkerReady(page)
      const heading = (await page.locator('h1').innerText()).trim()
      await server.close()

      const changed = `${heading} (atualizada)`
      const file = join(dir, 'client', pages.timeline.path, 'index.html')
      writeFileSync(file, readFileSync(file, 'utf8').replace(`>${heading}<`, `>${changed}<`))
      // A new build writes a new precache list, so a new worker.
      writeFileSync(join(dir, 'client', 'sw.js'), `${readFileSync(join(dir, 'client', 'sw.js'), 'utf8')}\n// rebuilt\n`)
      server = await startSite({ port: Number(port), root: dir })

      await page.reload()
      expect((await page.locator('h1').innerText()).trim()).toBe(changed)
      expect(await page.locator('[data-offline-notice]').isVisible()).toBe(false)
      // And offline afterwards, the saved copy is the new one.
      await page.context().setOffline(true)
      await page.reload()
      expect((await page.locator('h1').innerText()).trim()).toBe(changed)
      await page.context().setOffline(false)
    } finally {
      await recorded.close()
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('never answers the live pages or the API from a cache', async ({ openPage, fixtureUrl: site }) => {
    const recorded = await openPage(WITH_SERVICE_WORKER)
    const { page } = recorded
    await page.goto(site + pages.timeline.path)
    await serviceWorkerReady(page)
    const cached = await page.evaluate(async () => {
      const urls: string[] = []
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
      return urls
    })
    expect(cached.length).toBeGreaterThan(5)
    expect(
      cached.filter(
        (path) => path.startsWith('/api/') || path.startsWith('/busca') || path.startsWith('/pagamento') || path.startsWith('/market'),
      ),
    ).toEqual([])
    await recorded.close()
  })
})

// What should show at an instant, from the content: on = started and not ended; next = the
// earliest start after now; never a cancelled item (issue 49).
function expected(nowMs: number) {
  const held = items.filter((i) => !i.cancelled)
  const on = held.filter((i) => at(i.startIso) <= nowMs && nowMs < at(i.endIso)).map((i) => i.id)
  const later = held.filter((i) => at(i.startIso) > nowMs)
  const first = Math.min(...later.map((i) => at(i.startIso)))
  return { on, next: later.filter((i) => at(i.startIso) === first).map((i) => i.id) }
}

async function openAt(
  openPage: OpenPage,
  site: string,
  path: string,
  time: number,
  timezoneId: string,
  options: BrowserContextOptions = {},
) {
  const recorded = await openPage({ timezoneId, ...options })
  await gotoAtPausedTime(recorded.page, site + path, time)
  return recorded
}

const listed = (page: Page, group: 'now' | 'next') =>
  page.locator(`[data-now-list="${group}"] [data-item]`).evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.item))

test.describe("'Agora' and 'A seguir'", () => {
  const days = [...new Set(items.map((i) => i.date))]
  for (const timezoneId of ['Asia/Tokyo', 'America/Los_Angeles']) {
    for (const date of days) {
      test(`on ${date} shows what is on and what comes next, then moves with the clock (${timezoneId})`, async ({
        openPage,
        fixtureUrl: site,
      }) => {
        const first = items.find((i) => i.date === date)!
        // One minute after the day's first item starts (within the edition's dates).
        const time = Math.max(at(first.startIso) + 60_000, at(programme.start))
        const recorded = await openAt(openPage, site, pages.timeline.path, time, timezoneId)
        const { page } = recorded
        const want = expected(time)
        await expect.poll(() => page.locator('[data-now-next]').isVisible()).toBe(true)
        expect(await listed(page, 'now')).toEqual(want.on)
        expect(await listed(page, 'next')).toEqual(want.next)
        expect(await page.getByRole('heading', { name: texts.now, exact: true }).isVisible()).toBe(want.on.length > 0)
        const nextItem = items.find((i) => i.id === want.next[0])
        if (nextItem) {
          // Half a minute before the next start it is still next; within the following minute it is on.
          await page.clock.fastForward(at(nextItem.startIso) - time - 30_000)
          await page.clock.runFor(60_000)
          await expect.poll(() => listed(page, 'now')).toContain(nextItem.id)
        }
        expectNoErrors(recorded)
        await recorded.close()
      })
    }
    test(`shows nothing before and after the event (${timezoneId})`, async ({ openPage, fixtureUrl: site }) => {
      for (const time of [at(programme.start) - 3600_000, at(programme.end) + 60_000]) {
        for (const path of [pages.timeline.path, '/']) {
          const recorded = await openAt(openPage, site, path, time, timezoneId)
          await recorded.page.locator('[data-now-next]').waitFor({ state: 'attached' })
          expect(await recorded.page.locator('[data-now-next]').isVisible(), `${path} at ${new Date(time).toISOString()}`).toBe(false)
          expectNoErrors(recorded)
          await recorded.close()
        }
      }
    })
  }

  test('shows a compact block with a link to the programme on the home page during the event', async ({ openPage, fixtureUrl: site }) => {
    const first = items[0]!
    const time = Math.max(at(first.startIso) + 60_000, at(programme.start))
    const recorded = await openAt(openPage, site, '/', time, 'America/Los_Angeles')
    const { page } = recorded
    await expect.poll(() => page.locator('[data-now-next]').isVisible()).toBe(true)
    expect(await listed(page, 'next')).toEqual(expected(time).next)
    expect(await page.getByRole('link', { name: texts.nowLink }).getAttribute('href')).toBe(pages.timeline.path)
    // axe waits on timers: let the clock run again.
    await page.clock.resume()
    expect((await axeScan(page, '[data-now-next]')).violations).toEqual([])
    await recorded.close()
  })

  test('without JavaScript the programme is as before: no block, no stars', async ({ openPage, fixtureUrl: site }) => {
    const recorded = await openPage({ javaScriptEnabled: false })
    const { page } = recorded
    await page.goto(site + pages.timeline.path)
    expect(await page.locator('[data-now-next]').isVisible()).toBe(false)
    expect(await page.locator('[data-star]').first().isVisible()).toBe(false)
    await page.goto(site + pages.myAgenda.path)
    expect(await page.getByText(pages.myAgenda.noScript).isVisible()).toBe(true)
    await recorded.close()
  })
})

const starOf = (page: Page, id: string) => page.locator(`[data-star="${id}"]`).first()
// A cancelled item has no star (decision 0181): the items a visitor can save.
const cancelledIds = new Set(
  programmeItems(content.currentEdition.programme)
    .filter((item) => item.cancelled)
    .map((item) => item.id),
)
const savable = items.filter((item) => !cancelledIds.has(item.id))

// Two items that share time, and one that shares time with neither.
const overlapPair = (() => {
  for (const a of savable)
    for (const b of savable) if (a.id < b.id && at(a.startIso) < at(b.endIso) && at(b.startIso) < at(a.endIso)) return [a, b] as const
  return null
})()
const alone = savable.find(
  (i) => overlapPair && savable.every((o) => o.id === i.id || !(at(i.startIso) < at(o.endIso) && at(o.startIso) < at(i.endIso))),
)

test.describe("'Minha agenda'", () => {
  test('a star is a labelled toggle button, usable with the keyboard, kept across visits', async ({ openPage, fixtureUrl: site }) => {
    const recorded = await openPage()
    const { page } = recorded
    await page.goto(site + pages.timeline.path)
    const item = savable[0]!
    const star = starOf(page, item.id)
    expect(await star.getAttribute('aria-label')).toBe(texts.star.replace('{titulo}', item.title))
    expect(await star.getAttribute('aria-pressed')).toBe('false')
    await star.focus()
    await page.keyboard.press('Enter')
    expect(await star.getAttribute('aria-pressed')).toBe('true')
    await page.keyboard.press('Space')
    expect(await star.getAttribute('aria-pressed')).toBe('false')
    await page.keyboard.press('Space')
    await page.reload()
    expect(await starOf(page, item.id).getAttribute('aria-pressed')).toBe('true')
    expect((await axeScan(page, '.schedule')).violations).toEqual([])
    // Nothing is sent anywhere: no request beyond the site itself.
    expect(recorded.requests.filter((r) => !r.includes(new URL(site).host))).toEqual([])
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('lists the starred items by day, says when it is empty, and marks overlaps', async ({ openPage, fixtureUrl: site }) => {
    const recorded = await openPage()
    const { page } = recorded
    await page.goto(site + pages.myAgenda.path)
    expect(await page.getByText(pages.myAgenda.privacy).isVisible()).toBe(true)
    expect(await page.getByText(pages.myAgenda.empty).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: pages.myAgenda.download }).isVisible()).toBe(false)

    // The fixture's programme has both, so the overlap marks are always checked.
    expect([overlapPair, alone].every(Boolean)).toBe(true)
    const chosen: AgendaItem[] = overlapPair ? [...overlapPair, ...(alone ? [alone] : [])] : [savable[0]!, savable[savable.length - 1]!]
    await page.goto(site + pages.timeline.path)
    for (const item of chosen) await starOf(page, item.id).evaluate((el) => (el as HTMLButtonElement).click())
    await page.goto(site + pages.myAgenda.path)
    expect(await page.getByText(pages.myAgenda.empty).isVisible()).toBe(false)
    const shown = await page
      .locator('[data-agenda-list] [data-item]')
      .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.item))
    const inOrder = [...chosen].sort((a, b) => at(a.startIso) - at(b.startIso)).map((i) => i.id)
    expect(shown).toEqual(inOrder)
    for (const day of new Set(chosen.map((i) => i.day)))
      expect(await page.getByRole('heading', { name: day, level: 2 }).isVisible()).toBe(true)
    if (overlapPair) {
      for (const item of overlapPair)
        expect(await page.locator(`[data-item="${item.id}"]`).getByText(pages.myAgenda.overlap).isVisible()).toBe(true)
      if (alone) expect(await page.locator(`[data-item="${alone.id}"]`).getByText(pages.myAgenda.overlap).count()).toBe(0)
    }
    expect((await axeScan(page)).violations).toEqual([])
    expectNoErrors(recorded)
    await recorded.close()
  })

  test("Minha agenda's download gives a file a calendar library reads, with the per-item files' UIDs", async ({
    openPage,
    fixtureUrl: site,
  }) => {
    const recorded = await openPage()
    const { page } = recorded
    const chosen = [savable[0]!, savable[savable.length - 1]!]
    await page.goto(site + pages.timeline.path)
    for (const item of chosen) await starOf(page, item.id).evaluate((el) => (el as HTMLButtonElement).click())
    await page.goto(site + pages.myAgenda.path)
    const button = page.getByRole('button', { name: pages.myAgenda.download })
    await button.focus()
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')])
    // The browser may run in another process (global setup): save the file, then read it.
    const saved = join(mkdtempSync(join(tmpdir(), 'sercomp-agenda-')), download.suggestedFilename())
    await download.saveAs(saved)
    expect(download.suggestedFilename()).toMatch(/\.ics$/)
    const text = readFileSync(saved, 'utf8')
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
    expect(events.map((e) => e.uid).sort()).toEqual(chosen.map((i) => i.uid).sort())
    for (const item of chosen) {
      const event = events.find((e) => e.uid === item.uid)!
      expect(event.summary).toBe(item.title)
      expect(event.startDate.toJSDate().getTime()).toBe(at(item.startIso))
      expect(event.endDate.toJSDate().getTime()).toBe(at(item.endIso))
      // The same UID as the item's own 'Adicionar à agenda' file, so calendars merge.
      const own = await (await fetch(`${site}/agenda/${programme.year}/${item.id}.ics`)).text()
      expect(new ICAL.Event(new ICAL.Component(ICAL.parse(own)).getFirstSubcomponent('vevent')!).uid).toBe(item.uid)
    }
    expectNoErrors(recorded)
    await recorded.close()
  })
})
