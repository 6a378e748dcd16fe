// 'Adicionar à agenda' links: plain <a download> to files written at build (a data: URL would need JavaScript and break the CSP).
import { offerEnds } from '../client/offers'
import { Offered } from '../components/offered'
import { useTexts } from '../components/ui-texts'
import { editionCalendarPath, itemCalendarPath, scheduleJsonPath } from './export-paths'

/** One programme item's link, offered until the item ends (`ends`, ISO 8601). */
export function AddToCalendarLink({ year, itemId, itemTitle, ends }: { year: string; itemId: string; itemTitle: string; ends: string }) {
  const label = useTexts().addToCalendar
  return (
    <Offered ends={ends}>
      <a
        className="link-line add-to-calendar"
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

/** The edition's calendar to download or to subscribe to (`subscribeHref`, webcal:, followed by the app), and its schedule.json. */
export function EditionCalendarLinks({ year, subscribeHref }: { year: string; subscribeHref: string }) {
  const texts = useTexts()
  return (
    <p className="edition-calendar-links link-lines">
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
