import { existsSync, readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

export type FileKind = 'site' | 'pages' | 'people' | 'edition' | 'schedule' | 'activities' | 'committees' | 'partners' | 'call'

/** `data/editions/2025/calls/papers.yaml`: its edition's year and its call's name. */
export interface ContentFile {
  file: string
  kind: FileKind
  year?: string
  call?: string
}

/** The schema (file name in schemas/) that validates a kind of file: `schemas/<kind>.schema.json`. */
export const schemaOf = (kind: FileKind) => `${kind}.schema.json`

const SITE_FILES: Record<string, FileKind> = {
  'data/site.yaml': 'site',
  'data/pages.yaml': 'pages',
  'data/people.yaml': 'people',
}
const EDITION_FILES: Record<string, FileKind> = {
  'edition.yaml': 'edition',
  'schedule.yaml': 'schedule',
  'activities.yaml': 'activities',
  'committees.yaml': 'committees',
  'partners.yaml': 'partners',
}

/** The organisers' names and terms that the spelling check accepts: one word a line, not YAML. */
export const SPELLING_ALLOW_LIST = 'data/dicionario.txt'

/** Classifies a path under data/; undefined for a file the site would silently ignore. */
export function classify(file: string): ContentFile | undefined {
  const site = SITE_FILES[file]
  if (site) return { file, kind: site }
  const edition = /^data\/editions\/(\d{4})\/([^/]+)$/.exec(file)
  if (edition) {
    const kind = EDITION_FILES[edition[2]!]
    return kind ? { file, kind, year: edition[1]! } : undefined
  }
  const call = /^data\/editions\/(\d{4})\/calls\/([a-z0-9-]+)\.yaml$/.exec(file)
  if (call) return { file, kind: 'call', year: call[1]!, call: call[2]! }
  return undefined
}

/** Every file under data/, sorted into known kinds; `unknown`: the rest (`schedulle.yaml`, `.yml`); `missing`: required files. */
export function discoverContent(root: string): { files: ContentFile[]; unknown: string[]; missing: string[] } {
  const data = join(root, 'data')
  const all = (existsSync(data) ? readdirSync(data, { recursive: true, withFileTypes: true }) : [])
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    // Hidden files and folders (.DS_Store, .git) are not content.
    .filter((file) => !file.split('/').some((part) => part.startsWith('.')))
    .filter((file) => file !== SPELLING_ALLOW_LIST)
    .sort()
  const files = all.flatMap((f) => classify(f) ?? [])
  const unknown = all.filter((f) => !classify(f))
  const years = [...new Set(files.flatMap((f) => (f.year ? [f.year] : [])))]
  const required = [...Object.keys(SITE_FILES), ...years.map((year) => `data/editions/${year}/edition.yaml`)]
  return { files, unknown, missing: required.filter((f) => !files.some((c) => c.file === f)) }
}
