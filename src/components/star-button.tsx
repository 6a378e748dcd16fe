import './star-button.css'
import { offerEnds } from '../client/offers'
import { Button } from './button'
import { Offered } from './offered'
import { useTexts } from './ui-texts'

// The 'Minha agenda' toggle (src/client/stars.ts): it names the item and its edition's list, so any page can carry one until the item ends.
export function StarButton({ id, year, title, ends }: { id: string; year: string; title: string; ends: string }) {
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
        {...offerEnds(ends)}
      >
        <span className="star__icon" aria-hidden="true" />
      </Button>
    </Offered>
  )
}
