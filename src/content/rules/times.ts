import type { Activities } from '../generated/activities.ts'
import type { Edition } from '../generated/edition.ts'
import { minutesOfDay } from '../../format/event-time.ts'
import type { CheckedFile } from '../checked-file.ts'
import { callDatesOf, check, dataOf, type Report, scheduleEvents } from './rule-helpers.ts'

function checkEndAfterStart(report: Report, f: CheckedFile, pointer: string, start?: string | null, end?: string | null) {
  const hint = 'confira os horários; um item não pode passar da meia-noite'
  if (start && end && minutesOfDay(end) <= minutesOfDay(start))
    report(f, `${pointer}/end`, `o término (${end}) deve ser depois do início (${start})`, hint)
}

/** What an edition says of the next one comes after it, and its dates and instant agree. */
function checkNext(report: Report, f: CheckedFile, e: Edition) {
  const next = e.next
  if (!next) return
  if ('month' in next) {
    if (next.month <= e.endDate.slice(0, 7))
      report(f, '/next/month', `o mês da próxima edição (${next.month}) deve ser depois do fim desta (${e.endDate})`)
    return
  }
  if (next.startDate <= e.endDate)
    report(f, '/next/startDate', `a próxima edição (${next.startDate}) deve começar depois do fim desta (${e.endDate})`)
  if (next.endDate < next.startDate)
    report(f, '/next/endDate', `o último dia da próxima edição (${next.endDate}) deve ser igual ou depois do primeiro (${next.startDate})`)
  if (next.start !== null && next.start.slice(0, 10) !== next.startDate)
    report(f, '/next/start', `o início (${next.start}) deve cair no primeiro dia da próxima edição (${next.startDate})`)
}

/** End after start everywhere there is a time range; edition dates and instants agree. */
export const checkTimes = check(({ files, report }) => {
  for (const f of files) {
    if (!f.valid) continue
    if (f.kind === 'schedule') {
      for (const { event, at } of scheduleEvents(f)) checkEndAfterStart(report, f, at, event.start, event.end)
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
      checkNext(report, f, e)
    }
  }
})
