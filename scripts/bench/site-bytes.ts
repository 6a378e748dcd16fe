// What a first visit to each built page downloads, read from dist/client alone: the byte budget's and the bench's.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, posix, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { SHELLS } from '../../src/live/live-routes.ts'
import { attributesOf } from '../../src/build/built-html.ts'
import { ENTRY_ATTRIBUTE } from '../../src/build/scripts-after-paint.ts'
import { importsOf, reachableModules } from '../../src/build/module-imports.ts'
import { listFiles, pagePathOf } from '../../src/publishing/built-pages.ts'

export interface BuiltPage {
  route: string // '/', '/about', '/404' for 404.html
  file: string // inside the client folder, with '/'
  live: boolean // one of the live React pages
}

const LIVE_SHELLS = new Set<string>(Object.values(SHELLS))

export function listPages(clientDir: string): BuiltPage[] {
  return listFiles(clientDir)
    .flatMap((file): BuiltPage[] => {
      if (file === '404.html') return [{ route: '/404', file, live: false }]
      const route = pagePathOf(file)
      return route === null || file.startsWith('assets/') ? [] : [{ route, file, live: LIVE_SHELLS.has(route) }]
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}

/** The start tags of an HTML document (enough for the markup vike and React write). */
export function tagsOf(html: string) {
  const text = html.replace(/<!--[\s\S]*?-->/g, '')
  const pattern = /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g
  return [...text.matchAll(pattern)].map((match) => {
    const name = match[1]!.toLowerCase()
    const after = match.index + match[0].length
    const end = name === 'script' || name === 'style' ? text.indexOf(`</${name}`, after) : -1
    // The body up to the closing tag, for <script> and <style> only.
    return { name, attributes: attributesOf(match[2] ?? ''), body: end >= 0 ? text.slice(after, end) : '' }
  })
}

export type PageBytes = ReturnType<SiteBytes['measure']>

export const gzipSize = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length

const isExternal = (path: string) => /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')

export class SiteBytes {
  private readonly sizes = new Map<string, number | null>()
  private readonly graph = new Map<string, { static: string[]; dynamic: string[] }>()

  constructor(readonly clientDir: string) {}

  /** Gzip size of a site path ('/assets/x.js'), or null when the file is not in the build. */
  size(sitePath: string): number | null {
    if (!this.sizes.has(sitePath)) {
      const file = this.fileOf(sitePath)
      this.sizes.set(sitePath, file ? gzipSize(readFileSync(file)) : null)
    }
    return this.sizes.get(sitePath)!
  }

  private fileOf(sitePath: string): string | null {
    const file = resolve(this.clientDir, '.' + decodeURIComponent(sitePath.split(/[?#]/)[0]!))
    if (!file.startsWith(resolve(this.clientDir) + sep)) return null
    return existsSync(file) && statSync(file).isFile() ? file : null
  }

  private importsOfFile(sitePath: string): { static: string[]; dynamic: string[] } {
    if (!this.graph.has(sitePath)) {
      const file = this.fileOf(sitePath)
      const specs = file ? importsOf(readFileSync(file, 'utf8')) : { static: [], dynamic: [] }
      const local = (list: string[]) => list.map((spec) => resolveSpecifier(sitePath, spec)).filter((path) => !isExternal(path))
      this.graph.set(sitePath, { static: local(specs.static), dynamic: local(specs.dynamic) })
    }
    return this.graph.get(sitePath)!
  }

  measure(page: BuiltPage) {
    const htmlBuffer = readFileSync(join(this.clientDir, page.file))
    const ref = (spec: string) => resolveSpecifier('/' + page.file, spec)
    const problems: string[] = []
    const jsStarts: string[] = []
    const css = new Set<string>()
    const images = new Set<string>()
    // The typeface is preloaded by every page (decision 0173), whether or not a sheet is linked.
    const fonts = new Set<string>()
    for (const { name, attributes: a, body } of tagsOf(htmlBuffer.toString('utf8'))) {
      if (name === 'script') {
        const src = a.src || a[ENTRY_ATTRIBUTE]
        if (src) jsStarts.push(ref(src))
        else if (!/json/i.test(a.type ?? '')) jsStarts.push(...[...importsOf(body).static, ...importsOf(body).dynamic].map(ref))
      } else if (name === 'link' && a.href) {
        const rel = (a.rel ?? '').toLowerCase().split(/\s+/)
        if (rel.includes('modulepreload')) jsStarts.push(ref(a.href))
        else if (rel.includes('stylesheet')) css.add(ref(a.href))
        else if (rel.includes('icon')) images.add(ref(a.href))
        else if (rel.includes('preload') && a.as === 'font') fonts.add(ref(a.href))
      } else if (name === 'img' || (name === 'source' && a.srcset)) {
        if (name === 'img')
          for (const required of ['width', 'height', 'alt'])
            if (!(required in a)) problems.push(`<img src="${a.src ?? ''}"> has no ${required}`)
        const biggest = this.biggestCandidate([...(name === 'img' && a.src ? [a.src] : []), ...srcsetUrls(a.srcset)].map(ref))
        if (biggest) images.add(biggest)
      }
    }

    const sum = (paths: Iterable<string>, kind: string) => {
      let total = 0
      for (const p of paths) {
        // A data: URL (the site's icon, decision 0050) is in the page, counted with its HTML.
        if (p.startsWith('data:')) continue
        const size = isExternal(p) ? null : this.size(p)
        if (size === null) problems.push(isExternal(p) ? `${kind} from another origin: ${p}` : `${kind} not in the build: ${p}`)
        else total += size
      }
      return total
    }

    const localStarts = jsStarts.filter((p) => !isExternal(p))
    const imports = (sitePath: string) => this.importsOfFile(sitePath)
    const jsFiles = reachableModules(localStarts, imports).sort()
    for (const sheet of css) {
      const file = this.fileOf(sheet)
      if (!file) continue
      for (const m of readFileSync(file, 'utf8').matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
        const target = resolveSpecifier(sheet, m[1]!)
        if (/\.(woff2?|ttf|otf)$/i.test(target)) fonts.add(target)
      }
    }
    const result = {
      route: page.route,
      live: page.live,
      jsFiles, // site paths ('/assets/…')
      html: gzipSize(htmlBuffer),
      css: sum(css, 'stylesheet'),
      // Every JS file reachable through static and dynamic imports (the budgeted number); jsStatic: what runs before any dynamic import.
      js: sum(jsFiles, 'script'),
      jsStatic: reachableModules(localStarts, imports, { dynamic: false }).reduce((total, p) => total + (this.size(p) ?? 0), 0),
      images: sum(images, 'image'),
      fonts: sum(fonts, 'font'),
      problems, // missing files, <img> without width/height/alt
    }
    return { ...result, total: result.html + result.css + result.js + result.images + result.fonts }
  }

  /** The largest of an image's candidates (the first of equals); a data: URL is never one. */
  private biggestCandidate(paths: string[]): string | null {
    const weight = (p: string) => this.size(p) ?? 0
    return paths
      .filter((p) => !p.startsWith('data:'))
      .reduce<string | null>((best, p) => (best === null || weight(p) > weight(best) ? p : best), null)
  }
}

export function srcsetUrls(srcset: string | undefined): string[] {
  return (srcset ?? '')
    .split(',')
    .map((part) => part.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean)
}

/** A reference found in the file at `fromSitePath` as a site path; URLs with a scheme are kept. */
export function resolveSpecifier(fromSitePath: string, spec: string): string {
  if (isExternal(spec)) return spec
  const clean = spec.split(/[?#]/)[0]!
  return posix.normalize(clean.startsWith('/') ? clean : posix.join(posix.dirname(fromSitePath), clean))
}

export const clientDirOf = (outDir: string = process.env.SERCOMP_OUT_DIR ?? 'dist') => resolve(outDir, 'client')

export const KB = 1024
// A 432 px avatar or a logo box at 3x stays far below it: a bigger file is an original or a wrong size.
export const IMAGE_BUDGET = 60 * KB
// The 1200x630 link previews (og/) are fetched by the apps a link is shared in, never by a page load.
export const PREVIEW_IMAGE_BUDGET = 120 * KB
export const imageBudgetOf = (file: string) => (file.replaceAll('\\', '/').startsWith('og/') ? PREVIEW_IMAGE_BUDGET : IMAGE_BUDGET)

/** Fixed-width table, one row per entry. */
export function formatTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((r) => r.map(String))]
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)))
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n')
}

export const kb = (bytes: number) => (bytes / KB).toFixed(1)
