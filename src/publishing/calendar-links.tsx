// 'Adicionar à agenda' links for /timeline. Plain <a download> to files written at build time (a
// data: URL would be blocked by the CSP and needs JavaScript); works on static pages with no React.
import { offerEnds } from '../client/offers'
import { Offered } from '../components/offered'
import { useTexts } from '../components/ui-texts'
import { editionCalendarPath, itemCalendarPath, scheduleJsonPath } from './export-paths'

/**
 * One programme item's link, e.g. "Adicionar à agenda", itemTitle "CERIMONIAL DE ABERTURA", offered
 * until the item ends (`ends`, ISO 8601).
 */
export function AddToCalendarLink({ year, itemId, itemTitle, ends }: { year: string; itemId: string; itemTitle: string; ends: string }) {
  const label = useTexts().addToCalendar
  return (
    <Offered ends={ends}>
      <a
        className="add-to-calendar"
        href={itemCalendarPath(year, itemId)}
        download={`sercomp-${year}-${itemId}.ics`}
        type="text/calendar"
        aria-label={`${label}: ${itemTitle}`}
        {...offerEnds(ends)}
      >
        {label}
      </a>
    </Offered>
  )
}

/**
 * The whole edition's calendar, to download or to subscribe to (`subscribeHref`, its webcal:
 * address: the calendar app fetches it again and follows moves and cancellations), and its
 * schedule.json for conference apps.
 */
export function EditionCalendarLinks({ year, subscribeHref }: { year: string; subscribeHref: string }) {
  const texts = useTexts()
  return (
    <p className="edition-calendar-links">
      <a href={editionCalendarPath(year)} download={`sercomp-${year}.ics`} type="text/calendar">
        {texts.editionCalendar}
      </a>
      {' · '}
      <a href={subscribeHref}>{texts.subscribeCalendar}</a>
      {' · '}
      <a href={scheduleJsonPath(year)} type="application/json">
        {texts.scheduleExport}
      </a>
    </p>
  )
}
