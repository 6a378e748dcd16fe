import './schedule-tabs.css'
import type { ReactNode } from 'react'
import { StarButton } from '../event-days/star-button'
import { AddToCalendarLink } from '../../publishing/calendar-links'
import type { ScheduleDayView } from './programme-data'
import { roomAnchor } from '../venue/venue-page-data'
import { AVATAR_SIZE } from '../../images/image-rules'
import { PersonAvatar } from '../../components/person-avatar'

interface Props {
  /** Prefix for element ids, unique on the page. */
  idPrefix: string
  days: readonly ScheduleDayView[]
  /** Accessible name of the tab list (the page heading). */
  label: string
  /** Shown on a panel item whose participants are not announced yet. */
  noParticipants?: string
  /** Heading level of the day titles inside the panels. */
  level?: 2 | 3
  /** When given, each item links to its own .ics file (written at build time for that edition) and
   * has a 'Minha agenda' star in this edition's list. */
  year?: string
  /** When given ('Como chegar' is published), each room links to its anchor there. */
  roomsHref?: string | null
  /** Printed at the top of each day's page (the edition's logo and title); hidden on screen. */
  printHeader?: ReactNode
}

// WAI-ARIA tabs, prerendered in their first state (first day shown) so the page does not shift
// when src/client/tabs.ts binds them. Without JavaScript (CSS `scripting: none`) the tab list is
// hidden and every day is shown one after the other, each with its own heading.
export function ScheduleTabs({ idPrefix, days, label, noParticipants, level = 2, year, roomsHref, printHeader }: Props) {
  const DayHeading = level === 2 ? 'h2' : 'h3'
  const ItemHeading = level === 2 ? 'h3' : 'h4'
  return (
    <div className={year ? 'schedule schedule--starred' : 'schedule'} data-tabs>
      <div className="schedule__tabs" role="tablist" aria-label={label}>
        {days.map((day, index) => (
          <button
            key={day.date}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${index}`}
            aria-controls={`${idPrefix}-panel-${index}`}
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
          id={`${idPrefix}-panel-${index}`}
          aria-labelledby={`${idPrefix}-tab-${index}`}
          tabIndex={0}
          data-date={day.date}
        >
          {printHeader ? <div className="schedule__print-header">{printHeader}</div> : null}
          <DayHeading className="schedule__day-title">
            {day.label} — {day.tabLabel}
          </DayHeading>
          <ol className="schedule__events">
            {day.events.map((event) => (
              <li key={event.id} className="schedule__event" data-event={event.id}>
                <p className="schedule__when">
                  <time className="schedule__time" dateTime={`${day.date}T${event.start}`}>
                    {event.start}
                  </time>
                  {' - '}
                  <time className="schedule__time" dateTime={`${day.date}T${event.end}`}>
                    {event.end}
                  </time>
                  <span className="schedule__period">{event.period}</span>
                </p>
                <div className="schedule__heading-row">
                  <ItemHeading className="schedule__title">{event.href ? <a href={event.href}>{event.title}</a> : event.title}</ItemHeading>
                  {year ? <StarButton id={event.id} year={year} title={event.title} /> : null}
                </div>
                {event.room ? (
                  <p className="schedule__room">
                    {roomsHref && event.roomId ? <a href={`${roomsHref}#${roomAnchor(event.roomId)}`}>{event.room}</a> : event.room}
                  </p>
                ) : null}
                {event.participants.length > 0 ? (
                  <ul className="schedule__people">
                    {event.participants.map((person) => (
                      <li key={person.id} className="schedule__person">
                        <PersonAvatar name={person.name} photo={person.photo} size={AVATAR_SIZE.schedule} />
                        <a href={person.href}>{person.name}</a>
                      </li>
                    ))}
                  </ul>
                ) : event.awaitingParticipants && noParticipants ? (
                  <p className="schedule__no-people">{noParticipants}</p>
                ) : null}
                {event.activities.length > 0 ? (
                  <ul className="schedule__activities">
                    {event.activities.map((activity) => (
                      <li key={activity.id} className="schedule__activity">
                        {activity.href ? <a href={activity.href}>{activity.title}</a> : activity.title}
                        {activity.people ? <span className="schedule__activity-people"> — {activity.people}</span> : null}
                        {activity.room ? <span className="schedule__activity-room"> · {activity.room}</span> : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {event.links.length > 0 ? (
                  <ul className="schedule__links">
                    {event.links.map((link) => (
                      <li key={link.url}>
                        <a href={link.url}>{link.label}</a>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {year ? <AddToCalendarLink year={year} eventId={event.id} itemTitle={event.title} /> : null}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  )
}
