import { personPath } from '../../publishing/item-paths'
import { resolveLogo, resolvePhoto } from '../../images/resolve-image'
import { logoRef, photoRef } from '../../images/variants'
import { datesText } from '../../format/date-time'
import type { CommitteeMemberView } from '../../features/people/committee-grid'
import { loadContent } from '../../content/load-content'
import { BUILD_INSTANT } from '../../content/build-instant'
import { venueLine } from '../../features/editions/edition-page-data'
import { filledPageData } from '../../layout/page-data'
import { programmeJson } from '../../features/event-days/programme-json'
import { venueRoomsHref } from '../../features/venue/venue-page-data'
import { callCards } from '../../features/calls/call-cards'
import { nextEditionView } from '../../features/home/next-edition'
import { editionPeople, reviewFigures, reviewPeople } from '../../features/home/review-data'
import { partnerViews } from '../../features/partners/partners-data'

// A few organisers and a link to /comite: each adds about 160 bytes of compressed HTML, and a committee's size must never
// decide whether the home fits its budget (decision 0110). The same holds for the faces and logos of the edition in review.
const HOME_ORGANISERS = 6
const REVIEW_PEOPLE = 6
const REVIEW_PARTNERS = 4

export default function data() {
  const content = loadContent()
  const { site, pages } = content
  const edition = content.currentEdition.edition
  const page = pages.home
  // A group under its heading, with a link to the whole list when it shows only the first; null when empty.
  const group = <T>(heading: string, items: T[], total: number, all: { href: string; label: string }) =>
    items.length > 0 ? { heading, items, all: total > items.length ? all : null } : null

  // Only the current edition's organisers and partners: an earlier edition's under this edition's page would be untrue.
  const organising = content.currentEdition.committees?.organising ?? []
  const members: CommitteeMemberView[] = organising.slice(0, HOME_ORGANISERS).map((member) => {
    const person = content.personById(member.person)
    return {
      id: person.id,
      name: person.name,
      area: member.role,
      photo: resolvePhoto(photoRef(person.photo)),
      href: personPath(person.id),
    }
  })

  const instagram = site.social.find((link) => link.id === 'instagram')
  // The numbers in the HTML are the build's; the page script counts on from the page's load.
  const countdown = { texts: page.countdown, buildTimeMs: BUILD_INSTANT }
  const { review } = page
  const people = reviewPeople(content, content.currentEdition, REVIEW_PEOPLE)
  const partners = content.currentEdition.partners?.partners ?? []
  return filledPageData(page, (fill) => ({
    hero: {
      title: edition.title,
      logo: resolveLogo(logoRef(edition.logo), 'hero'),
      subtitle: edition.subtitle,
      dates: datesText(edition.startDate, edition.endDate),
      theme: edition.theme,
      venue: venueLine(edition),
      venuePage: { href: venueRoomsHref(content), label: pages.venue.link },
    },
    // What the registration allows at each instant (src/content/time.ts registrationState).
    registration: {
      edition: { start: edition.start, end: edition.end, registration: edition.registration },
      register: site.ui.register,
      onSite: { href: '/registration', label: page.registrationOnSite },
      over: fill(page.registrationOver),
    },
    // After the edition: what happened, and where the next one will be announced.
    after: {
      heading: fill(page.after.heading),
      links: [
        { href: pages.timeline.path, label: page.after.programme },
        { href: pages.confirmedActivities.path, label: page.after.activities },
        ...(edition.proceedings ? [{ href: edition.proceedings, label: page.after.proceedings }] : []),
      ],
      next: nextEditionView(
        edition,
        page.after,
        instagram ? { href: instagram.url, label: `@${instagram.handle}` } : null,
        site.ui.register,
      ),
      countdown,
    },
    // After the edition, below the hero: what it was, from its data alone.
    review: {
      figures: { heading: fill(review.figuresHeading), items: reviewFigures(content.currentEdition, review.figures) },
      people: group(fill(review.peopleHeading), people, editionPeople(content.currentEdition).length, {
        href: pages.confirmedActivities.path,
        label: page.after.activities,
      }),
      partners: group(fill(review.partnersHeading), partnerViews(partners.slice(0, REVIEW_PARTNERS)), partners.length, {
        href: pages.partners.path,
        label: review.partnersAll,
      }),
    },
    countdown: { ...countdown, heading: fill(page.countdown.heading) },
    organisation: group(fill(page.organisationHeading), members, organising.length, {
      href: pages.committee.path,
      label: page.organisationAll,
    }),
    activities: {
      heading: fill(page.activitiesHeading),
      cards: callCards(content, 'homeText'),
    },
    eventDays: {
      programmeHref: pages.timeline.path,
      programme: programmeJson(content),
    },
  }))
}

export type Data = Awaited<ReturnType<typeof data>>
