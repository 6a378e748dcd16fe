// Counts what a first visit to each built page downloads, from the files in dist/client alone
// (deterministic: no browser, no timings). Used by the byte budget test and `npm run bench`.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, posix, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { SHELLS } from '../../src/live/live-routes.ts'
import { attributesOf } from '../../src/build/html-attributes.ts'
import { ENTRY_ATTRIBUTE } from '../../src/build/scripts-after-paint.ts'
import { importsOf, reachableModules } from '../../src/build/module-imports.ts'
import { listFiles, pagePathOf } from '../../src/publishing/built-pages.ts'

export interface BuiltPage {
  /** The URL path the page is served at ('/', '/about', '/404' for 404.html). */
  route: string
  /** Path of the HTML file inside the client folder, with '/'. */
  file: string
  /** One of the live React pages (registration search and the two receipts). */
  live: boolean
}

const LIVE_SHELLS = new Set<string>(Object.values(SHELLS))

/** Every prerendered HTML page of the built site, sorted by route. */
export function listPages(clientDir: string): BuiltPage[] {
  return listFiles(clientDir)
    .flatMap((file): BuiltPage[] => {
      if (file === '404.html') return [{ route: '/404', file, live: false }]
      const route = pagePathOf(file)
      return route === null || file.startsWith('assets/') ? [] : [{ route, file, live: LIVE_SHELLS.has(route) }]
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}

export interface Tag {
  name: string
  attributes: Record<string, string>
  /** Text up to the closing tag, for <script> and <style> only. */
  body: string
}

/** The start tags of an HTML document (enough for the markup vike and React write). */
export function tagsOf(html: string): Tag[] {
  const tags: Tag[] = []
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '')
  const pattern = /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g
  for (const match of withoutComments.matchAll(pattern)) {
    const name = match[1]!.toLowerCase()
    const attributes = attributesOf(match[2] ?? '')
    let body = ''
    if (name === 'script' || name === 'style') {
      const end = withoutComments.indexOf(`</${name}`, match.index + match[0].length)
      if (end >= 0) body = withoutComments.slice(match.index + match[0].length, end)
    }
    tags.push({ name, attributes, body })
  }
  return tags
}

export interface PageBytes {
  route: string
  live: boolean
  /** JS files the page can load, as site paths ('/assets/…'). */
  jsFiles: string[]
  html: number
  css: number
  /** Gzip bytes of every JS file reachable through static and dynamic imports (the budgeted number). */
  js: number
  /** Gzip bytes of the JS reachable through static imports only (what runs before any dynamic import). */
  jsStatic: number
  images: number
  fonts: number
  total: number
  /** Problems found while reading the page: missing files, <img> without width/height/alt. */
  problems: string[]
}

export function gzipSize(buffer: Buffer): number {
  return gzipSync(buffer, { level: 9 }).length
}

export class SiteBytes {
  private readonly sizes = new Map<string, number>()
  private readonly graph = new Map<string, { static: string[]; dynamic: string[] }>()

  constructor(readonly clientDir: string) {}

  /** Gzip size of a site path ('/assets/x.js'), or null when the file is not in the build. */
  size(sitePath: string): number | null {
    const hit = this.sizes.get(sitePath)
    if (hit !== undefined) return hit
    const file = this.fileOf(sitePath)
    if (!file) return null
    const size = gzipSize(readFileSync(file))
    this.sizes.set(sitePath, size)
    return size
  }

  private fileOf(sitePath: string): string | null {
    const file = resolve(this.clientDir, '.' + decodeURIComponent(sitePath.split(/[?#]/)[0]!))
    if (!file.startsWith(resolve(this.clientDir) + sep)) return null
    return existsSync(file) && statSync(file).isFile() ? file : null
  }

  /** Site paths a JS file imports, statically and dynamically. */
  private importsOfFile(sitePath: string): { static: string[]; dynamic: string[] } {
    const hit = this.graph.get(sitePath)
    if (hit) return hit
    const file = this.fileOf(sitePath)
    const found = { static: [] as string[], dynamic: [] as string[] }
    if (file) {
      const specs = importsOf(readFileSync(file, 'utf8'))
      for (const kind of ['static', 'dynamic'] as const) {
        for (const spec of specs[kind]) {
          const target = resolveSpecifier(sitePath, spec)
          if (target && !isExternal(target)) found[kind].push(target)
        }
      }
    }
    this.graph.set(sitePath, found)
    return found
  }

  /** Every JS file reachable from the given site paths (themselves included); dynamic imports too unless told. */
  reachable(starts: string[], options: { dynamic?: boolean } = {}): string[] {
    return reachableModules(starts, (sitePath) => this.importsOfFile(sitePath), options).sort()
  }

  measure(page: BuiltPage): PageBytes {
    const htmlBuffer = readFileSync(join(this.clientDir, page.file))
    const pagePath = '/' + page.file
    const tags = tagsOf(htmlBuffer.toString('utf8'))
    const problems: string[] = []
    const resolveRef = (ref: string) => resolveSpecifier(pagePath, ref)

    const jsStarts: string[] = []
    const css = new Set<string>()
    const images = new Set<string>()
    const preloadedFonts: string[] = []
    for (const tag of tags) {
      const a = tag.attributes
      if (tag.name === 'script') {
        if (a.src) jsStarts.push(resolveRef(a.src) ?? a.src)
        else if (a[ENTRY_ATTRIBUTE]) jsStarts.push(resolveRef(a[ENTRY_ATTRIBUTE]) ?? a[ENTRY_ATTRIBUTE])
        else if (!/json/i.test(a.type ?? '')) {
          for (const spec of [...importsOf(tag.body).static, ...importsOf(tag.body).dynamic]) jsStarts.push(resolveRef(spec) ?? spec)
        }
      } else if (tag.name === 'link') {
        const rel = (a.rel ?? '').toLowerCase().split(/\s+/)
        if (!a.href) continue
        if (rel.includes('modulepreload')) jsStarts.push(resolveRef(a.href) ?? a.href)
        else if (rel.includes('stylesheet')) css.add(resolveRef(a.href) ?? a.href)
        else if (rel.includes('icon')) images.add(resolveRef(a.href) ?? a.href)
        else if (rel.includes('preload') && a.as === 'font') preloadedFonts.push(resolveRef(a.href) ?? a.href)
      } else if (tag.name === 'img') {
        for (const required of ['width', 'height', 'alt']) {
          if (!(required in a)) problems.push(`<img src="${a.src ?? ''}"> has no ${required}`)
        }
        const biggest = this.biggestCandidate([a.src, ...srcsetUrls(a.srcset)].filter(isString).map(resolveRef).filter(isString))
        if (biggest) images.add(biggest)
      } else if (tag.name === 'source' && a.srcset) {
        const biggest = this.biggestCandidate(srcsetUrls(a.srcset).map(resolveRef).filter(isString))
        if (biggest) images.add(biggest)
      }
    }

    const sum = (paths: Iterable<string>, kind: string) => {
      let total = 0
      for (const p of paths) {
        // A data: URL (the site's icon, decision 0050) is in the page, counted with its HTML.
        if (p.startsWith('data:')) continue
        if (isExternal(p)) {
          problems.push(`${kind} from another origin: ${p}`)
          continue
        }
        const size = this.size(p)
        if (size === null) problems.push(`${kind} not in the build: ${p}`)
        else total += size
      }
      return total
    }

    const localStarts = jsStarts.filter((p) => !isExternal(p))
    const jsFiles = this.reachable(localStarts)
    const jsStatic = this.reachable(localStarts, { dynamic: false })
    // The typeface is preloaded by every page (decision 0173), whether or not a sheet is linked.
    const fonts = new Set<string>(preloadedFonts)
    for (const sheet of css) {
      const file = this.fileOf(sheet)
      if (!file) continue
      for (const m of readFileSync(file, 'utf8').matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
        const ref = m[1]!
        if (ref.startsWith('data:')) continue
        const target = resolveSpecifier(sheet, ref)
        if (target && /\.(woff2?|ttf|otf)$/i.test(target)) fonts.add(target)
      }
    }

    const result = {
      route: page.route,
      live: page.live,
      jsFiles,
      html: gzipSize(htmlBuffer),
      css: sum(css, 'stylesheet'),
      js: sum(jsFiles, 'script'),
      jsStatic: jsStatic.reduce((total, p) => total + (this.size(p) ?? 0), 0),
      images: sum(images, 'image'),
      fonts: sum(fonts, 'font'),
      total: 0,
      problems,
    }
    result.total = result.html + result.css + result.js + result.images + result.fonts
    return result
  }

  /** The largest of an image's candidates (the first of equals); a data: URL is never one. */
  private biggestCandidate(paths: string[]): string | null {
    const weight = (p: string) => this.size(p) ?? 0
    return paths
      .filter((p) => !p.startsWith('data:'))
      .reduce<string | null>((best, p) => (best === null || weight(p) > weight(best) ? p : best), null)
  }
}

function isString(value: string | undefined | null): value is string {
  return typeof value === 'string' && value.length > 0
}

function isExternal(path: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')
}

export function srcsetUrls(srcset: string | undefined): string[] {
  if (!srcset) return []
  return srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean)
}

/** Resolves a reference found in the file at `fromSitePath` to a site path; keeps URLs with a scheme. */
export function resolveSpecifier(fromSitePath: string, spec: string): string | null {
  if (spec.startsWith('data:')) return spec
  if (isExternal(spec)) return spec
  const clean = spec.split(/[?#]/)[0]!
  if (clean.startsWith('/')) return posix.normalize(clean)
  return posix.normalize(posix.join(posix.dirname(fromSitePath), clean))
}

export function clientDirOf(outDir: string = process.env.SERCOMP_OUT_DIR ?? 'dist'): string {
  return resolve(outDir, 'client')
}

export const KB = 1024

/**
 * Bytes any one image file of the built site may weigh (raw, as served: images are compressed
 * already). The largest version the pipeline writes, a 432 px avatar for 3x screens or a logo box
 * at 3x, stays far below it; a bigger file means an original or a wrong size slipped through.
 */
export const IMAGE_BUDGET = 60 * KB

/**
 * The 1200x630 link previews under og/ are fetched by the apps a link is shared in (WhatsApp,
 * Instagram), never by a page load; text drawn on them compresses less than a photo in a box.
 */
export const PREVIEW_IMAGE_BUDGET = 120 * KB

/** The budget of one built image file, by its path inside the built site. */
export const imageBudgetOf = (file: string) => (file.replaceAll('\\', '/').startsWith('og/') ? PREVIEW_IMAGE_BUDGET : IMAGE_BUDGET)

/** Fixed-width table, one row per entry. */
export function formatTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((r) => r.map(String))]
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)))
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n')
}

export function kb(bytes: number): string {
  return (bytes / KB).toFixed(1)
}
