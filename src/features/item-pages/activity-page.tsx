import './item-pages.css'
import type { ActivityLabels } from '../../content/generated/pages'
import { PersonAvatar } from '../../components/person-avatar'
import { type RichBlock, RichText } from '../../components/rich-text'
import { StarButton } from '../event-days/star-button'
import type { LinkedPerson, ActivityPageView } from './item-pages-data'
import { ShareLinks, type ShareTexts } from './share-links'

export interface ActivityPageTexts extends ShareTexts {
  labels: ActivityLabels
  people: string
  photoOf: string
  addToCalendar: string
  backToProgramme: string
  /** The star's label, "… {titulo}" (site.ui.eventDays.star). */
  star: string
}

function Field({ label, blocks, newTab }: { label: string; blocks: readonly RichBlock[] | null; newTab: string }) {
  if (!blocks) return null
  return (
    <section className="item-page__section">
      <h2>{label}</h2>
      <RichText blocks={blocks} newTabHint={newTab} />
    </section>
  )
}

function Person({ person, mark, photoOf }: { person: LinkedPerson; mark: string | null; photoOf: string }) {
  return (
    <li className="item-page__person">
      <PersonAvatar name={person.name} photo={person.photo} size={64} alt={`${photoOf} ${person.name}`} />
      <div>
        <a href={person.href}>{person.name}</a>
        {mark ? <span className="item-page__role"> ({mark})</span> : null}
        {person.affiliation ? <span className="item-page__affiliation">{person.affiliation}</span> : null}
        {person.bio ? <p className="item-page__bio">{person.bio}</p> : null}
      </div>
    </li>
  )
}

// The page of one activity: what, when, where, who, the texts the content has, then the agenda
// file, the way back to the programme and 'Compartilhar'.
export function ActivityPage({ view, url, texts }: { view: ActivityPageView; url: string; texts: ActivityPageTexts }) {
  const { activity } = view
  const when = activity.when
  // A moderator may also be listed among the people: shown once, marked as moderator.
  const presenters = view.people.filter((p) => !view.moderators.some((m) => m.id === p.id))
  return (
    <article className="item-page" data-activity-page={activity.id}>
      <p className="item-page__back">
        <a href={view.programmeHref}>
          ← {texts.backToProgramme} · {view.editionTitle}
        </a>
      </p>
      <p className="item-page__kicker">
        {view.kind} · {view.editionTitle}
      </p>
      <div className="item-page__title-row">
        <h1 className="item-page__title">{view.heading}</h1>
        {view.agendaItem ? (
          <StarButton id={view.agendaItem.id} year={view.year} label={texts.star.replace('{titulo}', view.agendaItem.title)} />
        ) : null}
      </div>
      {when && view.day ? (
        <p className="item-page__when">
          <time dateTime={when.date}>{view.day}</time>
          {', '}
          <time dateTime={when.startsAt}>{when.start}</time>
          {' – '}
          <time dateTime={when.endsAt}>{when.end}</time>
          {when.room ? ` · ${when.room}` : ''}
        </p>
      ) : null}
      {presenters.length + view.moderators.length > 0 ? (
        <section className="item-page__section" aria-labelledby="pessoas-titulo">
          <h2 id="pessoas-titulo">{texts.people}</h2>
          <ul className="item-page__people">
            {presenters.map((person) => (
              <Person key={person.id} person={person} mark={null} photoOf={texts.photoOf} />
            ))}
            {view.moderators.map((person) => (
              <Person key={person.id} person={person} mark={texts.labels.moderator} photoOf={texts.photoOf} />
            ))}
          </ul>
        </section>
      ) : null}
      <Field label={texts.labels.description} blocks={activity.description} newTab={texts.newTab} />
      <Field label={texts.labels.objective} blocks={activity.objective} newTab={texts.newTab} />
      <Field label={texts.labels.justification} blocks={activity.justification} newTab={texts.newTab} />
      <Field label={texts.labels.prerequisites} blocks={activity.prerequisites} newTab={texts.newTab} />
      <Field label={texts.labels.resources} blocks={activity.resources} newTab={texts.newTab} />
      <p className="item-page__links">
        {view.calendarHref ? (
          <a href={view.calendarHref} download={`sercomp-${view.year}-${activity.id}.ics`} type="text/calendar" data-calendar>
            {texts.addToCalendar}
          </a>
        ) : null}
        {view.links.map((link) => (
          <a key={link.url} href={link.url}>
            {link.label}
          </a>
        ))}
        <a href={view.programmeHref}>
          {texts.backToProgramme} · {view.editionTitle}
        </a>
      </p>
      <ShareLinks url={url} title={view.heading} texts={texts} />
    </article>
  )
}
