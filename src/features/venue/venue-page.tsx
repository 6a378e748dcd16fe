import './venue-page.css'
import { TextPage } from '../../components/text-page'
import { NewTabHint } from '../../components/new-tab-hint'
import { RichText } from '../../components/rich-text'
import type { VenuePageProps } from './venue-page-data'

// 'Como chegar': the place first, then the rooms (anchors the programme links to), then only the
// sections that have content (decision 0121).
export function VenuePage(props: VenuePageProps) {
  const { venue } = props
  return (
    <TextPage heading={props.heading}>
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
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`}>
          <h2 className="venue-page__heading" id={`${section.id}-titulo`}>
            {section.title}
          </h2>
          <RichText blocks={section.blocks} />
        </section>
      ))}
      {props.rooms.length > 0 ? (
        <section id="espacos" aria-labelledby="espacos-titulo">
          <h2 className="venue-page__heading" id="espacos-titulo">
            {props.roomsHeading}
          </h2>
          <ul className="venue-page__rooms">
            {props.rooms.map((room) => (
              <li key={room.id} id={room.anchor}>
                <span className="venue-page__room">{room.name}</span>
                {room.sheet ? (
                  <>
                    {' · '}
                    <a href={room.sheet}>{props.roomSheet}</a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {props.dayContact ? (
        <section id="contato-no-dia" aria-labelledby="contato-no-dia-titulo">
          <h2 className="venue-page__heading" id="contato-no-dia-titulo">
            {props.dayContact.title}
          </h2>
          <p>
            {props.dayContact.name}
            {props.dayContact.phone ? (
              <>
                {': '}
                <a href={`tel:${props.dayContact.phone.replace(/[^+0-9]/g, '')}`}>{props.dayContact.phone}</a>
              </>
            ) : null}
            {props.dayContact.email ? (
              <>
                {' · '}
                <a href={`mailto:${props.dayContact.email}`}>{props.dayContact.email}</a>
              </>
            ) : null}
          </p>
        </section>
      ) : null}
      {props.faq ? (
        <section id="duvidas" aria-labelledby="duvidas-titulo">
          <h2 className="venue-page__heading" id="duvidas-titulo">
            {props.faq.title}
          </h2>
          {props.faq.entries.map((entry) => (
            <div key={entry.id} id={`duvida-${entry.id}`} className="venue-page__question">
              <h3 className="venue-page__subheading">{entry.question}</h3>
              <RichText blocks={entry.blocks} />
            </div>
          ))}
        </section>
      ) : null}
      {props.codeOfConduct ? (
        <section id="codigo-de-conduta" aria-labelledby="codigo-de-conduta-titulo">
          <h2 className="venue-page__heading" id="codigo-de-conduta-titulo">
            {props.codeOfConduct.title}
          </h2>
          <RichText blocks={props.codeOfConduct.blocks} />
        </section>
      ) : null}
    </TextPage>
  )
}
