import '../../components/card.css'
import './organisation-carousel.css'
import type { CarouselOptions } from '../../client/carousel-options'
import { Carousel } from '../../components/carousel'
import { AVATAR_SIZE } from '../../images/image-rules'
import type { PhotoSet } from '../../images/resolve-image'
import { slidePriority, type ImagePriority } from '../../components/image-loading'
import { PersonAvatar } from '../../components/person-avatar'

export interface OrganisationMember {
  id: string
  name: string
  role: string
  /** The photo's square versions, or null (initials are drawn). */
  photo: PhotoSet | null
  /** The person's page, when the name links to it. */
  href?: string | null
}

interface Props {
  heading: string
  members: readonly OrganisationMember[]
  /** Loading of the first view's images: 'high' when this opens the page (image-loading.ts). */
  firstView?: ImagePriority
}

// Spec §9: organisation carousel, 1 slide, 2 from 600 px, autoplay 3000 ms.
const organisationCarouselOptions: CarouselOptions = {
  slidesPerView: 1,
  spaceBetween: 16,
  breakpoints: { 600: { slidesPerView: 2, spaceBetween: 24 } },
  autoplayMs: 3000,
  navigation: true,
}

export function OrganisationCarousel({ heading, members, firstView = 'lazy' }: Props) {
  const headingId = 'organizacao-titulo'
  return (
    <section className="organisation" aria-labelledby={headingId}>
      <h2 className="organisation__heading" id={headingId}>
        {heading}
      </h2>
      <Carousel
        label={heading}
        options={organisationCarouselOptions}
        slides={members.map((member, index) => ({
          key: member.id,
          content: (
            <figure className="card organisation__member">
              <PersonAvatar
                name={member.name}
                photo={member.photo}
                size={AVATAR_SIZE.organisation}
                priority={slidePriority(firstView, index, 2)}
              />
              <figcaption>
                {member.href ? (
                  <a className="organisation__name" href={member.href}>
                    {member.name}
                  </a>
                ) : (
                  <span className="organisation__name">{member.name}</span>
                )}
                <span className="organisation__role">{member.role}</span>
              </figcaption>
            </figure>
          ),
        }))}
      />
    </section>
  )
}
