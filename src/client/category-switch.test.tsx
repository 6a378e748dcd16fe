// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ActivityCategories } from '../features/activities/activity-categories'
import type { CategoryView } from '../features/activities/activity-categories-data'
import { loadContent } from '../content/load-content'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root'
import { WithTexts } from '../../tests/fixtures/content/ui-texts'
import { initCategorySwitch } from './category-switch'

// Cards of an activity of the fictional site, under other ids and titles.
const base = loadContent(FIXTURE_ROOT).currentEdition.activities!.activities[0]!
const card = (id: string, title: string) => ({ ...base, id, title, people: [], moderators: [] })
const categories: CategoryView[] = [
  { id: 'minicursos-manha', label: 'Minicursos Manhã', activities: [card('a', 'Curso A'), card('b', 'Curso B')] },
  { id: 'minicursos-noite', label: 'Minicursos Noite', activities: [card('c', 'Curso C')] },
]

// The page as prerendered: static HTML, no React in the browser.
beforeEach(() => {
  document.body.innerHTML = renderToStaticMarkup(
    <WithTexts>
      <ActivityCategories
        label="Atividades Confirmadas"
        categories={categories}
        year="2025"
        people={{}}
        defaultCategory="minicursos-manha"
      />
    </WithTexts>,
  )
})

const buttons = () => [...document.querySelectorAll<HTMLButtonElement>('button[data-category]')]
const panel = (id: string) => document.querySelector<HTMLElement>(`[data-category-panel="${id}"]`)!
const pressed = () => buttons().map((b) => b.getAttribute('aria-pressed'))

describe('category switch', () => {
  it('is prerendered in its first state, so binding moves nothing: default category shown, the other marked inactive', () => {
    // Without JavaScript, CSS (scripting: none) shows the inactive ones too; the browser tests check that.
    expect(document.querySelector<HTMLElement>('.activity-categories__buttons')!.hidden).toBe(false)
    expect(panel('minicursos-manha').classList.contains('activity-categories__panel--inactive')).toBe(false)
    expect(panel('minicursos-noite').classList.contains('activity-categories__panel--inactive')).toBe(true)
    expect(pressed()).toEqual(['true', 'false'])
    expect(buttons().map((b) => b.textContent)).toEqual(['Minicursos Manhã', 'Minicursos Noite'])
  })

  it('shows the buttons and only the default category (aria-pressed)', () => {
    initCategorySwitch()
    expect(document.querySelector<HTMLElement>('.activity-categories__buttons')!.hidden).toBe(false)
    expect(pressed()).toEqual(['true', 'false'])
    expect(panel('minicursos-manha').hidden).toBe(false)
    expect(panel('minicursos-noite').hidden).toBe(true)
  })

  it('opens the category of the card a link names (#id) and scrolls to the card', () => {
    location.hash = '#c'
    const scrolled: string[] = []
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id)
    })
    try {
      initCategorySwitch()
      expect(pressed()).toEqual(['false', 'true'])
      expect(panel('minicursos-noite').hidden).toBe(false)
      expect(document.getElementById('c')!.closest('[data-category-panel]')).toBe(panel('minicursos-noite'))
      expect(scrolled).toEqual(['c'])
    } finally {
      scroll.mockRestore()
      location.hash = ''
    }
  })

  it('a click shows that category and hides the other; binding twice adds no second handler', () => {
    initCategorySwitch()
    initCategorySwitch()
    buttons()[1]!.click()
    expect(pressed()).toEqual(['false', 'true'])
    expect(panel('minicursos-manha').hidden).toBe(true)
    expect(panel('minicursos-noite').hidden).toBe(false)
    expect(panel('minicursos-noite').textContent).toContain('Curso C')
    buttons()[1]!.click()
    expect(pressed()).toEqual(['false', 'true'])
    buttons()[0]!.click()
    expect(pressed()).toEqual(['true', 'false'])
    expect(panel('minicursos-noite').hidden).toBe(true)
  })

  it('starts on the category the markup marks as default', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <WithTexts>
        <ActivityCategories label="x" categories={categories} year="2025" people={{}} defaultCategory="minicursos-noite" />
      </WithTexts>,
    )
    initCategorySwitch()
    expect(pressed()).toEqual(['false', 'true'])
    expect(panel('minicursos-manha').hidden).toBe(true)
  })
})
