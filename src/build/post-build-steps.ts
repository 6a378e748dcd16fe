// The post-build steps that publish the content's feeds, calendars, previews and sitemap.
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { contentRoot, loadContent } from '../content/load-content'
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

/** Per edition its calls' dates, and when published its preview, calendars and schedule.json; then the feed, robots.txt and sitemap. */
async function writeEditionFiles(clientDir: string): Promise<void> {
  const content = loadContent()
  const root = contentRoot()
  const stamp = new Date(BUILD_INSTANT)
  const published = publishedYears(content)
  for (const edition of Object.values(content.editions)) {
    const { year } = edition
    const sequences = eventSequences(root, year)
    // Each edition's call dates, published or not (decision 0011).
    const deadlines = deadlinesCalendar(content, edition, stamp, sequences.callDates)
    if (deadlines) await put(clientDir, deadlinesCalendarPath(year), deadlines)
    if (!published.includes(year)) continue
    const ref = logoRef(edition.edition.logo)
    const logo = ref ? await ogLogo(join(imagesRoot(root), ref.file)) : null
    await put(clientDir, ogImagePath(year), await cachedPng(ogSvg(edition.edition, logo), ogCacheDir()))
    const whole = editionCalendar(content, edition, stamp, sequences.items)
    if (whole) {
      await put(clientDir, editionCalendarPath(year), whole)
      for (const [itemId, ics] of itemCalendars(content, edition, stamp, sequences.items)) {
        await put(clientDir, itemCalendarPath(year, itemId), ics)
      }
    }
    if (edition.schedule) {
      const json = scheduleJson(content, edition, programmeVersions(root, year).length)
      await put(clientDir, scheduleJsonPath(year), `${JSON.stringify(json, null, 2)}\n`)
    }
  }
  // The current edition's changelog as an Atom feed, beside its page (decision 0182).
  await put(
    clientDir,
    programmeFeedPath(content),
    programmeFeed(content, programmeVersions(root, content.currentEdition.year), BUILD_INSTANT),
  )
  await put(clientDir, ROBOTS_PATH, robotsTxt(content.site.siteUrl))
  const paths = staticPagePaths(clientDir).filter((path) => isIndexable(content, path))
  await put(clientDir, SITEMAP_PATH, sitemapXml(content.site.siteUrl, paths))
}

export const publishingSteps = [writeItemOgImages, writeEditionFiles]
