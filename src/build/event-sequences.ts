// Calendars that follow (decision 0181): an event's SEQUENCE in the .ics files (a programme item, a
// call's date) is how many times what a calendar shows of it (day, times, place, title, cancelled) changed in the content's
// git history, so a phone that imported or subscribed to the file takes the new time. A static build
// has no memory of earlier builds; the repository has. Without git history (a copy with no .git, a
// shallow clone) every sequence is 0: the UID still matches, but a calendar may keep the old time.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import { parse } from 'yaml'
import { activitiesById, activityHeading, resolveCallDates, resolveEntry, type ScheduleEntry } from '../content/programme'
import type { Activities, Activity } from '../content/generated/activities'
import type { Call } from '../content/generated/call'
import type { Edition } from '../content/generated/edition'
import type { Schedule } from '../content/generated/schedule'

/** An edition's files that the calendars read, by path under data/editions/<year>/ ("calls/hackathon.yaml"). */
type Texts = Record<string, string>

const parsed = <T>(text: string | undefined, empty: string): T => parse(text ?? empty) as T

/** Keys that versions before decision 0182 wrote under other names: read under today's, a rename is no change. */
const EARLIER_NAMES: Record<string, string> = { room: 'roomId', activity: 'activityId', activities: 'activityIds' }
const todaysNames = <T>(value: T): T =>
  value && typeof value === 'object' ? (Object.fromEntries(Object.entries(value).map(([k, v]) => [EARLIER_NAMES[k] ?? k, v])) as T) : value

/**
 * What a calendar shows of each event of one version of an edition's files, as one string to
 * compare: programme items by id, call dates as "<kind>/<id>" (the deadlines calendar). An older
 * version the code cannot read (another schema) gives none.
 */
export function publishedFields(texts: Texts): { items: Map<string, string>; callDates: Map<string, string> } {
  const items = new Map<string, string>()
  const callDates = new Map<string, string>()
  try {
    const schedule = parsed<Schedule | null>(texts['schedule.yaml'], 'days: []')
    const activities = parsed<Activities | null>(texts['activities.yaml'], 'activities: []')
    const edition = parsed<Partial<Edition> | null>(texts['edition.yaml'], '{}')
    const byId = activitiesById<Activity>({ activities: (activities?.activities ?? []).map((a) => ({ ...a, when: todaysNames(a.when) })) })
    const roomName = (id: string | null | undefined) => (edition?.rooms ?? []).find((r) => r.id === id)?.name ?? id ?? null
    const venue = edition?.venue?.name ?? null
    const entries: ScheduleEntry[] = []
    for (const day of schedule?.days ?? []) {
      for (const written of day.events) {
        const event = todaysNames(written)
        const entry = resolveEntry(event, day.date, byId)
        if (!entry) continue
        entries.push(entry)
        const activity = entry.activityId ? byId.get(entry.activityId) : undefined
        const cancelled = event.cancelled !== undefined || activity?.cancelled !== undefined
        const title = activity ? activityHeading(activity) : (event.title ?? '')
        items.set(event.id, JSON.stringify([entry.date, entry.start, entry.end, roomName(entry.roomId), venue, title, cancelled]))
      }
    }
    for (const [path, text] of Object.entries(texts)) {
      const kind = /^calls\/([^/]+)\.yaml$/.exec(path)?.[1]
      if (!kind) continue
      const call = parsed<Partial<Call> | null>(text, '{}')
      for (const d of resolveCallDates((call?.dates ?? []).map(todaysNames), entries) ?? [])
        callDates.set(`${kind}/${d.id}`, JSON.stringify([d.date, d.endDate, d.start, d.end, roomName(d.roomId), venue, d.label]))
    }
  } catch {
    return { items: new Map(), callDates: new Map() }
  }
  return { items, callDates }
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

/**
 * Each committed version of the files under `dir` (relative to root), oldest first, by path under
 * it: one git log and one cat-file pass. Empty without full history.
 */
function committedVersions(root: string, dir: string): Texts[] {
  const shallow = git(root, ['rev-parse', '--is-shallow-repository'])
  if (shallow.status !== 0 || shallow.stdout.toString().trim() !== 'false') return []
  // git log names files from the repository's top, which may lie above the content root.
  const top = `${git(root, ['rev-parse', '--show-prefix']).stdout.toString().trim()}${dir}/`
  const log = git(root, ['log', '--format=commit %H', '--name-only', '--reverse', '--', dir])
  if (log.status !== 0) return []
  const commits: string[] = []
  const paths = new Set<string>()
  for (const line of log.stdout.toString().split('\n')) {
    if (line.startsWith('commit ')) commits.push(line.slice(7))
    else if (line.startsWith(top) && line.endsWith('.yaml')) paths.add(line)
  }
  if (commits.length === 0) return []
  const asked = commits.flatMap((commit) => [...paths].map((path) => ({ commit, path })))
  const batch = git(root, ['cat-file', '--batch'], asked.map(({ commit, path }) => `${commit}:${path}\n`).join(''))
  if (batch.status !== 0) return []
  // Each answer is "<sha> blob <size>\n<bytes>\n", or "<name> missing\n" for a file that commit lacks.
  const out = batch.stdout
  let at = 0
  const next = (): string | undefined => {
    const end = out.indexOf(10, at)
    const size = /^\S+ blob (\d+)$/.exec(out.subarray(at, end).toString())?.[1]
    at = end + 1
    if (size === undefined) return undefined
    const text = out.subarray(at, at + Number(size)).toString()
    at += Number(size) + 1
    return text
  }
  const versions = new Map<string, Texts>(commits.map((commit) => [commit, {}]))
  for (const { commit, path } of asked) {
    const text = next()
    if (text !== undefined) versions.get(commit)![path.slice(top.length)] = text
  }
  return [...versions.values()]
}

/** The edition's files as they are now, by path under its folder. */
function currentVersion(folder: string): Texts {
  if (!existsSync(folder)) return {}
  return Object.fromEntries(
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.yaml'))
      .map((path) => [path.split(sep).join('/'), readFileSync(join(folder, path), 'utf8')]),
  )
}

export interface EventSequences {
  /** By programme item id. */
  items: ReadonlyMap<string, number>
  /** By call date, "<kind>/<id>". */
  callDates: ReadonlyMap<string, number>
}

const cache = new Map<string, EventSequences>()

/** The SEQUENCE of each event of an edition's calendars (absent: 0), from the history and the files as they are now; once per build. */
export function eventSequences(root: string, year: string): EventSequences {
  const key = `${root}\n${year}`
  const cached = cache.get(key)
  if (cached) return cached
  const dir = `data/editions/${year}`
  const versions = [...committedVersions(root, dir), currentVersion(join(root, dir))].map(publishedFields)
  const sequences = {
    items: changeCounts(versions.map((v) => v.items)),
    callDates: changeCounts(versions.map((v) => v.callDates)),
  }
  cache.set(key, sequences)
  return sequences
}
