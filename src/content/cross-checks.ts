// Checks a JSON Schema cannot express: references between files, ids, times, overlaps, files on
// disk. They only look at files that already match their schema, so shapes can be trusted.
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Activities } from './generated/activities.ts'
import type { Call } from './generated/call.ts'
import type { Edition } from './generated/edition.ts'
import type { People } from './generated/people.ts'
import type { Schedule } from './generated/schedule.ts'
import type { Site } from './generated/site.ts'
import { datesText, formatDay } from '../format/date-time.ts'
import { hhmm, minutesOfDay } from '../format/event-time.ts'
import { DATE_MARKERS, EDITION_MARKERS, isDateMarker } from './placeholders.ts'
import { activitiesById, activityHeading, resolveCallDates, resolveEntry, type ResolvedCallDate } from './programme.ts'
import { closest } from './schema-messages.ts'
import { everyValue, expandPointer, pointersUsingDef } from './schema-paths.ts'
import type { Problem } from './problem.ts'
import type { CheckedFile, SchemaRegistry } from './checked-file.ts'
import { schemaOf } from './content-files.ts'
import { checkCallPaths } from './call-paths.ts'

export interface CrossCheckOptions {
  root: string
  registry: SchemaRegistry
}

export type Check = (files: readonly CheckedFile[], options: CrossCheckOptions) => Problem[]

/** Where a problem points: at a value, at its key, or at a text within the value. */
type At = 'value' | 'key' | { within: string }
type Report = (f: CheckedFile, pointer: string, message: string, hint?: string, at?: At) => void

