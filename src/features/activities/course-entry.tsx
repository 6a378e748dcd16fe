import './course-entry.css'
import type { ActivityLabels } from '../../content/generated/pages'
import { AVATAR_SIZE } from '../../images/image-rules'
import { PersonAvatar } from '../../components/person-avatar'
import type { ActivityView } from '../programme/programme-data'
import { type RichBlock, RichText } from '../../components/rich-text'

export interface CourseEntryTexts {
  labels: ActivityLabels
  readMore: string
  readLess: string
  photoOf: string
  newTab: string
}

interface Props {
  activity: ActivityView
  texts: CourseEntryTexts
  /** Talks show the speakers' short bios. */
  showBios?: boolean
}

function Field({ label, blocks, newTab }: { label: string; blocks: readonly RichBlock[] | null; newTab: string }) {
  if (!blocks) return null
  return (
    <div className="course__field">
      <h4 className="course__label">{label}</h4>
      <RichText blocks={blocks} newTabHint={newTab} />
    </div>
  )
}

// One talk, panel, round table, mini-course, workshop or oficina of an edition page. The
// objective is always shown; the longer texts open in a native <details> (no JavaScript).
export function CourseEntry({ activity, texts, showBios = false }: Props) {
  const { labels } = texts
  const presenters = activity.people.filter((person) => !activity.moderators.some((m) => m.id === person.id))
  const hasDetail = Boolean(activity.description || activity.justification || activity.prerequisites || activity.resources)
  return (
    <article className="course" id={activity.id} data-activity={activity.id}>
      <header className="course__header">
        {activity.code || activity.label ? <p className="course__code">{activity.code ?? activity.label}</p> : null}
        <h3 className="course__title">
          <a className="course__link" href={activity.href}>
            {activity.title}
          </a>
        </h3>
        {activity.when ? (
          <p className="course__when">
            <time dateTime={`${activity.when.date}T${activity.when.start}`}>{activity.when.start}</time>
            {' - '}
            <time dateTime={`${activity.when.date}T${activity.when.end}`}>{activity.when.end}</time>
            {activity.when.room ? ` · ${activity.when.room}` : ''}
          </p>
        ) : null}
      </header>
      {presenters.length > 0 ? (
        <ul className="course__people">
          {presenters.map((person) => (
            <li key={person.id} className="course__person">
              <PersonAvatar name={person.name} photo={person.photo} size={AVATAR_SIZE.course} alt={`${texts.photoOf} ${person.name}`} />
              <div>
                <a className="course__person-name course__link" href={person.href}>
                  {person.name}
                </a>
                {showBios && person.bio ? <p className="course__bio">{person.bio}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {activity.moderators.length > 0 ? (
        <p className="course__moderators">
          <strong>{labels.moderator}:</strong>{' '}
          {activity.moderators.map((m, index) => (
            <span key={m.id}>
              {index > 0 ? ', ' : ''}
              <a className="course__link" href={m.href}>
                {m.name}
              </a>
            </span>
          ))}
        </p>
      ) : null}
      <Field label={labels.objective} blocks={activity.objective} newTab={texts.newTab} />
      {hasDetail ? (
        <details className="course__more">
          <summary className="course__toggle">
            <span className="course__read-more">{texts.readMore}</span>
            <span className="course__read-less">{texts.readLess}</span>
          </summary>
          <Field label={labels.description} blocks={activity.description} newTab={texts.newTab} />
          <Field label={labels.justification} blocks={activity.justification} newTab={texts.newTab} />
          <Field label={labels.prerequisites} blocks={activity.prerequisites} newTab={texts.newTab} />
          <Field label={labels.resources} blocks={activity.resources} newTab={texts.newTab} />
        </details>
      ) : null}
    </article>
  )
}
