import { checkEachCall, reportUnknown, valuesAt } from './rule-helpers.ts'

/** A call's window names its own dates (`closesDateId` always: else it stays open for ever), and an opening date needs the line shown before. */
export const checkCallWindow = checkEachCall(({ f, call, report }) => {
  const ids = call.dates.map((d) => d.id)
  const named = valuesAt(call, ['/window/opensDateId', '/window/closesDateId'])
  const message = (id: string) => `data não encontrada: '${id}' (não está em dates desta chamada)`
  reportUnknown(report, f, named, ids, message, `use o id de uma das datas: ${ids.join(', ')}`)
  if (call.window.opensDateId !== null && call.window.upcoming === null)
    report(
      f,
      '/window/upcoming',
      'a chamada tem data de abertura (opensDateId): escreva a linha mostrada antes de abrir',
      'ex.: "Inscrições abrem em {data:abertura}"',
    )
})