/** A check that calls `report` for each problem it finds; it returns them. */
function check(body: (input: CrossCheckOptions & { files: readonly CheckedFile[]; report: Report }) => void): Check {
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

/** The valid files of a kind, of one edition when `year` is given. */
function validFiles(files: readonly CheckedFile[], kind: CheckedFile['kind'], year?: string): CheckedFile[] {
  return files.filter((f) => f.kind === kind && (year === undefined || f.year === year) && f.valid)
}

function validFile(files: readonly CheckedFile[], kind: CheckedFile['kind'], year?: string): CheckedFile | undefined {
  return validFiles(files, kind, year)[0]
}

function dataOf<T>(f: CheckedFile): T {
  return f.parsed.data as T
}

function years(files: readonly CheckedFile[]): string[] {
  return [...new Set(files.flatMap((f) => (f.year ? [f.year] : [])))].sort()
}

const minutes = minutesOfDay

function activitiesOf(files: readonly CheckedFile[], year: string | undefined): Activities | null {
  const f = year ? validFile(files, 'activities', year) : undefined
  return f ? dataOf<Activities>(f) : null
}

/** The edition's programme entries with their facts resolved (ids, days, times, rooms). */
function programmeEntriesOf(files: readonly CheckedFile[], year: string | undefined) {
  const schedule = year ? validFile(files, 'schedule', year) : undefined
  if (!schedule) return []
  const byId = activitiesById(activitiesOf(files, year))
  return dataOf<Schedule>(schedule).days.flatMap((day) => day.events.flatMap((event) => resolveEntry(event, day.date, byId) ?? []))
}

/** A call's dates, those that name a programme item read from it; [] when one names an unknown item (checkCallItems). */
function callDatesOf(files: readonly CheckedFile[], f: CheckedFile): ResolvedCallDate[] {
  return resolveCallDates(dataOf<Call>(f).dates, programmeEntriesOf(files, f.year)) ?? []
}

/** The values at these pointer patterns of `data`, with their pointers. */
const valuesAt = (data: unknown, patterns: readonly string[]) => patterns.flatMap((pattern) => expandPointer(data, pattern))

/** The values of a file that its schema types with a shared definition of defs.schema.json (personRef, imagePath...). */
function valuesUsing(registry: SchemaRegistry, f: CheckedFile, def: string) {
  const schema = registry.schemas.get(schemaOf(f.kind))
  return schema ? valuesAt(f.parsed.data, pointersUsingDef(registry.byId, schema, `defs.schema.json#/$defs/${def}`)) : []
}

function didYouMean(value: string, known: readonly string[]): string | undefined {
  const guess = closest(value, known)
  return guess ? `você quis dizer '${guess}'?` : undefined
}

/** Ids are unique within every list of items that have an `id`, and schedule items within their edition. */
export const checkUniqueIds = check(({ files, report }) => {
  for (const f of files) {
    if (!f.valid) continue
    for (const { pointer, value } of everyValue(f.parsed.data)) {
      if (!Array.isArray(value)) continue
      const seen = new Map<string, number>()
      value.forEach((item, i) => {
        const id = item && typeof item === 'object' && !Array.isArray(item) ? (item as { id?: unknown }).id : undefined
        if (typeof id !== 'string') return
        const first = seen.get(id)
        if (first === undefined) seen.set(id, i)
        else
          report(
            f,
            `${pointer}/${i}/id`,
            `identificador repetido: '${id}' (já usado em ${pointer}/${first})`,
            'cada item da lista precisa de um id diferente',
          )
      })
    }
    if (f.kind === 'schedule') {
      const seen = new Map<string, string>()
      dataOf<Schedule>(f).days.forEach((day, d) =>
        day.events.forEach((event, e) => {
          const pointer = `/days/${d}/events/${e}`
          const first = seen.get(event.id)
          // Same-day repeats are already reported by the generic walk above.
          if (first !== undefined && !first.startsWith(`/days/${d}/`)) {
            report(
              f,
              `${pointer}/id`,
              `identificador repetido: '${event.id}' (já usado em ${first})`,
              'os ids dos itens da programação são únicos na edição inteira',
            )
          } else if (first === undefined) seen.set(event.id, pointer)
        }),
      )
    }
  }
})

/** The edition's folder and its `year` agree, and `currentEdition` names an edition. */
export const checkEditionIdentity = check(({ files, report }) => {
  const editionYears = new Set(files.filter((f) => f.kind === 'edition').map((f) => f.year!))
  for (const f of files) {
    if (!f.valid) continue
    if (f.kind === 'edition' && dataOf<Edition>(f).year !== f.year) {
      report(f, '/year', `o ano (${dataOf<Edition>(f).year}) deve ser igual ao da pasta (${f.year})`)
    }
    if (f.kind === 'site') {
      const current = dataOf<Site>(f).currentEdition
      if (!editionYears.has(current)) {
        const known = [...editionYears].sort()
        report(
          f,
          '/currentEdition',
          `edição não encontrada: '${current}' (não existe data/editions/${current}/edition.yaml)`,
          known.length ? `edições existentes: ${known.join(', ')}` : undefined,
        )
      }
    }
  }
})

/** Every person named anywhere (fields that use the schemas' `personRef`) exists in people.yaml. */
export const checkPeopleRefs = check(({ files, registry, report }) => {
  const peopleFile = validFile(files, 'people')
  if (!peopleFile) return
  const ids = dataOf<People>(peopleFile).people.map((p) => p.id)
  const known = new Set(ids)
  for (const f of files) {
    if (!f.valid || f.kind === 'people') continue
    for (const { pointer, value } of valuesUsing(registry, f, 'personRef')) {
      if (typeof value === 'string' && !known.has(value)) {
        report(
          f,
          pointer,
          `pessoa não encontrada: '${value}' (não está em data/people.yaml)`,
          didYouMean(value, ids) ?? 'cadastre a pessoa em data/people.yaml com esse id',
        )
      }
    }
  }
})

/** Rooms named by schedule items, activities and call dates are rooms of the same edition. */
export const checkRoomRefs = check(({ files, report }) => {
  for (const year of years(files)) {
    const edition = validFile(files, 'edition', year)
    if (!edition) continue
    const rooms = dataOf<Edition>(edition).rooms.map((r) => r.id)
    const known = new Set(rooms)
    const checkPattern = (f: CheckedFile | undefined, pattern: string) => {
      if (!f) return
      for (const { pointer, value } of expandPointer(f.parsed.data, pattern)) {
        if (typeof value === 'string' && !known.has(value)) {
          report(
            f,
            pointer,
            `espaço não encontrado: '${value}' (não está em rooms de data/editions/${year}/edition.yaml)`,
            didYouMean(value, rooms) ?? (rooms.length ? `espaços da edição: ${rooms.join(', ')}` : 'cadastre o espaço em rooms'),
          )
        }
      }
    }
    checkPattern(validFile(files, 'schedule', year), '/days/*/events/*/room')
    checkPattern(validFile(files, 'activities', year), '/activities/*/when/room')
    for (const call of validFiles(files, 'call', year)) checkPattern(call, '/dates/*/room')
  }
})

/** Activities named by schedule items and categories exist; the default category is a category. */
export const checkActivityRefs = check(({ files, report }) => {
  for (const year of years(files)) {
    const activitiesFile = validFile(files, 'activities', year)
    // An activities.yaml with its own errors cannot tell which ids exist: report those first.
    if (!activitiesFile && files.some((f) => f.kind === 'activities' && f.year === year)) continue
    const schedule = validFile(files, 'schedule', year)
    const activities = activitiesFile ? dataOf<Activities>(activitiesFile) : undefined
    const ids = activities?.activities.map((a) => a.id) ?? []
    const known = new Set(ids)
    const unknown = (f: CheckedFile, pointer: string, value: string) =>
      report(f, pointer, `atividade não encontrada: '${value}' (não está em data/editions/${year}/activities.yaml)`, didYouMean(value, ids))
    if (schedule) {
      for (const { pointer, value } of valuesAt(schedule.parsed.data, ['/days/*/events/*/activity', '/days/*/events/*/activities/*']))
        if (typeof value === 'string' && !known.has(value)) unknown(schedule, pointer, value)
    }
    if (activitiesFile && activities) {
      for (const { pointer, value } of expandPointer(activities, '/categories/*/activities/*')) {
        if (typeof value === 'string' && !known.has(value)) unknown(activitiesFile, pointer, value)
      }
      const categories = activities.categories.map((c) => c.id)
      if (activities.defaultCategory !== null && !categories.includes(activities.defaultCategory)) {
        report(
          activitiesFile,
          '/defaultCategory',
          `categoria não encontrada: '${activities.defaultCategory}'`,
          didYouMean(activities.defaultCategory, categories) ?? (categories.length ? `categorias: ${categories.join(', ')}` : undefined),
        )
      }
    }
  }
})

function checkEndAfterStart(report: Report, f: CheckedFile, pointer: string, start?: string | null, end?: string | null) {
  if (start && end && minutes(end) <= minutes(start))
    report(
      f,
      `${pointer}/end`,
      `o término (${end}) deve ser depois do início (${start})`,
      'confira os horários; um item não pode passar da meia-noite',
    )
}

/** End after start everywhere there is a time range; edition dates and instants agree. */
export const checkTimes = check(({ files, report }) => {
  for (const f of files) {
    if (!f.valid) continue
    if (f.kind === 'schedule') {
      dataOf<Schedule>(f).days.forEach((day, d) =>
        day.events.forEach((e, i) => checkEndAfterStart(report, f, `/days/${d}/events/${i}`, e.start, e.end)),
      )
    }
    if (f.kind === 'activities') {
      dataOf<Activities>(f).activities.forEach((a, i) => {
        if (a.when) checkEndAfterStart(report, f, `/activities/${i}/when`, a.when.start, a.when.end)
      })
    }
    if (f.kind === 'call') {
      // A date that names a programme item has the item's times, checked where they are written.
      callDatesOf(files, f).forEach((d, i) => {
        if (d.item !== undefined) return
        if (d.endDate !== null && d.endDate < d.date) {
          report(f, `/dates/${i}/endDate`, `o último dia (${d.endDate}) deve ser igual ou depois do primeiro (${d.date})`)
        } else if (d.endDate === null || d.endDate === d.date) checkEndAfterStart(report, f, `/dates/${i}`, d.start, d.end)
      })
    }
    if (f.kind === 'edition') {
      const e = dataOf<Edition>(f)
      if (e.endDate < e.startDate)
        report(f, '/endDate', `a data de término (${e.endDate}) deve ser igual ou depois da de início (${e.startDate})`)
      if (Date.parse(e.end) <= Date.parse(e.start)) report(f, '/end', `o fim do evento (${e.end}) deve ser depois do início (${e.start})`)
      if (e.start.slice(0, 10) !== e.startDate) report(f, '/start', `o início (${e.start}) deve cair na data de início (${e.startDate})`)
      if (e.end.slice(0, 10) !== e.endDate) report(f, '/end', `o fim (${e.end}) deve cair na data de término (${e.endDate})`)
    }
  }
})

/** Every schedule day and dated activity falls within its edition; days are in order. */
export const checkScheduleDates = check(({ files, report }) => {
  for (const year of years(files)) {
    const editionFile = validFile(files, 'edition', year)
    if (!editionFile) continue
    const { startDate, endDate } = dataOf<Edition>(editionFile)
    const range = `${startDate} a ${endDate}`
    const schedule = validFile(files, 'schedule', year)
    const byId = activitiesById(activitiesOf(files, year))
    if (schedule) {
      let previous: string | undefined
      dataOf<Schedule>(schedule).days.forEach((day, d) => {
        if (day.date < startDate || day.date > endDate) {
          report(
            schedule,
            `/days/${d}/date`,
            `o dia ${day.date} está fora das datas da edição (${range})`,
            `confira a data ou startDate/endDate em data/editions/${year}/edition.yaml`,
          )
        } else if (previous !== undefined && day.date <= previous) {
          report(schedule, `/days/${d}/date`, `dias fora de ordem ou repetidos: ${day.date} vem depois de ${previous}`)
        }
        previous = day.date
        let previousStart: string | undefined
        day.events.forEach((event, i) => {
          const e = resolveEntry(event, day.date, byId)
          if (!e) return
          if (previousStart !== undefined && minutes(e.start) < minutes(previousStart)) {
            const where = event.start !== undefined ? `/days/${d}/events/${i}/start` : `/days/${d}/events/${i}/id`
            report(
              schedule,
              where,
              `itens fora de ordem: ${e.start} vem depois de um item que começa às ${previousStart}`,
              'ordene os itens do dia pelo horário de início',
            )
          }
          previousStart = e.start
        })
      })
    }
    const activities = validFile(files, 'activities', year)
    if (activities) {
      dataOf<Activities>(activities).activities.forEach((a, i) => {
        if (a.when && (a.when.date < startDate || a.when.date > endDate)) {
          report(activities, `/activities/${i}/when/date`, `a data ${a.when.date} está fora das datas da edição (${range})`)
        }
      })
    }
  }
})

/** A time something takes, in a room or of a person. */
interface Booking {
  file: CheckedFile
  pointer: string
  /** What the message calls it: "o item 'd1-abertura' da programação". */
  what: string
  date: string
  start: number
  end: number
}

/**
 * The pairs of bookings of one place whose times overlap, the earlier first. `place` is a room or a
 * person and a day, joined by a space: ids have none, so "date room" sorts by date, then room.
 */
function* clashes<B extends Booking>(bookings: readonly B[], place: (b: B) => string): Generator<[B, B]> {
  const sorted = bookings.toSorted((a, b) => place(a).localeCompare(place(b)) || a.start - b.start)
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      const [a, b] = [sorted[i]!, sorted[j]!]
      if (place(a) !== place(b) || b.start >= a.end) break
      yield [a, b]
    }
  }
}

