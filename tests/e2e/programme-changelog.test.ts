// The programme has versions (decision 0182): two builds of a copy of the fixture site kept in a git
// repository of its own; between them one commit moves a session, changes another's room and
// cancels a third. The changelog page and its Atom feed say the three changes in words, old and new;
// the feed is valid Atom; schedule.json's version rises. The first build has no change to list.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parseDocument } from 'yaml'
import { fillTemplate, fillTimedText } from '../../src/components/edition-template'
import { textAt } from '../../src/components/timed'
import { loadContent } from '../../src/content/load-content'
import { programmeItems } from '../../src/content/programme'
import { dayTabLabel } from '../../src/format/date-time'
import { fill } from '../../src/format/fill'
import { scheduleJsonPath } from '../../src/publishing/export-paths'
import { programmeFeedPath } from '../../src/publishing/programme-changes'
import { startSite } from '../../src/server/start'
import { atomProblems } from '../support/atom-validator'
import { buildCopy, copyContent, type ContentCopy } from '../fixtures/content/content-copy'
import { FIXTURE_ROOT } from '../fixtures/content/fixture-root'
import { checkPageState } from './support/page-checks'
import { expect, test } from './support/fixtures'

// Every test reads the two builds its beforeAll made once.
test.describe.configure({ mode: 'default' })

let copy: ContentCopy
const content = loadContent(FIXTURE_ROOT)
const { year, edition, schedule } = content.currentEdition
const page = content.pages.programmeChanges
const texts = page.changes
// Three items with their own times: the first moves a quarter of an hour later (it starts later and
// keeps its end, so it meets nothing), the last with a room changes room, another is cancelled.
const own = programmeItems(content.currentEdition.programme).filter((item) => !item.activity && item.parts.length === 0 && !item.cancelled)
const moved = own[0]!
const roomChanged = own.findLast((item) => item.room)!
const cancelled = own.find((item) => item !== moved && item !== roomChanged)!
const newRoom = edition.rooms.find((room) => room.id !== roomChanged.room!.id)!
const newStart = `${moved.start.slice(0, 3)}45`
const reason = 'Motivo inventado para o teste.'

const git = (...args: string[]) => {
  const result = spawnSync('git', ['-C', copy.root, '-c', 'user.name=Teste', '-c', 'user.email=teste@example.org', ...args], {
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(result.stderr)
}

/** Sets a field of a schedule item in the copy's schedule.yaml, comments kept. */
function setField(id: string, field: string, value: string) {
  const path = `data/editions/${year}/schedule.yaml`
  const doc = parseDocument(copy.read(path))
  const d = schedule!.days.findIndex((day) => day.events.some((event) => event.id === id))
  const e = schedule!.days[d]!.events.findIndex((event) => event.id === id)
  doc.setIn(['days', d, 'events', e, field], value)
  copy.write(path, doc.toString())
}

function build() {
  const result = buildCopy(copy)
  if (result.status !== 0) throw new Error(result.output)
  const read = (path: string) => readFileSync(join(result.client, path), 'utf8')
  return {
    client: result.client,
    html: read(`${page.path}/index.html`),
    feed: read(programmeFeedPath(content)),
    version: (JSON.parse(read(scheduleJsonPath(year))) as { schedule: { version: string } }).schedule.version,
  }
}

const when = (item: { date: string; start: string; end: string }) =>
  `${dayTabLabel(item.date, content.site.ui.weekdays)}, ${item.start}–${item.end}`
// The three changes in words, as pages.yaml's texts say them.
const expected = [
  fill(texts.moved, { titulo: moved.title, antes: when(moved), depois: when({ ...moved, start: newStart }) }),
  fill(texts.roomChanged, { titulo: roomChanged.title, antes: roomChanged.room!.name, depois: newRoom.name }),
  fill(texts.cancelled, {
    titulo: cancelled.title,
    quando: `${when(cancelled)}, ${cancelled.room?.name ?? edition.venue.name}`,
    cancelamento: `${content.site.ui.cancelled}. ${content.site.ui.cancelledReason}: ${reason}`,
  }),
]

let before: ReturnType<typeof build>
let after: ReturnType<typeof build>
let server: Awaited<ReturnType<typeof startSite>>
let emptyServer: Awaited<ReturnType<typeof startSite>>
test.beforeAll(async () => {
  copy = copyContent(FIXTURE_ROOT)
  git('init', '-q')
  git('add', '-A')
  git('commit', '-qm', 'programação')
  before = build()
  setField(moved.id, 'start', newStart)
  setField(roomChanged.id, 'roomId', newRoom.id)
  setField(cancelled.id, 'cancelled', reason)
  git('commit', '-qam', 'uma sessão mais tarde, outra noutra sala, uma cancelada')
  after = build()
  server = await startSite({ port: 0, root: dirname(after.client) })
  emptyServer = await startSite({ port: 0, root: dirname(before.client) })
})
test.afterAll(async () => {
  await server?.close()
  await emptyServer?.close()
  copy?.remove()
})

test.describe("the programme's changelog over two builds, three sessions changed between them", () => {
  test('says each change in words, old and new, on the page at a phone and a desktop width', async ({ openPage }) => {
    for (const width of [390, 1366]) {
      const { page: tab } = await openPage({ viewport: { width, height: 900 } })
      await tab.goto(`${server.url}${content.pages.timeline.path}`)
      await tab.getByRole('link', { name: fillTemplate(page.heading, edition), exact: true }).click()
      const versions = tab.locator('main .programme-changes > li')
      await expect.poll(() => versions.count()).toBeGreaterThan(0)
      const newest = (await versions.first().locator('li').allInnerTexts()).map((line) => line.trim())
      expect(newest.sort()).toEqual([...expected].sort())
      await tab.close()
    }
  })

  test('passes axe and the design system on the changelog page, with changes and with none', async ({ openPage }) => {
    const state = { name: page.path, path: page.path, expectedStatuses: [], ready: async () => {} }
    expect(await checkPageState(openPage, server.url, state)).toEqual([])
    expect(await checkPageState(openPage, emptyServer.url, state)).toEqual([])
  })

  test('publishes the same changes as a valid Atom feed, one entry per version, and links it from the heads', () => {
    expect(atomProblems(after.feed)).toEqual([])
    const entries = after.feed.split('<entry>').slice(1)
    expect(entries).toHaveLength(1)
    const text = entries[0]!.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
    for (const line of expected) expect(text).toContain(line)
    const alternate = `<link rel="alternate" type="application/atom+xml" title="`
    expect(after.html).toContain(alternate)
    expect(readFileSync(join(after.client, content.pages.timeline.path, 'index.html'), 'utf8')).toContain(alternate)
  })

  test('before any change: an empty changelog, a valid feed with no entry, and a lower schedule.json version', () => {
    // The fixture's edition lies ahead: the text before its end.
    expect(before.html).toContain(textAt(fillTimedText(page.empty, edition), Date.parse(edition.start)))
    expect(before.html).not.toContain('class="card programme-changes__version"')
    expect(atomProblems(before.feed)).toEqual([])
    expect(before.feed).not.toContain('<entry>')
    expect(Number.parseInt(before.version)).toBe(1)
    expect(Number.parseInt(after.version)).toBe(2)
  })
})
