// The one content loader (build time only): parse, validate, cross-check, then hand pages frozen, typed data; any problem
// stops everything with a ContentError listing all of them.
import { join, resolve } from 'node:path'
import type { Activities } from './generated/activities.ts'
import type { Call } from './generated/call.ts'
import type { Committees } from './generated/committees.ts'
import type { Edition } from './generated/edition.ts'
import type { Pages } from './generated/pages.ts'
import type { Partners } from './generated/partners.ts'
import type { People, Person } from './generated/people.ts'
import type { Schedule } from './generated/schedule.ts'
import type { Site } from './generated/site.ts'
import { ContentError } from './problem.ts'
import { programmeItems, resolveActivities, resolveCallDates, resolveProgramme, roomOf } from './programme.ts'
import { archiveCallPagesOf, callPagesOf, compareCalls, type ResolvedCall } from './calls.ts'
import { shownCommittees, shownPartners } from './shown-lists.ts'
import type { CheckedFile } from './checked-file.ts'
import { validateContent } from './validate.ts'

export type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends (...args: never[]) => unknown
    ? T
    : T extends object
      ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
      : T

export type Content = DeepReadonly<ReturnType<typeof build>> & {
  /** Throws for an unknown id (the rules already guarantee references). */
  personById(id: string): DeepReadonly<Person>
}

/** One edition's content as the loader gives it (deeply read-only). */
export type EditionContent = Content['editions'][string]

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value)) deepFreeze(v)
  }
  return value
}

/** One edition, by its folder's name ("2025"): a file it lacks is null, its calls in their `order`. */
function editionOf(files: readonly CheckedFile[], year: string, ui: Site['ui']) {
  const of = <T>(kind: CheckedFile['kind']): T | null =>
    (files.find((x) => x.kind === kind && x.year === year)?.parsed.data as T | undefined) ?? null
  const edition = of<Edition>('edition')!
  // `days: []` (what new-edition writes) is a programme not out yet: the same as no schedule.yaml (decision 0090).
  const scheduleFile = of<Schedule>('schedule')
  const schedule = scheduleFile && scheduleFile.days.length > 0 ? scheduleFile : null
  const written = of<Activities>('activities')
  const { rooms } = edition
  const activities = resolveActivities(written, rooms)
  const programme = resolveProgramme(schedule, written, { year, rooms, activities: activities?.activities ?? [], ui })
  // A date that names a programme item reads the item's day, times and room (by id, as a call's own date writes it).
  const items = programmeItems(programme).map((item) => ({ ...item, roomId: item.room?.id ?? null }))
  const calls = files
    .filter((x) => x.kind === 'call' && x.year === year)
    .map((c): ResolvedCall => {
      const call = c.parsed.data as Call
      const dates = resolveCallDates(call.dates, items)!.map(({ roomId, ...d }) => ({ ...d, room: roomOf(rooms, roomId) }))
      return { ...call, kind: c.call!, dates }
    })
    .sort(compareCalls)
  return {
    year,
    edition,
    schedule,
    activities,
    committees: of<Committees>('committees'),
    partners: of<Partners>('partners'),
    calls,
    programme,
  }
}

function build(files: readonly CheckedFile[]) {
  const one = <T>(kind: CheckedFile['kind']): T => files.find((f) => f.kind === kind && !f.year)!.parsed.data as T
  const site = one<Site>('site')
  const editions = Object.fromEntries(files.filter((f) => f.kind === 'edition').map((f) => [f.year!, editionOf(files, f.year!, site.ui)]))
  const all = Object.values(editions)
  return {
    site,
    pages: one<Pages>('pages'),
    people: Object.fromEntries(one<People>('people').people.map((p) => [p.id, p])),
    editions,
    currentEdition: editions[site.currentEdition]!,
    // One page per kind of call, and every earlier edition's call at its archive address (calls.ts).
    callPages: callPagesOf(all, site.currentEdition),
    archiveCallPages: archiveCallPagesOf(all, site.currentEdition),
    // What /comite and /parceiros show (shown-lists.ts).
    committeeLists: shownCommittees(all, site.currentEdition),
    partnerList: shownPartners(all, site.currentEdition),
  }
}

const cache = new Map<string, Content>()

/** The folder whose data/ is the content: the project, or SERCOMP_CONTENT_ROOT (a copy); the schemas always come from the project. */
export function contentRoot(): string {
  return process.env.SERCOMP_CONTENT_ROOT || process.cwd()
}

/** Parses, validates and cross-checks data/ under `root`; the result is cached per root. */
export function loadContent(root: string = contentRoot()): Content {
  const key = resolve(root)
  const cached = cache.get(key)
  if (cached) return cached
  const result = validateContent(key, join(process.cwd(), 'schemas'))
  if (result.problems.length > 0) throw new ContentError(result.problems)
  const data = build(result.files)
  const content: Content = Object.assign(data, {
    personById(id: string) {
      const person = data.people[id]
      if (!person) throw new Error(`unknown person id: ${id}`)
      return person
    },
  })
  deepFreeze(content)
  cache.set(key, content)
  return content
}

/** Forget cached content (tests, or a dev server after data/ changed). */
export function clearContentCache(): void {
  cache.clear()
}
