// The prerendered pages of a built site, as URL paths, read from the files vike wrote.
import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { parseMarketReceiptPath, parseRegistrationReceiptPath, parseSearchPath } from '../live/live-routes'

/** Every file under `dir` (not the folders), as sorted paths relative to it with '/'. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort()
}

/** "index.html" -> "/", "about/index.html" -> "/about"; null for files that are not a page. */
export function pagePathOf(file: string): string | null {
  if (file === 'index.html') return '/'
  const m = /^(.+)\/index\.html$/.exec(file)
  return m ? `/${m[1]}` : null
}

/** Registration search and receipts: prerendered shells that only make sense with live data. */
export function isLiveShell(path: string): boolean {
  return parseSearchPath(path) !== null || parseRegistrationReceiptPath(path) !== null || parseMarketReceiptPath(path) !== null
}

/** Every prerendered static page (not the live shells, not 404.html), sorted. */
export function staticPagePaths(clientDir: string): string[] {
  return listFiles(clientDir)
    .map(pagePathOf)
    .filter((path): path is string => path !== null && !isLiveShell(path))
    .sort()
}
