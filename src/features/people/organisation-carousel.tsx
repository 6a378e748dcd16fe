import './organisation-carousel.css'
import type { CarouselOptions } from '../../client/carousel-options'
import { Carousel, type CarouselTexts } from '../../components/carousel'
import { PersonAvatar } from '../../components/person-avatar'

export interface OrganisationMember {
  id: string
  name: string
  role: string
  /** Public URL of the photo, or null (initials are drawn). */
  photo: string | null
}

export interface OrganisationCarouselTexts extends CarouselTexts {
  /** Prefix of the photo's alt text (e.g. "Foto de"). */
  photoOf: string
}

interface Props {
  heading: string
  members: readonly OrganisationMember[]
  texts: OrganisationCarouselTexts
}

// Spec §9: organisation carousel, 1 slide, 2 from 600 px, autoplay 3000 ms.
export const organisationCarouselOptions: CarouselOptions = {
  slidesPerView: 1,
  spaceBetween: 16,
  breakpoints: { 600: { slidesPerView: 2, spaceBetween: 24 } },
  autoplayMs: 3000,
  navigation: true,
}

export function OrganisationCarousel({ heading, members, texts }: Props) {
  const headingId = 'organizacao-titulo'
  return (
    <section className="organisation" aria-labelledby={headingId}>
      <h2 className="organisation__heading" id={headingId}>
        {heading}
      </h2>
      <Carousel
        label={heading}
        options={organisationCarouselOptions}
        texts={texts}
        slides={members.map((member) => ({
          key: member.id,
          content: (
            <figure className="organisation__member">
              <PersonAvatar name={member.name} photo={member.photo} size={120} alt={`${texts.photoOf} ${member.name}`} />
              <figcaption>
                <span className="organisation__name">{member.name}</span>
                <span className="organisation__role">{member.role}</span>
              </figcaption>
            </figure>
          ),
        }))}
      />
    </section>
  )
}