interface RoomBooking extends Booking {
  /** Who the booking is: one item books a room once, however many files show it. */
  key: string
  room: string
  /** A block of parallel activities contains its activities: they share its room without a clash. */
  contains: readonly string[]
}

/**
 * No two different items of an edition share a room at overlapping times, whatever their kind:
 * programme entries with their own times, blocks of parallel activities, activities (a programme
 * entry that shows one is that activity), call dates with a room and times (a date that names a
 * programme item is that item). Each clash names both, with where the other is written.
 */
export const checkOverlaps = check(({ files, report }) => {
  for (const year of years(files)) {
    const bookings: RoomBooking[] = []
    // Only what has a day, a room and a start before its end (checkTimes reports the rest).
    type When = { date?: string; room?: string | null; start?: string | null; end?: string | null }
    const book = (
      file: CheckedFile,
      pointer: string,
      key: string,
      what: string,
      { date, room, start, end }: When,
      contains: string[] = [],
    ) => {
      if (!date || !room || !start || !end || minutes(end) <= minutes(start)) return
      bookings.push({ file, pointer, key, what, date, room, start: minutes(start), end: minutes(end), contains })
    }
    // An entry that shows an activity is that activity: booked once, where the programme names it.
    const shown = new Set<string>()
    const schedule = validFile(files, 'schedule', year)
    if (schedule) {
      const byId = activitiesById(activitiesOf(files, year))
      dataOf<Schedule>(schedule).days.forEach((day, d) =>
        day.events.forEach((event, i) => {
          const e = resolveEntry(event, day.date, byId)
          if (!e) return
          const at = `/days/${d}/events/${i}/${event.activity !== undefined ? 'activity' : event.activities !== undefined ? 'activities' : 'start'}`
          if (e.activity) shown.add(e.activity)
          const key = e.activity ? `a:${e.activity}` : `e:${e.id}`
          const contains = e.activities.map((id) => `a:${id}`)
          book(schedule, at, key, `o item '${e.id}' da programação`, e, contains)
        }),
      )
    }
    const activities = validFile(files, 'activities', year)
    if (activities)
      dataOf<Activities>(activities).activities.forEach((a, i) => {
        if (a.when && !shown.has(a.id)) book(activities, `/activities/${i}/when/start`, `a:${a.id}`, `a atividade '${a.id}'`, a.when)
      })
    for (const f of validFiles(files, 'call', year)) {
      dataOf<Call>(f).dates.forEach((d, i) => {
        if (d.item !== undefined || (d.endDate && d.endDate !== d.date)) return
        book(f, `/dates/${i}/start`, `c:${f.file}:${d.id}`, `a data '${d.id}' da chamada`, d)
      })
    }
    for (const [a, b] of clashes(bookings, (b) => `${b.date} ${b.room}`)) {
      if (a.key === b.key || a.contains.includes(b.key) || b.contains.includes(a.key)) continue
      const { line, col } = a.file.parsed.locate(a.pointer, 'value')
      report(
        b.file,
        b.pointer,
        `conflito de horário no espaço '${b.room}' em ${b.date}: ${b.what} (${hhmm(b.start)}–${hhmm(b.end)}) e ${a.what} (${hhmm(a.start)}–${hhmm(a.end)}, ${a.file.file}:${line}:${col}) ao mesmo tempo`,
        'mude o horário ou o espaço de um dos dois; se forem o mesmo acontecimento, escreva-o uma vez só (numa chamada, item: <id do item da programação>)',
      )
    }
  }
})

