import type { Activities } from '../generated/activities.ts'
import type { Call } from '../generated/call.ts'
import { hhmm, minutesOfDay } from '../../format/event-time.ts'
import type { CheckedFile } from '../checked-file.ts'
import { resolveEntry } from '../programme.ts'
import { activitiesByIdOf, checkEachEdition, clashes, dataOf, scheduleEvents, validFile, validFiles, type Booking } from './rule-helpers.ts'

// `key`: one item books a room once, however many files show it; a block `contains` its parallel activities, which share its room.
interface RoomBooking extends Booking {
  key: string
  roomId: string
  contains: readonly string[]
}

/** No two different items of an edition (entries, blocks, activities, call dates) share a room at overlapping times. */
export const checkOverlaps = checkEachEdition(({ files, report, year }) => {
  const bookings: RoomBooking[] = []
  // Only what has a day, a room and a start before its end (checkTimes reports the rest).
  type When = { date?: string; roomId?: string | null; start?: string | null; end?: string | null }
  const book = (file: CheckedFile, pointer: string, key: string, what: string, when: When, contains: string[] = []) => {
    const { date, roomId, start, end } = when
    if (!date || !roomId || !start || !end || minutesOfDay(end) <= minutesOfDay(start)) return
    bookings.push({ file, pointer, key, what, date, roomId, start: minutesOfDay(start), end: minutesOfDay(end), contains })
  }
  // An entry that shows an activity is that activity: booked once, where the programme names it.
  const shown = new Set<string>()
  const schedule = validFile(files, 'schedule', year)
  const activities = validFile(files, 'activities', year)
  // A cancelled item or activity frees its room: another session may take it.
  const cancelled = new Set(activities ? dataOf<Activities>(activities).activities.flatMap((a) => (a.cancelled ? [a.id] : [])) : [])
  if (schedule) {
    const byId = activitiesByIdOf(files, year)
    for (const { day, event, at } of scheduleEvents(schedule)) {
      const e = resolveEntry(event, day.date, byId)
      if (!e) continue
      const field = event.activityId !== undefined ? 'activityId' : event.activityIds !== undefined ? 'activityIds' : 'start'
      if (e.activityId) shown.add(e.activityId)
      if (event.cancelled !== undefined || (e.activityId && cancelled.has(e.activityId))) continue
      const key = e.activityId ? `a:${e.activityId}` : `e:${e.id}`
      const contains = e.activityIds.map((id) => `a:${id}`)
      book(schedule, `${at}/${field}`, key, `o item '${e.id}' da programação`, e, contains)
    }
  }
  if (activities)
    dataOf<Activities>(activities).activities.forEach((a, i) => {
      if (a.when && !shown.has(a.id) && !a.cancelled)
        book(activities, `/activities/${i}/when/start`, `a:${a.id}`, `a atividade '${a.id}'`, a.when)
    })
  for (const f of validFiles(files, 'call', year)) {
    dataOf<Call>(f).dates.forEach((d, i) => {
      if (d.item !== undefined || (d.endDate && d.endDate !== d.date)) return
      book(f, `/dates/${i}/start`, `c:${f.file}:${d.id}`, `a data '${d.id}' da chamada`, d)
    })
  }
  for (const [a, b] of clashes(bookings, (b) => `${b.date} ${b.roomId}`)) {
    if (a.key === b.key || a.contains.includes(b.key) || b.contains.includes(a.key)) continue
    const { line, col } = a.file.parsed.locate(a.pointer, 'value')
    const message = `conflito de horário no espaço '${b.roomId}' em ${b.date}: ${b.what} (${hhmm(b.start)}–${hhmm(b.end)}) e ${a.what} (${hhmm(a.start)}–${hhmm(a.end)}, ${a.file.file}:${line}:${col}) ao mesmo tempo`
    const hint =
      'mude o horário ou o espaço de um dos dois; se forem o mesmo acontecimento, escreva-o uma vez só (numa chamada, item: <id do item da programação>)'
    report(b.file, b.pointer, message, hint)
  }
})
