import './committee-carousel.css'
import type { CarouselOptions } from '../../client/carousel-options'
import { Carousel, type CarouselTexts } from '../../components/carousel'
import { AVATAR_SIZE } from '../../images/image-rules'
import type { PhotoSet } from '../../images/resolve-image'
import { slidePriority, type ImagePriority } from '../../components/image-loading'
import { PersonAvatar } from '../../components/person-avatar'

export interface CommitteeMemberView {
  id: string
  name: string
  /** Area or role; null shows the name only. */
  area: string | null
  photo: PhotoSet | null
  /** The person's page, when the name links to it. */
  href?: string | null
}

interface CommitteeCarouselTexts extends CarouselTexts {
  photoOf: string
}

/** Spec §9: committee carousel, autoplay 2 s; 2 slides at 450 px, 4 at 800 px. */
const committeeCarouselOptions: CarouselOptions = {
  slidesPerView: 1,
  spaceBetween: 16,
  breakpoints: { 450: { slidesPerView: 2 }, 800: { slidesPerView: 4, spaceBetween: 20 } },
  autoplayMs: 2000,
  navigation: true,
}

interface Props {
  label: string
  members: readonly CommitteeMemberView[]
  texts: CommitteeCarouselTexts
  /** Loading of the first view's images: 'high' when this opens the page (image-loading.ts). */
  firstView?: ImagePriority
}

export function CommitteeCarousel({ label, members, texts, firstView = 'lazy' }: Props) {
  return (
    <Carousel
      className="committee"
      label={label}
      options={committeeCarouselOptions}
      texts={texts}
      slides={members.map((member, index) => ({
        key: member.id,
        content: (
          <figure className="committee__member" data-member={member.id}>
            <PersonAvatar
              name={member.name}
              photo={member.photo}
              size={AVATAR_SIZE.committee}
              alt={`${texts.photoOf} ${member.name}`}
              priority={slidePriority(firstView, index, 4)}
            />
            <figcaption>
              {member.href ? (
                <a className="committee__name" href={member.href}>
                  {member.name}
                </a>
              ) : (
                <span className="committee__name">{member.name}</span>
              )}
              {member.area ? <span className="committee__area">{member.area}</span> : null}
            </figcaption>
          </figure>
        ),
      }))}
    />
  )
}