/**
 * A call date that names a programme item (`item:`) names one of its edition, and writes none of
 * the facts it reads from there.
 */
export const checkCallItems = check(({ files, report }) => {
  for (const f of validFiles(files, 'call')) {
    const ids = programmeEntriesOf(files, f.year).map((e) => e.id)
    dataOf<Call>(f).dates.forEach((d, i) => {
      if (d.item === undefined) return
      if (!ids.includes(d.item))
        report(
          f,
          `/dates/${i}/item`,
          `item da programação não encontrado: '${d.item}' (não está em data/editions/${f.year}/schedule.yaml)`,
          didYouMean(d.item, ids) ?? 'use o id de um item de schedule.yaml',
        )
      for (const field of ['date', 'endDate', 'start', 'end', 'room'] as const)
        if (d[field] !== undefined)
          report(
            f,
            `/dates/${i}/${field}`,
            `esta data é o item '${d.item}' da programação: ${field} vem de lá`,
            `apague ${field}: dia, horário e espaço são os do item em schedule.yaml`,
            'key',
          )
    })
  }
})

/** A call's important dates are listed in chronological order. */
export const checkCallDates = check(({ files, report }) => {
  for (const f of validFiles(files, 'call')) {
    const dates = callDatesOf(files, f)
    for (let i = 1; i < dates.length; i++) {
      const prev = dates[i - 1]!
      const cur = dates[i]!
      // Same day: only two known start times can be out of order.
      const sameDayEarlier = cur.date === prev.date && cur.start !== null && prev.start !== null && cur.start < prev.start
      if (cur.date < prev.date || sameDayEarlier) {
        report(
          f,
          sameDayEarlier ? `/dates/${i}/start` : `/dates/${i}/date`,
          `datas fora de ordem: ${cur.label} (${cur.date}${sameDayEarlier ? ` ${cur.start}` : ''}) vem antes de ${prev.label} (${prev.date}${sameDayEarlier ? ` ${prev.start}` : ''}), o item anterior`,
          'liste as datas em ordem cronológica',
        )
      }
    }
  }
})

