import { initialNavigationState, isScrolledLook, type NavigationAction, type NavigationState, navigationReducer } from './navigation-state'

// Binds the prerendered navigation bar (src/layout/site-header.tsx). Runs on HTML-only pages from
// +client.ts and on the live React pages from mount-live-page.tsx; safe to call more than once.
export function initNavigation(doc: Document = document): void {
  const header = doc.querySelector<HTMLElement>('[data-nav]')
  if (!header || header.dataset.navReady === 'true') return
  header.dataset.navReady = 'true'
  const win = doc.defaultView ?? window
  let state: NavigationState = initialNavigationState

  const toggle = header.querySelector<HTMLButtonElement>('[data-nav-toggle]')
  const toggleText = toggle?.querySelector<HTMLElement>('[data-label-close]')
  const submenuButtons = [...header.querySelectorAll<HTMLButtonElement>('[data-submenu-toggle]')]

  const render = () => {
    header.classList.toggle('is-scrolled', isScrolledLook(state, win.scrollY))
    header.classList.toggle('is-menu-open', state.menuOpen)
    toggle?.setAttribute('aria-expanded', String(state.menuOpen))
    if (toggleText) toggleText.textContent = (state.menuOpen ? toggleText.dataset.labelClose : toggleText.dataset.labelOpen) ?? ''
    for (const button of submenuButtons) {
      const id = button.dataset.submenuToggle ?? ''
      const open = state.openSubmenu === id
      button.setAttribute('aria-expanded', String(open))
      doc.getElementById(button.getAttribute('aria-controls') ?? '')?.classList.toggle('is-open', open)
    }
  }
  const dispatch = (action: NavigationAction) => {
    state = navigationReducer(state, action)
    render()
  }

  // Without JavaScript the menu is always shown; with it, the toggle takes over.
  header.classList.add('has-js')
  toggle?.addEventListener('click', () => dispatch({ type: 'toggle-menu' }))
  for (const button of submenuButtons) {
    button.addEventListener('click', () => dispatch({ type: 'toggle-submenu', id: button.dataset.submenuToggle ?? '' }))
  }
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || state.openSubmenu === null) return
    const button = submenuButtons.find((b) => b.dataset.submenuToggle === state.openSubmenu)
    dispatch({ type: 'close-submenu' })
    button?.focus()
  })
  doc.addEventListener('click', (event) => {
    if (state.openSubmenu !== null && !header.contains(event.target as Node)) dispatch({ type: 'close-submenu' })
  })
  win.addEventListener('scroll', render, { passive: true })
  render()
}
