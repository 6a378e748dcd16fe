import '../../components/card.css'
import './call-section.css'
import type { ReactNode } from 'react'

interface Props {
  id: string
  title: string
  /** Heading level of the section title, so the page keeps its headings in order. */
  level?: 2 | 3
  children: ReactNode
}

// Native <details>: closed at first, opened and closed by click, Enter or Space, and it works
// without JavaScript (static pages ship no React).
export function CallSection({ id, title, level = 2, children }: Props) {
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
