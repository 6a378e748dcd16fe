import type { Activities } from '../generated/activities.ts'
import { hhmm, minutesOfDay } from '../../format/event-time.ts'
import type { CheckedFile } from '../checked-file.ts'
import { checkEachEdition, clashes, dataOf, scheduleEvents, validFile, type Booking } from './rule-helpers.ts'

/** Nobody is booked in two places at overlapping times anywhere in an edition (programme and activities). */
export const checkPersonOverlaps = checkEachEdition(({ files, report, year }) => {
  const bookings: (Booking & { person: string })[] = []
  const book = (file: CheckedFile, pointer: string, person: string, what: string, date: string, start: string, end: string) =>
    bookings.push({ file, pointer, person, what, date, start: minutesOfDay(start), end: minutesOfDay(end) })
  const activitiesFile = validFile(files, 'activities', year)
  const schedule = validFile(files, 'schedule', year)
  const events = schedule ? scheduleEvents(schedule) : []
  // A cancelled item or activity frees its people, whichever file cancels it.
  const cancelledByItem = new Set(
    events.flatMap(({ event: e }) => (e.cancelled !== undefined && e.activityId !== undefined ? [e.activityId] : [])),
  )
  if (activitiesFile) {
    dataOf<Activities>(activitiesFile).activities.forEach((a, i) => {
      const when = a.when
      if (!when || a.cancelled !== undefined || cancelledByItem.has(a.id)) return
      for (const key of ['people', 'moderators'] as const) {
        a[key].forEach((person, k) =>
          book(activitiesFile, `/activities/${i}/${key}/${k}`, person, `a atividade '${a.id}'`, when.date, when.start, when.end),
        )
      }
    })
  }
  for (const { day, event: e, at } of events) {
    // Entries that show an activity are booked through the activity itself.
    if (e.activityId !== undefined || e.activityIds !== undefined || !e.start || !e.end || e.cancelled !== undefined) continue
    const { start, end } = e
    ;(e.participants ?? []).forEach((person, k) =>
      book(schedule!, `${at}/participants/${k}`, person, `o item '${e.id}' da programação`, day.date, start, end),
    )
  }
  for (const [a, b] of clashes(bookings, (b) => `${b.person} ${b.date}`)) {
    if (a.what === b.what) continue
    const message = `'${b.person}' está em dois lugares ao mesmo tempo em ${b.date}: ${b.what} (${hhmm(b.start)}–${hhmm(b.end)}) e ${a.what} (${hhmm(a.start)}–${hhmm(a.end)}, em ${a.file.file})`
    report(b.file, b.pointer, message, 'mude o horário de um dos dois ou confira a pessoa')
  }
})
