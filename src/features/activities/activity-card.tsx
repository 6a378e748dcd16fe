import './activity-card.css'
import { Carousel } from '../../components/carousel'
import { CssTooltip } from '../../components/css-tooltip'
import { AVATAR_SIZE } from '../../images/image-rules'
import type { ImagePriority } from '../../components/image-loading'
import { PersonAvatar } from '../../components/person-avatar'
import type { PersonView } from '../../components/person-view'
import { RichText } from '../../components/rich-text'
import { useTexts } from '../../components/ui-texts'
import type { DeepReadonly } from '../../content/load-content'
import { activitySummary } from '../../content/plain-text'
import type { ResolvedActivity } from '../../content/programme'
import { activityPath } from '../../publishing/item-paths'

/** Spec §9: speaker photos change every 2.5 s, only when there is more than one. */
export const SPEAKER_AUTOPLAY_MS = 2500

interface Props {
  activity: DeepReadonly<ResolvedActivity>
  /** The edition the activity is of (its page's address). */
  year: string
  /** The activity's people, with their photos. */
  people: readonly PersonView[]
  /** Loading of the first speaker's photo (the others in the card wait: lazy). */
  priority?: ImagePriority
}

export function ActivityCard({ activity, year, people, priority = 'lazy' }: Props) {
  const texts = useTexts()
  const names = people.map((person) => person.name).join(', ')
  const summary = activitySummary(activity)
  const photo = (person: PersonView, index: number) => (
    <PersonAvatar name={person.name} photo={person.photo} size={AVATAR_SIZE.activity} priority={index === 0 ? priority : 'lazy'} />
  )
  return (
    <article className="activity-card" id={activity.id} data-activity={activity.id}>
      <div className="activity-card__speakers">
        {people.length > 1 ? (
          <Carousel
            className="carousel--compact"
            label={names}
            options={{ slidesPerView: 1, autoplayMs: SPEAKER_AUTOPLAY_MS, nested: true }}
            slides={people.map((person, index) => ({ key: person.id, content: photo(person, index) }))}
          />
        ) : people[0] ? (
          photo(people[0], 0)
        ) : null}
      </div>
      <CssTooltip as="h3" className="activity-card__title" text={activity.title}>
        <span className="activity-card__title-text">{activity.title}</span>
      </CssTooltip>
      {names ? (
        <CssTooltip as="p" className="activity-card__speaker" text={names}>
          <span className="activity-card__speaker-text">{names}</span>
        </CssTooltip>
      ) : null}
      {summary ? <p className="activity-card__summary">{summary}</p> : null}
      {activity.description ? (
        <details className="activity-card__more">
          <summary className="activity-card__toggle">
            <span className="activity-card__read-more">{texts.readMore}</span>
            <span className="activity-card__read-less">{texts.readLess}</span>
          </summary>
          <div className="activity-card__description">
            <RichText blocks={activity.description} />
          </div>
        </details>
      ) : null}
      {/* Its own link, not the title: a tap on the title shows its tooltip (spec §9). */}
      <a className="activity-card__link" href={activityPath(year, activity.id)} aria-label={`${texts.activityPage}: ${activity.title}`}>
        {texts.activityPage}
      </a>
    </article>
  )
}
