// The text a visitor sees on a built page, one line per block, so builds are compared by what they show.
import { DomUtils, ElementType, parseDocument } from 'htmlparser2'

export interface PageText {
  title: string
  lines: string[] // tab title, meta description, then the body's blocks in document order
}

// Elements that do not break a line; everything else (div, p, li, h1, td, button...) does.
const INLINE = new Set(
  'a abbr b bdi bdo cite code data dfn em i kbd label mark q s samp small span strong sub sup time u var wbr'.split(' '),
)
// Never shown as text: code, styles, icon drawings, inert templates.
const SKIPPED = new Set(['script', 'style', 'template', 'svg', 'noscript', 'head'])

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim()

type Node = ReturnType<typeof parseDocument>['children'][number]

export function visibleText(html: string): PageText {
  const doc = parseDocument(html)
  const first = (name: string, attribute?: [string, string]) =>
    DomUtils.findOne((e) => e.name === name && (!attribute || e.attribs[attribute[0]] === attribute[1]), doc.children)
  const title = squeeze(DomUtils.textContent(first('title') ?? []))
  const description = squeeze(first('meta', ['name', 'description'])?.attribs.content ?? '')
  const lines: string[] = []
  if (title) lines.push(`Título: ${title}`)
  if (description) lines.push(`Descrição: ${description}`)

  let current = ''
  const flush = () => {
    const line = squeeze(current)
    if (line) lines.push(line)
    current = ''
  }
  const walk = (node: Node) => {
    if (node.type === ElementType.Text) {
      current += node.data
      return
    }
    // Scripts and styles are nodes of their own types: skipped with comments and the doctype.
    if (node.type !== ElementType.Tag) return
    const tag = node.name
    if (SKIPPED.has(tag)) return
    if (tag === 'br') return flush()
    if (tag === 'img') {
      const alt = squeeze(node.attribs.alt ?? '')
      if (alt) current += ` [imagem: ${alt}] `
      return
    }
    const block = !INLINE.has(tag)
    if (block) flush()
    // MUI draws chips and labels as spans next to each other: keep their words apart.
    else if (tag === 'span') current += ' '
    node.children.forEach(walk)
    if (block) flush()
    else if (tag === 'span') current += ' '
  }
  doc.children.forEach(walk)
  flush()
  return { title, lines }
}
