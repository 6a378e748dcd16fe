import { element } from './element'
import { msToNextMinute, nowAndNext } from './event-clock'
import { readProgrammeJson, type AgendaItem } from './programme-json'

// 'Agora' and 'A seguir' (src/features/event-days/event-days.tsx), recomputed at every whole minute.
// Before and after the event the block stays hidden: the page is as prerendered.
export function initNowNext(doc: Document = document): void {
  const box = doc.querySelector<HTMLElement>('[data-now-next]')
  const data = readProgrammeJson(doc)
  if (!box || !data) return
  const fortalezaDate = (ms: number) => new Date(ms - 3 * 3600_000).toISOString().slice(0, 10)

  const fill = (group: 'now' | 'next', items: AgendaItem[], today: string) => {
    const list = box.querySelector<HTMLElement>(`[data-now-list="${group}"]`)
    const wrapper = box.querySelector<HTMLElement>(`[data-now-group="${group}"]`)
    if (!list || !wrapper) return
    wrapper.hidden = items.length === 0
    list.replaceChildren(
      ...items.map((item) => {
        const when = `${item.date === today ? '' : `${item.day}, `}${item.start} - ${item.end}`
        const li = element(doc, 'li', 'now-next__item', element(doc, 'span', 'now-next__when', when), item.title)
        li.dataset.item = item.id
        if (item.roomName) li.append(element(doc, 'span', 'now-next__room', ` (${item.roomName})`))
        return li
      }),
    )
  }

  const render = () => {
    window.setTimeout(render, msToNextMinute(Date.now()))
    const nowMs = Date.now()
    const state = nowAndNext(data.items, nowMs, data.start, data.end)
    box.hidden = !state.during || state.now.length + state.next.length === 0
    if (box.hidden) return
    fill('now', state.now, fortalezaDate(nowMs))
    fill('next', state.next, fortalezaDate(nowMs))
  }
  render()
}
