// The post-build steps that publish the content's feeds, calendars, previews and sitemap.
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { contentRoot, loadContent, type Content } from '../content/load-content'
import { publishedYears } from '../content/edition-years'
import { imagesRoot, logoRef } from '../images/variants'
import { writeItemOgImages } from '../features/item-pages/item-og'
import { deadlinesCalendar } from '../features/calls/deadlines-calendar'
import { staticPagePaths } from '../publishing/built-pages'
import { editionCalendar, itemCalendars } from '../publishing/calendar'
import {
  deadlinesCalendarPath,
  editionCalendarPath,
  itemCalendarPath,
  ogImagePath,
  ROBOTS_PATH,
  scheduleJsonPath,
  SITEMAP_PATH,
} from '../publishing/export-paths'
import { cachedPng, ogCacheDir } from '../publishing/og-cache'
import { ogLogo, ogSvg } from '../publishing/og-image'
import { scheduleJson } from '../publishing/schedule-json'
import { robotsTxt, sitemapXml } from '../publishing/sitemap'
import { isIndexable } from '../publishing/indexing'
import { BUILD_INSTANT } from '../content/build-instant'
import { eventSequences } from './event-sequences'
import { programmeVersions } from '../publishing/programme-history'
import { programmeFeed, programmeFeedPath } from '../publishing/programme-changes'

async function put(clientDir: string, path: string, data: string | Buffer) {
  const file = join(clientDir, path)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, data)
}

const publishedEditions = (content: Content) => publishedYears(content).map((year) => content.editions[year]!)

async function writeRobotsAndSitemap(clientDir: string): Promise<void> {
  const content = loadContent()
  await put(clientDir, ROBOTS_PATH, robotsTxt(content.site.siteUrl))
  const paths = staticPagePaths(clientDir).filter((path) => isIndexable(content, path))
  await put(clientDir, SITEMAP_PATH, sitemapXml(content.site.siteUrl, paths))
}

async function writeOgImages(clientDir: string): Promise<void> {
  const content = loadContent()
  for (const edition of publishedEditions(content)) {
    const ref = logoRef(edition.edition.logo)
    const logo = ref ? await ogLogo(join(imagesRoot(contentRoot()), ref.file)) : null
    await put(clientDir, ogImagePath(edition.year), await cachedPng(ogSvg(edition.edition, logo), ogCacheDir()))
  }
}

async function writeCalendars(clientDir: string): Promise<void> {
  const content = loadContent()
  const stamp = new Date(BUILD_INSTANT)
  for (const edition of publishedEditions(content)) {
    const sequences = eventSequences(contentRoot(), edition.year).items
    const whole = editionCalendar(content, edition, stamp, sequences)
    if (!whole) continue
    await put(clientDir, editionCalendarPath(edition.year), whole)
    for (const [itemId, ics] of itemCalendars(content, edition, stamp, sequences)) {
      await put(clientDir, itemCalendarPath(edition.year, itemId), ics)
    }
  }
  // Each edition's call dates, published or not (decision 0011).
  for (const edition of Object.values(content.editions)) {
    const ics = deadlinesCalendar(content, edition, stamp, eventSequences(contentRoot(), edition.year).callDates)
    if (ics) await put(clientDir, deadlinesCalendarPath(edition.year), ics)
  }
}

async function writeScheduleJson(clientDir: string): Promise<void> {
  const content = loadContent()
  for (const edition of publishedEditions(content)) {
    if (!edition.schedule) continue
    const json = scheduleJson(content, edition, programmeVersions(contentRoot(), edition.year).length)
    await put(clientDir, scheduleJsonPath(edition.year), `${JSON.stringify(json, null, 2)}\n`)
  }
}

/** The current edition's changelog as an Atom feed, beside its page (decision 0182). */
async function writeProgrammeFeed(clientDir: string): Promise<void> {
  const content = loadContent()
  const versions = programmeVersions(contentRoot(), content.currentEdition.year)
  await put(clientDir, programmeFeedPath(content), programmeFeed(content, versions, BUILD_INSTANT))
}

export const publishingSteps = [
  writeOgImages,
  writeItemOgImages,
  writeCalendars,
  writeScheduleJson,
  writeProgrammeFeed,
  writeRobotsAndSitemap,
]
