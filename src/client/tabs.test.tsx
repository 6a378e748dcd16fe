// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ScheduleTabs } from '../features/programme/schedule-tabs'
import { peopleViews } from '../components/person-view'
import { loadContent } from '../content/load-content'
import { programmePeople } from '../content/programme'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root'
import { WithTexts } from '../../tests/fixtures/content/ui-texts'
import { initTabs } from './tabs'

// Three days of the fictional site's programme, drawn as /timeline draws them.
const content = loadContent(FIXTURE_ROOT)
const days = content.currentEdition.programme.slice(0, 3)

const draw = () => {
  document.body.innerHTML = renderToStaticMarkup(
    <WithTexts>
      <ScheduleTabs days={days} people={peopleViews(content, programmePeople(days))} label="Programação" />
    </WithTexts>,
  )
}
beforeEach(() => {
  expect(days, 'the fixture programme has three days').toHaveLength(3)
  draw()
})
afterEach(() => {
  vi.restoreAllMocks()
})

const tabs = () => [...document.querySelectorAll<HTMLElement>('[role="tab"]')]
const selected = () => tabs().map((t) => t.getAttribute('aria-selected'))
const visible = () => [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')].map((p) => !p.hidden)
const key = (el: HTMLElement, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }))

describe('tabs', () => {
  it('is prerendered in its first state, so binding moves nothing: first day shown, the others marked inactive', () => {
    // Without JavaScript, CSS (scripting: none) hides the tab list and shows every day; the browser tests check that.
    const inactive = [...document.querySelectorAll('[role="tabpanel"]')].map((p) => p.classList.contains('schedule__day--inactive'))
    expect(inactive).toEqual([false, true, true])
    expect(selected()).toEqual(['true', 'false', 'false'])
  })

  it('binding shows the first day only; a click activates one and deactivates the others', () => {
    initTabs()
    expect(document.querySelector<HTMLElement>('[role="tablist"]')!.hidden).toBe(false)
    expect(selected()).toEqual(['true', 'false', 'false'])
    expect(visible()).toEqual([true, false, false])
    tabs()[2]!.click()
    expect(selected()).toEqual(['false', 'false', 'true'])
    expect(visible()).toEqual([false, false, true])
    expect(tabs().map((t) => t.tabIndex)).toEqual([-1, -1, 0])
  })

  it("opens on the day that holds the instant, from the first millisecond of that day in the event's zone (decision 0113)", () => {
    const thirdDay = Date.parse(days[2]!.startsAt)
    vi.spyOn(Date, 'now').mockReturnValue(thirdDay - 1)
    initTabs()
    expect(selected()).toEqual(['false', 'true', 'false'])
    draw()
    vi.spyOn(Date, 'now').mockReturnValue(thirdDay)
    initTabs()
    expect(selected()).toEqual(['false', 'false', 'true'])
    expect(visible()).toEqual([false, false, true])
  })

  it('arrow keys wrap around, Home and End jump, focus follows', () => {
    initTabs()
    key(tabs()[0]!, 'ArrowLeft')
    expect(selected()).toEqual(['false', 'false', 'true'])
    expect(document.activeElement).toBe(tabs()[2])
    key(tabs()[2]!, 'ArrowRight')
    expect(selected()).toEqual(['true', 'false', 'false'])
    key(tabs()[0]!, 'End')
    expect(visible()).toEqual([false, false, true])
    key(tabs()[2]!, 'Home')
    expect(visible()).toEqual([true, false, false])
    key(tabs()[0]!, 'ArrowDown')
    expect(selected()).toEqual(['false', 'true', 'false'])
    key(tabs()[1]!, 'a')
    expect(selected()).toEqual(['false', 'true', 'false'])
  })
})
