// schema.org data of an activity page (an Event inside its edition's Event) and of a person page
// (a Person with the events they took part in). The edition's @id is the one the home page's
// JSON-LD declares, so search engines join them.
import type { Content } from '../../content/load-content'
import { absoluteUrl } from '../../publishing/export-paths'
import { place } from '../../publishing/json-ld'
import { activityPath, personPath } from '../../publishing/item-paths'
import type { ActivityPageView, PersonPageView } from './item-pages-data'

const editionRef = (content: Content, year: string) => {
  const edition = content.editions[year]!.edition
  return {
    '@type': 'Event',
    '@id': `${absoluteUrl(content.site.siteUrl, '/')}#edicao-${year}`,
    name: `${edition.title} — ${edition.subtitle}`,
    startDate: edition.start,
    endDate: edition.end,
  }
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

export function activityJsonLd(content: Content, view: ActivityPageView) {
  const edition = content.editions[view.year]!
  const { activity } = view
  const when = activity.when
  const people = [...view.people, ...view.moderators.filter((m) => !view.people.some((p) => p.id === m.id))]
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': absoluteUrl(content.site.siteUrl, view.path),
    name: view.heading,
    url: absoluteUrl(content.site.siteUrl, view.path),
    image: absoluteUrl(content.site.siteUrl, view.ogImage),
    inLanguage: content.site.lang,
    ...(activity.summary ? { description: activity.summary } : {}),
    ...(when ? { startDate: when.startsAt, endDate: when.endsAt } : { startDate: edition.edition.start, endDate: edition.edition.end }),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place(edition, when?.room ?? null),
    ...(people.length > 0 ? { performer: people.map((p) => personLd(content, p.id)) } : {}),
    superEvent: editionRef(content, view.year),
  }
}

export function personJsonLd(content: Content, view: PersonPageView) {
  const person = content.personById(view.person.id)
  const events = view.roles.filter((role) => role.activity)
  return {
    '@context': 'https://schema.org',
    ...personLd(content, view.person.id),
    '@id': absoluteUrl(content.site.siteUrl, view.path),
    ...(person.bio ? { description: person.bio } : {}),
    ...(view.ogImage ? { image: absoluteUrl(content.site.siteUrl, view.ogImage) } : {}),
    ...(events.length > 0
      ? {
          performerIn: events.map((role) => ({
            '@type': 'Event',
            name: role.text,
            url: absoluteUrl(content.site.siteUrl, activityPath(role.activity!.year, role.activity!.id)),
          })),
        }
      : {}),
  }
}
