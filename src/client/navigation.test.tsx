// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadContent } from '../content/load-content'
import { navigationOf } from '../layout/page-data'
import { SiteHeader } from '../layout/site-header'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root'
import { WithTexts } from '../../tests/fixtures/content/ui-texts'
import { initNavigation } from './navigation'

// The fictional site's header, as every page draws it.
const navigation = navigationOf(loadContent(FIXTURE_ROOT))

const header = () => document.querySelector<HTMLElement>('[data-nav]')!
const menuToggle = () => document.querySelector<HTMLButtonElement>('[data-nav-toggle]')!
const subToggles = () => [...document.querySelectorAll<HTMLButtonElement>('[data-submenu-toggle]')]
const expanded = (button: HTMLElement) => button.getAttribute('aria-expanded')
const openSubmenus = () => [...document.querySelectorAll('.site-header__submenu.is-open')].map((list) => list.id)

beforeEach(() => {
  window.scrollY = 0
  document.body.innerHTML = renderToStaticMarkup(
    <WithTexts>
      <SiteHeader brand={{ name: 'Edição', fullName: 'Congresso' }} logo={null} navigation={navigation} currentPath="/" />
    </WithTexts>,
  )
  expect(subToggles().length, 'the fixture menu has two submenus').toBeGreaterThanOrEqual(2)
  initNavigation()
})

describe('initNavigation', () => {
  it('starts with the menu closed and no submenu open', () => {
    expect(expanded(menuToggle())).toBe('false')
    expect(header().classList.contains('is-menu-open')).toBe(false)
    expect(subToggles().map(expanded)).not.toContain('true')
    expect(openSubmenus()).toEqual([])
  })

  it('opens a submenu on the first click and closes it on the second', () => {
    const [first] = subToggles()
    first!.click()
    expect(expanded(first!)).toBe('true')
    expect(openSubmenus()).toEqual([first!.getAttribute('aria-controls')])
    first!.click()
    expect(expanded(first!)).toBe('false')
    expect(openSubmenus()).toEqual([])
  })

  it('keeps at most one submenu open', () => {
    const [first, second] = subToggles()
    first!.click()
    second!.click()
    expect(subToggles().map(expanded)).toEqual(subToggles().map((button) => String(button === second)))
    expect(openSubmenus()).toEqual([second!.getAttribute('aria-controls')])
  })

  it('resets the submenu whenever the menu is toggled', () => {
    const [first, second] = subToggles()
    menuToggle().click()
    first!.click()
    menuToggle().click()
    expect(expanded(menuToggle())).toBe('false')
    expect(openSubmenus()).toEqual([])
    second!.click()
    menuToggle().click()
    expect(expanded(menuToggle())).toBe('true')
    expect(header().classList.contains('is-menu-open')).toBe(true)
    expect(openSubmenus()).toEqual([])
  })

  it('is plain at the top with the menu closed, scrolled once the page moved down', () => {
    expect(header().classList.contains('is-scrolled')).toBe(false)
    window.scrollY = 1
    window.dispatchEvent(new Event('scroll'))
    expect(header().classList.contains('is-scrolled')).toBe(true)
  })

  it('is scrolled while the mobile menu is open, even at the top', () => {
    menuToggle().click()
    expect(header().classList.contains('is-scrolled')).toBe(true)
  })
})
