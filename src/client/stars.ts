import { readAgenda, toggleAgenda } from './agenda-store'
import { readProgrammeJson } from './programme-json'

// The 'Minha agenda' stars (src/features/event-days/event-days.tsx): real toggle buttons whose state
// lives in localStorage only. `onChange` lets /minha-agenda redraw its list.
export function initStars(doc: Document = document, onChange?: (id: string, on: boolean) => void): void {
  const data = readProgrammeJson(doc)
  if (!data) return
  const starred = new Set(readAgenda(data.year))
  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-star]')) {
    if (button.dataset.starReady === 'true') continue
    button.dataset.starReady = 'true'
    const id = button.dataset.star ?? ''
    button.setAttribute('aria-pressed', String(starred.has(id)))
    button.addEventListener('click', () => {
      const on = toggleAgenda(data.year, id)
      for (const twin of doc.querySelectorAll<HTMLButtonElement>(`[data-star="${CSS.escape(id)}"]`))
        twin.setAttribute('aria-pressed', String(on))
      onChange?.(id, on)
    })
  }
}
