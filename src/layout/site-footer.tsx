import './site-footer.css'
import { NewTabHint } from '../components/new-tab-hint'

interface FooterColumn {
  heading: string
  links: readonly { label: string; href: string }[]
}

interface Props {
  brand: string
  tagline: string
  invitation: string
  columns: readonly FooterColumn[]
  contactHeading: string
  phone: string
  email: string
  instagram: { label: string; url: string } | null
  copyright: string
}

function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

export function SiteFooter(props: Props) {
  return (
    <footer className="site-footer surface-dark link-lines">
      <div className="page-column site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">{props.brand}</p>
          <p className="site-footer__tagline">{props.tagline}</p>
          <p className="site-footer__invitation">{props.invitation}</p>
        </div>
        <div className="site-footer__links">
          {props.columns.map((column) => (
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
          <h2 className="site-footer__heading">{props.contactHeading}</h2>
          <ul className="plain-list">
            <li>
              <a href={telHref(props.phone)}>{props.phone}</a>
            </li>
            <li>
              <a href={`mailto:${props.email}`}>{props.email}</a>
            </li>
            {props.instagram ? (
              <li>
                <a href={props.instagram.url} target="_blank" rel="noopener noreferrer">
                  {props.instagram.label}
                  <NewTabHint />
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
      <p className="site-footer__copyright">{props.copyright}</p>
    </footer>
  )
}
