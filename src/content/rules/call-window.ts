import type { Call } from '../generated/call.ts'
import { check, dataOf, didYouMean, validFiles } from './rule-helpers.ts'

/** A call's window names its own dates (`closesDateId` always: else it stays open for ever), and an opening date needs the line shown before. */
export const checkCallWindow = check(({ files, report }) => {
  for (const f of validFiles(files, 'call')) {
    const call = dataOf<Call>(f)
    const ids = call.dates.map((d) => d.id)
    for (const key of ['opensDateId', 'closesDateId'] as const) {
      const id = call.window[key]
      if (id === null || ids.includes(id)) continue
      report(
        f,
        `/window/${key}`,
        `data não encontrada: '${id}' (não está em dates desta chamada)`,
        didYouMean(id, ids) ?? `use o id de uma das datas: ${ids.join(', ')}`,
      )
    }
    if (call.window.opensDateId !== null && call.window.upcoming === null)
      report(
        f,
        '/window/upcoming',
        'a chamada tem data de abertura (opensDateId): escreva a linha mostrada antes de abrir',
        'ex.: "Inscrições abrem em {data:abertura}"',
      )
  }
})