/** Weights of each group add up to its stated total. */
export const checkWeights = check(({ files, report }) => {
  for (const f of validFiles(files, 'call')) {
    dataOf<Call>(f).weights.forEach((g, i) => {
      const sum = g.criteria.reduce((s, c) => s + c.weight, 0)
      if (Math.abs(sum - g.total) > 1e-9) {
        report(f, `/weights/${i}/total`, `a soma dos pesos (${sum}) é diferente do total (${g.total})`, 'confira os pesos dos critérios')
      }
    })
  }
})

/** Every image path (fields that use the schemas' `imagePath`) names a file under public/images/. */
export const checkImages = check(({ files, registry, root, report }) => {
  for (const f of files) {
    if (!f.valid) continue
    for (const { pointer, value } of valuesUsing(registry, f, 'imagePath')) {
      if (typeof value !== 'string') continue
      const path = join(root, 'public', 'images', value)
      if (!existsSync(path) || !statSync(path).isFile()) {
        report(
          f,
          pointer,
          `imagem não encontrada: public/images/${value}`,
          'adicione o arquivo em public/images/ ou use null (o site mostra as iniciais)',
        )
      }
    }
  }
})

const COPIED_FIELDS = ['title', 'start', 'end', 'room', 'participants'] as const

/**
 * Each programme entry has one of its three forms (own facts; `activity:`; parallel `activities:`),
 * and an activity it names is dated on the entry's day. An entry that names an activity keeps no
 * copy of the activity's facts: a copy is reported, saying whether it even disagrees.
 */
