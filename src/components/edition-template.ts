// Content texts may carry markers (schemas/defs.schema.json#/$defs/template); the screen fills them
// from the data so headings and texts never disagree with it (VI vs VII, 2024 vs 2025, a moved day).
import { datesText } from '../format/date-time'
import type { RichBlock } from './rich-text'
import { dateMarkerValue, isDateMarker, MARKER_RE, type DatedEntry } from '../content/placeholders'

export interface TemplateEdition {
  title: string
  year: string
  theme: string
  startDate: string
  endDate: string
  number: string
}

/** Fills edition markers, and date markers ({data:<id>}) from `dates` (a call's dates list). */
export function fillTemplate(text: string, edition: TemplateEdition, dates: readonly DatedEntry[] = []): string {
  const values: Record<string, string> = {
    edicao: edition.title,
    ano: edition.year,
    tema: edition.theme,
    datas: datesText(edition.startDate, edition.endDate),
    numero: edition.number,
  }
  // The validator rejects unknown markers and ids, so a miss here means a text outside its call.
  return text.replace(MARKER_RE, (whole, name: string, id: string | undefined) => {
    if (id === undefined) return values[name] ?? whole
    const entry = dates.find((d) => d.id === id)
    return entry && isDateMarker(name) ? (dateMarkerValue(name, entry) ?? whole) : whole
  })
}

/** A content text's blocks with `fill` applied to the paragraphs and list items; links copied as label and url. */
export function mapBlocks(blocks: readonly RichBlock[], fill: (text: string) => string = (text) => text): RichBlock[] {
  return blocks.map((block) =>
    typeof block === 'string'
      ? fill(block)
      : 'list' in block
        ? { list: block.list.map(fill) }
        : { links: block.links.map((link) => ({ label: link.label, url: link.url })) },
  )
}

/** Fills the edition markers of a content text's paragraphs and list items. */
export function fillBlocks(blocks: readonly RichBlock[], edition: TemplateEdition): RichBlock[] {
  return mapBlocks(blocks, (text) => fillTemplate(text, edition))
}
