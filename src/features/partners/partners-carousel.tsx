import './partners-carousel.css'
import type { CarouselOptions } from '../../client/carousel-options'
import type { LogoImage as Logo } from '../../images/resolve-image'
import { slidePriority, type ImagePriority } from '../../components/image-loading'
import { LogoImage } from '../../components/logo-image'
import { Carousel, type CarouselTexts } from '../../components/carousel'
import { NewTabHint } from '../../components/rich-text'

export interface PartnerView {
  id: string
  name: string
  alt: string
  /** null: a text card with the name is drawn instead of a logo. */
  logo: Logo | null
  /** null: the card is not a link. */
  link: string | null
}

interface PartnersTexts extends CarouselTexts {
  newTab: string
}

const MAX_PER_VIEW = 2

/** Spec §9: partners, autoplay 3000 ms, clickable dots, 1 slide, 2 from 600 and 800 px, gap 30 px. */
const partnersCarouselOptions: CarouselOptions = {
  slidesPerView: 1,
  spaceBetween: 30,
  breakpoints: { 600: { slidesPerView: 2, spaceBetween: 30 }, 800: { slidesPerView: 2, spaceBetween: 30 } },
  autoplayMs: 3000,
}

interface Props {
  label: string
  partners: readonly PartnerView[]
  texts: PartnersTexts
  /** Loading of the first view's images: 'high' when this opens the page (image-loading.ts). */
  firstView?: ImagePriority
}

function PartnerCard({ partner, newTab, priority }: { partner: PartnerView; newTab: string; priority: ImagePriority }) {
  // The logo box is fixed (LOGO_BOX.partner) and its versions are that box at 1x-3x, so the
  // density descriptors fetch exactly what the box shows; no `sizes` guess is needed.
  const face = partner.logo ? (
    <LogoImage className="partner__logo" logo={partner.logo} alt={partner.alt} priority={priority} />
  ) : (
    <span className="partner__name">{partner.name}</span>
  )
  const className = partner.logo?.dark ? 'partner partner--dark' : 'partner'
  if (!partner.link)
    return (
      <div className={className} data-partner={partner.id}>
        {face}
      </div>
    )
  return (
    <a className={className} data-partner={partner.id} href={partner.link} target="_blank" rel="noopener noreferrer">
      {face}
      <NewTabHint text={newTab} />
    </a>
  )
}

export function PartnersCarousel({ label, partners, texts, firstView = 'lazy' }: Props) {
  return (
    <Carousel
      className="partners"
      label={label}
      options={partnersCarouselOptions}
      texts={texts}
      slides={partners.map((partner, index) => ({
        key: partner.id,
        content: <PartnerCard partner={partner} newTab={texts.newTab} priority={slidePriority(firstView, index, MAX_PER_VIEW)} />,
      }))}
    />
  )
}
