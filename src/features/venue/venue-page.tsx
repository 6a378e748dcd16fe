import './venue-page.css'
import { useData } from 'vike-react/useData'
import { TextPage } from '../../components/text-page'
import { NewTabHint } from '../../components/new-tab-hint'
import { RichText } from '../../components/rich-text'
import { Changing, Timed } from '../../components/timed'
import type { VenuePageProps } from './venue-page-data'
import { telHref } from '../../format/tel-href'

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{title}</h2>
      {children}
    </section>
  )
}

// 'Como chegar': the place, the rooms (anchors the programme links to), then the sections that have content (decision 0090).
export function VenuePage() {
  const props = useData<VenuePageProps>()
  const { venue } = props
  return (
    <TextPage heading={props.heading}>
      <Changing text={props.dates} draw={(text) => <p className="venue-page__dates">{text}</p>} />
      <p className="venue-page__place">
        <strong>{venue.name}</strong>
        {venue.place ? <>, {venue.place}</> : null}
      </p>
      {venue.mapUrl ? (
        <p>
          <a href={venue.mapUrl} target="_blank" rel="noopener noreferrer">
            {venue.mapLabel}
            <NewTabHint />
          </a>
        </p>
      ) : null}
      {props.sections.map((section) => (
        <Section key={section.id} id={section.id} title={section.title}>
          <RichText blocks={section.blocks} />
        </Section>
      ))}
      {props.rooms.length > 0 ? (
        <Section id="espacos" title={props.roomsHeading}>
          {/* Said once: each room's name is the link to its own door sheet. */}
          {props.rooms.some((room) => room.sheet) ? <Changing text={props.roomSheet} draw={(text) => <p>{text}</p>} /> : null}
          <ul className="venue-page__rooms">
            {props.rooms.map((room) => (
              <li key={room.id} id={room.anchor}>
                {room.sheet ? (
                  <a className="venue-page__room" href={room.sheet}>
                    {room.name}
                  </a>
                ) : (
                  <span className="venue-page__room">{room.name}</span>
                )}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {/* Whom to call on the event's days: only until they are over. */}
      {props.dayContact ? (
        <Timed when={(now) => now < props.editionEnd}>
          <Section id="contato-no-dia" title={props.dayContact.title}>
            <p>
              {props.dayContact.name}
              {props.dayContact.phone ? (
                <>
                  {': '}
                  <a href={telHref(props.dayContact.phone)}>{props.dayContact.phone}</a>
                </>
              ) : null}
              {props.dayContact.email ? (
                <>
                  {' · '}
                  <a href={`mailto:${props.dayContact.email}`}>{props.dayContact.email}</a>
                </>
              ) : null}
            </p>
          </Section>
        </Timed>
      ) : null}
      {props.faq ? (
        <Section id="duvidas" title={props.faq.title}>
          {props.faq.entries.map((entry) => (
            <div key={entry.id} id={`duvida-${entry.id}`} className="venue-page__question">
              <h3>
                <Changing inline text={entry.question} />
              </h3>
              <RichText blocks={entry.blocks} />
            </div>
          ))}
        </Section>
      ) : null}
      {props.codeOfConduct ? (
        <Section id="codigo-de-conduta" title={props.codeOfConduct.title}>
          <RichText blocks={props.codeOfConduct.blocks} />
        </Section>
      ) : null}
    </TextPage>
  )
}
