import { eventDateTime } from '../format/date-time'
import { fill } from '../format/fill'
import { readSaved, seenOf, writeSaved, type Saved, type Seen } from './agenda-store'
import { element } from './element'
import { readProgrammeJson, type AgendaItem } from './programme-json'

// Minha agenda tells its owner (issue 49, decision 0184): what a visitor saved is compared with the
// programme the page carries (online, or the offline copy), and each change is said in words at the
// top of the programme and of /minha-agenda until "Entendi".

/** ui.eventDays.changes' texts, and ui.cancelledReason as `reason`. */
type ChangeTexts = Record<'moved' | 'room' | 'cancelled' | 'removed' | 'noRoom' | 'reason', string>
/** A saved item that changed; `said`: every change of it, each a sentence of the texts. */
type AgendaChange = { id: string; title: string; said: string }

type Timed = Pick<Seen, 'startIso' | 'endIso'>

/** "17/05, 17:30 - 18:30", in the event's zone. */
function when(item: Timed): string {
  const [start, end] = [eventDateTime(item.startIso), eventDateTime(item.endIso)]
  return `${start.day}/${start.month}, ${start.hour}:${start.minute} - ${end.hour}:${end.minute}`
}

const moved = (a: Timed, b: Timed) => Date.parse(a.startIso) !== Date.parse(b.startIso) || Date.parse(a.endIso) !== Date.parse(b.endIso)

/** Each saved item whose programme entry differs from what was seen of it, with what changed. */
export function agendaChanges(saved: Saved, items: readonly AgendaItem[], texts: ChangeTexts): AgendaChange[] {
  const byId = new Map(items.map((item) => [item.id, item]))
  return Object.entries(saved).flatMap(([id, seen]) => {
    const item = byId.get(id)
    if (!seen) return []
    if (!item) return [{ id, title: seen.title, said: texts.removed }]
    const said = [
      moved(seen, item) ? fill(texts.moved, { antes: when(seen), depois: when(item) }) : '',
      seen.roomName === item.roomName
        ? ''
        : fill(texts.room, { antes: seen.roomName ?? texts.noRoom, depois: item.roomName ?? texts.noRoom }),
      item.cancelled && !seen.cancelled ? texts.cancelled : '',
      item.cancelled?.reason && !seen.cancelled ? `${texts.reason}: ${item.cancelled.reason}` : '',
    ].filter(Boolean)
    return said.length > 0 ? [{ id, title: item.title, said: said.join(' ') }] : []
  })
}

/**
 * The saved list with the programme as it is now as what was seen: of every item ("Entendi"), or
 * only of those not seen yet (a list saved before decision 0184, silently). An item the programme no
 * longer has leaves the list once acknowledged.
 */
export function remember(saved: Saved, items: readonly AgendaItem[], all: boolean): Saved {
  const byId = new Map(items.map((item) => [item.id, item]))
  return Object.fromEntries(
    Object.entries(saved).flatMap(([id, seen]) => {
      const item = byId.get(id)
      if (item) return [[id, all || !seen ? seenOf(item) : seen]]
      return seen && !all ? [[id, seen]] : []
    }),
  )
}

/**
 * Fills the notice (src/features/event-days/event-days.tsx), a status region always in the page so
 * screen readers announce what comes into it, or empties it. `acknowledge` runs on "Entendi".
 */
export function showChanges(doc: Document, saved: Saved, items: readonly AgendaItem[], acknowledge: () => void): void {
  const box = doc.querySelector<HTMLElement>('[data-agenda-changes]')
  if (!box) return
  const texts = box.dataset as unknown as ChangeTexts & Record<'heading' | 'acknowledge' | 'changelogHref' | 'changelogLabel', string>
  const changes = agendaChanges(saved, items, texts)
  if (changes.length === 0) return void box.replaceChildren()
  // The design system's one button (src/components/button.tsx), as the page would draw it.
  const button = element(doc, 'button', 'button button--primary', texts.acknowledge)
  button.type = 'button'
  button.addEventListener('click', () => {
    acknowledge()
    box.replaceChildren()
    // The focus stays in the page, not on a button that is gone.
    doc.querySelector<HTMLElement>('main')?.focus({ preventScroll: true })
  })
  // The whole changelog, for what changed beyond the saved items (/timeline/mudancas).
  const changelogLink = element(doc, 'a', '', texts.changelogLabel)
  changelogLink.setAttribute('href', texts.changelogHref)
  const lines = changes.map((change) => {
    const line = element(doc, 'li', '', element(doc, 'strong', '', change.title), ' ', change.said)
    line.dataset.item = change.id
    return line
  })
  box.replaceChildren(
    element(
      doc,
      'div',
      'agenda-changes__box',
      element(doc, 'h2', 'agenda-changes__heading', texts.heading),
      element(doc, 'ul', '', ...lines),
      element(doc, 'p', '', changelogLink),
      button,
    ),
  )
}

/** This browser's saved items against the page's programme (/timeline, /minha-agenda). */
export function initAgendaChanges(doc: Document = document): void {
  const data = readProgrammeJson(doc)
  if (!data) return
  const stored = readSaved(data.year)
  const saved = remember(stored, data.items, false)
  if (Object.values(stored).includes(null)) writeSaved(data.year, saved)
  showChanges(doc, saved, data.items, () => writeSaved(data.year, remember(readSaved(data.year), data.items, true)))
}
