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
  href?: string | null
}

/** One member's card, in the grid (`committee`) or the home's carousel (`organisation`): the block names its classes. */
export function MemberCard(props: { block: 'committee' | 'organisation'; member: CommitteeMemberView; priority: ImagePriority }) {
  const { block, member, priority } = props
  const name = `${block}__name`
  return (
    <figure className={`card ${block}__member`}>
      <PersonAvatar name={member.name} photo={member.photo} size={AVATAR_SIZE[block]} priority={priority} />
      <figcaption>
        {member.href ? (
          <a className={name} href={member.href}>
            {member.name}
          </a>
        ) : (
          <span className={name}>{member.name}</span>
        )}
        {member.area ? <span className={`${block}__area`}>{member.area}</span> : null}
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
    <ul className="plain-list committee" aria-label={label}>
      {members.map((member, index) => (
        <li key={member.id}>
          <MemberCard block="committee" member={member} priority={slidePriority(firstView, offset + index, FIRST_VIEW)} />
        </li>
      ))}
    </ul>
  )
}
