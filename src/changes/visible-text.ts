// The text a visitor sees on a built page, one line per block, so builds are compared by what they show.
import { Window } from 'happy-dom'

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

let window: Window | undefined

function parser() {
  window ??= new Window({
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
      handleDisabledFileLoadingAsSuccess: true,
    },
  })
  return new window.DOMParser()
}

export async function closeTextParser(): Promise<void> {
  await window?.happyDOM.close()
  window = undefined
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim()

type Node = { nodeType: number; nodeName: string; textContent: string | null; childNodes: ArrayLike<Node> }
type Element = Node & { getAttribute(name: string): string | null }

export function visibleText(html: string): PageText {
  const doc = parser().parseFromString(html, 'text/html')
  const title = squeeze(doc.title ?? '')
  const description = squeeze(doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '')
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
    if (node.nodeType === 3) {
      current += node.textContent ?? ''
      return
    }
    if (node.nodeType !== 1) return
    const tag = node.nodeName.toLowerCase()
    if (SKIPPED.has(tag)) return
    if (tag === 'br') return flush()
    if (tag === 'img') {
      const alt = squeeze((node as Element).getAttribute('alt') ?? '')
      if (alt) current += ` [imagem: ${alt}] `
      return
    }
    const block = !INLINE.has(tag)
    if (block) flush()
    // MUI draws chips and labels as spans next to each other: keep their words apart.
    else if (tag === 'span') current += ' '
    for (const child of Array.from(node.childNodes)) walk(child)
    if (block) flush()
    else if (tag === 'span') current += ' '
  }
  if (doc.body) walk(doc.body)
  flush()
  return { title, lines }
}