export const checkProgrammeEntries = check(({ files, report: reportAt }) => {
  for (const year of years(files)) {
    const schedule = validFile(files, 'schedule', year)
    if (!schedule) continue
    const activities = activitiesOf(files, year)
    if (!activities && files.some((f) => f.kind === 'activities' && f.year === year)) continue
    const byId = activitiesById(activities)
    dataOf<Schedule>(schedule).days.forEach((day, d) =>
      day.events.forEach((event, i) => {
        const at = `/days/${d}/events/${i}`
        const report = (pointer: string, message: string, hint?: string, where?: At) => reportAt(schedule, pointer, message, hint, where)
        const dated = (id: string, pointer: string) => {
          const a = byId.get(id)
          if (!a) return // reported by checkActivityRefs
          if (!a.when)
            report(
              pointer,
              `a atividade '${id}' não tem data nem horário (when: null em activities.yaml)`,
              `preencha when (date, start, end, room) da atividade em data/editions/${year}/activities.yaml`,
            )
          else if (a.when.date !== day.date)
            report(
              pointer,
              `a atividade '${id}' está marcada para ${a.when.date} em activities.yaml, mas este item está no dia ${day.date}`,
              'mova o item para o dia da atividade ou corrija when.date da atividade',
            )
        }
        if (event.activity !== undefined && event.activities !== undefined) {
          report(`${at}/activities`, 'use activity (uma atividade) ou activities (atividades em paralelo), não os dois', undefined, 'key')
          return
        }
        if (event.activity !== undefined) {
          const a = byId.get(event.activity)
          for (const field of COPIED_FIELDS) {
            if (event[field] === undefined) continue
            const own = field === 'title' ? a && activityHeading(a) : field === 'participants' ? a?.people : a?.when?.[field]
            const same = JSON.stringify(own ?? null) === JSON.stringify(event[field] ?? null)
            const from = field === 'participants' ? 'people' : field === 'title' ? 'label/title' : `when.${field}`
            report(
              `${at}/${field}`,
              same
                ? `${field} repete o que a atividade '${event.activity}' já diz (${from} em activities.yaml)`
                : `${field} diz ${JSON.stringify(event[field])}, mas a atividade '${event.activity}' diz ${JSON.stringify(own ?? null)} (${from} em activities.yaml)`,
              `apague ${field} deste item: ele vem da atividade (mude-o só em data/editions/${year}/activities.yaml)`,
              'key',
            )
          }
          dated(event.activity, `${at}/activity`)
          return
        }
        if (event.activities !== undefined) {
          if (event.title === undefined)
            report(`${at}/title`, 'falta title: o título do bloco de atividades em paralelo (ex.: "MINICURSOS")', undefined, 'key')
          for (const field of ['start', 'end', 'participants'] as const) {
            if (event[field] !== undefined)
              report(
                `${at}/${field}`,
                `${field} não é usado num bloco de atividades em paralelo: ${field === 'participants' ? 'as pessoas' : 'o horário'} vem de cada atividade`,
                `apague ${field}; mude-o em data/editions/${year}/activities.yaml`,
                'key',
              )
          }
          event.activities.forEach((id, k) => dated(id, `${at}/activities/${k}`))
          return
        }
        for (const field of ['title', 'start', 'end'] as const) {
          if (event[field] === undefined)
            report(
              `${at}/${field}`,
              `campo obrigatório ausente: ${field}`,
              'um item sem activity precisa de title, start e end (ou use activity: <id> para mostrar uma atividade)',
              'key',
            )
        }
      }),
    )
  }
})

/** Nobody is booked in two places at overlapping times anywhere in an edition (programme and activities). */
export const checkPersonOverlaps = check(({ files, report }) => {
  for (const year of years(files)) {
    const bookings: (Booking & { person: string })[] = []
    const book = (file: CheckedFile, pointer: string, person: string, what: string, date: string, start: string, end: string) =>
      bookings.push({ file, pointer, person, what, date, start: minutes(start), end: minutes(end) })
    const activitiesFile = validFile(files, 'activities', year)
    if (activitiesFile) {
      dataOf<Activities>(activitiesFile).activities.forEach((a, i) => {
        const when = a.when
        if (!when) return
        for (const key of ['people', 'moderators'] as const) {
          a[key].forEach((person, k) =>
            book(activitiesFile, `/activities/${i}/${key}/${k}`, person, `a atividade '${a.id}'`, when.date, when.start, when.end),
          )
        }
      })
    }
    const schedule = validFile(files, 'schedule', year)
    if (schedule) {
      dataOf<Schedule>(schedule).days.forEach((day, d) =>
        day.events.forEach((e, i) => {
          // Entries that show an activity are booked through the activity itself.
          if (e.activity !== undefined || e.activities !== undefined || !e.start || !e.end) return
          const { start, end } = e
          ;(e.participants ?? []).forEach((person, k) =>
            book(schedule, `/days/${d}/events/${i}/participants/${k}`, person, `o item '${e.id}' da programação`, day.date, start, end),
          )
        }),
      )
    }
    for (const [a, b] of clashes(bookings, (b) => `${b.person} ${b.date}`)) {
      if (a.what === b.what) continue
      report(
        b.file,
        b.pointer,
        `'${b.person}' está em dois lugares ao mesmo tempo em ${b.date}: ${b.what} (${hhmm(b.start)}–${hhmm(b.end)}) e ${a.what} (${hhmm(a.start)}–${hhmm(a.end)}, em ${a.file.file})`,
        'mude o horário de um dos dois ou confira a pessoa',
      )
    }
  }
})

/**
 * A call's dates relate sensibly to its edition: whatever has a time or a room happens on one of
 * the edition's days; a period that reaches the event ends by its last day; a date after the event
 * is a typo unless marked `afterEvent: true` (a final-version deadline).
 */
