import '../../components/card.css'
import '../../components/button.css'
import './activity-card.css'
import { AVATAR_SIZE } from '../../images/image-rules'
import type { ImagePriority } from '../../components/image-loading'
import { PersonAvatar } from '../../components/person-avatar'
import type { PersonView } from '../../components/person-view'
import { RichText } from '../../components/rich-text'
import { useTexts } from '../../components/ui-texts'
import type { DeepReadonly } from '../../content/load-content'
import type { ResolvedActivity } from '../../content/programme'
import { activityPath } from '../../publishing/item-paths'

type Props = { activity: DeepReadonly<ResolvedActivity>; year: string; people: readonly PersonView[]; priority?: ImagePriority }

// One activity in the grid: every face at once, the title and names whole, 'Ler mais...' for the description; with
// `priority` 'high', the first photo takes it and the others are 'eager'.
export function ActivityCard({ activity, year, people, priority = 'lazy' }: Props) {
  const texts = useTexts()
  const names = people
    .map((person) => (activity.moderators.includes(person.id) ? `${person.name} (${texts.roles.moderator})` : person.name))
    .join(', ')
  const size = people.length > 1 ? AVATAR_SIZE.activityGroup : AVATAR_SIZE.activity
  return (
    <article className="card activity-card" id={activity.id} data-activity={activity.id}>
      {people.length > 0 ? (
        <div className="activity-card__faces">
          {people.map((person, index) => (
            <PersonAvatar
              key={person.id}
              name={person.name}
              photo={person.photo}
              size={size}
              priority={index > 0 && priority === 'high' ? 'eager' : priority}
            />
          ))}
        </div>
      ) : null}
      <h3 className="activity-card__title">
        {activity.label ? <span className="activity-card__label">{activity.label}</span> : null}
        {activity.title}
      </h3>
      {names ? <p className="activity-card__people">{names}</p> : null}
      <div className="activity-card__actions">
        {activity.description ? (
          <details className="activity-card__more">
            <summary className="button button--secondary activity-card__toggle">
              <span className="activity-card__read-more">{texts.readMore}</span>
              <span className="activity-card__read-less">{texts.readLess}</span>
            </summary>
            <div className="activity-card__description">
              <RichText blocks={activity.description} />
            </div>
          </details>
        ) : null}
        <a className="activity-card__link" href={activityPath(year, activity.id)} aria-label={`${texts.activityPage}: ${activity.title}`}>
          {texts.activityPage}
        </a>
      </div>
    </article>
  )
}
