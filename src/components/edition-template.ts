// Content texts' markers (schemas/defs.schema.json#/$defs/template), filled from the data so no text disagrees with it.
import { datesText } from '../format/date-time'
import type { PlainBlock, RichBlock } from './rich-text'
import type { TimedText } from './timed'
import { dateMarkerValue, isDateMarker, MARKER_RE, type DatedEntry } from '../content/placeholders'
import type { Edition } from '../content/generated/edition'

export type TemplateEdition = Pick<Edition, 'title' | 'year' | 'theme' | 'startDate' | 'endDate' | 'number'>

/** An edition with the instant it ends: a text's `before`/`after` change there. */
type EndingEdition = TemplateEdition & Pick<Edition, 'end'>

type TimedTexts<T> = { readonly before: T | null; readonly after: T | null }

/** A text of schemas/defs timedTemplate, filled: a plain text says the same before and after the end. */
export function fillTimedText(text: string | TimedTexts<string>, edition: EndingEdition): TimedText {
  const fill = (t: string | null) => (t === null ? null : fillTemplate(t, edition))
  const texts = typeof text === 'string' ? { before: text, after: text } : text
  return { changesAt: Date.parse(edition.end), before: fill(texts.before), after: fill(texts.after) }
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

/** A content text's blocks, `fill` applied to paragraphs and list items; a `before`/`after` block changes at `changesAt`. */
export function mapBlocks(
  blocks: readonly (PlainBlock | TimedTexts<PlainBlock>)[],
  fill: (text: string) => string = (text) => text,
  changesAt?: number,
): RichBlock[] {
  const plain = (block: PlainBlock) =>
    typeof block === 'string'
      ? fill(block)
      : 'list' in block
        ? { list: block.list.map(fill) }
        : { links: block.links.map((link) => ({ label: link.label, url: link.url })) }
  return blocks.map((block) => {
    if (typeof block === 'string' || !('before' in block)) return plain(block)
    if (changesAt === undefined) throw new Error('a block that changes at the edition end needs the edition (fillBlocks)')
    return {
      changesAt,
      before: block.before === null ? null : plain(block.before),
      after: block.after === null ? null : plain(block.after),
    }
  })
}

/** Fills the edition markers of a content text's paragraphs and list items. */
export function fillBlocks(blocks: readonly (PlainBlock | TimedTexts<PlainBlock>)[], edition: EndingEdition): RichBlock[] {
  return mapBlocks(blocks, (text) => fillTemplate(text, edition), Date.parse(edition.end))
}
