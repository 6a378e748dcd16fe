// Minha agenda tells its owner (issue 49, decision 0184): two builds of a copy of the fixture site
// kept in a git repository of its own (as calendars-follow.test.ts), served one after the other at
// one address, since a browser keeps Minha agenda per origin. A visitor saves four items on the
// first; the second moves one, changes another's room, cancels a third and deletes a fourth. The
// visitor, and whoever opens the agenda's shared link, is told each change in words, old and new,
// at 390 and 1366 px, with a link to the changelog, until "Entendi". Then the programme for every
// reader (WCAG 2.2) and the accessibility statement in every footer.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { fillTemplate } from '../../src/components/edition-template'
import { loadContent } from '../../src/content/load-content'
import { fill } from '../../src/format/fill'
import { programmeItems } from '../../src/content/programme'
import { startSite } from '../../src/server/start'
import { buildCopy, copyContent, type ContentCopy } from '../fixtures/content/content-copy'
import { FIXTURE_ROOT } from '../fixtures/content/fixture-root'
import { axeScan } from './support/axe'
import { expectNoErrors, newPage, type RecordedPage } from './support/browser'
import { inspectDesignSystem } from './support/design-system'
import { fixtureContent } from './support/fixture-site'
import { VIEWPORTS } from './support/page-states'
import { expect, test } from './support/fixtures'

const content = loadContent(FIXTURE_ROOT)
const { year, edition } = content.currentEdition
const { ui } = content.site
const texts = ui.eventDays.changes
const pages = content.pages
const schedule = `data/editions/${year}/schedule.yaml`
// Items with their own time and room (not an activity's, not a block): what an organiser edits in schedule.yaml.
const own = programmeItems(content.currentEdition.programme).filter((item) => !item.activity && item.parts.length === 0 && !item.cancelled)
const moved = own[0]!
const roomChanged = own.find((item) => item !== moved && item.room)!
const [cancelled, removed] = own.filter((item) => item !== moved && item !== roomChanged).slice(-2)
const saved = [moved, roomChanged, cancelled!, removed!]
const newRoom = edition.rooms.find((room) => room.id !== roomChanged.room!.id)!
const REASON = 'A sala ficou sem energia.'

