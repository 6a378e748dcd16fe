import './star-button.css'
import type { Seen } from '../client/agenda-store'
import { offerEnds } from '../client/offers'
import { Button } from './button'
import { Offered } from './offered'
import { useTexts } from './ui-texts'

// The 'Minha agenda' toggle (src/client/stars.ts): it names the item and its edition's list, so any page can carry one until the item ends;
// `describedBy` ids the item's time and room, `seen` is what a page without the programme block shows of it (decision 0184).
export function StarButton(props: { id: string; year: string; title: string; ends: string; describedBy?: string; seen?: Seen }) {
  const { id, year, title, ends, describedBy, seen } = props
  const label = useTexts().eventDays.star.replace('{titulo}', title)
  return (
    <Offered ends={ends}>
      <Button
        variant="icon"
        className="star needs-script"
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
