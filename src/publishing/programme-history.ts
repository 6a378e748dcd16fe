// The programme's versions (decisions 0181, 0182): an edition's files at each first-parent commit that changed them, read once per
// process, give the calendars' SEQUENCE and the changelog. Without full history (no .git, a shallow clone) there is none.
import { spawnSync } from 'node:child_process'
import { parse } from 'yaml'
import { activitiesById, activityHeading, resolveCallDates, resolveEntry, type ScheduleEntry } from '../content/programme'
import type { Activities, Activity } from '../content/generated/activities'
import type { Call } from '../content/generated/call'
import type { Edition } from '../content/generated/edition'
import type { Schedule } from '../content/generated/schedule'
import { diffEditionProgramme, type ProgrammeChanges, type PublishedItem } from './programme-diff'

/** An edition's files, by path under data/editions/<year>/ ("calls/hackathon.yaml"). */
export type Texts = Record<string, string>

/** What the calendars show of one version: items by id (a block's parts as "<item id>/<activity id>"), call dates by "<kind>/<id>". */
export interface Shown {
  venue: string | null
  items: Map<string, PublishedItem>
  callDates: Map<string, string>
}

const parsed = <T>(text: string | undefined, empty: string): T => parse(text ?? empty) as T

/** Keys that versions before decision 0183 wrote under other names: read under today's, a rename is no change. */
const EARLIER_NAMES: Record<string, string> = { room: 'roomId', activity: 'activityId', activities: 'activityIds' }
const todaysNames = <T>(value: T): T =>
  value && typeof value === 'object' ? (Object.fromEntries(Object.entries(value).map(([k, v]) => [EARLIER_NAMES[k] ?? k, v])) as T) : value

/** What a version shows; null for one the code cannot read (an older schema). */
export function publishedFields(texts: Texts): Shown | null {
  try {
    const schedule = parsed<Schedule | null>(texts['schedule.yaml'], 'days: []')
    const activities = parsed<Activities | null>(texts['activities.yaml'], 'activities: []')
    const edition = parsed<Partial<Edition> | null>(texts['edition.yaml'], '{}')
    const byId = activitiesById<Activity>({ activities: (activities?.activities ?? []).map((a) => ({ ...a, when: todaysNames(a.when) })) })
    const roomName = (id: string | null | undefined) => (edition?.rooms ?? []).find((r) => r.id === id)?.name ?? id ?? null
    const venue = edition?.venue?.name ?? null
    const shown: Shown = { venue, items: new Map(), callDates: new Map() }
    type At = { date: string; start: string; end: string; roomId?: string | null }
    const add = (guid: string, title: string, { date, start, end, roomId }: At, cancelled?: true | string) =>
      shown.items.set(guid, {
        guid,
        title,
        slot: { date, start, end, roomName: roomName(roomId) ?? venue ?? '' },
        ...(cancelled ? { cancelled } : {}),
      })
    const entries: ScheduleEntry[] = []
    for (const day of schedule?.days ?? []) {
      for (const written of day.events) {
        const event = todaysNames(written)
        const entry = resolveEntry(event, day.date, byId)
        if (!entry) continue
        entries.push(entry)
        const activity = entry.activityId ? byId.get(entry.activityId) : undefined
        const title = activity ? activityHeading(activity) : (event.title ?? '')
        add(event.id, title, entry, event.cancelled ?? activity?.cancelled)
        for (const part of entry.activityIds.map((id) => byId.get(id)!))
          add(`${event.id}/${part.id}`, activityHeading(part), part.when!, part.cancelled)
      }
    }
    for (const [path, text] of Object.entries(texts)) {
      const kind = /^calls\/([^/]+)\.yaml$/.exec(path)?.[1]
      if (!kind) continue
      const call = parsed<Partial<Call> | null>(text, '{}')
      for (const d of resolveCallDates((call?.dates ?? []).map(todaysNames), entries) ?? [])
        shown.callDates.set(`${kind}/${d.id}`, JSON.stringify([d.date, d.endDate, d.start, d.end, roomName(d.roomId), venue, d.label]))
    }
    return shown
  } catch {
    return null
  }
}

const git = (root: string, args: string[], input?: string) =>
  spawnSync('git', ['-C', root, ...args], { input, maxBuffer: 256 * 1024 * 1024 })

/** Each commit (id, ISO time, what it shows) that changed the files under `dir` (relative to root), oldest first. */
function readHistory(root: string, dir: string): { id: string; date: string; shown: Shown | null }[] {
  const shallow = git(root, ['rev-parse', '--is-shallow-repository'])
  if (shallow.status !== 0 || shallow.stdout.toString().trim() !== 'false') return []
  // git log names files from the repository's top, which may lie above the content root.
  const top = `${git(root, ['rev-parse', '--show-prefix']).stdout.toString().trim()}${dir}/`
  const log = git(root, ['log', '--first-parent', '--format=commit %H %cI', '--name-only', '--reverse', '--', dir])
  if (log.status !== 0) return []
  const commits: { id: string; date: string }[] = []
  const paths = new Set<string>()
  for (const line of log.stdout.toString().split('\n')) {
    const [, id, date] = /^commit (\S+) (\S+)$/.exec(line) ?? []
    if (id && date) commits.push({ id, date })
    else if (line.startsWith(top) && line.endsWith('.yaml')) paths.add(line)
  }
  if (commits.length === 0) return []
  const asked = commits.flatMap(({ id }) => [...paths].map((path) => ({ id, path })))
  const batch = git(root, ['cat-file', '--batch'], asked.map(({ id, path }) => `${id}:${path}\n`).join(''))
  if (batch.status !== 0) return []
  // Each answer is "<sha> blob <size>\n<bytes>\n", or "<name> missing\n" for a file that commit lacks.
  const out = batch.stdout
  let at = 0
  const texts = new Map<string, Texts>(commits.map(({ id }) => [id, {}]))
  for (const { id, path } of asked) {
    const end = out.indexOf(10, at)
    const size = Number(/^\S+ blob (\d+)$/.exec(out.subarray(at, end).toString())?.[1] ?? -1)
    at = end + 1
    if (size < 0) continue
    texts.get(id)![path.slice(top.length)] = out.subarray(at, at + size).toString()
    at += size + 1
  }
  return commits.map(({ id, date }) => ({ id, date, shown: publishedFields(texts.get(id)!) }))
}

const histories = new Map<string, ReturnType<typeof readHistory>>()

/** An edition's committed versions, oldest first; read once per process. */
export function editionHistory(root: string, year: string) {
  const key = `${root}\n${year}`
  if (!histories.has(key)) histories.set(key, readHistory(root, `data/editions/${year}`))
  return histories.get(key)!
}

/** A commit that changed what the programme shows, numbered from the first with items; `changes` from the version before. */
export interface ProgrammeVersion {
  number: number
  id: string
  date: string
  changes: ProgrammeChanges
}

const hasChanges = (changes: ProgrammeChanges) => Object.values(changes).some((list: unknown[]) => list.length > 0)

/** The versions of an edition's programme, oldest first. */
export function programmeVersions(root: string, year: string): ProgrammeVersion[] {
  const versions: ProgrammeVersion[] = []
  let last: PublishedItem[] | undefined
  for (const { id, date, shown } of editionHistory(root, year)) {
    const items = shown && [...shown.items.values()]
    if (!items || (!last && items.length === 0)) continue
    const changes = diffEditionProgramme(year, last ?? items, items)
    if (!last || hasChanges(changes)) versions.push({ number: versions.length + 1, id, date, changes })
    last = items
  }
  return versions
}
