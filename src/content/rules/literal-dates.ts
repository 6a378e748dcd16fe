import type { Edition } from '../generated/edition.ts'
import type { Site } from '../generated/site.ts'
import { datesText, formatDay } from '../../format/date-time.ts'
import { everyValue } from '../schema-paths.ts'
import type { CheckedFile } from '../checked-file.ts'
import { callDatesOf, check, dataOf, validFile } from './rule-helpers.ts'

const MONTH_WORDS = 'janeiro|fevereiro|março|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro'
const LITERAL_DATE_RE = new RegExp(
  // 21/05/2025, 21/5/2025 and 21/05; not 1/2 (a fraction) nor the digits of an address or a URL.
  `(?<![\\d/])(?:(?:0?[1-9]|[12]\\d|3[01])/(?:(?:0?[1-9]|1[0-2])/(?:\\d{4}|\\d{2})|0[1-9]|1[0-2])(?![\\d/])|(?:0?[1-9]|[12]\\d|3[01])º? de (?:${MONTH_WORDS})\\b|\\d{4}-\\d{2}-\\d{2})`,
  'gi',
)
// Values that are data (an ISO date or instant, an address), not text an organiser writes.
const NOT_TEXT_RE = /^(\d{4}-\d{2}-\d{2}(T[\d:]+[-+]\d{2}:\d{2})?|https?:\/\/\S+|\/\S*)$/

/** "21/05/2025", "21/05", "21 de maio" or "2025-05-21" -> the ISO day it names (year from `year`). */
function isoOfLiteral(text: string, year: string): string | null {
  const slash = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?$/.exec(text)
  if (slash) {
    const y = slash[3] ? (slash[3].length === 2 ? `20${slash[3]}` : slash[3]) : year
    return `${y}-${slash[2]!.padStart(2, '0')}-${slash[1]!.padStart(2, '0')}`
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text
  return null
}

// Site-wide files shown with the current edition, whose typed dates go stale at the next rollover (a bio's dates are history).
const SITE_TEXT_KINDS: ReadonlySet<CheckedFile['kind']> = new Set(['pages', 'site'])

/** The current edition's texts, and the site's, carry no typed date: each names the marker to use instead. */
export const checkLiteralDates = check(({ files, report }) => {
  const site = validFile(files, 'site')
  if (!site) return
  const year = dataOf<Site>(site).currentEdition
  const editionFile = validFile(files, 'edition', year)
  const edition = editionFile ? dataOf<Edition>(editionFile) : undefined
  const eventDates = edition ? datesText(edition.startDate, edition.endDate) : undefined
  for (const f of files) {
    if (!f.valid || (f.year !== year && !(f.year === undefined && SITE_TEXT_KINDS.has(f.kind)))) continue
    const dates = f.kind === 'call' ? callDatesOf(files, f) : []
    for (const { pointer, value } of everyValue(f.parsed.data)) {
      if (typeof value !== 'string' || NOT_TEXT_RE.test(value)) continue
      for (const m of value.matchAll(LITERAL_DATE_RE)) {
        const literal = m[0]
        const iso = isoOfLiteral(literal, year)
        const match = iso ? dates.find((d) => d.date === iso || d.endDate === iso) : undefined
        const hint = match
          ? `use {${match.date === iso ? 'data' : 'data-fim'}:${match.id}}: o site escreve ${formatDay(iso!)} a partir de dates e a atualiza quando a data mudar`
          : f.kind === 'call'
            ? `acrescente a data em dates (com um id) e escreva {data:<id>} no texto${eventDates ? `; para as datas do evento use {datas} (${eventDates})` : ''}`
            : f.year === undefined
              ? `use {datas} para as datas do evento${eventDates ? ` (${eventDates})` : ''}; uma data de chamada fica em dates da chamada`
              : `use {datas} para as datas do evento; a data e o horário de uma atividade ficam só em when`
        const message = `data escrita à mão no texto: '${literal}' (não muda quando as datas da edição mudam)`
        report(f, pointer, message, hint, { within: literal })
      }
    }
  }
})
