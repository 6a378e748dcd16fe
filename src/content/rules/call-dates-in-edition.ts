import type { Edition } from '../generated/edition.ts'
import { callDatesOf, checkEachEdition, dataOf, validFile, validFiles } from './rule-helpers.ts'

// A call's dates fit its edition: what has a time or a room happens on its days, a period reaching the event ends by its last
// day, and a date after the event is a typo unless marked `afterEvent: true` (a final-version deadline).
export const checkCallDatesInEdition = checkEachEdition(({ files, report, year }) => {
  const editionFile = validFile(files, 'edition', year)
  if (!editionFile) return
  const { startDate, endDate } = dataOf<Edition>(editionFile)
  const range = `${startDate} a ${endDate}`
  for (const f of validFiles(files, 'call', year)) {
    callDatesOf(files, f).forEach((d, i) => {
      const last = d.endDate ?? d.date
      const onEventDay = d.start !== null || d.end !== null || d.roomId !== null
      if (d.afterEvent) {
        if (d.date <= endDate) {
          const hint = 'apague afterEvent: ele só marca um prazo depois do último dia do evento'
          report(f, `/dates/${i}/afterEvent`, `afterEvent: true, mas ${d.date} não é depois do evento (${range})`, hint)
        }
      } else if (d.date > endDate) {
        report(
          f,
          `/dates/${i}/date`,
          `a data ${d.date} é depois do fim do evento (${range})`,
          `os itens do evento caem entre ${startDate} e ${endDate}, e os prazos antes; se for mesmo um prazo depois do evento (ex.: versão corrigida), escreva afterEvent: true nesta data`,
        )
      } else if (onEventDay && (d.date < startDate || last > endDate)) {
        const when = `${d.date}${d.endDate ? ` a ${d.endDate}` : ''}`
        const message = `'${d.id}' tem horário ou espaço, então acontece no evento, mas ${when} está fora das datas da edição (${range})`
        report(f, `/dates/${i}/date`, message, `confira a data ou startDate/endDate em data/editions/${year}/edition.yaml`)
      } else if (last > endDate) {
        const message = `o período de '${d.id}' vai até ${last}, depois do fim do evento (${range})`
        report(f, `/dates/${i}/endDate`, message, 'um período que chega ao evento termina até o último dia dele')
      }
    })
  }
})
