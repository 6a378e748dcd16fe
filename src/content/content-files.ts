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

// A file's kind is its name: data/<kind>.yaml, data/editions/<year>/<kind>.yaml, or a call under calls/.
const SITE_KINDS: readonly FileKind[] = ['site', 'pages', 'people']
const EDITION_KINDS: readonly FileKind[] = ['edition', 'schedule', 'activities', 'committees', 'partners']

/** The organisers' names and terms that the spelling check accepts: one word a line, not YAML. */
export const SPELLING_ALLOW_LIST = 'data/dicionario.txt'

/** Classifies a path under data/; undefined for a file the site would silently ignore. */
export function classify(file: string): ContentFile | undefined {
  const site = SITE_KINDS.find((kind) => file === `data/${kind}.yaml`)
  if (site) return { file, kind: site }
  const edition = /^data\/editions\/(\d{4})\/([a-z]+)\.yaml$/.exec(file)
  const kind = EDITION_KINDS.find((k) => k === edition?.[2])
  if (edition && kind) return { file, kind, year: edition[1]! }
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
  const required = [...SITE_KINDS.map((kind) => `data/${kind}.yaml`), ...years.map((year) => `data/editions/${year}/edition.yaml`)]
  return { files, unknown, missing: required.filter((f) => !files.some((c) => c.file === f)) }
}
