// The page's layout as the design system has it (docs/design-system.md, "One reading column"), judged
// by what the browser lays out: the page title, the page's text and its section headings share one
// left edge, the header logo's, at every width; running text keeps a readable measure; section
// headings are never centred; a group of buttons is one row (or a stack of equal buttons), never a
// ragged wrap, and its buttons are sized alike. design-system.ts runs it with the rest.
import type { Page } from '@playwright/test'

/** At most this many characters of running text on a line (~60-75 is comfortable). */
const MEASURE = 75

export interface LayoutFound {
  offenders: string[]
  counts: { texts: number; rows: number }
}

/** `runningText: false` leaves a page's paragraphs and headings to it (the receipts); its edge and rows still count. */
export function inspectPageLayout(page: Page, isHome: boolean, runningText = true): Promise<LayoutFound> {
  return page.evaluate(
    ({ isHome, measure, runningText }) => {
      const offenders: string[] = []
      const counts = { texts: 0, rows: 0 }
      const main = document.querySelector('main')
      if (!main) return { offenders: ['no <main>'], counts }
      const clear = 'rgba(0, 0, 0, 0)'
      const name = (el: Element) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`
      const shown = (el: Element) => {
        const box = el.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && box.right > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true })
      }
      // A box drawn on the page: a fill, a border, a shadow (cards, notices, fields). A background
      // image alone draws the dark band, or a row of buttons' edge shades, which are not a box.
      const drawn = (s: CSSStyleDeclaration) =>
        s.backgroundColor !== clear ||
        s.boxShadow !== 'none' ||
        [s.borderTopWidth, s.borderRightWidth, s.borderBottomWidth, s.borderLeftWidth].some((w) => parseFloat(w) > 0)
      // Out of the flow: the visually hidden, what a script positions.
      const outOfFlow = (el: Element) => {
        for (let at: Element | null = el; at && at !== main; at = at.parentElement) {
          const position = getComputedStyle(at).position
          if (position === 'absolute' || position === 'fixed') return true
        }
        return false
      }
      const inBox = (el: Element) => {
        for (let at = el.parentElement; at && at !== main; at = at.parentElement) if (drawn(getComputedStyle(at))) return true
        return false
      }
      /** Where an element's text starts: the leftmost of its own text's lines (`deep`: of all the text inside it). */
      const textLeft = (el: Element, deep = false) => {
        let left = Infinity
        const nodes: Node[] = []
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
        if (deep) for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node)
        else nodes.push(...el.childNodes)
        for (const node of nodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          for (const rect of range.getClientRects()) if (rect.width > 0) left = Math.min(left, rect.left)
        }
        return left
      }

      // The title and the band it sits on (design-system.ts checks both); the home page has a hero instead.
      const title = document.querySelector('main h1')
      let band: Element | null = title?.parentElement ?? null
      while (band && band !== main && !drawn(getComputedStyle(band)) && getComputedStyle(band).backgroundImage === 'none')
        band = band.parentElement
      const edge = title && !isHome ? textLeft(title, true) : null
      const content = [...main.querySelectorAll('*')].filter(
        (el) => !(band && band !== main && band.contains(el)) && !el.closest('header, footer') && shown(el) && !outOfFlow(el),
      )

      if (edge !== null) {
        // The leftmost of the page's text and boxes is the title's edge: neither a narrower centred
        // column nor anything hanging out to its left.
        let leftmost = Infinity
        let first: Element | null = null
        for (const el of content) {
          const s = getComputedStyle(el)
          const box = el.getBoundingClientRect()
          const boxed = drawn(s) || el.matches('img, svg, input, select, textarea')
          const left = Math.min(textLeft(el), boxed ? box.left : Infinity)
          if (left < leftmost) [leftmost, first] = [left, el]
        }
        if (first && Math.abs(leftmost - edge) > 1) offenders.push(`column: ${name(first)} starts at ${leftmost}, the title at ${edge}`)
      }

      // Running text and section headings: on the page itself (not in a card, a list, a table, a
      // form or a control), starting at the title's edge, never centred; a paragraph within the measure.
      const sample = 'O congresso reúne estudantes, docentes e profissionais da computação do sertão paraibano.'
      const context = document.createElement('canvas').getContext('2d')!
      for (const el of runningText ? content : []) {
        if (!el.matches('p, h2, h3, h4') || el.closest('li, dd, dt, td, th, figure, nav, form, label, summary, button, a')) continue
        // A box of its own (a notice) or text in one: the box is what starts at the edge (above).
        if (drawn(getComputedStyle(el)) || inBox(el)) continue
        counts.texts++
        const s = getComputedStyle(el)
        const problems: string[] = []
        if (!['start', 'left', 'justify'].includes(s.textAlign)) problems.push(`text-align ${s.textAlign}`)
        const left = textLeft(el, true)
        if (edge !== null && left !== Infinity && Math.abs(left - edge) > 1) problems.push(`left edge ${left}, the title's ${edge}`)
        if (el.matches('p')) {
          context.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`
          const perCharacter = context.measureText(sample).width / sample.length
          // Its longest line as laid out: a short line in a wide box reads as well as in a narrow one.
          const range = document.createRange()
          range.selectNodeContents(el)
          const lines = new Map<number, { left: number; right: number }>()
          for (const rect of range.getClientRects()) {
            if (rect.width === 0) continue
            const line = lines.get(Math.round(rect.bottom)) ?? { left: rect.left, right: rect.right }
            lines.set(Math.round(rect.bottom), { left: Math.min(line.left, rect.left), right: Math.max(line.right, rect.right) })
          }
          const longest = Math.max(0, ...[...lines.values()].map((line) => line.right - line.left))
          const characters = Math.round(longest / perCharacter)
          if (characters > measure) problems.push(`${characters} characters a line`)
        }
        if (problems.length > 0) offenders.push(`text ${name(el)}: ${problems.join(', ')}`)
      }

      // Groups of buttons: the drawn controls among an element's children (each the child itself,
      // or the one control a wrapper holds). One row, or a stack of equal widths; one height.
      // As design-system.ts tells them: a <button>, or a link or <summary> drawn with a fill or a
      // frame that is not a card's thin border.
      const isButton = (el: Element) => {
        if (!el.matches('button, a[href], summary, [role="button"]') || el.getAttribute('role') === 'tab') return false
        const s = getComputedStyle(el)
        const border = parseFloat(s.borderTopWidth)
        const framed = [s.borderTopWidth, s.borderRightWidth, s.borderBottomWidth, s.borderLeftWidth].every((w) => parseFloat(w) > 0)
        const filled = s.backgroundColor !== clear || s.backgroundImage !== 'none'
        return el.matches('button, [role="button"]') || (!(border > 0 && border <= 1) && (filled || framed))
      }
      const controlOf = (child: Element): Element | null => {
        if (isButton(child)) return child
        const inside = [...child.querySelectorAll('*')].filter((el) => isButton(el) && shown(el))
        return inside.length === 1 && child.textContent?.trim() === inside[0]!.textContent?.trim() ? inside[0]! : null
      }
      for (const parent of [main, ...content]) {
        const buttons = [...parent.children].map(controlOf).filter((el): el is Element => el !== null && shown(el))
        if (buttons.length < 2) continue
        counts.rows++
        const boxes = buttons.map((el) => el.getBoundingClientRect())
        const tops = new Set(boxes.map((box) => Math.round(box.top)))
        const heights = new Set(boxes.map((box) => Math.round(box.height)))
        const widths = new Set(boxes.map((box) => Math.round(box.width)))
        // A stack: one button a line, all as wide (a long label may take two lines there).
        const stack = tops.size === buttons.length && widths.size === 1 && new Set(boxes.map((box) => Math.round(box.left))).size === 1
        const problems: string[] = []
        if (tops.size > 1 && !stack) problems.push(`wraps into ${tops.size} rows`)
        if (tops.size === 1 && heights.size > 1) problems.push(`heights ${[...heights].join(', ')}`)
        if (problems.length > 0) offenders.push(`button row ${name(parent)}: ${problems.join(', ')}`)
      }
      return { offenders, counts }
    },
    { isHome, measure: MEASURE, runningText },
  )
}
