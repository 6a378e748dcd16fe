import './rich-text.css'
import type { ReactNode } from 'react'
import { NewTabHint } from './new-tab-hint'
import { Changing, type TimedText } from './timed'

export type PlainBlock = string | { list: readonly string[] } | { links: readonly { label: string; url: string }[] }

/** A paragraph, a bullet list, a list of external links, or what a block says before and from the edition's end. */
export type RichBlock = PlainBlock | TimedText<PlainBlock>

function renderBlock(block: RichBlock, index: number): ReactNode {
  if (typeof block === 'object' && 'changesAt' in block)
    return <Changing key={index} text={block} draw={(plain) => renderBlock(plain, 0)} />
  if (typeof block === 'string') {
    return (
      <p className="rich-text__paragraph" key={index}>
        {block}
      </p>
    )
  }
  if ('list' in block) {
    return (
      <ul className="rich-text__list" key={index}>
        {block.list.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    )
  }
  return (
    <ul className="rich-text__list link-lines" key={index}>
      {block.links.map((link) => (
        <li key={link.url}>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {link.label}
            <NewTabHint />
          </a>
        </li>
      ))}
    </ul>
  )
}

// Plain HTML elements (not MUI Typography): the text is long and needs no JavaScript or theme logic.
export function RichText({ blocks }: { blocks: readonly RichBlock[] }) {
  return <div className="rich-text">{blocks.map(renderBlock)}</div>
}
