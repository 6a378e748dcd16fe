import { icsCalendar } from '../format/icalendar'
import { agendaLink, idsFromLink } from './agenda-link'
import { mergeAgenda, readAgenda } from './agenda-store'
import { element } from './element'
import { overlapping } from './event-clock'
import { readProgrammeJson, type AgendaItem } from './programme-json'
import { initStars } from './stars'

// /minha-agenda (decision 0060): the starred items by day, overlaps marked, and the .ics written in
// the browser. Nothing leaves the browser.
export function initMyAgenda(doc: Document = document): void {
  const root = doc.querySelector<HTMLElement>('[data-my-agenda]')
  const data = readProgrammeJson(doc)
  if (!root || !data) return
  const list = root.querySelector<HTMLElement>('[data-agenda-list]')!
  const empty = root.querySelector<HTMLElement>('[data-agenda-empty]')!
  const download = root.querySelector<HTMLButtonElement>('[data-agenda-download]')!
  const share = root.querySelector<HTMLButtonElement>('[data-agenda-share]')!
  const shareBox = root.querySelector<HTMLElement>('[data-agenda-share-box]')!
  const link = shareBox.querySelector<HTMLElement>('[data-agenda-link-box]')!.appendChild(doc.createElement('a'))
  const qrBox = shareBox.querySelector<HTMLElement>('[data-agenda-qr]')!
  const sharedBox = root.querySelector<HTMLElement>('[data-agenda-shared]')!
  const kept = root.querySelector<HTMLElement>('[data-agenda-kept]')!
  const texts = {
    overlap: root.dataset.overlap ?? '',
    star: root.dataset.starLabel ?? '',
    stale: root.dataset.stale ?? '',
    qr: root.dataset.shareQr ?? '',
  }
  root.hidden = false
  doc.querySelector<HTMLElement>('[data-agenda-noscript]')?.setAttribute('hidden', '')

  // Opened from a shared link: show the link's items, not this browser's, until the visitor keeps
  // them. Ids the programme no longer has are counted and left out, never an error.
  const view = doc.defaultView!
  const known = new Set(data.items.map((item) => item.id))
  const linked = idsFromLink(view.location.search)
  let sharedIds = linked?.filter((id) => known.has(id)) ?? null
  if (linked && sharedIds) {
    sharedBox.hidden = false
    const stale = linked.length - sharedIds.length
    const staleText = sharedBox.querySelector<HTMLElement>('[data-agenda-stale]')!
    staleText.hidden = stale === 0
    staleText.textContent = texts.stale.replace('{quantidade}', String(stale))
    const keep = sharedBox.querySelector<HTMLButtonElement>('[data-agenda-keep]')!
    keep.hidden = sharedIds.length === 0
    keep.addEventListener('click', () => {
      mergeAgenda(data.year, sharedIds ?? [])
      sharedIds = null
      view.history.replaceState(null, '', view.location.pathname)
      sharedBox.hidden = true
      kept.hidden = false
      kept.focus()
      render()
    })
  }

  const starredItems = (): AgendaItem[] => {
    const ids = new Set(sharedIds ?? readAgenda(data.year))
    return data.items.filter((item) => ids.has(item.id)).sort((a, b) => Date.parse(a.startIso) - Date.parse(b.startIso))
  }

  const render = () => {
    const items = starredItems()
    const overlaps = overlapping(items)
    empty.hidden = items.length > 0
    download.hidden = items.length === 0
    share.hidden = items.length === 0 || sharedIds !== null
    const days = [...new Set(items.map((item) => item.date))]
    list.replaceChildren(
      ...days.map((date) => {
        const dayItems = items.filter((item) => item.date === date)
        const entries = dayItems.map((item) => {
          const icon = element(doc, 'span', 'star__icon')
          icon.setAttribute('aria-hidden', 'true')
          // The icon button of the design system (src/components/button.tsx), as StarButton draws it.
          const star = element(doc, 'button', 'button button--secondary button--icon star', icon)
          star.type = 'button'
          star.dataset.star = item.id
          star.dataset.starYear = data.year
          star.setAttribute('aria-label', texts.star.replace('{titulo}', item.title))
          const body = element(
            doc,
            'div',
            '',
            element(doc, 'h3', 'my-agenda__title', item.title),
            element(doc, 'p', 'my-agenda__meta', `${item.start} - ${item.end}${item.roomName ? ` · ${item.roomName}` : ''}`),
          )
          if (overlaps.has(item.id)) body.append(element(doc, 'p', 'my-agenda__overlap', texts.overlap))
          const li = element(doc, 'li', overlaps.has(item.id) ? 'my-agenda__item my-agenda__item--overlap' : 'my-agenda__item', star, body)
          li.dataset.item = item.id
          return li
        })
        return element(
          doc,
          'section',
          '',
          element(doc, 'h2', 'my-agenda__day', dayItems[0]!.day),
          element(doc, 'ol', 'my-agenda__list', ...entries),
        )
      }),
    )
    // A star taken off here stays in the list (pressed off) until the next visit, so the keyboard
    // focus never lands on nothing; it is gone from the download at once.
    initStars(doc)
  }

  share.addEventListener('click', () => {
    const href = agendaLink(
      view.location.href,
      starredItems().map((item) => item.id),
    )
    link.href = href
    link.textContent = href
    shareBox.hidden = false
    link.focus()
    // Loaded on this click only (decision 0060). Offline the chunk comes from the service worker's
    // precache; if it still fails, the link alone is shown.
    import('./agenda-qr')
      .then(({ agendaQr }) => {
        if (link.href === href) qrBox.replaceChildren(agendaQr(doc, href, texts.qr))
      })
      .catch(() => qrBox.replaceChildren())
  })
  download.addEventListener('click', () => {
    const ics = icsCalendar({ name: data.calendarName, stampMs: Date.now(), events: starredItems() })
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }))
    const link = doc.createElement('a')
    link.href = url
    link.download = `minha-agenda-sercomp-${data.year}.ics`
    doc.body.append(link)
    link.click()
    link.remove()
    window.setTimeout(() => URL.revokeObjectURL(url), 1000)
  })
  render()
}
