import './partners-carousel.css'
import type { CarouselOptions } from '../../client/carousel-options'
import type { ResolvedImage } from '../../images/resolve-image'
import { Carousel, type CarouselTexts } from '../../components/carousel'
import { NewTabHint } from '../../components/rich-text'

export interface PartnerView {
  id: string
  name: string
  alt: string
  /** null: a text card with the name is drawn instead of a logo. */
  logo: ResolvedImage | null
  /** null: the card is not a link. */
  link: string | null
}

export interface PartnersTexts extends CarouselTexts {
  newTab: string
}

/** Spec §9: partners, autoplay 3000 ms, clickable dots, 1 slide, 2 from 600 and 800 px, gap 30 px. */
export const partnersCarouselOptions: CarouselOptions = {
  slidesPerView: 1,
  spaceBetween: 30,
  breakpoints: { 600: { slidesPerView: 2, spaceBetween: 30 }, 800: { slidesPerView: 2, spaceBetween: 30 } },
  autoplayMs: 3000,
}

interface Props {
  label: string
  partners: readonly PartnerView[]
  texts: PartnersTexts
}

function PartnerCard({ partner, newTab }: { partner: PartnerView; newTab: string }) {
  const face = partner.logo ? (
    <img
      className="partner__logo"
      src={partner.logo.src}
      srcSet={partner.logo.srcSet ?? undefined}
      sizes="(min-width: 600px) 50vw, 100vw"
      width={partner.logo.width}
      height={partner.logo.height}
      alt={partner.alt}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span className="partner__name">{partner.name}</span>
  )
  if (!partner.link)
    return (
      <div className="partner" data-partner={partner.id}>
        {face}
      </div>
    )
  return (
    <a className="partner" data-partner={partner.id} href={partner.link} target="_blank" rel="noopener noreferrer">
      {face}
      <NewTabHint text={newTab} />
    </a>
  )
}

export function PartnersCarousel({ label, partners, texts }: Props) {
  return (
    <Carousel
      className="partners"
      label={label}
      options={partnersCarouselOptions}
      texts={texts}
      slides={partners.map((partner) => ({ key: partner.id, content: <PartnerCard partner={partner} newTab={texts.newTab} /> }))}
    />
  )
}
