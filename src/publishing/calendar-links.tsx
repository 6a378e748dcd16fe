// 'Adicionar à agenda' links for /timeline. Plain <a download> to files written at build time (a
// data: URL would be blocked by the CSP and needs JavaScript); works on static pages with no React.
// The visible texts come from the content and are passed in by the page.
import { editionCalendarPath, eventCalendarPath, scheduleJsonPath } from './export-paths'

/** One programme item's link, e.g. label "Adicionar à agenda", itemTitle "CERIMONIAL DE ABERTURA". */
export function AddToCalendarLink({
  year,
  eventId,
  label,
  itemTitle,
}: {
  year: string
  eventId: string
  label: string
  itemTitle: string
}) {
  return (
    <a
      className="add-to-calendar"
      href={eventCalendarPath(year, eventId)}
      download={`sercomp-${year}-${eventId}.ics`}
      type="text/calendar"
      aria-label={`${label}: ${itemTitle}`}
    >
      {label}
    </a>
  )
}

/** The whole edition's calendar (and, when a label is given, the schedule.json for conference apps). */
export function EditionCalendarLinks({
  year,
  calendarLabel,
  scheduleLabel,
}: {
  year: string
  calendarLabel: string
  scheduleLabel?: string
}) {
  return (
    <p className="edition-calendar-links">
      <a href={editionCalendarPath(year)} download={`sercomp-${year}.ics`} type="text/calendar">
        {calendarLabel}
      </a>
      {scheduleLabel ? (
        <>
          {' · '}
          <a href={scheduleJsonPath(year)} type="application/json">
            {scheduleLabel}
          </a>
        </>
      ) : null}
    </p>
  )
}
