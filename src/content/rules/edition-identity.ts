import type { Edition } from '../generated/edition.ts'
import type { Site } from '../generated/site.ts'
import { check, dataOf } from './rule-helpers.ts'

/** The edition's folder and its `year` agree, and `currentEdition` names an edition. */
export const checkEditionIdentity = check(({ files, report }) => {
  const editionYears = new Set(files.filter((f) => f.kind === 'edition').map((f) => f.year!))
  for (const f of files) {
    if (!f.valid) continue
    if (f.kind === 'edition' && dataOf<Edition>(f).year !== f.year) {
      report(f, '/year', `o ano (${dataOf<Edition>(f).year}) deve ser igual ao da pasta (${f.year})`)
    }
    if (f.kind === 'site') {
      const current = dataOf<Site>(f).currentEdition
      if (!editionYears.has(current)) {
        const known = [...editionYears].sort()
        report(
          f,
          '/currentEdition',
          `edição não encontrada: '${current}' (não existe data/editions/${current}/edition.yaml)`,
          known.length ? `edições existentes: ${known.join(', ')}` : undefined,
        )
      }
    }
  }
})
