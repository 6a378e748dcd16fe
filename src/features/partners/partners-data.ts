// Build time only: the partners block (used by /parceiros and /timeline).
import type { Content } from '../../content/load-content'
import { resolveLogo } from '../../images/resolve-image'
import { logoRef } from '../../images/variants'
import type { PartnerView } from './partners-grid'

/** Partners of the current edition only; none yet is the page's empty text (decision 0092). */
export function partnersView(content: Content): { year: string | null; partners: PartnerView[] } {
  const edition = content.currentEdition
  const partners = (edition.partners?.partners ?? []).map((partner) => ({
    id: partner.id,
    name: partner.name,
    alt: partner.alt,
    logo: resolveLogo(logoRef(partner.logo), 'partner'),
    link: partner.link,
  }))
  return { year: partners.length > 0 ? edition.year : null, partners }
}
