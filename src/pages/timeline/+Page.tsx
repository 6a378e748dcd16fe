import '../../components/programme-page.css'
import { useData } from 'vike-react/useData'
import { Button } from '../../components/button'
import { PageHeader, PageLead } from '../../components/page-header'
import { Changing, Timed } from '../../components/timed'
import { PartnersGrid } from '../../features/partners/partners-grid'
import { ScheduleTabs } from '../../features/programme/schedule-tabs'
import { EditionCalendarLinks } from '../../publishing/calendar-links'
import { AgendaChangesNotice, NowNextBlock, OfflineNotice, ProgrammeJsonScript } from '../../features/event-days/event-days'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  const { heading, lead, days, empty, partnersHeading, partners, year, myAgenda, programme, venue, print, subscribe, changes } = data
  return (
    <>
      <PageHeader title={<Changing inline text={heading} />}>
        <PageLead text={lead} />
      </PageHeader>
      <div className="page-column programme-page">
        <AgendaChangesNotice changelog={changes} />
        {/* The items saved with the star, one tap away (decision 0113), and the way to the venue. */}
        <ul className="programme-page__shortcuts button-row">
          <li>
            <Button variant="secondary" href={myAgenda.href}>
              <span aria-hidden="true">★</span>
              {myAgenda.label}
            </Button>
          </li>
          {venue.href ? (
            <li>
              <Button variant="secondary" href={venue.href}>
                {venue.label}
              </Button>
            </li>
          ) : null}
        </ul>
        <OfflineNotice />
        <NowNextBlock />
        {days.length > 0 ? (
          <ScheduleTabs
            {...data}
            roomsHref={venue.href}
            printHeader={
              <>
                {/* A plain <img>, lazy: it is only ever printed, and the page's first round trip has no room for a srcset per day. */}
                {print.logo ? (
                  <img
                    src={print.logo.src}
                    alt=""
                    width={print.logo.width}
                    height={print.logo.height}
                    loading="lazy"
                    data-dark={print.logo.dark || undefined}
                  />
                ) : null}
                {print.logo ? null : <span>{print.title}</span>}
                <span data-print-room-name />
              </>
            }
          />
        ) : (
          <Changing text={empty} draw={(text) => <p className="programme-page__empty">{text}</p>} />
        )}
        {/* The calendar files after the items: the page opens with the day's programme (decision 0113).
            Before the programme is out there are no days, and no calendar files to link; once the
            edition is over, nothing left to add to a calendar. */}
        {days.length > 0 ? (
          <>
            <Timed when={(now) => now < data.editionEnd}>
              <EditionCalendarLinks year={year} subscribeHref={subscribe} />
            </Timed>
            {/* What changed since the programme was published: a record, kept once the edition is over (decision 0182). */}
            <p className="programme-page__changes link-lines">
              <a href={changes.href}>{changes.label}</a>
            </p>
          </>
        ) : null}
        {partners.length > 0 ? (
          <section className="programme-page__block" aria-labelledby="parceiros-titulo">
            <h2 id="parceiros-titulo">{partnersHeading}</h2>
            <PartnersGrid label={partnersHeading} partners={partners} />
          </section>
        ) : null}
        <ProgrammeJsonScript data={programme} />
      </div>
    </>
  )
}
