import './star-button.css'
import type { Seen } from '../client/agenda-store'
import { offerEnds } from '../client/offers'
import { Button } from './button'
import { Offered } from './offered'
import { useTexts } from './ui-texts'

/**
 * The 'Minha agenda' star: a toggle button (aria-pressed) bound by src/client/stars.ts. It names the
 * programme item (`id`) and its edition's list (`year`), so any page can carry one: the programme,
 * /minha-agenda and the activity pages. `title` is the item's, for its label; `ends`, the instant the
 * item ends: a star is offered only until then (src/components/offered.tsx). `describedBy`: the ids of
 * the item's time and room, for screen readers; `seen`: what a page without the programme block (an
 * activity page) shows of the item, saved with it (decision 0184).
 */
export function StarButton(props: { id: string; year: string; title: string; ends: string; describedBy?: string; seen?: Seen }) {
  const { id, year, title, ends, describedBy, seen } = props
  const label = useTexts().eventDays.star.replace('{titulo}', title)
  return (
    <Offered ends={ends}>
      <Button
        variant="icon"
        className="star"
        data-star={id}
        data-star-year={year}
        aria-pressed="false"
        aria-label={label}
        aria-describedby={describedBy}
        data-star-seen={seen ? JSON.stringify(seen) : undefined}
        {...offerEnds(ends)}
      >
        <span className="star__icon" aria-hidden="true" />
      </Button>
    </Offered>
  )
}
