import { icsCalendar } from '../format/icalendar'
import { initAgendaChanges, remember, showChanges } from './agenda-changes'
import { agendaLink, savedFromLink } from './agenda-link'
import { mergeAgenda, readSaved, type Saved } from './agenda-store'
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
  // The page's texts, each in a data- attribute of the root (src/pages/minha-agenda/+Page.tsx).
  const texts = root.dataset as Record<'overlap' | 'starLabel' | 'stale' | 'shareQr' | 'cancelled' | 'cancelledReason', string>
  root.hidden = false
  doc.querySelector<HTMLElement>('[data-agenda-noscript]')?.setAttribute('hidden', '')

  // Opened from a shared link: show the link's items, not this browser's, until the visitor keeps
  // them, and what changed since its sender saw them. Ids the programme no longer has are counted
  // and left out, never an error.
  const view = doc.defaultView!
  const linked = savedFromLink(view.location.search, data)
  let shared: Saved | null = linked && Object.fromEntries(Object.entries(linked).filter(([, seen]) => seen))
  if (linked && shared) {
    sharedBox.hidden = false
    const stale = Object.keys(linked).length - Object.keys(shared).length
    const staleText = sharedBox.querySelector<HTMLElement>('[data-agenda-stale]')!
    staleText.hidden = stale === 0
    staleText.textContent = texts.stale.replace('{quantidade}', String(stale))
    const keep = sharedBox.querySelector<HTMLButtonElement>('[data-agenda-keep]')!
    keep.hidden = Object.keys(shared).length === 0
    keep.addEventListener('click', () => {
      mergeAgenda(data.year, shared ?? {})
      shared = null
      view.history.replaceState(null, '', view.location.pathname)
      sharedBox.hidden = true
      kept.hidden = false
      kept.focus()
      render()
    })
  }

  const saved = () => shared ?? readSaved(data.year)
  const starredItems = (): AgendaItem[] => {
    const ids = saved()
    return data.items.filter((item) => Object.hasOwn(ids, item.id)).sort((a, b) => Date.parse(a.startIso) - Date.parse(b.startIso))
  }

  const render = () => {
    if (shared)
      showChanges(doc, shared, data.items, () => {
        shared = remember(shared!, data.items, true)
        view.history.replaceState(null, '', agendaLink(view.location.href, shared))
      })
    else initAgendaChanges(doc)
    const items = starredItems()
    const overlaps = overlapping(items)
    empty.hidden = items.length > 0
    download.hidden = items.length === 0
    share.hidden = items.length === 0 || shared !== null
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
          star.setAttribute('aria-label', texts.starLabel.replace('{titulo}', item.title))
          const meta = element(doc, 'p', 'my-agenda__meta', `${item.start} - ${item.end}${item.roomName ? ` · ${item.roomName}` : ''}`)
          // The star names its item; its time and room are its description (as on the programme).
          meta.id = `agenda-${item.id}`
          star.setAttribute('aria-describedby', meta.id)
          const body = element(doc, 'div', '', element(doc, 'h3', 'my-agenda__title', item.title), meta)
          const { reason } = item.cancelled ?? {}
          if (item.cancelled)
            body.append(
              element(doc, 'p', 'my-agenda__overlap', reason ? `${texts.cancelled}. ${texts.cancelledReason}: ${reason}` : texts.cancelled),
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
          element(doc, 'ol', 'plain-list my-agenda__list', ...entries),
        )
      }),
    )
    // A star taken off here stays in the list (pressed off) until the next visit, so the keyboard
    // focus never lands on nothing; it is gone from the download at once.
    initStars(doc)
  }

  share.addEventListener('click', () => {
    const mine = saved()
    const href = agendaLink(view.location.href, Object.fromEntries(starredItems().map((item) => [item.id, mine[item.id] ?? null])))
    link.href = href
    link.textContent = href
    shareBox.hidden = false
    link.focus()
    // Loaded on this click only (decision 0060). Offline the chunk comes from the service worker's
    // precache; if it still fails, the link alone is shown.
    import('./agenda-qr')
      .then(({ agendaQr }) => {
        if (link.href === href) qrBox.replaceChildren(agendaQr(doc, href, texts.shareQr))
      })
      .catch(() => qrBox.replaceChildren())
  })
  download.addEventListener('click', () => {
    const events = starredItems().map((item) => ({ ...item, cancelled: Boolean(item.cancelled) }))
    const ics = icsCalendar({ name: data.calendarName, stampMs: Date.now(), events })
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
