import '../../components/programme-page.css'
import { useData } from 'vike-react/useData'
import { PartnersCarousel } from '../../features/partners/partners-carousel'
import { ScheduleTabs } from '../../features/programme/schedule-tabs'
import { EditionCalendarLinks } from '../../publishing/calendar-links'
import { NowNextBlock, OfflineNotice, ProgrammeJsonScript } from '../../features/event-days/event-days'
import type { Data } from './+data'

export default function Page() {
  const { heading, days, noParticipants, partnersHeading, partners, texts, calendar, eventDays, programme, venue } = useData<Data>()
  return (
    <div className="programme-page">
      <h1 className="programme-page__heading">{heading}</h1>
      <OfflineNotice template={eventDays.offlineNotice} />
      <NowNextBlock texts={{ now: eventDays.now, next: eventDays.next }} />
      {/* Before the programme is out there are no days, and no calendar files to link. */}
      {days.length > 0 ? (
        <EditionCalendarLinks year={calendar.year} calendarLabel={calendar.editionLabel} scheduleLabel={calendar.scheduleLabel} />
      ) : null}
      {venue.href ? (
        <p className="programme-page__venue">
          <a href={venue.href}>{venue.label}</a>
        </p>
      ) : null}
      {days.length > 0 ? (
        <ScheduleTabs
          idPrefix="dia"
          days={days}
          texts={{ label: heading, noParticipants, photoOf: texts.photoOf }}
          calendar={{ year: calendar.year, addLabel: calendar.addLabel }}
          star={{ year: calendar.year, label: eventDays.star }}
          roomsHref={venue.href}
        />
      ) : null}
      {partners.length > 0 ? (
        <section className="programme-page__block" aria-labelledby="parceiros-titulo">
          <h2 className="programme-page__subheading" id="parceiros-titulo">
            {partnersHeading}
          </h2>
          <PartnersCarousel label={partnersHeading} partners={partners} texts={texts} />
        </section>
      ) : null}
      <ProgrammeJsonScript data={programme} />
    </div>
  )
}
