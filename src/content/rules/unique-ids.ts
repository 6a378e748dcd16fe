import { everyValue } from '../schema-paths.ts'
import { check, scheduleEvents } from './rule-helpers.ts'

/** Ids are unique within every list of items that have an `id`, and schedule items within their edition. */
export const checkUniqueIds = check(({ files, report }) => {
  for (const f of files) {
    if (!f.valid) continue
    for (const { pointer, value } of everyValue(f.parsed.data)) {
      if (!Array.isArray(value)) continue
      const seen = new Map<string, number>()
      value.forEach((item, i) => {
        const id = item && typeof item === 'object' && !Array.isArray(item) ? (item as { id?: unknown }).id : undefined
        if (typeof id !== 'string') return
        const first = seen.get(id)
        const message = `identificador repetido: '${id}' (já usado em ${pointer}/${first})`
        if (first === undefined) seen.set(id, i)
        else report(f, `${pointer}/${i}/id`, message, 'cada item da lista precisa de um id diferente')
      })
    }
    if (f.kind === 'schedule') {
      const seen = new Map<string, string>()
      for (const { d, event, at } of scheduleEvents(f)) {
        const first = seen.get(event.id)
        // Same-day repeats are already reported by the generic walk above.
        const hint = 'os ids dos itens da programação são únicos na edição inteira'
        if (first !== undefined && !first.startsWith(`/days/${d}/`)) {
          report(f, `${at}/id`, `identificador repetido: '${event.id}' (já usado em ${first})`, hint)
        } else if (first === undefined) seen.set(event.id, at)
      }
    }
  }
})
