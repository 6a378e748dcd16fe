import './text-page.css'
import type { ReactNode } from 'react'
import { PageHeader } from './page-header'

interface Props {
  heading: string
  /** `reading` (default): running text, within the measure; `wide`: a grid or columns, the page's whole column. */
  width?: 'reading' | 'wide'
  children?: ReactNode
}

// A simple content page: the page header, then its content from the title's edge (docs/design-system.md).
export function TextPage({ heading, width = 'reading', children }: Props) {
  return (
    <>
      <PageHeader title={heading} />
      <div className={`text-page ${width === 'wide' ? 'page-column' : 'reading-column'}`}>{children}</div>
    </>
  )
}
