// Build time only: the current edition's venue, FAQ and code of conduct (edition.yaml) as the props of 'Como chegar' (decision
// 0090). A section without content is left out; with nothing but the venue's name and rooms, the page is not published.
import type { Content } from '../../content/load-content'
import { programmeItems } from '../../content/programme'
import type { RichBlock } from '../../components/rich-text'
import { fillTemplate, fillTimedText, mapBlocks } from '../../components/edition-template'
import { roomAnchor } from '../../publishing/item-paths'

export type VenuePageProps = Omit<ReturnType<typeof venuePageProps>, 'title' | 'description'>

export function venuePageProps(content: Content) {
  const { edition } = content.currentEdition
  const { venue, faq, codeOfConduct } = edition
  const texts = content.pages.venue
  const fill = (text: string) => fillTemplate(text, edition)
  const candidates: [string, string, readonly RichBlock[] | null][] = [
    ['da-rodoviaria', texts.busStation, venue.directions.busStation],
    ['de-cidades-proximas', texts.nearbyCities, venue.directions.nearbyCities],
    ['onde-ficar', texts.lodging, venue.lodging],
    ['onde-comer', texts.food, venue.food],
    ['acessibilidade', texts.accessibility, venue.accessibility],
    ['libras', texts.libras, venue.libras],
  ]
  const answered = faq.filter((entry) => entry.answer !== null)
  return {
    title: fill(texts.title),
    description: fill(texts.description),
    heading: fill(texts.heading),
    // The edition's name and dates over the place: "acontece" until its end, "aconteceu" after.
    dates: fillTimedText(texts.dates, edition),
    // The contact for the event's days is shown until it ends.
    editionEnd: Date.parse(edition.end),
    venue: {
      name: venue.name,
      place: [venue.address, `${venue.city}-${venue.state}`].filter((part) => part).join(', '),
      mapUrl: venue.mapUrl,
      mapLabel: texts.map,
    },
    roomsHeading: texts.rooms,
    // A room the programme uses links to its door sheet (decision 0060).
    rooms: edition.rooms.map((room) => ({
      id: room.id,
      anchor: roomAnchor(room.id),
      name: room.name,
      sheet: programmeItems(content.currentEdition.programme).some((item) => item.room?.id === room.id)
        ? `${content.pages.timeline.path}?sala=${room.id}`
        : null,
    })),
    roomSheet: fillTimedText(texts.roomSheet, edition),
    sections: candidates.flatMap(([id, title, blocks]) => (blocks ? [{ id, title, blocks: mapBlocks(blocks) }] : [])),
    dayContact: venue.dayContact ? { title: texts.dayContact, ...venue.dayContact } : null,
    faq:
      answered.length > 0
        ? {
            title: texts.faq,
            entries: answered.map((entry) => ({
              id: entry.id,
              question: fillTimedText(entry.question, edition),
              blocks: mapBlocks(entry.answer!),
            })),
          }
        : null,
    codeOfConduct: codeOfConduct ? { title: texts.codeOfConduct, blocks: mapBlocks(codeOfConduct) } : null,
  }
}

/** Something to show beyond the venue's name and its rooms (which the programme already says). */
export function venuePagePublished(content: Content): boolean {
  const props = venuePageProps(content)
  const { venue } = content.currentEdition.edition
  return Boolean(venue.address || props.venue.mapUrl || props.sections.length > 0 || props.dayContact || props.faq || props.codeOfConduct)
}

/** Where the programme points a room: its anchor on 'Como chegar', or null when the page is not published. */
export function venueRoomsHref(content: Content): string | null {
  return venuePagePublished(content) ? content.pages.venue.path : null
}
