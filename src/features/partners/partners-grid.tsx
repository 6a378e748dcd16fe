import '../../components/card.css'
import './partners-grid.css'
import type { LogoImage as Logo } from '../../images/resolve-image'
import { slidePriority, type ImagePriority } from '../../components/image-loading'
import { LogoImage } from '../../components/logo-image'
import { NewTabHint } from '../../components/new-tab-hint'

export interface PartnerView {
  id: string
  name: string
  alt: string
  /** null: a text card with the name is drawn instead of a logo. */
  logo: Logo | null
  /** null: the card is not a link. */
  link: string | null
}

interface Props {
  label: string
  partners: readonly PartnerView[]
  /** Loading of the first view's images: 'high' when this opens the page (image-loading.ts). */
  firstView?: ImagePriority
}

// Two columns of logo boxes on a 390 px phone: four rows show above the fold under the page
// header, in Poppins or in its metric-matched fallback alike (decision 0173), a fifth in part on a taller
// phone. Ten eager logos cover both; the images test allows at most three eager logos below the fold.
const FIRST_VIEW = 10

function PartnerCard({ partner, priority }: { partner: PartnerView; priority: ImagePriority }) {
  // The logo box is fixed (LOGO_BOX.partner) and its versions are that box at 1x-3x; a narrower
  // card shrinks the box's width and the logo stays whole inside it (logo-image.css).
  const face = partner.logo ? (
    <LogoImage className="partner__logo" logo={partner.logo} alt={partner.alt} priority={priority} />
  ) : (
    <span className="partner__name">{partner.name}</span>
  )
  const className = partner.logo?.dark ? 'card partner partner--dark' : 'card partner'
  if (!partner.link)
    return (
      <div className={className} data-partner={partner.id}>
        {face}
      </div>
    )
  return (
    <a className={className} data-partner={partner.id} href={partner.link} target="_blank" rel="noopener noreferrer">
      {face}
      <NewTabHint />
    </a>
  )
}

/** Every partner at once, a grid of boxed logos (decision 0115: not the spec's carousel). */
export function PartnersGrid({ label, partners, firstView = 'lazy' }: Props) {
  return (
    <ul className="partners" aria-label={label}>
      {partners.map((partner, index) => (
        <li key={partner.id}>
          <PartnerCard partner={partner} priority={slidePriority(firstView, index, FIRST_VIEW)} />
        </li>
      ))}
    </ul>
  )
}
