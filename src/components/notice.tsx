import './notice.css'
import { Button } from './button'
import { PageHeader } from './page-header'
import Container from '@mui/material/Container'
import type { TemplateBlock } from './edition-template'

export interface NoticeProps {
  heading: string
  blocks: TemplateBlock[]
  link: { label: string; href: string } | null
}

export function Notice({ heading, blocks, link }: NoticeProps) {
  return (
    <>
      <PageHeader title={heading} width="sm" />
      <Container maxWidth="sm" className="notice">
        <div className="notice__box">
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
    </>
  )
}
