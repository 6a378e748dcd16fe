// A link checker over a built site: every internal href/src/srcset of every HTML file must reach a
// file of the build or a live route, and every #fragment must name an id on the target page.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { isLiveShell, listFiles, pagePathOf } from '../../src/publishing/built-pages'

export interface BrokenLink {
  /** The HTML file, relative to the client folder. */
  file: string
  link: string
  reason: string
}

const ATTRIBUTE = /\s(href|src|srcset|action|content)\s*=\s*("([^"]*)"|'([^']*)')/gi
const ID = /\s(?:id|name)\s*=\s*("([^"]*)"|'([^']*)')/gi

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

/** The links an HTML document points at (scripts and styles excluded from the id scan). */
export function extractLinks(html: string): string[] {
  const body = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (tag) => tag.slice(0, tag.indexOf('>') + 1))
  const links: string[] = []
  for (const m of body.matchAll(ATTRIBUTE)) {
    const name = m[1]!.toLowerCase()
    const value = decodeEntities(m[3] ?? m[4] ?? '')
    if (name === 'content') {
      // Only meta values that are URLs of this site (og:image, og:url) are links.
      if (/^https?:\/\//.test(value)) links.push(value)
    } else if (name === 'srcset')
      links.push(
        ...value
          .split(',')
          .map((c) => c.trim().split(/\s+/)[0]!)
          .filter(Boolean),
      )
    else links.push(value)
  }
  return links
}

function extractIds(html: string): Set<string> {
  const ids = new Set<string>()
  for (const m of html.matchAll(ID)) ids.add(decodeEntities(m[2] ?? m[3] ?? ''))
  return ids
}

/** The file of the build that serves a URL path, or null. */
function fileForPath(clientDir: string, path: string): string | null {
  const clean = decodeURIComponent(path).replace(/^\/+/, '')
  const candidates = clean === '' || clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}/index.html`, `${clean}.html`]
  for (const candidate of candidates) {
    const full = join(clientDir, candidate)
    if (existsSync(full) && statSync(full).isFile()) return candidate
  }
  return null
}

// Pages are served without a trailing slash (/about), which is what relative links resolve against;
// 404.html answers any path, so its links must work from the root.
const pageUrlOf = (file: string) => pagePathOf(file) ?? (file === '404.html' ? '/' : `/${file}`)

/**
 * Checks every HTML file under clientDir. `siteUrl` makes absolute links to the site itself (canonical,
 * og:image) count as internal; `isLiveUrl` accepts URLs the host rewrites to a live shell.
 */
export function checkLinks(clientDir: string, siteUrl: string, isLiveUrl: (path: string) => boolean = isLiveShell): BrokenLink[] {
  const origin = new URL(siteUrl).origin
  const htmlFiles = listFiles(clientDir).filter((f) => f.endsWith('.html'))
  const idsOf = new Map<string, Set<string>>()
  const ids = (file: string) => {
    let set = idsOf.get(file)
    if (!set) idsOf.set(file, (set = extractIds(readFileSync(join(clientDir, file), 'utf8'))))
    return set
  }
  const broken: BrokenLink[] = []
  for (const file of htmlFiles) {
    const html = readFileSync(join(clientDir, file), 'utf8')
    const base = new URL(pageUrlOf(file), origin)
    for (const link of extractLinks(html)) {
      if (link === '' || /^(mailto|tel|javascript|data):/i.test(link)) continue
      let url: URL
      try {
        url = new URL(link, base)
      } catch {
        broken.push({ file, link, reason: 'not a URL' })
        continue
      }
      if (url.origin !== origin) continue
      const target = fileForPath(clientDir, url.pathname)
      if (!target) {
        if (!isLiveUrl(url.pathname)) broken.push({ file, link, reason: 'no such file or route' })
        continue
      }
      const fragment = decodeURIComponent(url.hash.slice(1))
      if (fragment && target.endsWith('.html') && !ids(target).has(fragment)) {
        broken.push({ file, link, reason: `no id "${fragment}" in ${target}` })
      }
    }
  }
  return broken
}
