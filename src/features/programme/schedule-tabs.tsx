import '../../components/card.css'
import './schedule-tabs.css'
import type { ReactNode } from 'react'
import { StarButton } from '../../components/star-button'
import { Changing, type TimedText } from '../../components/timed'
import type { DeepReadonly } from '../../content/load-content'
import { cancellationText, type ProgrammeDay } from '../../content/programme'
import { useTexts } from '../../components/ui-texts'
import { AddToCalendarLink } from '../../publishing/calendar-links'
import { activityPath, personPath, roomAnchor } from '../../publishing/item-paths'
import { AVATAR_SIZE } from '../../images/image-rules'
import { PersonAvatar } from '../../components/person-avatar'
import type { PeopleViews } from '../../components/person-view'

interface Props {
  /** The edition's programme, as the content loader resolves it. */
  days: readonly DeepReadonly<ProgrammeDay>[]
  /** Everyone the programme shows (content/programme.ts programmePeople), with their photos. */
  people: PeopleViews
  /** Accessible name of the tab list (the page heading). */
  label: string
  /** Shown on a panel item whose participants are not announced yet (until the edition's end, as the content says). */
  noParticipants?: TimedText
  /** When given, the instant the edition ends: from then on each day's title names its year too. */
  editionEnd?: number
  /** When given, each item links to its own .ics file (written at build time for that edition) and
   * has a 'Minha agenda' star in this edition's list, both until the item ends. */
  year?: string
  /** When given ('Como chegar' is published), each room links to its anchor there. */
  roomsHref?: string | null
  /** Printed at the top of each day's page (the edition's logo and title); hidden on screen. */
  printHeader?: ReactNode
}

// WAI-ARIA tabs, prerendered in their first state (first day shown) so the page does not shift
// when src/client/tabs.ts binds them. Without JavaScript (CSS `scripting: none`) the tab list is
// hidden and every day is shown one after the other, each with its own heading.
export function ScheduleTabs({ days, people, label, noParticipants, editionEnd, year, roomsHref, printHeader }: Props) {
  const texts = useTexts()
  // An item's time and room describe its link and star for screen readers, wherever it stands on the page.
  const ids = (item: { id: string; room: unknown }) => {
    const [when, room] = [`dia-${item.id}-quando`, `dia-${item.id}-local`]
    return { when, room, describedBy: item.room ? `${when} ${room}` : when }
  }
  return (
    <div className={year ? 'schedule schedule--starred' : 'schedule'} data-tabs>
      <div className="schedule__tabs" role="tablist" aria-label={label}>
        {days.map((day, index) => (
          <button
            key={day.date}
            type="button"
            role="tab"
            id={`dia-tab-${index}`}
            aria-controls={`dia-panel-${index}`}
            aria-selected={index === 0 ? 'true' : 'false'}
            tabIndex={index === 0 ? 0 : -1}
            className="schedule__tab"
          >
            {day.tabLabel}
          </button>
        ))}
      </div>
      {days.map((day, index) => (
        <section
          key={day.date}
          className={index === 0 ? 'schedule__day' : 'schedule__day schedule__day--inactive'}
          role="tabpanel"
          id={`dia-panel-${index}`}
          aria-labelledby={`dia-tab-${index}`}
          tabIndex={0}
          data-date={day.date}
          data-starts={day.startsAt}
          data-ends={day.endsAt}
        >
          {printHeader ? <div className="schedule__print-header">{printHeader}</div> : null}
          <h2 className="schedule__day-title named-by-controls">
            {day.label} —{' '}
            {editionEnd === undefined ? (
              day.tabLabel
            ) : (
              <Changing inline text={{ changesAt: editionEnd, before: day.tabLabel, after: day.datedLabel }} />
            )}
          </h2>
          <ol className="plain-list schedule__events">
            {day.items.map((item) => (
              <li
                key={item.id}
                className={item.cancelled ? 'card schedule__event schedule__event--cancelled' : 'card schedule__event'}
                data-event={item.id}
                data-cancelled={item.cancelled ? '' : undefined}
              >
                <p className="schedule__when" id={ids(item).when}>
                  <time className="schedule__time" dateTime={`${day.date}T${item.start}`}>
                    {item.start}
                  </time>
                  {' - '}
                  <time className="schedule__time" dateTime={`${day.date}T${item.end}`}>
                    {item.end}
                  </time>
                  <span className="schedule__period">{item.period}</span>
                </p>
                <div className="schedule__heading-row">
                  <h3 className="schedule__title">
                    {item.activity ? (
                      <a href={activityPath(item.year, item.activity.id)} aria-describedby={ids(item).describedBy}>
                        {item.title}
                      </a>
                    ) : (
                      item.title
                    )}
                  </h3>
                  {/* A cancelled item is nothing to save or add to a calendar. */}
                  {year && !item.cancelled ? (
                    <StarButton id={item.id} year={year} title={item.title} ends={item.endsAt} describedBy={ids(item).describedBy} />
                  ) : null}
                </div>
                {item.cancelled ? <p className="schedule__cancelled">{cancellationText(item.cancelled, texts)}</p> : null}
                {item.room ? (
                  <p className="schedule__room" id={ids(item).room}>
                    {roomsHref ? <a href={`${roomsHref}#${roomAnchor(item.room.id)}`}>{item.room.name}</a> : item.room.name}
                  </p>
                ) : null}
                {item.people.length > 0 ? (
                  <ul className="plain-list schedule__people">
                    {item.people
                      .map((id) => people[id]!)
                      .map((person) => (
                        <li key={person.id} className="schedule__person">
                          <PersonAvatar name={person.name} photo={person.photo} size={AVATAR_SIZE.schedule} />
                          <a href={personPath(person.id)}>{person.name}</a>
                        </li>
                      ))}
                  </ul>
                ) : item.activity?.kind === 'painel' && noParticipants ? (
                  // A panel whose people are not announced yet.
                  <Changing text={noParticipants} draw={(text) => <p className="schedule__no-people">{text}</p>} />
                ) : null}
                {item.parts.length > 0 ? (
                  <ul className="schedule__activities">
                    {item.parts.map(({ activity, room }) => {
                      const names = activity.people.map((id) => people[id]!.name).join(', ')
                      return (
                        <li
                          key={activity.id}
                          className={activity.cancelled ? 'schedule__activity schedule__activity--cancelled' : 'schedule__activity'}
                        >
                          <a href={activityPath(item.year, activity.id)}>{activity.title}</a>
                          {activity.cancelled ? <strong className="schedule__activity-cancelled"> · {texts.cancelled}</strong> : null}
                          {names ? <span className="schedule__activity-people"> — {names}</span> : null}
                          {room ? <span className="schedule__activity-room"> · {room.name}</span> : null}
                        </li>
                      )
                    })}
                  </ul>
                ) : null}
                {item.links.length > 0 ? (
                  <ul className="plain-list schedule__links">
                    {item.links.map((link) => (
                      <li key={link.url}>
                        <a href={link.url}>{link.label}</a>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {year && !item.cancelled ? (
                  <AddToCalendarLink year={year} itemId={item.id} itemTitle={item.title} ends={item.endsAt} />
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  )
}
