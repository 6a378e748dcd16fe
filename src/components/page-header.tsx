import './page-header.css'
import type { ReactNode } from 'react'
import { Changing, type TimedText } from './timed'

interface Props {
  title: ReactNode
  /** A line under the title: the call's subtitle, the edition a list belongs to. */
  lead?: ReactNode
  /** The lead's element: an h2 where the page's sections are h3 (a call's subtitle). */
  leadAs?: 'p' | 'h2'
  children?: ReactNode
}

// The one page header (docs/design-system.md): every page but the home opens with its h1 on the dark frame.
export function PageHeader({ title, lead, leadAs = 'p', children }: Props) {
  const Lead = leadAs
  return (
    <div className="page-header surface-dark frame-band">
      <div className="page-column">
        <h1 className="page-header__title">{title}</h1>
        {lead ? <Lead className="page-header__lead">{lead}</Lead> : null}
        {children}
      </div>
    </div>
  )
}

/** A lead that may change at the edition's end (a PageHeader child): drawn as the header's lead. */
export function PageLead({ text }: { text: TimedText }) {
  return <Changing text={text} draw={(line) => <p className="page-header__lead">{line}</p>} />
}
