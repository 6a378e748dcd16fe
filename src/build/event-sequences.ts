// Calendars that follow (decision 0178): a programme item's SEQUENCE in the .ics files is how many
// times what a calendar shows of it (day, times, place, title, cancelled) changed in the content's
// git history, so a phone that imported or subscribed to the file takes the new time. A static build
// has no memory of earlier builds; the repository has. Without git history (a copy with no .git, a
// shallow clone) every sequence is 0: the UID still matches, but a calendar may keep the old time.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { activitiesById, activityHeading, resolveEntry } from '../content/programme'
import type { Activities, Activity } from '../content/generated/activities'
import type { Edition } from '../content/generated/edition'
import type { Schedule } from '../content/generated/schedule'

const FILES = ['schedule.yaml', 'activities.yaml', 'edition.yaml'] as const
type Texts = Partial<Record<(typeof FILES)[number], string>>

/**
 * What a calendar shows of each item of one version of an edition's files, by item id, as one
 * string to compare. An older version the code cannot read (another schema) gives none.
 */
export function publishedFields(texts: Texts): Map<string, string> {
  const fields = new Map<string, string>()
  try {
    const schedule = parse(texts['schedule.yaml'] ?? 'days: []') as Schedule
    const activities = parse(texts['activities.yaml'] ?? 'activities: []') as Activities | null
    const edition = parse(texts['edition.yaml'] ?? '{}') as Partial<Edition> | null
    const byId = activitiesById<Activity>(activities)
    const rooms = edition?.rooms ?? []
    for (const day of schedule?.days ?? []) {
      for (const event of day.events) {
        const entry = resolveEntry(event, day.date, byId)
        if (!entry) continue
        const activity = entry.activity ? byId.get(entry.activity) : undefined
        const room = rooms.find((r) => r.id === entry.room)?.name ?? entry.room
        const cancelled = event.cancelled !== undefined || activity?.cancelled !== undefined
        const title = activity ? activityHeading(activity) : (event.title ?? '')
        fields.set(event.id, JSON.stringify([entry.date, entry.start, entry.end, room, edition?.venue?.name ?? null, title, cancelled]))
      }
    }
  } catch {
    return new Map()
  }
  return fields
}

/** Per item id, how many times its fields differ from those of the last version that had it (oldest version first). */
export function changeCounts(versions: readonly ReadonlyMap<string, string>[]): Map<string, number> {
  const last = new Map<string, string>()
  const counts = new Map<string, number>()
  for (const version of versions) {
    for (const [id, fields] of version) {
      const before = last.get(id)
      if (before !== undefined && before !== fields) counts.set(id, (counts.get(id) ?? 0) + 1)
      last.set(id, fields)
    }
  }
  return counts
}

const git = (root: string, args: string[], input?: string) =>
  spawnSync('git', ['-C', root, ...args], { input, maxBuffer: 256 * 1024 * 1024 })

/** Each committed version of the edition's files, oldest first: one git log and one cat-file pass. Empty without full history. */
function committedVersions(root: string, year: string): Texts[] {
  const shallow = git(root, ['rev-parse', '--is-shallow-repository'])
  if (shallow.status !== 0 || shallow.stdout.toString().trim() !== 'false') return []
  const prefix = git(root, ['rev-parse', '--show-prefix']).stdout.toString().trim()
  const paths = FILES.map((file) => `data/editions/${year}/${file}`)
  const log = git(root, ['log', '--format=%H', '--reverse', '--', ...paths])
  if (log.status !== 0) return []
  const commits = log.stdout.toString().split('\n').filter(Boolean)
  if (commits.length === 0) return []
  const batch = git(root, ['cat-file', '--batch'], commits.flatMap((c) => paths.map((p) => `${c}:${prefix}${p}\n`)).join(''))
  if (batch.status !== 0) return []
  // Each answer is "<sha> blob <size>\n<bytes>\n", or "<name> missing\n" for a file that commit lacks.
  const out = batch.stdout
  let at = 0
  const next = (): string | undefined => {
    const end = out.indexOf(10, at)
    const header = out.subarray(at, end).toString()
    at = end + 1
    const size = /^\S+ blob (\d+)$/.exec(header)?.[1]
    if (size === undefined) return undefined
    const text = out.subarray(at, at + Number(size)).toString()
    at += Number(size) + 1
    return text
  }
  return commits.map(() => Object.fromEntries(FILES.map((file) => [file, next()]).filter(([, text]) => text !== undefined)))
}

const cache = new Map<string, Map<string, number>>()

/** The SEQUENCE of each programme item of an edition (absent: 0), from the history and the files as they are now; once per build. */
export function eventSequences(root: string, year: string): ReadonlyMap<string, number> {
  const key = `${root}\n${year}`
  const cached = cache.get(key)
  if (cached) return cached
  const current: Texts = Object.fromEntries(
    FILES.map((file) => [file, join(root, 'data', 'editions', year, file)])
      .filter(([, path]) => existsSync(path!))
      .map(([file, path]) => [file, readFileSync(path!, 'utf8')]),
  )
  const sequences = changeCounts([...committedVersions(root, year), current].map(publishedFields))
  cache.set(key, sequences)
  return sequences
}
