import { callDatesOf, checkEachCall } from './rule-helpers.ts'

/** A call's important dates are listed in chronological order. */
export const checkCallDates = checkEachCall(({ files, f, report }) => {
  const dates = callDatesOf(files, f)
  for (let i = 1; i < dates.length; i++) {
    const [prev, cur] = [dates[i - 1]!, dates[i]!]
    // Same day: only two known start times can be out of order.
    const sameDay = cur.date === prev.date && cur.start !== null && prev.start !== null && cur.start < prev.start
    if (cur.date >= prev.date && !sameDay) continue
    const when = (d: typeof cur) => `${d.date}${sameDay ? ` ${d.start}` : ''}`
    const message = `datas fora de ordem: ${cur.label} (${when(cur)}) vem antes de ${prev.label} (${when(prev)}), o item anterior`
    report(f, `/dates/${i}/${sameDay ? 'start' : 'date'}`, message, 'liste as datas em ordem cronológica')
  }
})
