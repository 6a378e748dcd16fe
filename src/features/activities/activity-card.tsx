import './activity-card.css'
import { Carousel } from '../../components/carousel'
import { CssTooltip } from '../../components/css-tooltip'
import { AVATAR_SIZE } from '../../images/image-rules'
import type { ImagePriority } from '../../components/image-loading'
import { PersonAvatar } from '../../components/person-avatar'
import type { ActivityView } from '../programme/programme-data'
import { RichText } from '../../components/rich-text'
import { useTexts } from '../../components/ui-texts'

/** Spec §9: speaker photos change every 2.5 s, only when there is more than one. */
export const SPEAKER_AUTOPLAY_MS = 2500

interface Props {
  activity: ActivityView
  /** Loading of the first speaker's photo (the others in the card wait: lazy). */
  priority?: ImagePriority
}

export function ActivityCard({ activity, priority = 'lazy' }: Props) {
  const texts = useTexts()
  const names = activity.people.map((person) => person.name).join(', ')
  const photo = (person: ActivityView['people'][number], index: number) => (
    <PersonAvatar name={person.name} photo={person.photo} size={AVATAR_SIZE.activity} priority={index === 0 ? priority : 'lazy'} />
  )
  return (
    <article className="activity-card" id={activity.id} data-activity={activity.id}>
      <div className="activity-card__speakers">
        {activity.people.length > 1 ? (
          <Carousel
            className="carousel--compact"
            label={names}
            options={{ slidesPerView: 1, autoplayMs: SPEAKER_AUTOPLAY_MS, nested: true }}
            slides={activity.people.map((person, index) => ({ key: person.id, content: photo(person, index) }))}
          />
        ) : activity.people[0] ? (
          photo(activity.people[0], 0)
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
      {activity.summary ? <p className="activity-card__summary">{activity.summary}</p> : null}
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
      <a className="activity-card__link" href={activity.href} aria-label={`${texts.activityPage}: ${activity.title}`}>
        {texts.activityPage}
      </a>
    </article>
  )
}
