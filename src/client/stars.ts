import { readAgenda, seenOf, toggleAgenda, type Seen } from './agenda-store'
import { withdrawEnded } from './offers'
import { readProgrammeJson } from './programme-json'

// The 'Minha agenda' stars (src/components/star-button.tsx): real toggle buttons whose state
// lives in localStorage only. Each names its item and its edition's list (data-star-year), so a page
// needs nothing else to carry one; a star whose item has ended is withdrawn, with the item's calendar
// link (offers.ts). A star saves what the visitor sees of its item (decision 0184): from the page's
// programme block, or on an activity page from the star itself. `onChange` lets /minha-agenda redraw its list.
export function initStars(doc: Document = document, onChange?: (id: string, on: boolean) => void): void {
  const items = readProgrammeJson(doc)?.items ?? []
  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-star]')) {
    if (button.dataset.starReady === 'true') continue
    button.dataset.starReady = 'true'
    const id = button.dataset.star ?? ''
    const year = button.dataset.starYear ?? ''
    const item = items.find((candidate) => candidate.id === id)
    button.addEventListener('click', () => {
      const seen = button.dataset.starSeen ? (JSON.parse(button.dataset.starSeen) as Seen) : item ? seenOf(item) : null
      const on = toggleAgenda(year, id, seen)
      for (const twin of doc.querySelectorAll<HTMLButtonElement>(`[data-star="${CSS.escape(id)}"]`))
        twin.setAttribute('aria-pressed', String(on))
      onChange?.(id, on)
    })
  }
  showSaved(doc)
  withdrawEnded(doc)
  const view = doc.defaultView
  if (!view || doc.documentElement.dataset.starsWatched) return
  doc.documentElement.dataset.starsWatched = 'true'
  // Starred elsewhere meanwhile: on an activity page, then back to the programme from the
  // back/forward cache, or in another tab.
  view.addEventListener('pageshow', (event) => {
    if (event.persisted) showSaved(doc)
  })
  view.addEventListener('storage', () => showSaved(doc))
}

/** Every star as the browser has it saved. */
function showSaved(doc: Document): void {
  const lists = new Map<string, string[]>()
  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-star]')) {
    const year = button.dataset.starYear ?? ''
    const list = lists.get(year) ?? readAgenda(year)
    lists.set(year, list)
    button.setAttribute('aria-pressed', String(list.includes(button.dataset.star ?? '')))
  }
}
