import './site-header.css'
import { LogoImage } from '../components/logo-image'
import { useTexts } from '../components/ui-texts'
import type { LogoImage as Logo } from '../images/resolve-image'

interface HeaderLink {
  label: string
  href?: string | null
  children?: readonly HeaderLink[] | null
}

interface Props {
  /** The current edition's name, always shown, and the congress's full name, shown where there is room. */
  brand: { name: string; fullName: string }
  /** The edition's logo in its fixed header box, beside the name; null: the name alone. */
  logo?: Logo | null
  links: readonly HeaderLink[]
  currentPath: string
}

function slug(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

// Markup only: src/client/navigation.ts adds the behaviour, so the bar works without React in the browser.
export function SiteHeader({ brand, logo, links, currentPath }: Props) {
  // menuClose: the toggle's text while the menu is open (src/client/navigation.ts swaps it).
  const { menuOpen: menuLabel, menuClose: menuCloseLabel, mainMenu, submenu: submenuLabel } = useTexts()
  return (
    <header className="site-header" data-nav>
      <div className="site-header__bar">
        {/* The logo's own letters are too small to read at this size: the name beside it says them. */}
        <a className="site-header__logo" href="/">
          {logo ? (
            <LogoImage
              logo={logo}
              alt=""
              priority="low"
              className={logo.dark ? 'site-header__logo-img' : 'site-header__logo-img logo-plate'}
            />
          ) : null}
          <span className="site-header__name">
            <span className="site-header__edition">{brand.name}</span> <span className="site-header__full-name">{brand.fullName}</span>
          </span>
        </a>
        <button type="button" className="site-header__toggle" data-nav-toggle aria-expanded="false" aria-controls="site-menu">
          <span className="site-header__toggle-icon" aria-hidden="true" />
          <span className="site-header__toggle-text" data-label-open={menuLabel} data-label-close={menuCloseLabel}>
            {menuLabel}
          </span>
        </button>
        <nav id="site-menu" className="site-header__menu" aria-label={mainMenu}>
          <ul className="site-header__list">
            {links.map((link) => {
              const id = `submenu-${slug(link.label)}`
              const hasChildren = Boolean(link.children?.length)
              return (
                <li key={link.label} className={hasChildren ? 'site-header__item has-submenu' : 'site-header__item'}>
                  {link.href ? (
                    <a href={link.href} aria-current={link.href === currentPath ? 'page' : undefined}>
                      {link.label}
                    </a>
                  ) : null}
                  {hasChildren ? (
                    <>
                      <button
                        type="button"
                        className={link.href ? 'site-header__sub-toggle is-icon' : 'site-header__sub-toggle'}
                        data-submenu-toggle={slug(link.label)}
                        aria-expanded="false"
                        aria-controls={id}
                        aria-label={link.href ? `${link.label}: ${submenuLabel}` : undefined}
                      >
                        {link.href ? null : link.label}
                        <span className="site-header__chevron-box" aria-hidden="true">
                          <span className="site-header__chevron" />
                        </span>
                      </button>
                      <ul id={id} className="site-header__submenu">
                        {link.children?.map((child) => (
                          <li key={child.label}>
                            <a href={child.href ?? '#'} aria-current={child.href === currentPath ? 'page' : undefined}>
                              {child.label}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </nav>
      </div>
    </header>
  )
}
