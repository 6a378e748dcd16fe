// What a page offers for a programme item (its 'Minha agenda' star, its 'Adicionar à agenda' file)
// only while the item is still to end. The build leaves out what had ended at its instant and marks
// the rest with the item's end (src/components/offered.tsx); the clock's states hide them once the
// edition is over, and this hides, by the browser's clock, those that ended since, during the event.

/** The attribute holding the instant (ISO 8601) after which an element is no longer offered. */
const OFFER_ENDS = 'data-offer-ends'

/** The attribute an offered element carries, for the element's props. */
export const offerEnds = (ends: string) => ({ [OFFER_ENDS]: ends })

// setTimeout holds at most 2^31 - 1 ms (24.8 days); a later end is looked at again then.
const LONGEST_WAIT = 2 ** 31 - 1

/** Hides every offer whose item has ended, and again when the next one ends while the page is open. */
export function withdrawEnded(doc: Document = document): void {
  const now = Date.now()
  let next = Infinity
  for (const element of doc.querySelectorAll<HTMLElement>(`[${OFFER_ENDS}]`)) {
    const ends = Date.parse(element.getAttribute(OFFER_ENDS) ?? '')
    if (Number.isNaN(ends)) continue
    if (ends <= now) element.hidden = true
    else next = Math.min(next, ends)
  }
  if (next !== Infinity) setTimeout(() => withdrawEnded(doc), Math.min(next - now, LONGEST_WAIT))
}
