import type { DeepReadonly } from '../content/load-content'
import type { NoticePage } from '../content/generated/pages'
import { fillBlocks, fillTemplate, type TemplateEdition } from './edition-template'
import type { NoticeProps } from './notice'

export function noticeData(page: DeepReadonly<NoticePage>, edition: TemplateEdition): NoticeProps & { title: string; description: string } {
  return {
    title: fillTemplate(page.title, edition),
    description: fillTemplate(page.description, edition),
    heading: fillTemplate(page.heading, edition),
    blocks: fillBlocks(page.blocks, edition),
    link: page.link ? { label: page.link.label, href: page.link.href } : null,
  }
}
