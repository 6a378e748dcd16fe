// Build time only (called from +data.ts): turns a call file and its page texts into the plain,
// already-filled props of <CallPage>.
import type { CallKind, Content, EditionContent } from '../../content/load-content'
import type { CallPage as CallPageTexts } from '../../content/generated/pages'
import { formatDay } from '../../format/date-time'
import { fillTemplate, mapBlocks } from '../../components/edition-template'
import type { RichBlock } from '../../components/rich-text'
import { deadlinesCalendarPath } from '../../publishing/export-paths'

export interface CallDateRow {
  id: string
  label: string
  /** "20/05/2025, 08:15 – 09:00" */
  when: string
  room: string | null
}

export interface CallWeightGroup {
  id: string
  title: string
  criteria: { id: string; label: string; weight: string }[]
}

export interface CallPageProps {
  /** The page's own heading, the h1 (pages.yaml heading). */
  heading: string
  /** The call file's subtitle, the h2 under the page heading when it says something else. */
  subheading: string | null
  sections: { id: string; title: string; blocks: RichBlock[] }[]
  datesHeading: string
  dates: CallDateRow[]
  weightsHeading: string
  weights: CallWeightGroup[]
  buttons: { id: string; label: string; url: string }[]
  /** Set when the call is an earlier edition's (decision 0143): says so at the top; the page then has no buttons. */
  earlier: string | null
  /** The edition's deadlines calendar (decision 0120), shown under the dates. */
  deadlinesCalendar: string | null
}

export function formatWhen(date: { date: string; endDate: string | null; start: string | null; end: string | null }): string {
  const days = date.endDate ? `${formatDay(date.date)} – ${formatDay(date.endDate)}` : formatDay(date.date)
  const times = [date.start, date.end].filter((t): t is string => t !== null).join(' – ')
  return times ? `${days}, ${times}` : days
}

/**
 * The edition whose call the page shows: the page's own edition when set, else the current one;
 * when that edition has no such call, the latest earlier edition that has it (the ideathon was
 * last held in 2024).
 */
export function callEdition(content: Content, kind: CallKind, pageEdition: string | null): EditionContent {
  const years = Object.keys(content.editions).sort().reverse()
  const preferred = pageEdition ?? content.site.currentEdition
  const candidates = [preferred, ...years.filter((y) => y <= preferred)]
  for (const year of candidates) {
    const edition = content.editions[year]
    if (edition?.calls[kind]) return edition
  }
  throw new Error(`no edition up to ${preferred} has a ${kind} call`)
}

export function callPageProps(
  content: Content,
  kind: CallKind,
  texts: CallPageTexts,
): CallPageProps & { title: string; description: string } {
  const holder = callEdition(content, kind, texts.edition)
  const call = holder.calls[kind]!
  const edition = holder.edition
  const fill = (text: string) => fillTemplate(text, edition, call.dates)
  // An earlier edition's call is kept to read, not to act on: its forms and deadlines are over.
  const earlier = holder.year < content.site.currentEdition
  return {
    title: fill(texts.title),
    description: fill(texts.description),
    heading: fill(texts.heading),
    subheading: fill(call.subtitle) === fill(texts.heading) ? null : fill(call.subtitle),
    sections: call.sections.map((section) => ({
      id: section.id,
      title: fill(section.title),
      blocks: mapBlocks(section.blocks, fill),
    })),
    datesHeading: texts.datesHeading,
    dates: call.dates.map((date) => ({
      id: date.id,
      label: fill(date.label),
      when: formatWhen(date),
      room: date.room?.name ?? null,
    })),
    weightsHeading: texts.weightsHeading,
    weights: call.weights.map((group) => ({
      id: group.id,
      title: group.title,
      criteria: group.criteria.map((criterion) => ({
        id: criterion.id,
        label: criterion.label,
        weight: group.unit === 'percentual' ? `${criterion.weight}%` : `${criterion.weight} ${group.unit}`,
      })),
    })),
    buttons: earlier ? [] : call.links.filter((link) => link.button).map((link) => ({ id: link.id, label: link.label, url: link.url })),
    earlier: earlier ? fill(content.site.ui.earlierCall) : null,
    deadlinesCalendar: call.dates.length > 0 ? deadlinesCalendarPath(holder.year) : null,
  }
}
