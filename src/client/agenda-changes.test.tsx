// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it } from 'vitest'
import { AgendaChangesNotice, ProgrammeJsonScript } from '../features/event-days/event-days'
import { fixtureTexts, WithTexts } from '../../tests/fixtures/content/ui-texts'
import { agendaChanges, initAgendaChanges, remember } from './agenda-changes'
import { readSaved, seenOf, type Saved } from './agenda-store'
import type { AgendaItem, ProgrammeJson } from './programme-json'
import { agendaItem as item } from '../../tests/fixtures/content/agenda-item'

const before = [
  item('moved', '08:00', '09:00', 'Sala Alfa'),
  item('room', '10:00', '11:00', 'Sala Alfa'),
  item('same', '12:00', '13:00', null),
]
const cancelled = item('cancelled', '14:00', '15:00', null)
const gone = item('gone', '16:00', '17:00', 'Sala Beta')
const after = [
  item('moved', '08:15', '09:15', 'Sala Alfa'),
  item('room', '10:00', '11:00', null),
  before[2]!,
  { ...cancelled, cancelled: { reason: 'Chuva' } },
]
const seenAll: Saved = Object.fromEntries([...before, cancelled, gone].map((i) => [i.id, seenOf(i)]))
const changes = fixtureTexts.eventDays.changes
const texts = { ...changes, reason: fixtureTexts.cancelledReason }

describe('agendaChanges', () => {
  it('says each change of a saved item in words, old and new, and nothing of the others', () => {
    const said = Object.fromEntries(agendaChanges(seenAll, after, texts).map((c) => [c.id, `${c.title}: ${c.said}`]))
    expect(said).toEqual({
      moved: `MOVED: ${changes.moved.replace('{antes}', '20/05, 08:00 - 09:00').replace('{depois}', '20/05, 08:15 - 09:15')}`,
      room: `ROOM: ${changes.room.replace('{antes}', 'Sala Alfa').replace('{depois}', changes.noRoom)}`,
      cancelled: `CANCELLED: ${changes.cancelled} ${fixtureTexts.cancelledReason}: Chuva`,
      gone: `GONE: ${changes.removed}`,
    })
  })

  it('says nothing of an item whose state was not seen yet', () => {
    expect(agendaChanges({ moved: null, gone: null }, after, texts)).toEqual([])
  })
})

describe('remember', () => {
  it('takes what the programme shows for the items not seen yet (an older list), and keeps the rest as seen', () => {
    const old = { moved: null, room: seenOf(before[1]!), gone: seenOf(gone), unknown: null }
    expect(remember(old, after, false)).toEqual({ moved: seenOf(after[0]!), room: seenOf(before[1]!), gone: seenOf(gone) })
  })

  it('on "Entendi", takes the programme as it is now, and lets a removed item go', () => {
    expect(remember(seenAll, after, true)).toEqual(Object.fromEntries(after.map((i) => [i.id, seenOf(i)])))
  })
})

describe('the notice', () => {
  const programme = (items: AgendaItem[]): ProgrammeJson => ({ year: '2030', start: '', end: '', calendarName: '', items })
  const draw = (items: AgendaItem[]) => {
    document.body.innerHTML = renderToStaticMarkup(
      <WithTexts>
        <main tabIndex={-1}>
          <AgendaChangesNotice changelog={changelog} />
        </main>
        <ProgrammeJsonScript data={programme(items)} />
      </WithTexts>,
    )
    initAgendaChanges()
  }
  const notice = () => document.querySelector('[role="status"]')!
  const changelog = { href: '/timeline/mudancas', label: 'Mudanças na programação' }
  beforeEach(() => localStorage.clear())

  it('is silent for a list saved before (ids only), which it remembers as the programme shows it', () => {
    localStorage.setItem('sercomp-agenda-2030', JSON.stringify(['moved', 'gone']))
    draw(after)
    expect(notice().textContent).toBe('')
    expect(readSaved('2030')).toEqual({ moved: seenOf(after[0]!) })
  })

  it('tells the changes in its status region until "Entendi", then remembers the programme as it is', () => {
    localStorage.setItem('sercomp-agenda-2030', JSON.stringify(seenAll))
    draw(after)
    expect(notice().querySelector('h2')!.textContent).toBe(changes.heading)
    expect([...notice().querySelectorAll('li')].map((li) => li.dataset.item)).toEqual(['moved', 'room', 'cancelled', 'gone'])
    const link = notice().querySelector('a')!
    expect([link.getAttribute('href'), link.textContent]).toEqual([changelog.href, changelog.label])
    notice().querySelector('button')!.click()
    expect(notice().textContent).toBe('')
    expect(document.activeElement).toBe(document.querySelector('main'))
    expect(Object.keys(readSaved('2030'))).toEqual(['moved', 'room', 'same', 'cancelled'])
    draw(after)
    expect(notice().textContent).toBe('')
  })
})
