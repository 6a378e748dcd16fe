// Binds the prerendered navigation bar (src/layout/site-header.tsx). Runs on HTML-only pages from
// +client.ts and on the live React pages from mount-live-page.tsx; safe to call more than once.
export function initNavigation(doc: Document = document): void {
  const header = doc.querySelector<HTMLElement>('[data-nav]')
  if (!header || header.dataset.navReady === 'true') return
  header.dataset.navReady = 'true'
  const win = doc.defaultView ?? window
  let menuOpen = false
  let openSubmenu: HTMLButtonElement | null = null

  const toggle = header.querySelector<HTMLButtonElement>('[data-nav-toggle]')
  const toggleText = toggle?.querySelector<HTMLElement>('[data-label-close]')
  const submenuButtons = [...header.querySelectorAll<HTMLButtonElement>('[data-submenu-toggle]')]

  const render = () => {
    // The bar looks 'scrolled' once the page left the top or while the mobile menu is open.
    header.classList.toggle('is-scrolled', win.scrollY > 0 || menuOpen)
    header.classList.toggle('is-menu-open', menuOpen)
    toggle?.setAttribute('aria-expanded', String(menuOpen))
    if (toggleText) toggleText.textContent = (menuOpen ? toggleText.dataset.labelClose : toggleText.dataset.labelOpen) ?? ''
    for (const button of submenuButtons) {
      button.setAttribute('aria-expanded', String(button === openSubmenu))
      doc.getElementById(button.getAttribute('aria-controls') ?? '')?.classList.toggle('is-open', button === openSubmenu)
    }
  }
  // Spec §4: one submenu open at a time, a second click closes it, toggling the menu resets the submenu.
  const show = (menu: boolean, submenu: HTMLButtonElement | null) => {
    menuOpen = menu
    openSubmenu = submenu
    render()
  }

  // Without JavaScript the menu is always shown; with it, the toggle takes over.
  header.classList.add('has-js')
  toggle?.addEventListener('click', () => show(!menuOpen, null))
  for (const button of submenuButtons) button.addEventListener('click', () => show(menuOpen, openSubmenu === button ? null : button))
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !openSubmenu) return
    const button = openSubmenu
    show(menuOpen, null)
    button.focus()
  })
  doc.addEventListener('click', (event) => {
    if (openSubmenu && !header.contains(event.target as Node)) show(menuOpen, null)
  })
  win.addEventListener('scroll', render, { passive: true })
  render()
}
