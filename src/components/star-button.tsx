import './star-button.css'
import { Button } from './button'
import { useTexts } from './ui-texts'

/**
 * The 'Minha agenda' star: a toggle button (aria-pressed) bound by src/client/stars.ts. It names the
 * programme item (`id`) and its edition's list (`year`), so any page can carry one: the programme,
 * /minha-agenda and the activity pages. `title` is the item's, for its label.
 */
export function StarButton({ id, year, title }: { id: string; year: string; title: string }) {
  const label = useTexts().eventDays.star.replace('{titulo}', title)
  return (
    <Button variant="icon" className="star" data-star={id} data-star-year={year} aria-pressed="false" aria-label={label}>
      <span className="star__icon" aria-hidden="true" />
    </Button>
  )
}
