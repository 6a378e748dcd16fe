import { callDatesOf, check, validFiles } from './rule-helpers.ts'

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
