import './organisation-carousel.css'
import type { CarouselOptions } from '../../client/carousel-options'
import { Carousel } from '../../components/carousel'
import { slidePriority, type ImagePriority } from '../../components/image-loading'
import { AVATAR_SIZE } from '../../images/image-rules'
import { MemberCard, type CommitteeMemberView } from './committee-grid'

// Spec §9: organisation carousel, 1 slide, 2 from 600 px, autoplay 3000 ms.
const organisationCarouselOptions: CarouselOptions = {
  slidesPerView: 1,
  spaceBetween: 16,
  breakpoints: { 600: { slidesPerView: 2, spaceBetween: 24 } },
  autoplayMs: 3000,
  navigation: true,
}

/** The organisers, each with their role (`area`); `firstView` 'high' when it opens the page (image-loading.ts). */
export function OrganisationCarousel(props: { heading: string; members: readonly CommitteeMemberView[]; firstView?: ImagePriority }) {
  const { heading, members, firstView = 'lazy' } = props
  return (
    <section className="organisation" aria-labelledby="organizacao-titulo">
      <h2 id="organizacao-titulo">{heading}</h2>
      <Carousel
        label={heading}
        options={organisationCarouselOptions}
        slides={members.map((member, index) => ({
          key: member.id,
          content: <MemberCard member={member} priority={slidePriority(firstView, index, 2)} size={AVATAR_SIZE.organisation} />,
        }))}
      />
    </section>
  )
}