export const checkCallDatesInEdition = check(({ files, report }) => {
  for (const year of years(files)) {
    const editionFile = validFile(files, 'edition', year)
    if (!editionFile) continue
    const { startDate, endDate } = dataOf<Edition>(editionFile)
    const range = `${startDate} a ${endDate}`
    for (const f of validFiles(files, 'call', year)) {
      callDatesOf(files, f).forEach((d, i) => {
        const last = d.endDate ?? d.date
        const onEventDay = d.start !== null || d.end !== null || d.room !== null
        if (d.afterEvent) {
          if (d.date <= endDate)
            report(
              f,
              `/dates/${i}/afterEvent`,
              `afterEvent: true, mas ${d.date} não é depois do evento (${range})`,
              'apague afterEvent: ele só marca um prazo depois do último dia do evento',
            )
        } else if (d.date > endDate) {
          report(
            f,
            `/dates/${i}/date`,
            `a data ${d.date} é depois do fim do evento (${range})`,
            `os itens do evento caem entre ${startDate} e ${endDate}, e os prazos antes; se for mesmo um prazo depois do evento (ex.: versão corrigida), escreva afterEvent: true nesta data`,
          )
        } else if (onEventDay && (d.date < startDate || last > endDate)) {
          report(
            f,
            `/dates/${i}/date`,
            `'${d.id}' tem horário ou espaço, então acontece no evento, mas ${d.date}${d.endDate ? ` a ${d.endDate}` : ''} está fora das datas da edição (${range})`,
            `confira a data ou startDate/endDate em data/editions/${year}/edition.yaml`,
          )
        } else if (last > endDate) {
          report(
            f,
            `/dates/${i}/endDate`,
            `o período de '${d.id}' vai até ${last}, depois do fim do evento (${range})`,
            'um período que chega ao evento termina até o último dia dele',
          )
        }
      })
    }
  }
})

/** Markers in texts name a known fact: `{edicao}`..., and in a call `{data:<id>}` with an id of its dates. */
export const checkMarkers = check(({ files, registry, report: reportAt }) => {
  const names = [...EDITION_MARKERS, ...DATE_MARKERS]
  for (const f of files) {
    if (!f.valid) continue
    const dates = f.kind === 'call' ? callDatesOf(files, f) : null
    // A call's section texts are rich text (links too), filled with the same markers by its page.
    const sections = f.kind === 'call' ? valuesAt(f.parsed.data, ['/sections/*/blocks/*', '/sections/*/blocks/*/list/*']) : []
    for (const { pointer, value } of [...valuesUsing(registry, f, 'template'), ...sections]) {
      if (typeof value !== 'string') continue
      for (const m of value.matchAll(/\{([^{}:]*)(?::([^{}]*))?\}/g)) {
        const [whole, rawName, id] = m as unknown as [string, string, string | undefined]
        const name = rawName.trim()
        const report = (message: string, hint?: string) => reportAt(f, pointer, message, hint, { within: whole })
        if (id === undefined) {
          if ((EDITION_MARKERS as readonly string[]).includes(name)) continue
          const guess = isDateMarker(name) ? `{${name}:<id>}, com o id de uma data da lista dates` : closest(name, names)
          report(
            `marcador desconhecido: ${whole}`,
            guess
              ? isDateMarker(name)
                ? `escreva ${guess}`
                : `você quis dizer '{${guess}${isDateMarker(guess) ? ':<id>' : ''}}'?`
              : `marcadores: ${EDITION_MARKERS.map((n) => `{${n}}`).join(', ')}${dates ? `, ${DATE_MARKERS.map((n) => `{${n}:<id>}`).join(', ')}` : ''}`,
          )
          continue
        }
        if (!isDateMarker(name)) {
          const guess = closest(name, DATE_MARKERS)
          report(
            `marcador desconhecido: ${whole}`,
            guess ? `você quis dizer '{${guess}:${id}}'?` : `marcadores de data: ${DATE_MARKERS.map((n) => `{${n}:<id>}`).join(', ')}`,
          )
          continue
        }
        if (!dates) {
          report(
            `${whole} só funciona nos textos de uma chamada (calls/*.yaml), que têm a lista dates`,
            'aqui use {datas} para as datas da edição',
          )
          continue
        }
        const entry = dates.find((d) => d.id === id)
        const ids = dates.map((d) => d.id)
        if (!entry) {
          report(
            `data não encontrada: '${id}' em ${whole} (não está em dates deste arquivo)`,
            didYouMean(id, ids) ?? (ids.length ? `ids das datas: ${ids.join(', ')}` : 'acrescente a data em dates'),
          )
          continue
        }
        if ((name === 'inicio' && entry.start === null) || (name === 'fim' && entry.end === null)) {
          report(
            `${whole}: a data '${id}' não tem horário de ${name === 'inicio' ? 'início (start: null)' : 'término (end: null)'}`,
            `preencha ${name === 'inicio' ? 'start' : 'end'} da data '${id}' ou use {data:${id}}`,
          )
        }
      }
    }
  }
})

