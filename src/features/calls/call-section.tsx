import '../../components/card.css'
import './call-page.css'
import type { ReactNode } from 'react'

// Native <details>: opened and closed by click, Enter or Space without JavaScript; `level` keeps the page's headings in order.
export function CallSection({ id, title, level = 2, children }: { id: string; title: string; level?: 2 | 3; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <details className="card call-section" id={id}>
      <summary className="call-section__summary">
        <Heading className="call-section__title">{title}</Heading>
      </summary>
      <div className="call-section__body">{children}</div>
    </details>
  )
}
