import './site-header.css'
import { LogoImage } from '../components/logo-image'
import { useTexts } from '../components/ui-texts'
import type { LayoutData } from './page-data'

type Props = Pick<LayoutData, 'brand' | 'logo' | 'navigation'> & { currentPath: string }

function slug(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

// Markup only: src/client/navigation.ts adds the behaviour, so the bar works without React in the browser.
export function SiteHeader({ brand, logo, navigation, currentPath }: Props) {
  const { menuOpen, menuClose, mainMenu, submenu } = useTexts()
  return (
    <header className="site-header surface-dark" data-nav>
      <div className="page-column site-header__bar">
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
        <button type="button" className="site-header__toggle needs-script" data-nav-toggle aria-expanded="false" aria-controls="site-menu">
          <span className="site-header__toggle-icon" aria-hidden="true" />
          <span className="site-header__toggle-text" data-label-open={menuOpen} data-label-close={menuClose}>
            {menuOpen}
          </span>
        </button>
        <nav id="site-menu" className="site-header__menu" aria-label={mainMenu}>
          <ul className="plain-list site-header__list">
            {navigation.map((link) => {
              const name = slug(link.label)
              const hasChildren = link.children.length > 0
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
                        data-submenu-toggle={name}
                        aria-expanded="false"
                        aria-controls={`submenu-${name}`}
                        aria-label={link.href ? `${link.label}: ${submenu}` : undefined}
                      >
                        {link.href ? null : link.label}
                        <span className="site-header__chevron-box" aria-hidden="true">
                          <span className="site-header__chevron" />
                        </span>
                      </button>
                      <ul id={`submenu-${name}`} className="plain-list site-header__submenu">
                        {link.children.map((child) => (
                          <li key={child.label}>
                            <a href={child.href} aria-current={child.href === currentPath ? 'page' : undefined}>
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
