import './notice.css'
import { Button } from './button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import type { TemplateBlock } from './edition-template'

export interface NoticeProps {
  heading: string
  blocks: TemplateBlock[]
  link: { label: string; href: string } | null
}

export function Notice({ heading, blocks, link }: NoticeProps) {
  return (
    <Container maxWidth="sm" className="notice">
      <div className="notice__box">
        <Typography variant="h1" component="h1" className="notice__heading">
          {heading}
        </Typography>
        {blocks.map((block, index) =>
          typeof block === 'string' ? (
            <p key={index}>{block}</p>
          ) : (
            <ul key={index}>
              {block.list.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          ),
        )}
        {link ? (
          <Button href={link.href} className="notice__link">
            {link.label}
          </Button>
        ) : null}
      </div>
    </Container>
  )
}
