// npm run design-pictures, after changing a component's look: the pictures of docs/design-system.md from
// a build of the real content (the current edition borrowing the latest committee and partners, so the
// grids show faces and logos) and, for states that build no longer holds, the fixture site (decision 0095).
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { loadContent } from '../src/content/load-content.ts'
import { registrations } from '../src/server/demo-fixtures.ts'
import { startSite } from '../src/server/start.ts'
import { itemSamplePaths } from '../src/features/item-pages/item-page-sample.ts'
import { CHROMIUM } from '../tests/e2e/support/chromium.ts'
import { scriptsRan } from '../tests/e2e/support/page-states.ts'
import { standInContent } from '../tests/fixtures/content/stand-in-photos.ts'
import { buildCopy, buildSite, copyContent } from '../tests/fixtures/content/content-copy.ts'
import { FIXTURE_ROOT } from '../tests/fixtures/content/fixture-root.ts'
import { registrationWindow } from '../src/content/time.ts'
import { activityPath } from '../src/publishing/item-paths.ts'

const picturesDir = path.join(import.meta.dirname, '..', 'docs', 'design-system')

interface Picture {
  file: string
  path: string
  width: number
  selector: string
  at?: number // the instant it is taken at
  fixture?: boolean // from the fixture site
  focus?: boolean // keyboard focus on the element first, to show its focus ring
  maxHeight?: number // the first rows of a long grid
  script?: boolean // once the page's scripts have drawn it (the star, the tabs)
  screen?: boolean // the page's first screen rather than one element
  still?: boolean // reduced motion: no confetti across it, the same picture every run
}

const copy = await standInContent({ standIns: false })
const content = loadContent(copy.root)
const [paid, pending] = registrations
const receipt = (r: (typeof registrations)[number]) => `/pagamento/user/${r.userId}/lote/${r.loteId}`
const callPath = (kind: string) => content.callPages.find((page) => page.call.kind === kind)!.call.path

// A static page of data/pages.yaml: a notice (the closed registration) or a text.
const staticPath = (notice: boolean) =>
  `/${Object.entries(content.pages.staticPages).find(([, page]) => Boolean(page?.notice) === notice)![0]}`
const earlierYear = Object.keys(content.editions).find((year) => year !== content.currentEdition.year)!
const [activityPage, , personPage] = itemSamplePaths(content)
// The hero's registration button shows while registration is open: the fixture's, whose edition lies ahead.
const fixture = copyContent(FIXTURE_ROOT)
const fixtureContent = loadContent(fixture.root)
const fixtureWindow = registrationWindow(fixtureContent.currentEdition.edition)
const { year: currentYear, programme } = fixtureContent.currentEdition
const currentActivity = activityPath(currentYear, programme.flatMap((day) => day.items).find((item) => item.activity)!.activity!.id)
const registrationOpen = ((fixtureWindow.opensAt ?? Date.now()) + fixtureWindow.closesAt) / 2
// The home page before its edition, during it and the day after, in review (decision 0174).
const fixtureEdition = fixtureContent.currentEdition.edition
const homeStates = {
  before: registrationOpen,
  during: (Date.parse(fixtureEdition.start) + Date.parse(fixtureEdition.end)) / 2,
  after: Date.parse(fixtureEdition.end) + 86_400_000,
}

// `name`-390.png and `name`-1366.png.
const atBothWidths = (name: string, picture: Omit<Picture, 'file' | 'width'>): Picture[] =>
  ([390, 1366] as const).map((width) => ({ ...picture, file: `${name}-${width}.png`, width }))

const components: Picture[] = [
  ...atBothWidths('header', { path: '/', selector: '.site-header' }),
  { file: 'page-header-1366.png', path: staticPath(false), width: 1366, selector: '.page-header' },
  { file: 'page-header-390.png', path: callPath('hackathon'), width: 390, selector: '.page-header' },
  { file: 'buttons.png', path: callPath('papers'), width: 1366, selector: '.call-page__top-actions' },
  { file: 'button-row-390.png', path: `/${earlierYear}`, width: 390, selector: '.edition-page__jump' },
  { file: 'button-dark.png', path: '/', width: 1366, selector: '.home-hero__actions:visible', at: registrationOpen, fixture: true },
  // The star is drawn on the current edition's activities only: an activity of the fixture's.
  { file: 'button-icon.png', path: currentActivity, width: 390, selector: '.item-page__when-row', script: true, fixture: true },
  { file: 'card.png', path: '/', width: 1366, selector: '.page-card', maxHeight: 400 },
  { file: 'tab-row.png', path: content.pages.timeline.path, width: 390, selector: '[role="tablist"]', script: true },
  // The calendar links are offered until the edition ends (decision 0175): the fixture's, whose edition lies ahead.
  { file: 'link-light.png', path: content.pages.timeline.path, width: 1366, selector: '.edition-calendar-links', fixture: true },
  {
    file: 'link-focus.png',
    path: content.pages.timeline.path,
    width: 1366,
    selector: '.edition-calendar-links a',
    focus: true,
    fixture: true,
  },
  { file: 'link-dark.png', path: '/', width: 1366, selector: '.home-hero__facts' },
  { file: 'call-summary-390.png', path: callPath('hackathon'), width: 390, selector: '.call-page__summary' },
  { file: 'earlier-call-390.png', path: callPath('ideathon'), width: 390, selector: '.call-page__earlier' },
  { file: 'committee-390.png', path: content.pages.committee.path, width: 390, selector: '.programme-page > section', maxHeight: 620 },
  { file: 'committee-1366.png', path: content.pages.committee.path, width: 1366, selector: '.programme-page > section', maxHeight: 560 },
  ...atBothWidths('carousel', { path: '/', selector: '.organisation', script: true }),
  { file: 'partners-1366.png', path: content.pages.partners.path, width: 1366, selector: '.partners', maxHeight: 560 },
  { file: 'status-paid.png', path: receipt(paid!), width: 390, selector: '[data-status]' },
  { file: 'status-pending.png', path: receipt(pending!), width: 390, selector: '[data-status]' },
  { file: 'footer-390.png', path: staticPath(false), width: 390, selector: '.site-footer' },
]

