import '../../components/card.css'
import './committee-grid.css'
import { AVATAR_SIZE } from '../../images/image-rules'
import type { PhotoSet } from '../../images/resolve-image'
import { slidePriority, type ImagePriority } from '../../components/image-loading'
import { PersonAvatar } from '../../components/person-avatar'

/** A person on a card: `area` (or role) under the name, none when null; `href`, the person's page the name links to. */
export interface CommitteeMemberView {
  id: string
  name: string
  area: string | null
  photo: PhotoSet | null
  href: string
}

/** One member's card, in the grid or the home's carousel; `size`, its avatar's (AVATAR_SIZE). */
export function MemberCard(props: { member: CommitteeMemberView; priority: ImagePriority; size?: number }) {
  const { member, priority, size = AVATAR_SIZE.committee } = props
  return (
    <figure className="card committee__member">
      <PersonAvatar name={member.name} photo={member.photo} size={size} priority={priority} />
      <figcaption>
        <a className="committee__name" href={member.href}>
          {member.name}
        </a>
        {member.area ? <span className="committee__area">{member.area}</span> : null}
      </figcaption>
    </figure>
  )
}

// Two columns of cards on a 390 px phone, about three rows above the fold.
const FIRST_VIEW = 6

// Every member at once, a grid of faces (decision 0115: not the spec's carousel); `firstView` 'high' when it opens the page,
// `offset` the faces before it on the page (image-loading.ts).
type GridProps = { label: string; members: readonly CommitteeMemberView[]; firstView?: ImagePriority; offset?: number }

export function CommitteeGrid({ label, members, firstView = 'lazy', offset = 0 }: GridProps) {
  return (
    <ul className="plain-list card-grid committee" aria-label={label}>
      {members.map((member, index) => (
        <li key={member.id}>
          <MemberCard member={member} priority={slidePriority(firstView, offset + index, FIRST_VIEW)} />
        </li>
      ))}
    </ul>
  )
}
