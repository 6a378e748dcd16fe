import '../../components/card.css'
import './partners-grid.css'
import { slidePriority, type ImagePriority } from '../../components/image-loading'
import { LogoImage } from '../../components/logo-image'
import { NewTabHint } from '../../components/new-tab-hint'
import type { partnerViews } from './partners-data'

type PartnerView = ReturnType<typeof partnerViews>[number]

// Four rows of two logo boxes above the fold on a 390 px phone, a fifth in part on a taller one (decision 0173): ten eager
// logos cover both; the images test allows at most three eager logos below the fold.
const FIRST_VIEW = 10

// A partner: without a logo, a text card with the name; without a link, not a link.
function PartnerCard({ partner, priority }: { partner: PartnerView; priority: ImagePriority }) {
  // The logo box is fixed (LOGO_BOX.partner): a narrower card shrinks it and the logo stays whole inside (logo-image.css).
  const face = partner.logo ? (
    <LogoImage className="partner__logo" logo={partner.logo} alt={partner.alt} priority={priority} />
  ) : (
    <span className="partner__name">{partner.name}</span>
  )
  const link = partner.link ? { href: partner.link, target: '_blank', rel: 'noopener noreferrer' } : null
  const Box = link ? 'a' : 'div'
  return (
    <Box className={partner.logo?.dark ? 'card partner partner--dark' : 'card partner'} data-partner={partner.id} {...link}>
      {face}
      {link ? <NewTabHint /> : null}
    </Box>
  )
}

/** Every partner at once, a grid of boxed logos (decision 0115: not the spec's carousel); `firstView` as image-loading.ts says. */
export function PartnersGrid(props: { label: string; partners: readonly PartnerView[]; firstView?: ImagePriority }) {
  const { label, partners, firstView = 'lazy' } = props
  return (
    <ul className="plain-list card-grid partners" aria-label={label}>
      {partners.map((partner, index) => (
        <li key={partner.id}>
          <PartnerCard partner={partner} priority={slidePriority(firstView, index, FIRST_VIEW)} />
        </li>
      ))}
    </ul>
  )
}
