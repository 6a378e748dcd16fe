// schema.org data: the congress as an EventSeries, an edition as an Event with its items as sub-events, activity and person pages; one edition @id joins them.
import type { Content, DeepReadonly, EditionContent } from '../content/load-content'
import { activitySummary } from '../content/plain-text'
import { activityHeading, programmeItems, type ResolvedActivity } from '../content/programme'
import type { Room } from '../content/generated/edition'
import { absoluteUrl, ogImagePath, programmeUrl } from './export-paths'
import { activityOgPath, activityPath, personOgPath, personPath } from './item-paths'

const SCHEDULED = 'https://schema.org/EventScheduled'
const CANCELLED = 'https://schema.org/EventCancelled'
const OFFLINE = 'https://schema.org/OfflineEventAttendanceMode'

function place(edition: EditionContent, room: DeepReadonly<Room> | null) {
  const { venue } = edition.edition
  return {
    '@type': 'Place',
    name: room ? `${room.name}, ${venue.name}` : venue.name,
    address: {
      '@type': 'PostalAddress',
      ...(venue.address ? { streetAddress: venue.address } : {}),
      addressLocality: venue.city,
      addressRegion: venue.state,
      addressCountry: 'BR',
    },
  }
}

const editionId = (content: Content, year: string) => `${absoluteUrl(content.site.siteUrl, '/')}#edicao-${year}`

export function editionJsonLd(content: Content, edition: EditionContent = content.currentEdition) {
  const { site } = content
  const { title, subtitle, theme, start, end, registration } = edition.edition
  const home = absoluteUrl(site.siteUrl, '/')
  const seriesId = `${home}#serie`
  const organizer = { '@type': 'Organization', name: `${site.organiser} — ${site.unit}`, url: home, email: site.contact.email }
  const event = {
    '@type': 'Event',
    '@id': editionId(content, edition.year),
    name: `${title} — ${subtitle}`,
    description: theme,
    url: home,
    image: absoluteUrl(site.siteUrl, ogImagePath(edition.year)),
    inLanguage: site.lang,
    startDate: start,
    endDate: end,
    eventStatus: SCHEDULED,
    eventAttendanceMode: OFFLINE,
    location: place(edition, null),
    organizer,
    superEvent: { '@id': seriesId },
    ...(registration.signInUrl ? { offers: { '@type': 'Offer', url: registration.signInUrl } } : {}),
    subEvent: programmeItems(edition.programme).map((item) => ({
      '@type': 'Event',
      name: item.title,
      startDate: item.startsAt,
      endDate: item.endsAt,
      eventStatus: item.cancelled ? CANCELLED : SCHEDULED,
      eventAttendanceMode: OFFLINE,
      location: place(edition, item.room),
      url: programmeUrl(content, edition.year),
      ...(item.people.length > 0 ? { performer: item.people.map((id) => ({ '@type': 'Person', name: content.personById(id).name })) } : {}),
    })),
  }
  const series = {
    '@type': 'EventSeries',
    '@id': seriesId,
    name: `${site.name} — ${site.fullName}`,
    url: home,
    organizer,
    location: place(edition, null),
  }
  return { '@context': 'https://schema.org', '@graph': [series, event] }
}

function personLd(content: Content, id: string) {
  const person = content.personById(id)
  return {
    '@type': 'Person',
    name: person.name,
    url: absoluteUrl(content.site.siteUrl, personPath(id)),
    ...(person.honorific ? { honorificPrefix: person.honorific } : {}),
    ...(person.affiliation ? { affiliation: { '@type': 'Organization', name: person.affiliation } } : {}),
  }
}

/** An activity's page: an Event inside its edition's, at its own time and room (or the edition's days). */
export function activityJsonLd(content: Content, edition: EditionContent, activity: DeepReadonly<ResolvedActivity>) {
  const { siteUrl } = content.site
  const { when } = activity
  const url = absoluteUrl(siteUrl, activityPath(edition.year, activity.id))
  const summary = activitySummary(activity)
  const people = [...activity.people, ...activity.moderators.filter((id) => !activity.people.includes(id))]
  const { title, subtitle, start, end } = edition.edition
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': url,
    name: activityHeading(activity),
    url,
    image: absoluteUrl(siteUrl, activityOgPath(edition.year, activity.id)),
    inLanguage: content.site.lang,
    ...(summary ? { description: summary } : {}),
    ...(when ? { startDate: when.startsAt, endDate: when.endsAt } : { startDate: start, endDate: end }),
    eventStatus: activity.cancelled ? CANCELLED : SCHEDULED,
    eventAttendanceMode: OFFLINE,
    location: place(edition, when?.room ?? null),
    ...(people.length > 0 ? { performer: people.map((id) => personLd(content, id)) } : {}),
    superEvent: {
      '@type': 'Event',
      '@id': editionId(content, edition.year),
      name: `${title} — ${subtitle}`,
      startDate: start,
      endDate: end,
    },
  }
}

/** A person's page: the Person, with the activities they took part in (`name` as their page lists it). */
export function personJsonLd(content: Content, id: string, events: readonly { name: string; year: string; activity: string }[]) {
  const { siteUrl } = content.site
  const person = content.personById(id)
  return {
    '@context': 'https://schema.org',
    ...personLd(content, id),
    '@id': absoluteUrl(siteUrl, personPath(id)),
    ...(person.bio ? { description: person.bio } : {}),
    ...(events.length > 0
      ? {
          image: absoluteUrl(siteUrl, personOgPath(id)),
          performerIn: events.map(({ name, year, activity }) => ({
            '@type': 'Event',
            name,
            url: absoluteUrl(siteUrl, activityPath(year, activity)),
          })),
        }
      : {}),
  }
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the element. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
