import './text-page.css'
import type { ReactNode } from 'react'
import { PageHeader } from './page-header'

interface Props {
  heading: string
  /** `reading` (default): running text, within the measure; `wide`: a grid or columns, the page's whole column. */
  width?: 'reading' | 'wide'
  children?: ReactNode
}

// The frame of a simple content page: the page header, then the page's own content, from the
// title's left edge (docs/design-system.md, "One reading column").
export function TextPage({ heading, width = 'reading', children }: Props) {
  return (
    <>
      <PageHeader title={heading} />
      <div className={`text-page ${width === 'wide' ? 'page-column' : 'reading-column'}`}>{children}</div>
    </>
  )
}
