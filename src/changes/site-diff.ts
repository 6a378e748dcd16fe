// Two built sites compared by what the public gets; hashed names, script hashes and DTSTAMP are build noise.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { SERVICE_WORKER } from '../features/event-days/paths'
import { listFiles, pagePathOf } from '../publishing/built-pages'
import { diffEditionProgramme, scheduleItems, type ProgrammeChanges } from '../publishing/programme-diff'
import { diffLines, type Hunk } from './text-diff'
import { visibleText, type PageText } from './visible-text'

type PageRef = { path: string; title: string }

interface PageChange extends PageRef {
  hunks: Hunk[] // the page's own; those on SHARED_MIN_PAGES pages or more are in `shared`
}

type SharedChange = { hunk: Hunk; paths: string[] }

export type FileChanges = { added: string[]; removed: string[]; changed: string[] }

export interface SiteChanges {
  pages: { added: PageRef[]; removed: PageRef[]; changed: PageChange[] }
  shared: SharedChange[] // header, footer, menu

  programme: ProgrammeChanges
  calendars: FileChanges
  others: FileChanges
}

// A change seen on this many pages is reported once, with the list of pages.
const SHARED_MIN_PAGES = 3

type Kind = 'page' | 'calendar' | 'other' | 'ignored'

function kindOf(file: string): Kind {
  // Hashed bundles (their effect shows in the pages) and vike's client-navigation data.
  if (file.startsWith('assets/') || file.endsWith('.pageContext.json')) return 'ignored'
  // The service worker's precache list carries every other file's revision: it changes with them.
  if (`/${file}` === SERVICE_WORKER) return 'ignored'
  if (file.endsWith('.html')) return 'page'
  if (file.endsWith('.ics') || file.endsWith('.schedule.json')) return 'calendar'
  return 'other'
}

const pageUrlOf = (file: string) => pagePathOf(file) ?? `/${file}`

/** Calendar text without the build time and with folded lines joined, so only content counts. */
export function normaliseCalendar(text: string): string {
  return text
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter((line) => !/^DTSTAMP[:;]/.test(line))
    .join('\n')
}

const TEXT_FILE = /\.(txt|xml|json|webmanifest|htaccess|html|css|js|svg|csv)$|(^|\/)(_headers|_redirects|\.htaccess)$/

// Host rules, sitemap: script hashes and hashed asset names are noise.
function normaliseOther(text: string): string {
  return text.replace(/'sha(256|384|512)-[A-Za-z0-9+/]+=*'/g, "'sha-*'").replace(/\/assets\/[\w./-]+/g, '/assets/*')
}

function sameFile(before: string, after: string, file: string, kind: Kind): boolean {
  const a = readFileSync(before)
  const b = readFileSync(after)
  if (a.equals(b)) return true
  if (kind === 'calendar' && file.endsWith('.ics')) return normaliseCalendar(a.toString('utf8')) === normaliseCalendar(b.toString('utf8'))
  if (kind === 'other' && TEXT_FILE.test(file)) return normaliseOther(a.toString('utf8')) === normaliseOther(b.toString('utf8'))
  return false
}

export function compareSites(beforeDir: string, afterDir: string): SiteChanges {
  const beforeFiles = existsSync(beforeDir) ? listFiles(beforeDir) : []
  const afterFiles = existsSync(afterDir) ? listFiles(afterDir) : []
  const inBefore = new Set(beforeFiles)
  const inAfter = new Set(afterFiles)
  const changes: SiteChanges = {
    pages: { added: [], removed: [], changed: [] },
    shared: [],
    programme: { moved: [], renamed: [], cancelled: [], added: [], removed: [] },
    calendars: { added: [], removed: [], changed: [] },
    others: { added: [], removed: [], changed: [] },
  }
  const text = (dir: string, file: string): PageText => visibleText(readFileSync(path.join(dir, file), 'utf8'))
  const bucket = (kind: Kind) => (kind === 'calendar' ? changes.calendars : changes.others)

  const changedPages: { page: PageRef; hunks: Hunk[] }[] = []
  const files = [...new Set([...beforeFiles, ...afterFiles])].sort()
  for (const file of files) {
    const kind = kindOf(file)
    if (kind === 'ignored') continue
    const gone = !inAfter.has(file)
    if (gone || !inBefore.has(file)) {
      const list = gone ? 'removed' : 'added'
      if (kind === 'page') changes.pages[list].push({ path: pageUrlOf(file), title: text(gone ? beforeDir : afterDir, file).title })
      else bucket(kind)[list].push(file)
    } else if (kind === 'page') {
      const a = text(beforeDir, file)
      const b = text(afterDir, file)
      const hunks = diffLines(a.lines, b.lines)
      if (hunks.length > 0) changedPages.push({ page: { path: pageUrlOf(file), title: b.title || a.title }, hunks })
    } else if (!sameFile(path.join(beforeDir, file), path.join(afterDir, file), file, kind)) {
      bucket(kind).changed.push(file)
    }
  }

  changedPages.sort((x, y) => x.page.path.localeCompare(y.page.path))
  const key = (hunk: Hunk) => JSON.stringify([hunk.before, hunk.after])
  const pagesByHunk = new Map<string, { hunk: Hunk; paths: string[] }>()
  for (const { page, hunks } of changedPages) {
    for (const hunk of new Map(hunks.map((h) => [key(h), h])).values()) {
      const entry = pagesByHunk.get(key(hunk)) ?? { hunk, paths: [] }
      entry.paths.push(page.path)
      pagesByHunk.set(key(hunk), entry)
    }
  }
  changes.shared = [...pagesByHunk.values()].filter((entry) => entry.paths.length >= SHARED_MIN_PAGES)
  const shared = new Set(changes.shared.map((entry) => key(entry.hunk)))
  changes.pages.changed = changedPages.map(({ page, hunks }) => ({ ...page, hunks: hunks.filter((h) => !shared.has(key(h))) }))
  const byPath = (x: PageRef, y: PageRef) => x.path.localeCompare(y.path)
  changes.pages.added.sort(byPath)
  changes.pages.removed.sort(byPath)

  for (const file of files.filter((f) => f.endsWith('.schedule.json'))) {
    const read = (dir: string, set: Set<string>) => (set.has(file) ? scheduleItems(readFileSync(path.join(dir, file), 'utf8')) : [])
    const edition = path.basename(file, '.schedule.json')
    const diff = diffEditionProgramme(edition, read(beforeDir, inBefore), read(afterDir, inAfter))
    changes.programme.moved.push(...diff.moved)
    changes.programme.renamed.push(...diff.renamed)
    changes.programme.added.push(...diff.added)
    changes.programme.removed.push(...diff.removed)
  }
  return changes
}

export function hasChanges({ pages, programme, calendars, others }: SiteChanges): boolean {
  return [pages, programme, calendars, others].some((group) => Object.values(group).some((list: unknown[]) => list.length > 0))
}
