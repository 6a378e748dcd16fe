import './card.css'
import './page-cards.css'
import { Button } from './button'
import type { CallCard } from '../content/generated/call'
import { CallState, OpenOrUpcoming, type CallStatus } from './call-state'
import { useTexts } from './ui-texts'

export interface PageCard {
  id: string
  icon: CallCard['icon']
  title: string
  text: string
  href: string
  /** A call's state now (decision 0172); null for a card that leads elsewhere. */
  status: CallStatus | null
  /** The text invites to act (the home page's): it gives way to the state's line once the call is closed. */
  invites?: boolean
}

// Inline and decorative: no icon font or package to download.
const icons: Record<PageCard['icon'], string> = {
  article: 'M6 2h9l5 5v15H6z M15 2v5h5 M9 12h8 M9 16h8',
  code: 'M8 7l-5 5 5 5 M16 7l5 5-5 5 M14 4l-4 16',
  lightbulb: 'M9 18h6 M10 21h4 M12 3a6 6 0 0 0-4 10.5c.8.8 1 1.5 1 2.5h6c0-1 .2-1.7 1-2.5A6 6 0 0 0 12 3z',
  trophy: 'M7 4h10v5a5 5 0 0 1-10 0z M7 6H4a3 3 0 0 0 3 4 M17 6h3a3 3 0 0 1-3 4 M12 14v4 M8 21h8 M9 18h6',
  groups:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M2 20c0-3 3-5 6-5s6 2 6 5 M12 16c1-.7 2.4-1 4-1 3 0 6 2 6 5',
  school: 'M2 9l10-5 10 5-10 5z M6 11v5c3 2.5 9 2.5 12 0v-5 M22 9v6',
}

// Each card's link is described by its title, so screen readers do not hear a list of identical "Acessar" links.
export function PageCards({ cards, headingLevel = 2 }: { cards: readonly PageCard[]; headingLevel?: 2 | 3 }) {
  const accessLabel = useTexts().access
  const Heading = `h${headingLevel}` as const
  return (
    <ul className="plain-list page-cards">
      {cards.map((card) => {
        const text = <p className="page-card__text">{card.text}</p>
        return (
          <li className="card page-card" key={card.id}>
            <svg className="page-card__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
              <path d={icons[card.icon]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <Heading className="page-card__title" id={`cartao-${card.id}`}>
              {card.title}
            </Heading>
            {card.invites && card.status ? <OpenOrUpcoming status={card.status}>{text}</OpenOrUpcoming> : text}
            {card.status ? <CallState status={card.status} className="page-card__state" /> : null}
            <Button href={card.href} className="page-card__link" aria-describedby={`cartao-${card.id}`}>
              {accessLabel}
            </Button>
          </li>
        )
      })}
    </ul>
  )
}
