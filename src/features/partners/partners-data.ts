// Build time only: the partners' cards (/parceiros, and the current edition's under the programme).
import type { Content } from '../../content/load-content'
import type { Partner } from '../../content/generated/partners'
import { fillTemplate, fillTimedText } from '../../components/edition-template'
import { resolveLogo } from '../../images/resolve-image'
import { logoRef } from '../../images/variants'

export function partnerViews(partners: readonly Partner[]) {
  return partners.map((partner) => ({
    id: partner.id,
    name: partner.name,
    alt: partner.alt,
    logo: resolveLogo(logoRef(partner.logo), 'partner'),
    link: partner.link,
  }))
}

/** /parceiros: the current edition's partners; while it has none, its empty text and the latest earlier edition's, named. */
export function partnersPageView(content: Content) {
  const { pages, editions, currentEdition, partnerList } = content
  const page = pages.partners
  const { edition } = currentEdition
  const current = partnerList?.year === currentEdition.year
  return {
    heading: fillTemplate(page.heading, edition),
    editionTitle: current ? `${edition.title} (${edition.year})` : null,
    // "Not yet announced" until the edition's end, never after it.
    empty: current ? null : fillTimedText(page.empty, edition),
    earlierHeading: partnerList && !current ? fillTemplate(page.earlierHeading, editions[partnerList.year]!.edition) : null,
    partners: partnerViews(partnerList?.items ?? []),
  }
}
