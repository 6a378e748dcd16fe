import { checkEachCall, didYouMean, programmeEntriesOf } from './rule-helpers.ts'

/** A call date that names a programme item (`item:`) names one of its edition, and writes none of the facts it reads from there. */
export const checkCallItems = checkEachCall(({ files, f, call, report }) => {
  const ids = programmeEntriesOf(files, f.year).map((e) => e.id)
  call.dates.forEach((d, i) => {
    if (d.item === undefined) return
    if (!ids.includes(d.item)) {
      const message = `item da programação não encontrado: '${d.item}' (não está em data/editions/${f.year}/schedule.yaml)`
      report(f, `/dates/${i}/item`, message, didYouMean(d.item, ids) ?? 'use o id de um item de schedule.yaml')
    }
    for (const field of ['date', 'endDate', 'start', 'end', 'roomId'] as const)
      if (d[field] !== undefined) {
        const hint = `apague ${field}: dia, horário e espaço são os do item em schedule.yaml`
        report(f, `/dates/${i}/${field}`, `esta data é o item '${d.item}' da programação: ${field} vem de lá`, hint, 'key')
      }
  })
})
