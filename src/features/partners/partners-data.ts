// Build time only: the partners block (used by /parceiros and /timeline).
import type { Content } from '../../content/load-content'
import { resolveLogo } from '../../images/resolve-image'
import { logoRef } from '../../images/variants'
import type { PartnerView } from './partners-carousel'
import { latestEditionWith } from '../programme/programme-data'

/** Partners of the current edition, or of the latest earlier edition that lists some (docs/decisions). */
export function partnersView(content: Content): { year: string | null; partners: PartnerView[] } {
  const edition = latestEditionWith(content, (e) => e.partners?.partners)
  if (!edition) return { year: null, partners: [] }
  const partners = (edition.partners?.partners ?? []).map((partner) => ({
    id: partner.id,
    name: partner.name,
    alt: partner.alt,
    logo: resolveLogo(logoRef(partner.logo), 'partner'),
    link: partner.link,
  }))
  return { year: edition.year, partners }
}
