import { icsCalendar } from '../format/icalendar'
import { readAgenda } from './agenda-store'
import { overlapping } from './event-clock'
import { readProgrammeJson, type AgendaItem } from './programme-json'
import { initStars } from './stars'

// /minha-agenda (decision 0062): the starred items by day, overlaps marked, and the .ics written in
// the browser. Nothing leaves the browser.
export function initMyAgenda(doc: Document = document): void {
  const root = doc.querySelector<HTMLElement>('[data-my-agenda]')
  const data = readProgrammeJson(doc)
  if (!root || !data) return
  const list = root.querySelector<HTMLElement>('[data-agenda-list]')!
  const empty = root.querySelector<HTMLElement>('[data-agenda-empty]')!
  const download = root.querySelector<HTMLButtonElement>('[data-agenda-download]')!
  const texts = { overlap: root.dataset.overlap ?? '', star: root.dataset.starLabel ?? '' }
  root.hidden = false
  doc.querySelector<HTMLElement>('[data-agenda-noscript]')?.setAttribute('hidden', '')

  const starredItems = (): AgendaItem[] => {
    const ids = new Set(readAgenda(data.year))
    return data.items.filter((item) => ids.has(item.id)).sort((a, b) => Date.parse(a.startIso) - Date.parse(b.startIso))
  }

  const render = () => {
    const items = starredItems()
    const overlaps = overlapping(items)
    empty.hidden = items.length > 0
    download.hidden = items.length === 0
    const days = [...new Set(items.map((item) => item.date))]
    list.replaceChildren(
      ...days.map((date) => {
        const section = doc.createElement('section')
        const dayItems = items.filter((item) => item.date === date)
        const heading = doc.createElement('h2')
        heading.className = 'my-agenda__day'
        heading.textContent = dayItems[0]!.day
        const ol = doc.createElement('ol')
        ol.className = 'my-agenda__list'
        for (const item of dayItems) {
          const li = doc.createElement('li')
          li.className = overlaps.has(item.id) ? 'my-agenda__item my-agenda__item--overlap' : 'my-agenda__item'
          li.dataset.item = item.id
          const star = doc.createElement('button')
          star.type = 'button'
          star.className = 'star'
          star.dataset.star = item.id
          star.dataset.starYear = data.year
          star.setAttribute('aria-label', texts.star.replace('{titulo}', item.title))
          const icon = doc.createElement('span')
          icon.className = 'star__icon'
          icon.setAttribute('aria-hidden', 'true')
          star.append(icon)
          const body = doc.createElement('div')
          const title = doc.createElement('h3')
          title.className = 'my-agenda__title'
          title.textContent = item.title
          const meta = doc.createElement('p')
          meta.className = 'my-agenda__meta'
          meta.textContent = `${item.start} - ${item.end}${item.room ? ` · ${item.room}` : ''}`
          body.append(title, meta)
          if (overlaps.has(item.id)) {
            const warning = doc.createElement('p')
            warning.className = 'my-agenda__overlap'
            warning.textContent = texts.overlap
            body.append(warning)
          }
          li.append(star, body)
          ol.append(li)
        }
        section.append(heading, ol)
        return section
      }),
    )
    // A star taken off here stays in the list (pressed off) until the next visit, so the keyboard
    // focus never lands on nothing; it is gone from the download at once.
    initStars(doc)
  }

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
