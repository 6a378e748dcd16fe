import { fillTimedText } from '../../components/edition-template'
import { partnerViews } from '../../features/partners/partners-data'
import { peopleViews } from '../../components/person-view'
import { loadContent } from '../../content/load-content'
import { programmePeople } from '../../content/programme'
import { programmeJson } from '../../features/event-days/programme-json'
import { filledPageData } from '../../layout/page-data'
import { resolveLogo } from '../../images/resolve-image'
import { logoRef } from '../../images/variants'
import { venueRoomsHref } from '../../features/venue/venue-page-data'
import { editionCalendarPath, webcalUrl } from '../../publishing/export-paths'
import { changelogFeed, changelogLink } from '../../publishing/programme-changes'

export default function data() {
  const content = loadContent()
  const { pages, currentEdition } = content
  const page = pages.timeline
  const { edition } = currentEdition
  return filledPageData(
    page,
    (fill) => ({
      // Until the edition's end an invitation, then the programme it had, with its name and dates.
      heading: fillTimedText(page.heading, edition),
      lead: fillTimedText(page.lead, edition),
      // The tab list's name, one text whatever the clock: the page's title.
      label: fill(page.title),
      editionEnd: Date.parse(edition.end),
      days: currentEdition.programme,
      people: peopleViews(content, programmePeople(currentEdition.programme)),
      noParticipants: fillTimedText(page.noParticipants, edition),
      empty: fillTimedText(page.empty, edition),
      partnersHeading: fill(page.partnersHeading),
      // The current edition's partners only: an earlier edition's would read as this programme's.
      partners: partnerViews(currentEdition.partners?.partners ?? []),
      year: currentEdition.year,
      subscribe: webcalUrl(content.site.siteUrl, editionCalendarPath(currentEdition.year)),
      myAgenda: { href: pages.myAgenda.path, label: pages.myAgenda.heading },
      changes: changelogLink(content),
      programme: programmeJson(content),
      venue: { href: venueRoomsHref(content), label: pages.venue.link },
      print: {
        title: currentEdition.edition.title,
        logo: resolveLogo(logoRef(currentEdition.edition.logo), 'edition'),
      },
    }),
    changelogFeed(content),
  )
}

export type Data = Awaited<ReturnType<typeof data>>
