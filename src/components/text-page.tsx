import './text-page.css'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

interface Props {
  heading: string
  width?: 'sm' | 'md' | 'lg'
  children?: ReactNode
}

// The frame of a simple content page: one h1, then the page's own content.
export function TextPage({ heading, width = 'md', children }: Props) {
  return (
    <Container maxWidth={width} className="text-page">
      <Typography variant="h1" component="h1" className="text-page__heading">
        {heading}
      </Typography>
      {children}
    </Container>
  )
}
