import './rich-text.css'
import type { ReactNode } from 'react'
import { NewTabHint } from './new-tab-hint'
import { Timed } from './timed'

type PlainBlock = string | { list: readonly string[] } | { links: readonly { label: string; url: string }[] }

/**
 * A block of content text: a string is a paragraph; `list` a bullet list; `links` a list of external
 * links; `before`/`after` what it says until the instant `changesAt` (the edition's end) and from it.
 */
export type RichBlock = PlainBlock | { changesAt: number; before: PlainBlock | null; after: PlainBlock | null }

function renderBlock(block: RichBlock, index: number): ReactNode {
  if (typeof block === 'object' && 'changesAt' in block) {
    const { changesAt, before, after } = block
    return [
      before === null ? null : (
        <Timed key={`${index}-before`} when={(now) => now < changesAt}>
          {renderBlock(before, 0)}
        </Timed>
      ),
      after === null ? null : (
        <Timed key={`${index}-after`} when={(now) => now >= changesAt}>
          {renderBlock(after, 0)}
        </Timed>
      ),
    ]
  }
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
    <ul className="rich-text__list rich-text__links" key={index}>
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
