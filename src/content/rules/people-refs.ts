import type { People } from '../generated/people.ts'
import { check, dataOf, reportUnknown, validFile, valuesUsing } from './rule-helpers.ts'

/** Every person named anywhere (fields that use the schemas' `personRef`) exists in people.yaml. */
export const checkPeopleRefs = check(({ files, registry, report }) => {
  const peopleFile = validFile(files, 'people')
  if (!peopleFile) return
  const ids = dataOf<People>(peopleFile).people.map((p) => p.id)
  const message = (id: string) => `pessoa não encontrada: '${id}' (não está em data/people.yaml)`
  for (const f of files)
    if (f.valid && f.kind !== 'people')
      reportUnknown(report, f, valuesUsing(registry, f, 'personRef'), ids, message, 'cadastre a pessoa em data/people.yaml com esse id')
})
