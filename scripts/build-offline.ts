// Post-build step (decision 0060): the web app manifest and the service worker precaching the programme's pages and files.
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, posix } from 'node:path'
import { build } from 'esbuild'
// Not the package's index, which loads generateSW's bundler: a second of CPU in every build (decision 0074).
import { injectManifest } from 'workbox-build/build/inject-manifest.js'
import { SiteBytes, srcsetUrls, tagsOf } from './bench/site-bytes.ts'
import { loadContent } from '../src/content/load-content.ts'
import { staticPagePaths } from '../src/publishing/built-pages.ts'
import { editionCalendarPath, TOUCH_ICON_PATH } from '../src/publishing/export-paths.ts'
import { PUBLISHED_DIR } from '../src/images/image-rules.ts'
import { palette } from '../src/theme/palette.ts'
import { iconImage, iconSource, TOUCH_ICON_PX } from '../src/build/site-icon.ts'
import { iconPath, SERVICE_WORKER, WEB_MANIFEST } from '../src/features/event-days/paths.ts'

const ICON_SIZES = [192, 512] as const
// A 256-colour palette: the 512 px icon of a detailed logo is 31 KB instead of 110 KB.
const ICON_PNG = { palette: true, quality: 90, compressionLevel: 9 } as const

function offlinePages(clientDir: string): string[] {
  const { pages, site } = loadContent()
  // 'Como chegar' when published (decision 0090): people look for the room once on the campus.
  const paths = ['/', pages.timeline.path, pages.confirmedActivities.path, pages.myAgenda.path, pages.venue.path]
  const activities = staticPagePaths(clientDir).filter((path) => path.startsWith(`/atividades/${site.currentEdition}/`))
  const files = [...paths, ...activities].map((path) => `${path.replace(/\/$/, '')}/index.html`)
  return files.filter((file) => existsSync(join(clientDir, file)))
}

export function filesOfPages(clientDir: string, pageFiles: string[]): string[] {
  const site = new SiteBytes(clientDir)
  const files = new Set<string>()
  for (const pageFile of pageFiles) {
    const html = readFileSync(join(clientDir, pageFile), 'utf8')
    for (const tag of tagsOf(html)) {
      for (const ref of [tag.attributes.src, tag.attributes.href, ...srcsetUrls(tag.attributes.srcset)]) {
        if (!ref || !ref.startsWith('/') || ref.startsWith('//')) continue
        const path = ref.split(/[?#]/)[0]!
        // Every density of every face would be megabytes a phone never shows (decision 0060).
        if (path.startsWith(`/${PUBLISHED_DIR}/`)) continue
        if (posix.extname(path) && existsSync(join(clientDir, path))) files.add(path)
      }
    }
    const route = pageFile.slice(0, -'index.html'.length).replace(/(.)\/$/, '$1')
    for (const js of site.measure({ route, file: pageFile.slice(1), live: false }).jsFiles) files.add(js)
  }
  return [...files].sort()
}

function webManifest(): string {
  const { site } = loadContent()
  return `${JSON.stringify(
    {
      name: `${site.name} — ${site.fullName}`,
      short_name: site.name,
      lang: site.lang,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: palette.frame.background,
      background_color: palette.frame.background,
      icons: ICON_SIZES.map((size) => ({ src: iconPath(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
    },
    null,
    2,
  )}\n`
}

export async function writeOffline(clientDir: string): Promise<void> {
  const source = iconSource()
  await mkdir(join(clientDir, 'icons'), { recursive: true })
  for (const size of ICON_SIZES) {
    await (await iconImage(source, size)).png(ICON_PNG).toFile(join(clientDir, iconPath(size)))
  }
  await (await iconImage(source, TOUCH_ICON_PX)).png(ICON_PNG).toFile(join(clientDir, TOUCH_ICON_PATH))
  await writeFile(join(clientDir, WEB_MANIFEST), webManifest())

  const { site } = loadContent()
  const pageFiles = offlinePages(clientDir)
  const calendar = editionCalendarPath(site.currentEdition)
  // An edition whose programme is not out yet has no calendar files to keep.
  const calendars = existsSync(join(clientDir, calendar)) ? [calendar, `${calendar.replace(/\.ics$/, '')}/*.ics`] : []
  const globPatterns = [...pageFiles, ...filesOfPages(clientDir, pageFiles), ...calendars, WEB_MANIFEST, ...ICON_SIZES.map(iconPath)].map(
    (p) => p.replace(/^\//, ''),
  )

  const bundled = join(tmpdir(), `sercomp-sw-${process.pid}.js`)
  await build({
    entryPoints: [join(import.meta.dirname, '..', 'src', 'features', 'event-days', 'sw.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: bundled,
    logLevel: 'warning',
  })
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: join(clientDir, SERVICE_WORKER),
    globDirectory: clientDir,
    globPatterns: [...new Set(globPatterns)],
    modifyURLPrefix: { '': '/' },
    // Hashed build output: the name is the revision.
    dontCacheBustURLsMatching: /assets\//,
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  })
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`)
  console.log(`service worker: ${count} files precached (${Math.round(size / 1024)} KB)`)
}
