import './css-tooltip.css'
import type { ReactNode } from 'react'

interface Props {
  /** Tooltip text; the same text is the element's content, so assistive tech reads it once. */
  text: string
  children: ReactNode
  className?: string
  as?: 'span' | 'h3' | 'p'
}

// Tooltip without JavaScript (static pages ship none): the bubble shows on :hover and on
// :focus-within; tabIndex makes a tap on touch screens focus the element. The bubble repeats the
// visible (possibly truncated) text, so it is hidden from the accessibility tree.
export function CssTooltip({ text, children, className, as: Tag = 'span' }: Props) {
  return (
    <Tag className={['css-tooltip', className].filter(Boolean).join(' ')} tabIndex={0}>
      {children}
      <span className="css-tooltip__bubble" aria-hidden="true">
        {text}
      </span>
    </Tag>
  )
}
