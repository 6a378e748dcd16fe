// What several rules share. A rule only looks at files that already match their schema, so shapes can be trusted.
import type { Activities } from '../generated/activities.ts'
import type { Call } from '../generated/call.ts'
import type { Schedule } from '../generated/schedule.ts'
import { activitiesById, resolveCallDates, resolveEntry, type ResolvedCallDate } from '../programme.ts'
import { closest } from '../schema-messages.ts'
import { expandPointer, pointersUsingDef } from '../schema-paths.ts'
import type { Problem } from '../problem.ts'
import type { CheckedFile, SchemaRegistry } from '../checked-file.ts'
import { schemaOf } from '../content-files.ts'

export interface CrossCheckOptions {
  root: string
  registry: SchemaRegistry
}

export type Check = (files: readonly CheckedFile[], options: CrossCheckOptions) => Problem[]

/** Where a problem points: at a value, at its key, or at a text within the value. */
type At = 'value' | 'key' | { within: string }
export type Report = (f: CheckedFile, pointer: string, message: string, hint?: string, at?: At) => void

type Input = CrossCheckOptions & { files: readonly CheckedFile[]; report: Report }

/** A check that calls `report` for each problem it finds; it returns them. */
export function check(body: (input: Input) => void): Check {
  return (files, options) => {
    const problems: Problem[] = []
    const report: Report = (f, pointer, message, hint, at = 'value') => {
      const where = typeof at === 'object' ? f.parsed.locateWithin(pointer, at.within) : f.parsed.locate(pointer, at)
      problems.push({ file: f.file, ...where, pointer, message, ...(hint ? { hint } : {}) })
    }
    body({ ...options, files, report })
    return problems
  }
}

/** A check run once for each edition (each year under data/editions/). */
export const checkEachEdition = (body: (input: Input & { year: string }) => void) =>
  check((input) => {
    for (const year of years(input.files)) body({ ...input, year })
  })

/** A check run once for each valid call file, with its data. */
export const checkEachCall = (body: (input: Input & { f: CheckedFile; call: Call }) => void) =>
  check((input) => {
    for (const f of validFiles(input.files, 'call')) body({ ...input, f, call: dataOf<Call>(f) })
  })

export function validFiles(files: readonly CheckedFile[], kind: CheckedFile['kind'], year?: string): CheckedFile[] {
  return files.filter((f) => f.kind === kind && (year === undefined || f.year === year) && f.valid)
}

export function validFile(files: readonly CheckedFile[], kind: CheckedFile['kind'], year?: string): CheckedFile | undefined {
  return validFiles(files, kind, year)[0]
}

/** A file of this kind exists but has errors of its own: it cannot tell which ids exist, so rules that need them wait. */
export const brokenFile = (files: readonly CheckedFile[], kind: CheckedFile['kind'], year: string) =>
  files.some((f) => f.kind === kind && f.year === year && !f.valid)

export function dataOf<T>(f: CheckedFile): T {
  return f.parsed.data as T
}

function years(files: readonly CheckedFile[]): string[] {
  return [...new Set(files.flatMap((f) => (f.year ? [f.year] : [])))].sort()
}

/** Every entry of a schedule with its day and its pointer (`/days/0/events/2`). */
export const scheduleEvents = (schedule: CheckedFile) =>
  dataOf<Schedule>(schedule).days.flatMap((day, d) => day.events.map((event, i) => ({ day, d, event, at: `/days/${d}/events/${i}` })))

/** The edition's activities by id, as the programme entries read them. */
export function activitiesByIdOf(files: readonly CheckedFile[], year: string | undefined) {
  const f = year ? validFile(files, 'activities', year) : undefined
  return activitiesById(f ? dataOf<Activities>(f) : null)
}

/** The edition's programme entries with their facts resolved (ids, days, times, rooms). */
export function programmeEntriesOf(files: readonly CheckedFile[], year: string | undefined) {
  const schedule = year ? validFile(files, 'schedule', year) : undefined
  if (!schedule) return []
  const byId = activitiesByIdOf(files, year)
  return scheduleEvents(schedule).flatMap(({ day, event }) => resolveEntry(event, day.date, byId) ?? [])
}

/** A call's dates, those that name a programme item read from it; [] when one names an unknown item (checkCallItems). */
export function callDatesOf(files: readonly CheckedFile[], f: CheckedFile): ResolvedCallDate[] {
  return resolveCallDates(dataOf<Call>(f).dates, programmeEntriesOf(files, f.year)) ?? []
}

/** The values at these pointer patterns of `data`, with their pointers. */
export const valuesAt = (data: unknown, patterns: readonly string[]) => patterns.flatMap((pattern) => expandPointer(data, pattern))

/** The values of a file that its schema types with a shared definition of defs.schema.json (personRef, imagePath...). */
export function valuesUsing(registry: SchemaRegistry, f: CheckedFile, def: string) {
  const schema = registry.schemas.get(schemaOf(f.kind))
  return schema ? valuesAt(f.parsed.data, pointersUsingDef(registry.byId, schema, `defs.schema.json#/$defs/${def}`)) : []
}

export function didYouMean(value: string, known: readonly string[]): string | undefined {
  const guess = closest(value, known)
  return guess ? `você quis dizer '${guess}'?` : undefined
}

/** Reports each string of `values` that is not one of `ids` as `message(value)`, hinting the nearest id, else `otherwise`. */
export function reportUnknown(
  report: Report,
  f: CheckedFile,
  values: readonly { pointer: string; value: unknown }[],
  ids: readonly string[],
  message: (id: string) => string,
  otherwise?: string,
) {
  for (const { pointer, value } of values)
    if (typeof value === 'string' && !ids.includes(value)) report(f, pointer, message(value), didYouMean(value, ids) ?? otherwise)
}

/** A time something takes, in a room or of a person; `what` is how the message names it ("o item 'x' da programação"). */
export interface Booking {
  file: CheckedFile
  pointer: string
  what: string
  date: string
  start: number
  end: number
}

/** The pairs of bookings of one place ("date room": ids have no space) whose times overlap, the earlier first. */
export function* clashes<B extends Booking>(bookings: readonly B[], place: (b: B) => string): Generator<[B, B]> {
  const sorted = bookings.toSorted((a, b) => place(a).localeCompare(place(b)) || a.start - b.start)
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      const [a, b] = [sorted[i]!, sorted[j]!]
      if (place(a) !== place(b) || b.start >= a.end) break
      yield [a, b]
    }
  }
}