/** "17/05, 17:30 - 18:30", as the notice writes a time. */
const when = (date: string, start: string, end: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}, ${start} - ${end}`
const newStart = `${moved.start.slice(0, 3)}45`
// What the notice says of each item, title first.
const expected = {
  [moved.id]: `${moved.title} ${fill(texts.moved, { antes: when(moved.date, moved.start, moved.end), depois: when(moved.date, newStart, moved.end) })}`,
  [roomChanged.id]: `${roomChanged.title} ${fill(texts.room, { antes: roomChanged.room!.name, depois: newRoom.name })}`,
  [cancelled!.id]: `${cancelled!.title} ${texts.cancelled} ${ui.cancelledReason}: ${REASON}`,
  [removed!.id]: `${removed!.title} ${texts.removed}`,
}

let copy: ContentCopy
const git = (...args: string[]) => {
  const result = spawnSync('git', ['-C', copy.root, '-c', 'user.name=Teste', '-c', 'user.email=teste@example.org', ...args], {
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(result.stderr)
}
/** The item's lines in schedule.yaml, from its id to the next item or day. */
const block = (id: string) => new RegExp(`      - id: ${id}\\n(?:(?!      - id:|  - date:).*\\n)*`)

/** A build of the copy as it is now, in a folder of its own (the next build writes over the build's own). */
function build(name: string): string {
  const result = buildCopy(copy)
  if (result.status !== 0) throw new Error(result.output)
  const root = mkdtempSync(path.join(tmpdir(), `sercomp-agenda-${name}-`))
  copy.onRemove(() => rmSync(root, { recursive: true, force: true }))
  cpSync(result.client, path.join(root, 'client'), { recursive: true })
  return root
}

const notice = (page: Page) => page.locator('[data-agenda-changes]')
/** The notice's lines by item, as a screen reader reads them (the title, then what changed). */
const lines = (page: Page) =>
  notice(page)
    .locator('li')
    .evaluateAll((els) => Object.fromEntries(els.map((el) => [(el as HTMLElement).dataset.item, el.textContent])))

/** The notice at each width: in words, in a status region, with no axe violation and drawn as the design system does. */
async function checkNotice(page: Page, items: Record<string, string>) {
  for (const { viewport } of VIEWPORTS) {
    await page.setViewportSize(viewport)
    expect(await lines(page)).toEqual(items)
    expect(await notice(page).getAttribute('role')).toBe('status')
    expect(await page.getByRole('heading', { name: texts.heading }).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: texts.acknowledge }).isVisible()).toBe(true)
    const changelog = notice(page).getByRole('link', { name: fillTemplate(pages.programmeChanges.heading, edition), exact: true })
    expect(await changelog.getAttribute('href')).toBe(pages.programmeChanges.path)
    expect((await axeScan(page)).violations).toEqual([])
    expect((await inspectDesignSystem(page, false)).offenders).toEqual([])
  }
}

let origin = ''
let server: { url: string; close: () => Promise<void> } | undefined
let visitor: RecordedPage
let sharedLink = ''

test.describe('a visitor whose saved items changed', () => {
  // Both tests read the two sites and the link the beforeAll made once.
  test.describe.configure({ mode: 'default' })

  test.beforeAll(async ({ browser }) => {
    copy = copyContent(FIXTURE_ROOT)
    git('init', '-q')
    git('add', '-A')
    git('commit', '-qm', 'programação')
    const first = build('primeiro')
    copy.edit(schedule, `title: "${moved.title}"\n        start: "${moved.start}"`, `title: "${moved.title}"\n        start: "${newStart}"`)
    const roomBlock = copy.read(schedule).match(block(roomChanged.id))![0]
    copy.edit(schedule, roomBlock, roomBlock.replace(new RegExp(`(room(?:Id)?): ${roomChanged.room!.id}`), `$1: ${newRoom.id}`))
    copy.edit(schedule, `      - id: ${cancelled!.id}\n`, `      - id: ${cancelled!.id}\n        cancelled: "${REASON}"\n`)
    copy.edit(schedule, block(removed!.id), '')
    git('commit', '-qam', 'uma sessão mudou de horário, outra de sala, uma cancelada, uma removida')
    const second = build('segundo')

    // The first site: the visitor saves the four items and shares the agenda.
    server = await startSite({ port: 0, root: first })
    origin = server.url
    visitor = await newPage(browser, { viewport: { width: 390, height: 844 } })
    const { page } = visitor
    await page.goto(origin + pages.timeline.path)
    for (const item of saved) await page.locator(`.schedule [data-star="${item.id}"]`).evaluate((el) => (el as HTMLButtonElement).click())
    await page.goto(origin + pages.myAgenda.path)
    expect(await page.locator('[data-agenda-changes]').textContent()).toBe('')
    await page.getByRole('button', { name: pages.myAgenda.share }).click()
    sharedLink = (await page.getByRole('link', { name: /itens=/ }).getAttribute('href'))!
    // The second site, at the same address.
    await server.close()
    server = await startSite({ port: Number(new URL(origin).port), root: second })
  })
  test.afterAll(async () => {
    await visitor?.close()
    await server?.close()
    copy?.remove()
  })

  test('is told each change on Minha agenda and the programme, in words, old and new, until "Entendi"', async () => {
    const { page } = visitor
    for (const route of [pages.myAgenda.path, pages.timeline.path]) {
      await page.goto(origin + route)
      await checkNotice(page, expected)
    }
    await page.getByRole('button', { name: texts.acknowledge }).click()
    expect(await notice(page).textContent()).toBe('')
    for (const route of [pages.timeline.path, pages.myAgenda.path]) {
      await page.goto(origin + route)
      expect(await notice(page).textContent()).toBe('')
    }
    // The removed item has left the list; the cancelled one stays, said so.
    const listed = await page
      .locator('[data-agenda-list] [data-item]')
      .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.item))
    expect(listed.sort()).toEqual([moved.id, roomChanged.id, cancelled!.id].sort())
    expect(await page.locator(`[data-agenda-list] [data-item="${cancelled!.id}"]`).textContent()).toContain(REASON)
    expectNoErrors(visitor)
  })

  test('and whoever opens the link the visitor shared before is told the same', async ({ openPage }) => {
    expect(new URL(sharedLink).origin).toBe(origin)
    const recorded = await openPage()
    const { page } = recorded
    await page.goto(sharedLink)
    // The removed item is counted among those the programme no longer has, as for any link.
    const changed = Object.fromEntries(Object.entries(expected).filter(([id]) => id !== removed!.id))
    await checkNotice(page, changed)
    expect(await page.getByText(pages.myAgenda.stale.replace('{quantidade}', '1')).isVisible()).toBe(true)
    await page.getByRole('button', { name: texts.acknowledge }).click()
    expect(await notice(page).textContent()).toBe('')
    await page.reload()
    expect(await notice(page).textContent()).toBe('')
    expect(await page.locator('[data-agenda-list] [data-item]').count()).toBe(3)
    expectNoErrors(recorded)
    await recorded.close()
  })
})

test.describe('the programme for every reader (WCAG 2.2), on the fixture site', () => {
  const timeline = fixtureContent.pages.timeline.path
  const days = fixtureContent.currentEdition.programme

  test('names each item’s time and room in the description of its link and star, and has a heading per day', async ({
    openPage,
    fixtureUrl,
  }) => {
    const recorded = await openPage()
    const { page } = recorded
    await page.goto(fixtureUrl + timeline)
    const described = await page.locator('.schedule [data-star], .schedule__title a').evaluateAll((els) =>
      els.map((el) => ({
        item: el.closest<HTMLElement>('[data-event]')!.dataset.event,
        description: el
          .getAttribute('aria-describedby')!
          .split(' ')
          .map((id) => document.getElementById(id)!.textContent)
          .join(' '),
      })),
    )
    const items = programmeItems(days)
    expect(described.length).toBeGreaterThan(items.length / 2)
    for (const { item: id, description } of described) {
      const item = items.find((candidate) => candidate.id === id)!
      expect(description).toContain(`${item.start} - ${item.end}`)
      if (item.room) expect(description).toContain(item.room.name)
    }
    const headings = await page
      .locator('[role="tabpanel"]')
      .evaluateAll((panels) => panels.map((panel) => panel.querySelector('h2')?.textContent))
    expect(headings).toEqual(days.map((day) => expect.stringContaining(day.label)))
    expectNoErrors(recorded)
    await recorded.close()
  })

  for (const { name, ...device } of VIEWPORTS)
    test(`[${name}] gives stars and tabs targets of at least 24 px, and never hides the focus under the sticky header`, async ({
      openPage,
      fixtureUrl,
    }) => {
      const recorded = await openPage(device)
      const { page } = recorded
      await page.goto(fixtureUrl + timeline)
      const sizes = await page
        .locator('.schedule [data-star]:visible, [role="tab"]')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()))
      expect(sizes.length).toBeGreaterThan(days.length)
      for (const size of sizes) expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(24)
      // A star scrolled half under the header, then reached with Shift+Tab from what follows it.
      const header = (await page.locator('.site-header').boundingBox())!
      const stars = page.locator('.schedule [data-star]:visible')
      const star = stars.nth((await stars.count()) - 1)
      await star.focus()
      await page.keyboard.press('Tab')
      await star.evaluate((el, headerBottom) => {
        window.scrollBy(0, el.getBoundingClientRect().top - headerBottom + el.getBoundingClientRect().height / 2)
      }, header.y + header.height)
      await page.keyboard.press('Shift+Tab')
      expect(await star.evaluate((el) => el === document.activeElement)).toBe(true)
      const box = (await star.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height)
      expectNoErrors(recorded)
      await recorded.close()
    })
})

test.describe('the accessibility statement', () => {
  test('is linked from the footer of every kind of page', async ({ openPage, siteUrl: site }) => {
    const real = loadContent()
    const statement = '/acessibilidade'
    const link = real.site.footer.columns.flatMap((column) => column.links).find((candidate) => candidate.href === statement)!
    expect(link).toBeDefined()
    const recorded = await openPage()
    const { page } = recorded
    for (const route of ['/', real.pages.timeline.path, real.pages.myAgenda.path, statement]) {
      await page.goto(site + route)
      await page.locator('.site-footer').getByRole('link', { name: link.label, exact: true }).click()
      expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(statement)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(real.pages.staticPages[statement.slice(1)]!.heading)
    }
    expectNoErrors(recorded)
    await recorded.close()
  })
})
