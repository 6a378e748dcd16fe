import './site-footer.css'
import { NewTabHint } from '../components/new-tab-hint'
import type { LayoutData } from './page-data'
import { telHref } from '../format/tel-href'

export function SiteFooter({ footer, tagline, contact, instagram }: Pick<LayoutData, 'footer' | 'tagline' | 'contact' | 'instagram'>) {
  return (
    <footer className="site-footer surface-dark link-lines">
      <div className="page-column site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">{footer.brand}</p>
          <p className="site-footer__tagline">{tagline}</p>
          <p className="site-footer__invitation">{footer.invitation}</p>
        </div>
        <div className="site-footer__links">
          {footer.columns.map((column) => (
            <nav className="site-footer__column" key={column.heading} aria-label={column.heading}>
              <h2 className="site-footer__heading">{column.heading}</h2>
              <ul className="plain-list">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="site-footer__column site-footer__contact">
          <h2 className="site-footer__heading">{footer.contactHeading}</h2>
          <ul className="plain-list">
            <li>
              <a href={telHref(contact.phone)}>{contact.phone}</a>
            </li>
            <li>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
            {instagram ? (
              <li>
                <a href={instagram.url} target="_blank" rel="noopener noreferrer">
                  {instagram.label}
                  <NewTabHint />
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
      <p className="site-footer__copyright">{footer.copyright}</p>
    </footer>
  )
}
