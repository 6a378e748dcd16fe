import './call-page.css'
import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
// Before the page header: the actions' button styles come first in the page's CSS, as they always have.
import { CallActions } from './call-actions'
import { PageHeader } from '../../components/page-header'
import '../../components/card.css'
import type { CallPageProps } from './call-page-data'
import { RichText } from '../../components/rich-text'
import { useTexts } from '../../components/ui-texts'

// Native <details>: opened and closed by click, Enter or Space without JavaScript; `level` keeps the page's headings in order.
export function CallSection({ id, title, level = 2, children }: { id: string; title: string; level?: 2 | 3; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <details className="card call-section" id={id}>
      <summary className="call-section__summary">
        <Heading className="call-section__title">{title}</Heading>
      </summary>
      <div className="call-section__body">{children}</div>
    </details>
  )
}

function DateList({ dates, calendar }: { dates: CallPageProps['dates']; calendar: CallPageProps['deadlinesCalendar'] }) {
  const calendarLabel = useTexts().deadlinesCalendar
  return (
    <>
      <dl className="call-dates">
        {dates.map((date) => (
          <div className="call-dates__row" key={date.id}>
            <dt>{date.label}</dt>
            <dd>
              {date.when}
              {date.roomName ? <span className="call-dates__room"> · {date.roomName}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {calendar ? (
        <p className="call-dates__calendar">
          <a href={calendar} type="text/calendar">
            {calendarLabel}
          </a>
        </p>
      ) : null}
    </>
  )
}

function WeightTables({ groups }: { groups: CallPageProps['weights'] }) {
  return groups.map((group) => (
    <table className="call-weights" key={group.id}>
      <caption>{group.title}</caption>
      <tbody>
        {group.criteria.map((criterion) => (
          <tr key={criterion.id}>
            <th scope="row">{criterion.label}</th>
            <td>{criterion.weight}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ))
}

// Dates and weights go in the call's sections 'datas' and 'pesos', else in sections of their own (no text) after the others.
export function CallPage() {
  const props = useData<CallPageProps>()
  const own = (id: string, title: string, count: number) =>
    count > 0 && !props.sections.some((section) => section.id === id) ? [{ id, title, blocks: null }] : []
  const sections = [
    ...props.sections,
    ...own('datas', props.datesHeading, props.dates.length),
    ...own('pesos', useTexts().callWeights, props.weights.length),
  ]
  // Headings stay in order: sections sit one level under the last heading above them.
  const level = props.subheading ? 3 : 2
  return (
    <>
      <PageHeader title={props.heading} lead={props.subheading} leadAs="h2" />
      <div className="reading-column call-page">
        {props.earlier ? <p className="card call-page__earlier">{props.earlier}</p> : null}
        {/* What a visitor acts on first; the buttons stay at the bottom too, as the spec has them (decision 0114). */}
        <section className="card call-page__summary" aria-label={props.datesHeading}>
          {props.dates.length > 0 ? <DateList dates={props.dates} calendar={null} /> : null}
          <CallActions actions={props.actions} className="call-page__top-actions" />
        </section>
        {sections.map((section) => (
          <CallSection key={section.id} id={section.id} title={section.title} level={level}>
            {section.blocks ? <RichText blocks={section.blocks} /> : null}
            {section.id === 'datas' && props.dates.length > 0 ? <DateList dates={props.dates} calendar={props.deadlinesCalendar} /> : null}
            {section.id === 'pesos' && props.weights.length > 0 ? <WeightTables groups={props.weights} /> : null}
          </CallSection>
        ))}
        <CallActions actions={props.actions} className="call-page__buttons" />
      </div>
    </>
  )
}
