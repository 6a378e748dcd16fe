// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { StarButton } from '../components/star-button'
import { ProgrammeJsonScript } from '../features/event-days/event-days'
import { WithTexts } from '../../tests/fixtures/content/ui-texts'
import { readAgenda, readSaved } from './agenda-store'
import { initStars } from './stars'

// Two items of the fictional site's edition, after its build's instant (tests/fixtures/content/ui-texts.tsx).
const OPENING_ENDS = '2032-05-17T18:30:00-03:00'
const PANEL_ENDS = '2032-05-18T21:00:00-03:00'
const shown = () => [...document.querySelectorAll<HTMLButtonElement>('[data-star]')].map((b) => !b.hidden)

const pressed = () => [...document.querySelectorAll<HTMLButtonElement>('[data-star]')].map((b) => b.getAttribute('aria-pressed'))

afterEach(() => {
  vi.useRealTimers()
})

beforeEach(() => {
  localStorage.clear()
  // The same item twice (a page may show it in two places) and another one, in one edition's list.
  document.body.innerHTML = renderToStaticMarkup(
    <WithTexts>
      <StarButton id="d1-abertura" year="2030" title="Abertura" ends={OPENING_ENDS} />
      <StarButton id="d1-abertura" year="2030" title="Abertura" ends={OPENING_ENDS} />
      <StarButton id="d2-painel" year="2030" title="Painel" ends={PANEL_ENDS} />
    </WithTexts>,
  )
})

describe('initStars', () => {
  it("toggles an item in its edition's list, with every star of that item, and binds each button once", () => {
    initStars()
    expect(pressed()).toEqual(['false', 'false', 'false'])
    initStars() // /minha-agenda calls it again after each redraw
    document.querySelector<HTMLButtonElement>('[data-star="d1-abertura"]')!.click()
    expect(pressed()).toEqual(['true', 'true', 'false'])
    expect(readAgenda('2030')).toEqual(['d1-abertura'])
    expect(readAgenda('2031')).toEqual([])
    document.querySelectorAll<HTMLButtonElement>('[data-star="d1-abertura"]')[1]!.click()
    expect(pressed()).toEqual(['false', 'false', 'false'])
    expect(readAgenda('2030')).toEqual([])
  })

  it('starts from what the browser saved, and follows what another page saves meanwhile', () => {
    localStorage.setItem('sercomp-agenda-2030', JSON.stringify(['d2-painel']))
    initStars()
    expect(pressed()).toEqual(['false', 'false', 'true'])
    localStorage.setItem('sercomp-agenda-2030', JSON.stringify(['d1-abertura']))
    window.dispatchEvent(new StorageEvent('storage', { key: 'sercomp-agenda-2030' }))
    expect(pressed()).toEqual(['true', 'true', 'false'])
  })
})

describe('what a star saves of its item (decision 0184)', () => {
  const seen = { title: 'Abertura', startIso: '2032-05-17T18:00:00-03:00', endIso: OPENING_ENDS, roomName: 'Sala Alfa', cancelled: false }

  it("is what the page's programme block shows of it", () => {
    const { title, startIso, endIso, roomName } = seen
    const item = {
      title,
      startIso,
      endIso,
      roomName,
      id: 'd1-abertura',
      uid: '',
      date: '',
      day: '',
      start: '',
      end: '',
      location: '',
      url: '',
    }
    const programme = { year: '2030', start: '', end: '', calendarName: '', items: [item] }
    document.body.insertAdjacentHTML('beforeend', renderToStaticMarkup(<ProgrammeJsonScript data={programme} />))
    initStars()
    document.querySelector<HTMLButtonElement>('[data-star="d1-abertura"]')!.click()
    document.querySelector<HTMLButtonElement>('[data-star="d2-painel"]')!.click()
    expect(readSaved('2030')).toEqual({ 'd1-abertura': seen, 'd2-painel': null })
  })

  it('is what the star itself carries, on a page without the programme (an activity page)', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <WithTexts>
        <StarButton id="d1-abertura" year="2030" title="Abertura" ends={OPENING_ENDS} seen={seen} />
      </WithTexts>,
    )
    initStars()
    document.querySelector<HTMLButtonElement>('[data-star]')!.click()
    expect(readSaved('2030')).toEqual({ 'd1-abertura': seen })
  })
})

describe('a star whose item has ended', () => {
  it('is withdrawn when the page opens after the end, and when the end comes while it is open', () => {
    vi.useFakeTimers({ now: Date.parse('2032-05-18T12:00:00-03:00') })
    initStars()
    expect(shown()).toEqual([false, false, true])
    vi.advanceTimersByTime(Date.parse(PANEL_ENDS) - Date.now() - 1)
    expect(shown()).toEqual([false, false, true])
    vi.advanceTimersByTime(1)
    expect(shown()).toEqual([false, false, false])
  })

  it('stays while its item has not ended', () => {
    vi.useFakeTimers({ now: Date.parse('2032-05-17T18:29:59-03:00') })
    initStars()
    expect(shown()).toEqual([true, true, true])
  })
})
