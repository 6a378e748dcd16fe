// The texts the exports (iCalendar, schedule.json, JSON-LD, the agenda block) write about a
// programme item, each a function of the loader's one item (src/content/programme.ts), so the
// exports always agree on times, places and texts.
import type { Content, DeepReadonly, EditionContent } from '../content/load-content'
import type { RichText } from '../content/generated/defs'
import { absoluteUrl, programmePath } from './export-paths'

export type EditionEntry = DeepReadonly<EditionContent>
export type ProgrammeItem = EditionEntry['programme'][number]['entries'][number]

/** Every item of the edition's programme, day after day. */
export function programmeItems(entry: EditionEntry): readonly ProgrammeItem[] {
  return entry.programme.flatMap((day) => day.entries)
}

/** Rich text blocks as plain text: paragraphs separated by blank lines, list items as "- ". */
function plainText(blocks: DeepReadonly<RichText> | null | undefined): string | null {
  if (!blocks || blocks.length === 0) return null
  const parts = blocks.map((block) => {
    if (typeof block === 'string') return block
    if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n')
    return block.links.map((link) => `- ${link.label}: ${link.url}`).join('\n')
  })
  return parts.join('\n\n')
}

/** Room, venue, address, city-state: what a calendar shows as the place. */
export function venueText(entry: EditionEntry, roomName: string | null): string {
  const { venue } = entry.edition
  return [roomName, venue.name, venue.address, `${venue.city}-${venue.state}`].filter((part) => part).join(', ')
}

/** The public page that shows the edition's programme. */
export function programmeUrl(content: Content, entry: EditionEntry): string {
  return absoluteUrl(content.site.siteUrl, programmePath(entry.year, content.site.currentEdition))
}

function activityOf(entry: EditionEntry, item: ProgrammeItem) {
  return item.activity ? entry.activities?.activities.find((a) => a.id === item.activity) : undefined
}

export function itemKind(entry: EditionEntry, item: ProgrammeItem) {
  return activityOf(entry, item)?.kind ?? null
}

export function itemSummary(entry: EditionEntry, item: ProgrammeItem): string | null {
  return activityOf(entry, item)?.summary ?? null
}

/** The item's people: name and bio. */
export function itemPeople(content: Content, item: ProgrammeItem): { name: string; bio: string | null }[] {
  return item.people.map((id) => {
    const person = content.personById(id)
    return { name: person.name, bio: person.bio }
  })
}

/** The activity's description; a block of parallel activities lists them, each with its people and room. */
export function itemDescription(content: Content, entry: EditionEntry, item: ProgrammeItem): string | null {
  const activity = activityOf(entry, item)
  if (activity) return plainText(activity.description)
  if (item.parts.length === 0) return null
  return item.parts
    .map((part) => {
      const people = part.people.map((id) => content.personById(id).name).join(', ')
      return `- ${part.title}${people ? ` (${people})` : ''}${part.roomName ? ` — ${part.roomName}` : ''}`
    })
    .join('\n')
}
