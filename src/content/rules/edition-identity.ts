import type { Edition } from '../generated/edition.ts'
import type { Site } from '../generated/site.ts'
import { check, dataOf, validFile, validFiles } from './rule-helpers.ts'

/** The edition's folder and its `year` agree, and `currentEdition` names an edition. */
export const checkEditionIdentity = check(({ files, report }) => {
  for (const f of validFiles(files, 'edition')) {
    const { year } = dataOf<Edition>(f)
    if (year !== f.year) report(f, '/year', `o ano (${year}) deve ser igual ao da pasta (${f.year})`)
  }
  const site = validFile(files, 'site')
  const current = site && dataOf<Site>(site).currentEdition
  const known = files.flatMap((f) => (f.kind === 'edition' ? [f.year!] : [])).sort()
  if (site && !known.includes(current!)) {
    const message = `edição não encontrada: '${current}' (não existe data/editions/${current}/edition.yaml)`
    report(site, '/currentEdition', message, known.length ? `edições existentes: ${known.join(', ')}` : undefined)
  }
})
