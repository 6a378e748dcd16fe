import type { People } from '../generated/people.ts'
import { check, dataOf, didYouMean, validFile, valuesUsing } from './rule-helpers.ts'

/** Every person named anywhere (fields that use the schemas' `personRef`) exists in people.yaml. */
export const checkPeopleRefs = check(({ files, registry, report }) => {
  const peopleFile = validFile(files, 'people')
  if (!peopleFile) return
  const ids = dataOf<People>(peopleFile).people.map((p) => p.id)
  const known = new Set(ids)
  for (const f of files) {
    if (!f.valid || f.kind === 'people') continue
    for (const { pointer, value } of valuesUsing(registry, f, 'personRef')) {
      if (typeof value === 'string' && !known.has(value)) {
        report(
          f,
          pointer,
          `pessoa não encontrada: '${value}' (não está em data/people.yaml)`,
          didYouMean(value, ids) ?? 'cadastre a pessoa em data/people.yaml com esse id',
        )
      }
    }
  }
})
