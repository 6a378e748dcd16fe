import '../../components/card.css'
import './committee-grid.css'
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

interface Props {
  label: string
  members: readonly CommitteeMemberView[]
  /** Loading of the first view's images: 'high' when this opens the page (image-loading.ts). */
  firstView?: ImagePriority
  /** How many faces come before this grid on the page (the first view counts them all). */
  offset?: number
}

// Two columns of cards on a 390 px phone, about three rows above the fold.
const FIRST_VIEW = 6

/** Every member at once, a grid of faces (decision 0115: not the spec's carousel). */
export function CommitteeGrid({ label, members, firstView = 'lazy', offset = 0 }: Props) {
  return (
    <ul className="committee" aria-label={label}>
      {members.map((member, index) => (
        <li key={member.id}>
          <figure className="card committee__member" data-member={member.id}>
            <PersonAvatar
              name={member.name}
              photo={member.photo}
              size={AVATAR_SIZE.committee}
              priority={slidePriority(firstView, offset + index, FIRST_VIEW)}
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
        </li>
      ))}
    </ul>
  )
}
