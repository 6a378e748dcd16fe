import './item-pages.css'
import type { ActivityLabels } from '../../content/generated/pages'
import { PageHeader } from '../../components/page-header'
import { PersonAvatar } from '../../components/person-avatar'
import { RichText } from '../../components/rich-text'
import { StarButton } from '../../components/star-button'
import { Offered } from '../../components/offered'
import { offerEnds } from '../../client/offers'
import type { LinkedPerson, ActivityPageView } from './item-pages-data'
import { ShareLinks } from './share-links'
import { useTexts } from '../../components/ui-texts'
import { itemCalendarPath } from '../../publishing/export-paths'
import { personPath } from '../../publishing/item-paths'
import { cancellationText } from '../../content/programme'

const FIELDS = ['description', 'objective', 'justification', 'prerequisites', 'resources'] as const

function Person({ person, mark }: { person: LinkedPerson; mark: string | null }) {
  return (
    <li className="item-page__person">
      <PersonAvatar name={person.name} photo={person.photo} size={64} />
      <div>
        <a href={personPath(person.id)}>{person.name}</a>
        {mark ? <span className="item-page__role"> ({mark})</span> : null}
        {person.affiliation ? <span className="item-page__affiliation">{person.affiliation}</span> : null}
        {person.bio ? <p className="item-page__bio">{person.bio}</p> : null}
      </div>
    </li>
  )
}

// What, when, where, who, the activity's texts, then the agenda file, the way back to the programme and 'Compartilhar'.
export function ActivityPage({ view, url, labels }: { view: ActivityPageView; url: string; labels: ActivityLabels }) {
  const texts = useTexts()
  const { activity, item } = view
  const when = activity.when
  const cancelled = item?.cancelled ?? activity.cancelled
  return (
    <article data-activity-page={activity.id}>
      <PageHeader title={view.heading} lead={`${view.kind} · ${view.editionTitle}`} />
      <div className="item-page reading-column">
        <p className="item-page__back">
          <a href={view.programmeHref}>
            ← {texts.backToProgramme} · {view.editionTitle}
          </a>
        </p>
        <div className="item-page__when-row">
          {when && view.day ? (
            <p className={cancelled ? 'item-page__when item-page__when--cancelled' : 'item-page__when'}>
              <time dateTime={when.date}>{view.day}</time>
              {', '}
              <time dateTime={when.startsAt}>{when.start}</time>
              {' – '}
              <time dateTime={when.endsAt}>{when.end}</time>
              {when.room ? ` · ${when.room.name}` : ''}
            </p>
          ) : null}
          {view.agendaItem ? (
            <StarButton
              id={view.agendaItem.id}
              year={view.year}
              title={view.agendaItem.title}
              ends={view.agendaItem.endsAt}
              seen={view.agendaItem.seen}
            />
          ) : null}
        </div>
        {cancelled ? <p className="item-page__cancelled">{cancellationText(cancelled, texts)}</p> : null}
        {view.people.length + view.moderators.length > 0 ? (
          <section className="item-page__section" aria-labelledby="pessoas-titulo">
            <h2 id="pessoas-titulo">{texts.people}</h2>
            <ul className="plain-list item-page__people">
              {view.people.map((person) => (
                <Person key={person.id} person={person} mark={null} />
              ))}
              {view.moderators.map((person) => (
                <Person key={person.id} person={person} mark={texts.roles.moderator} />
              ))}
            </ul>
          </section>
        ) : null}
        {FIELDS.map((field) => {
          const blocks = activity[field]
          return blocks ? (
            <section key={field} className="item-page__section">
              <h2>{labels[field]}</h2>
              <RichText blocks={blocks} />
            </section>
          ) : null
        })}
        <p className="item-page__links">
          {item && !cancelled ? (
            <Offered ends={item.endsAt}>
              <a
                href={itemCalendarPath(view.year, item.id)}
                download={`sercomp-${view.year}-${activity.id}.ics`}
                type="text/calendar"
                data-calendar
                {...offerEnds(item.endsAt)}
              >
                {texts.addToCalendar}
              </a>
            </Offered>
          ) : null}
          {item?.links.map((link) => (
            <a key={link.url} href={link.url}>
              {link.label}
            </a>
          ))}
          <a href={view.programmeHref}>
            {texts.backToProgramme} · {view.editionTitle}
          </a>
        </p>
        <ShareLinks url={url} title={view.heading} />
      </div>
    </article>
  )
}