const MONTH_WORDS = 'janeiro|fevereiro|março|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro'
const LITERAL_DATE_RE = new RegExp(
  // 21/05/2025, 21/5/2025 and 21/05; not 1/2 (a fraction) nor the digits of an address or a URL.
  `(?<![\\d/])(?:(?:0?[1-9]|[12]\\d|3[01])/(?:(?:0?[1-9]|1[0-2])/(?:\\d{4}|\\d{2})|0[1-9]|1[0-2])(?![\\d/])|(?:0?[1-9]|[12]\\d|3[01])º? de (?:${MONTH_WORDS})\\b|\\d{4}-\\d{2}-\\d{2})`,
  'gi',
)
// Values that are data (an ISO date or instant, an address), not text an organiser writes.
const NOT_TEXT_RE = /^(\d{4}-\d{2}-\d{2}(T[\d:]+[-+]\d{2}:\d{2})?|https?:\/\/\S+|\/\S*)$/

/** "21/05/2025", "21/05", "21 de maio" or "2025-05-21" -> the ISO day it names (year from `year`). */
function isoOfLiteral(text: string, year: string): string | null {
  const slash = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?$/.exec(text)
  if (slash) {
    const y = slash[3] ? (slash[3].length === 2 ? `20${slash[3]}` : slash[3]) : year
    return `${y}-${slash[2]!.padStart(2, '0')}-${slash[1]!.padStart(2, '0')}`
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text
  return null
}

/**
 * Site-wide files whose texts are shown with the current edition's data: a date typed in them goes
 * stale at the next rollover just like one in the current edition's files. (people.yaml is not
 * one: a bio's dates are history; a page's own date, `updated`, is a checked field.)
 */
const SITE_TEXT_KINDS: ReadonlySet<CheckedFile['kind']> = new Set(['pages', 'site'])

/** The current edition's texts, and the site's, carry no typed date: each names the marker to use instead. */
export const checkLiteralDates = check(({ files, report }) => {
  const site = validFile(files, 'site')
  if (!site) return
  const year = dataOf<Site>(site).currentEdition
  const editionFile = validFile(files, 'edition', year)
  for (const f of files) {
    if (!f.valid || (f.year !== year && !(f.year === undefined && SITE_TEXT_KINDS.has(f.kind)))) continue
    const dates = f.kind === 'call' ? callDatesOf(files, f) : []
    for (const { pointer, value } of everyValue(f.parsed.data)) {
      if (typeof value !== 'string' || NOT_TEXT_RE.test(value)) continue
      for (const m of value.matchAll(LITERAL_DATE_RE)) {
        const literal = m[0]
        const iso = isoOfLiteral(literal, year)
        const match = iso ? dates.find((d) => d.date === iso || d.endDate === iso) : undefined
        const edition = editionFile ? dataOf<Edition>(editionFile) : undefined
        const hint = match
          ? `use {${match.date === iso ? 'data' : 'data-fim'}:${match.id}}: o site escreve ${formatDay(iso!)} a partir de dates e a atualiza quando a data mudar`
          : f.kind === 'call'
            ? `acrescente a data em dates (com um id) e escreva {data:<id>} no texto${edition ? `; para as datas do evento use {datas} (${datesText(edition.startDate, edition.endDate)})` : ''}`
            : f.year === undefined
              ? `use {datas} para as datas do evento${edition ? ` (${datesText(edition.startDate, edition.endDate)})` : ''}; uma data de chamada fica em dates da chamada`
              : `use {datas} para as datas do evento; a data e o horário de uma atividade ficam só em when`
        report(f, pointer, `data escrita à mão no texto: '${literal}' (não muda quando as datas da edição mudam)`, hint, {
          within: literal,
        })
      }
    }
  }
})

const CHECKS: readonly Check[] = [
  checkUniqueIds,
  checkEditionIdentity,
  checkPeopleRefs,
  checkRoomRefs,
  checkActivityRefs,
  checkTimes,
  checkScheduleDates,
  checkOverlaps,
  checkCallDates,
  checkCallItems,
  checkWeights,
  checkImages,
  checkProgrammeEntries,
  checkPersonOverlaps,
  checkCallDatesInEdition,
  checkMarkers,
  checkLiteralDates,
  checkCallPaths,
]

export function crossCheck(files: readonly CheckedFile[], options: CrossCheckOptions): Problem[] {
  return CHECKS.flatMap((check) => check(files, options))
}
