import { DATE_MARKERS, EDITION_MARKERS, isDateMarker } from '../placeholders.ts'
import { closest } from '../schema-messages.ts'
import { callDatesOf, check, didYouMean, valuesAt, valuesUsing } from './rule-helpers.ts'

const dateMarkers = DATE_MARKERS.map((n) => `{${n}:<id>}`).join(', ')

/** Markers in texts name a known fact: `{edicao}`..., and in a call `{data:<id>}` with an id of its dates. */
export const checkMarkers = check(({ files, registry, report: reportAt }) => {
  const names = [...EDITION_MARKERS, ...DATE_MARKERS]
  for (const f of files) {
    if (!f.valid) continue
    const dates = f.kind === 'call' ? callDatesOf(files, f) : null
    const ids = dates?.map((d) => d.id) ?? []
    const known = `marcadores: ${EDITION_MARKERS.map((n) => `{${n}}`).join(', ')}${dates ? `, ${dateMarkers}` : ''}`
    // A call's section texts are rich text (links too), filled with the same markers by its page.
    const sections = f.kind === 'call' ? valuesAt(f.parsed.data, ['/sections/*/blocks/*', '/sections/*/blocks/*/list/*']) : []
    for (const { pointer, value } of [...valuesUsing(registry, f, 'template'), ...sections]) {
      if (typeof value !== 'string') continue
      for (const m of value.matchAll(/\{([^{}:]*)(?::([^{}]*))?\}/g)) {
        const [whole, rawName, id] = m as unknown as [string, string, string | undefined]
        const name = rawName.trim()
        const report = (message: string, hint?: string) => reportAt(f, pointer, message, hint, { within: whole })
        if (id === undefined) {
          if ((EDITION_MARKERS as readonly string[]).includes(name)) continue
          const guess = closest(name, names)
          const hint = isDateMarker(name)
            ? `escreva {${name}:<id>}, com o id de uma data da lista dates`
            : guess
              ? `você quis dizer '{${guess}${isDateMarker(guess) ? ':<id>' : ''}}'?`
              : known
          report(`marcador desconhecido: ${whole}`, hint)
        } else if (!isDateMarker(name)) {
          const guess = closest(name, DATE_MARKERS)
          report(`marcador desconhecido: ${whole}`, guess ? `você quis dizer '{${guess}:${id}}'?` : `marcadores de data: ${dateMarkers}`)
        } else if (!dates) {
          report(
            `${whole} só funciona nos textos de uma chamada (calls/*.yaml), que têm a lista dates`,
            'aqui use {datas} para as datas da edição',
          )
        } else {
          const entry = dates.find((d) => d.id === id)
          const missing = name === 'inicio' ? 'início (start: null)' : 'término (end: null)'
          if (!entry)
            report(
              `data não encontrada: '${id}' em ${whole} (não está em dates deste arquivo)`,
              didYouMean(id, ids) ?? (ids.length ? `ids das datas: ${ids.join(', ')}` : 'acrescente a data em dates'),
            )
          else if ((name === 'inicio' && entry.start === null) || (name === 'fim' && entry.end === null))
            report(
              `${whole}: a data '${id}' não tem horário de ${missing}`,
              `preencha ${name === 'inicio' ? 'start' : 'end'} da data '${id}' ou use {data:${id}}`,
            )
        }
      }
    }
  }
})
