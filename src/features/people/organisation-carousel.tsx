import './organisation-carousel.css'
import type { CarouselOptions } from '../../client/carousel-options'
import { Carousel } from '../../components/carousel'
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

/** The organisers, each with their role (`area`), on the home below its first view: every photo lazy (image-loading.ts). */
export function OrganisationCarousel({ heading, members }: { heading: string; members: readonly CommitteeMemberView[] }) {
  return (
    <section className="organisation" aria-labelledby="organizacao-titulo">
      <h2 id="organizacao-titulo">{heading}</h2>
      <Carousel
        label={heading}
        options={organisationCarouselOptions}
        slides={members.map((member) => ({
          key: member.id,
          content: <MemberCard member={member} priority="lazy" size={AVATAR_SIZE.organisation} />,
        }))}
      />
    </section>
  )
}
