import { personPath } from '../../features/item-pages/item-paths'
import { resolveLogo, resolvePhoto } from '../../images/resolve-image'
import { logoRef, photoRef } from '../../images/variants'
import { datesText } from '../../format/date-time'
import { fillTemplate } from '../../components/edition-template'
import type { OrganisationMember } from '../../features/people/organisation-carousel'
import { loadContent, type Content, type EditionContent } from '../../content/load-content'
import { pageData } from '../../layout/page-data'
import { programmeJson } from '../../features/event-days/programme-json'
import { cardTexts } from '../../features/programme/programme-data'

// The current edition has no organising committee in the data yet: the home page shows the latest
// edition (up to the current one) that has one, headed with that edition's own title
// (docs/decisions: home organisation block).
function organisingEdition(content: Content): EditionContent | null {
  const years = Object.keys(content.editions)
    .filter((year) => year <= content.site.currentEdition)
    .sort()
    .reverse()
  for (const year of years) {
    const edition = content.editions[year]
    if (edition?.committees?.organising.length) return edition as EditionContent
  }
  return null
}

export default function data() {
  const content = loadContent()
  const { site, pages } = content
  const edition = content.currentEdition.edition
  const page = pages.home
  const fill = (text: string) => fillTemplate(text, edition)

  const organising = organisingEdition(content)
  const members: OrganisationMember[] = organising
    ? organising.committees!.organising.map((member) => {
        const person = content.personById(member.person)
        return {
          id: person.id,
          name: person.name,
          role: member.role,
          photo: resolvePhoto(photoRef(person.photo)),
          href: personPath(person.id),
        }
      })
    : []

  return pageData(
    { title: fill(page.title), description: fill(page.description) },
    {
      hero: {
        title: edition.title,
        logo: resolveLogo(logoRef(edition.logo), 'edition'),
        subtitle: edition.subtitle,
        dates: datesText(edition.startDate, edition.endDate),
        theme: edition.theme,
        signInUrl: edition.registration.signInUrl,
        register: site.ui.register,
        newTab: site.ui.newTab,
      },
      countdown: {
        heading: fill(page.countdown.heading),
        start: edition.start,
        end: edition.end,
        // The phase in the HTML is the one at build time; the page script corrects it on load.
        buildTimeMs: Date.now(),
        texts: {
          days: page.countdown.days,
          hours: page.countdown.hours,
          minutes: page.countdown.minutes,
          seconds: page.countdown.seconds,
          started: page.countdown.started,
          timelineLink: page.countdown.startedLink,
          ended: page.countdown.ended,
        },
      },
      organisation: organising
        ? {
            heading: fillTemplate(page.organisationHeading, organising.edition),
            members,
            texts: cardTexts(site.ui),
          }
        : null,
      activities: {
        heading: fill(page.activitiesHeading),
        cards: page.activityCards,
        access: site.ui.access,
      },
      eventDays: {
        texts: {
          now: site.ui.eventDays.now,
          next: site.ui.eventDays.next,
          link: { href: pages.timeline.path, label: site.ui.eventDays.nowLink },
        },
        programme: programmeJson(content),
      },
    },
  )
}

export type Data = Awaited<ReturnType<typeof data>>