// Each kind of page, its first screen at both widths (docs/design-system.md, "Pages").
const pageKinds: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'text', path: staticPath(false) },
  { name: 'notice', path: staticPath(true) },
  { name: 'call', path: callPath('papers') },
  { name: 'programme', path: content.pages.timeline.path },
  { name: 'activities', path: content.pages.confirmedActivities.path },
  { name: 'committee', path: content.pages.committee.path },
  { name: 'edition', path: `/${earlierYear}` },
  { name: 'activity', path: activityPage! },
  { name: 'person', path: personPage ?? activityPage! },
  { name: 'search', path: content.pages.registrationSearch.path },
  { name: 'receipt', path: receipt(paid!) },
  { name: 'not-found', path: '/pagina-que-nao-existe' },
]
const pagePictures = pageKinds.flatMap(({ name, path: at }) => atBothWidths(`page-${name}`, { path: at, selector: 'body', screen: true }))
const homePictures = Object.entries(homeStates).flatMap(([state, at]) =>
  atBothWidths(`home-${state}`, { path: '/', selector: 'main', at, fixture: true, still: true }),
)
const pictures = [...components, ...pagePictures, ...homePictures]

async function take(page: Page, base: string, picture: Picture) {
  if (picture.at !== undefined) await page.clock.setFixedTime(picture.at)
  await page.goto(base + picture.path, { waitUntil: 'networkidle' })
  if (picture.script) await scriptsRan(page)
  const element = page.locator(picture.selector).first()
  await element.waitFor()
  await element.evaluate(async (el) => {
    for (const img of el.querySelectorAll('img')) img.loading = 'eager'
    await Promise.all([...el.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)))
    await document.fonts.ready
  })
  if (picture.focus) {
    await page.keyboard.press('Tab')
    await element.focus()
  }
  if (picture.screen) {
    await page.screenshot({ path: path.join(picturesDir, picture.file) })
    return
  }
  const box = (await element.boundingBox())!
  const pad = 8
  await page.screenshot({
    path: path.join(picturesDir, picture.file),
    fullPage: true,
    clip: {
      x: Math.max(0, box.x - pad),
      y: Math.max(0, box.y - pad),
      width: Math.min(picture.width - Math.max(0, box.x - pad), box.width + 2 * pad),
      height: Math.min(picture.maxHeight ?? Infinity, box.height + 2 * pad),
    },
  })
}

const build = buildSite(copy.root)
try {
  if (build.status !== 0) throw new Error(`build failed:\n${build.output}`)
  const site = await startSite({ port: 0, root: path.dirname(build.client), demoApi: { slowMs: 20_000, delayMs: 0 } })
  const fixtureBuild = buildCopy(fixture)
  if (fixtureBuild.status !== 0) throw new Error(`build of the fixture site failed:\n${fixtureBuild.output}`)
  const fixtureSite = await startSite({ port: 0, root: path.dirname(fixtureBuild.client) })
  const browser = await chromium.launch(CHROMIUM)
  mkdirSync(picturesDir, { recursive: true })
  try {
    for (const picture of pictures) {
      const height = picture.width === 390 ? 844 : 768
      const page = await browser.newPage({
        viewport: { width: picture.width, height },
        locale: 'pt-BR',
        ...(picture.still ? { reducedMotion: 'reduce' as const } : {}),
      })
      await take(page, picture.fixture ? fixtureSite.url : site.url, picture)
      await page.close()
      console.log(`docs/design-system/${picture.file}`)
    }
  } finally {
    await browser.close()
    await site.close()
    await fixtureSite.close()
  }
} finally {
  build.remove()
  copy.remove()
  fixture.remove()
}
