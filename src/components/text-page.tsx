import './text-page.css'
import Container from '@mui/material/Container'
import type { ReactNode } from 'react'
import { PageHeader } from './page-header'

interface Props {
  heading: string
  width?: 'sm' | 'md' | 'lg'
  children?: ReactNode
}

// The frame of a simple content page: the page header, then the page's own content.
export function TextPage({ heading, width = 'md', children }: Props) {
  return (
    <>
      <PageHeader title={heading} />
      <Container maxWidth={width} className="text-page">
        {children}
      </Container>
    </>
  )
}
