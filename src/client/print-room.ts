// The programme for a room's door (issue 29, decision 0060): /timeline?sala=<id> (linked from each
// room on 'Como chegar', so only when that page is published) keeps only that room's items, every day on one printed sheet, with the
// room's name in the printed header. The screen shows the same filter, so what prints is what the
// visitor sees. An id no item uses changes nothing.
export function initPrintRoom(doc: Document = document, search: string = location.search): void {
  const id = new URLSearchParams(search).get('sala')
  const items = [...doc.querySelectorAll<HTMLElement>('.schedule__event')]
  // The room's link to its anchor on 'Como chegar' names it: no attribute of its own in the page's bytes.
  const mine = items.filter((item) => item.querySelector(`.schedule__room a[href$="#sala-${id}"]`))
  if (!id || mine.length === 0) return
  doc.documentElement.dataset.printRoom = id
  for (const item of items) if (!mine.includes(item)) item.dataset.otherRoom = ''
  for (const day of doc.querySelectorAll<HTMLElement>('.schedule__day')) {
    if (!day.querySelector('.schedule__event:not([data-other-room])')) day.dataset.noItems = ''
  }
  const name = mine[0]!.querySelector('.schedule__room')!.textContent
  for (const header of doc.querySelectorAll('[data-print-room-name]')) header.textContent = name
}
