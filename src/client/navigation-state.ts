export type NavigationState = { menuOpen: boolean; openSubmenu: string | null }

export type NavigationAction = { type: 'toggle-menu' } | { type: 'toggle-submenu'; id: string } | { type: 'close-submenu' }

export const initialNavigationState: NavigationState = { menuOpen: false, openSubmenu: null }

// Spec §4: one submenu open at a time, a second click closes it, toggling the menu resets the submenu.
export function navigationReducer(state: NavigationState, action: NavigationAction): NavigationState {
  switch (action.type) {
    case 'toggle-menu':
      return { menuOpen: !state.menuOpen, openSubmenu: null }
    case 'toggle-submenu':
      return { ...state, openSubmenu: state.openSubmenu === action.id ? null : action.id }
    case 'close-submenu':
      return { ...state, openSubmenu: null }
  }
}

// The bar looks 'scrolled' once the page left the top or while the mobile menu is open.
export function isScrolledLook(state: NavigationState, scrollY: number): boolean {
  return scrollY > 0 || state.menuOpen
}
