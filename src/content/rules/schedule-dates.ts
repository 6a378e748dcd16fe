import type { Activities } from '../generated/activities.ts'
import type { Edition } from '../generated/edition.ts'
import type { Schedule } from '../generated/schedule.ts'
import { minutesOfDay } from '../../format/event-time.ts'
import { resolveEntry } from '../programme.ts'
import { activitiesByIdOf, checkEachEdition, dataOf, validFile } from './rule-helpers.ts'

/** Every schedule day and dated activity falls within its edition; days are in order. */
export const checkScheduleDates = checkEachEdition(({ files, report, year }) => {
  const editionFile = validFile(files, 'edition', year)
  if (!editionFile) return
  const { startDate, endDate } = dataOf<Edition>(editionFile)
  const outside = (date: string) => date < startDate || date > endDate
  const range = `${startDate} a ${endDate}`
  const schedule = validFile(files, 'schedule', year)
  if (schedule) {
    const byId = activitiesByIdOf(files, year)
    let previous: string | undefined
    dataOf<Schedule>(schedule).days.forEach((day, d) => {
      if (outside(day.date)) {
        const hint = `confira a data ou startDate/endDate em data/editions/${year}/edition.yaml`
        report(schedule, `/days/${d}/date`, `o dia ${day.date} está fora das datas da edição (${range})`, hint)
      } else if (previous !== undefined && day.date <= previous) {
        report(schedule, `/days/${d}/date`, `dias fora de ordem ou repetidos: ${day.date} vem depois de ${previous}`)
      }
      previous = day.date
      let previousStart: string | undefined
      day.events.forEach((event, i) => {
        const e = resolveEntry(event, day.date, byId)
        if (!e) return
        if (previousStart !== undefined && minutesOfDay(e.start) < minutesOfDay(previousStart)) {
          const where = `/days/${d}/events/${i}/${event.start !== undefined ? 'start' : 'id'}`
          const message = `itens fora de ordem: ${e.start} vem depois de um item que começa às ${previousStart}`
          report(schedule, where, message, 'ordene os itens do dia pelo horário de início')
        }
        previousStart = e.start
      })
    })
  }
  const activities = validFile(files, 'activities', year)
  if (activities)
    dataOf<Activities>(activities).activities.forEach((a, i) => {
      if (a.when && outside(a.when.date))
        report(activities, `/activities/${i}/when/date`, `a data ${a.when.date} está fora das datas da edição (${range})`)
    })
})
