// schema.org data for search engines: the congress as an EventSeries and the current edition as an
// Event (times with the event zone's offset, venue with address, organiser, status, registration offer) with the
// programme items as sub-events.
import type { Content } from '../content/load-content'
import { absoluteUrl, ogImagePath } from './export-paths'
import { itemPeople, programmeItems, programmeUrl, type EditionEntry } from './programme-items'

export function place(entry: EditionEntry, roomName: string | null) {
  const { venue } = entry.edition
  return {
    '@type': 'Place',
    name: roomName ? `${roomName}, ${venue.name}` : venue.name,
    address: {
      '@type': 'PostalAddress',
      ...(venue.address ? { streetAddress: venue.address } : {}),
      addressLocality: venue.city,
      addressRegion: venue.state,
      addressCountry: 'BR',
    },
  }
}

export function editionJsonLd(content: Content, entry: EditionEntry = content.currentEdition) {
  const { site } = content
  const { edition } = entry
  const home = absoluteUrl(site.siteUrl, '/')
  const seriesId = `${home}#serie`
  const organizer = { '@type': 'Organization', name: `${site.organiser} — ${site.unit}`, url: home, email: site.contact.email }
  const items = programmeItems(entry)
  const event = {
    '@type': 'Event',
    '@id': `${home}#edicao-${entry.year}`,
    name: `${edition.title} — ${edition.subtitle}`,
    description: edition.theme,
    url: home,
    image: absoluteUrl(site.siteUrl, ogImagePath(entry.year)),
    inLanguage: site.lang,
    startDate: edition.start,
    endDate: edition.end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place(entry, null),
    organizer,
    superEvent: { '@id': seriesId },
    ...(edition.registration.signInUrl ? { offers: { '@type': 'Offer', url: edition.registration.signInUrl } } : {}),
    subEvent: items.map((item) => ({
      '@type': 'Event',
      name: item.title,
      startDate: item.startsAt,
      endDate: item.endsAt,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: place(entry, item.roomName),
      url: programmeUrl(content, entry),
      ...(item.people.length > 0 ? { performer: itemPeople(content, item).map((p) => ({ '@type': 'Person', name: p.name })) } : {}),
    })),
  }
  const series = {
    '@type': 'EventSeries',
    '@id': seriesId,
    name: `${site.name} — ${site.fullName}`,
    url: home,
    organizer,
    location: place(entry, null),
  }
  return { '@context': 'https://schema.org', '@graph': [series, event] }
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the element. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
