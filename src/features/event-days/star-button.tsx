import './star.css'

/**
 * The 'Minha agenda' star: a toggle button (aria-pressed) bound by src/client/stars.ts. It names the
 * programme item (`id`) and its edition's list (`year`), so any page can carry one: the programme,
 * /minha-agenda and the activity pages.
 */
export function StarButton({ id, year, label }: { id: string; year: string; label: string }) {
  return (
    <button type="button" className="star" data-star={id} data-star-year={year} aria-pressed="false" aria-label={label}>
      <span className="star__icon" aria-hidden="true" />
    </button>
  )
}
