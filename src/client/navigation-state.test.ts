import { describe, expect, it } from 'vitest'
import { initialNavigationState, isScrolledLook, navigationReducer } from './navigation-state'

describe('navigationReducer', () => {
  it('starts closed with no submenu', () => {
    expect(initialNavigationState).toEqual({ menuOpen: false, openSubmenu: null })
  })

  it('opens a submenu on the first click and closes it on the second', () => {
    const opened = navigationReducer(initialNavigationState, { type: 'toggle-submenu', id: 'edicoes' })
    expect(opened.openSubmenu).toBe('edicoes')
    expect(navigationReducer(opened, { type: 'toggle-submenu', id: 'edicoes' }).openSubmenu).toBeNull()
  })

  it('keeps at most one submenu open', () => {
    const one = navigationReducer(initialNavigationState, { type: 'toggle-submenu', id: 'chamadas' })
    const other = navigationReducer(one, { type: 'toggle-submenu', id: 'edicoes' })
    expect(other.openSubmenu).toBe('edicoes')
  })

  it('resets the submenu whenever the menu is toggled', () => {
    const withSub = { menuOpen: true, openSubmenu: 'edicoes' }
    expect(navigationReducer(withSub, { type: 'toggle-menu' })).toEqual({ menuOpen: false, openSubmenu: null })
    const closedWithSub = { menuOpen: false, openSubmenu: 'chamadas' }
    expect(navigationReducer(closedWithSub, { type: 'toggle-menu' })).toEqual({ menuOpen: true, openSubmenu: null })
  })
})

describe('isScrolledLook', () => {
  it('is plain at the top with the menu closed', () => {
    expect(isScrolledLook(initialNavigationState, 0)).toBe(false)
  })
  it('is scrolled once the page moved down', () => {
    expect(isScrolledLook(initialNavigationState, 1)).toBe(true)
  })
  it('is scrolled while the mobile menu is open, even at the top', () => {
    expect(isScrolledLook({ menuOpen: true, openSubmenu: null }, 0)).toBe(true)
  })
})
