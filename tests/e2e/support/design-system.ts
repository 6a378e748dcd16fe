// What the design system allows (docs/design-system.md), judged by what the browser computes, never
// by class names: a button is any <button>, and any link or <summary> drawn with a fill or a frame; a
// card is any light box with a border or a shadow; the title is the page's h1. The expected values
// come from the tokens (src/theme/tokens.ts), so a component drawn otherwise, or a page drawing its
// own, fails; page-layout.ts then holds the page to its one reading column (the title's left edge is
// its text's) and its rows of buttons to one line. a11y.test.ts runs both in its visit of every page
// state at 390 and 1366 px.
import type { Page } from '@playwright/test'
import { colour, radius, space, type } from '../../../src/theme/tokens'
import { inspectPageLayout } from './page-layout'

/** What the system allows, as CSS the page resolves to computed values. */
const SYSTEM = {
  pill: radius.pill,
  cardRadius: radius.md,
  buttonPaddingInline: space[5],
  buttonMinHeight: '48px',
  buttonBorder: '2px',
  iconSize: '48px',
  // The carousel's pagination dot: WCAG 2.2's minimum target, a ring inside it.
  dotTarget: '24px',
  dotSize: '12px',
  bold: String(type.h1.weight),
  h1Font: 'var(--sc-font-h1)',
  // Fills a button may have: primary (under the pointer too), secondary (none), on the dark frame, disabled.
  buttonFills: [colour.primary.main, colour.primary.dark, 'transparent', colour.frame.accent, colour.divider],
  // A tab: paper, or the primary fill when chosen.
  tabFills: [colour.background.paper, colour.primary.main],
  primary: colour.primary.main,
  paper: colour.background.paper,
  darkLogoPlate: colour.primary.main,
  divider: colour.divider,
  frame: colour.frame.background,
  frameText: colour.frame.text,
}

interface Found {
  offenders: string[]
  counts: { buttons: number; dots: number; tabs: number; cards: number; titles: number }
}

/**
 * Every button, card and the title against the system's computed values, then the page's layout
 * (page-layout.ts: one left edge for title and text, the measure, headings, rows of buttons).
 */
export async function inspectDesignSystem(page: Page, isHome: boolean, { runningText = true } = {}) {
  const components = await inspectComponents(page, isHome)
  const layout = await inspectPageLayout(page, isHome, runningText)
  return { offenders: [...components.offenders, ...layout.offenders], counts: { ...components.counts, ...layout.counts } }
}

/** Runs in the page: every button, card and the title, against the system's computed values. */
function inspectComponents(page: Page, isHome: boolean): Promise<Found> {
  return page.evaluate(
    ({ system, isHome }) => {
      const probe = document.createElement('div')
      document.body.append(probe)
      const computed = (css: Partial<CSSStyleDeclaration>) => {
        probe.removeAttribute('style')
        Object.assign(probe.style, css)
        return getComputedStyle(probe)
      }
      const rgb = (value: string) => computed({ color: value }).color
      const px = (value: string) => computed({ paddingLeft: value }).paddingLeft
      const pill = computed({ borderTopLeftRadius: system.pill }).borderTopLeftRadius
      const cardRadius = px(system.cardRadius)
      const buttonPadding = px(system.buttonPaddingInline)
      const h1 = computed({ font: system.h1Font })
      const expectedTitle = { size: h1.fontSize, weight: h1.fontWeight }
      const fills = new Set(system.buttonFills.map((c) => (c === 'transparent' ? 'rgba(0, 0, 0, 0)' : rgb(c))))
      const tabFills = new Set(system.tabFills.map(rgb))
      const primary = rgb(system.primary)
      const paper = rgb(system.paper)
      const cardFills = new Set([paper, rgb(system.darkLogoPlate)])
      const divider = rgb(system.divider)
      const frame = rgb(system.frame)
      const frameText = rgb(system.frameText)
      probe.remove()

      const offenders: string[] = []
      const counts = { buttons: 0, dots: 0, tabs: 0, cards: 0, titles: 0 }
      const header = document.querySelector('body header')
      const name = (el: Element) => {
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
        return `<${el.tagName.toLowerCase()}> "${text}"`
      }
      // Drawn, and on the page (the skip link waits off it for the keyboard).
      const visible = (el: Element) => {
        const box = el.getBoundingClientRect()
        const onPage = box.right > 0 && box.bottom + window.scrollY > 0 && box.left < document.documentElement.clientWidth
        return box.width > 0 && box.height > 0 && onPage && el.checkVisibility({ visibilityProperty: true })
      }
      const corners = (s: CSSStyleDeclaration) =>
        new Set([s.borderTopLeftRadius, s.borderTopRightRadius, s.borderBottomLeftRadius, s.borderBottomRightRadius])
      const oneCorner = (s: CSSStyleDeclaration, value: string) => {
        const all = corners(s)
        return all.size === 1 && all.has(value)
      }
      const framed = (s: CSSStyleDeclaration) =>
        [s.borderTopWidth, s.borderRightWidth, s.borderBottomWidth, s.borderLeftWidth].every((w) => parseFloat(w) > 0)
      const filled = (s: CSSStyleDeclaration) => s.backgroundColor !== 'rgba(0, 0, 0, 0)' || s.backgroundImage !== 'none'
      // A card: a light box with a border or a shadow; a link drawn with a thin border (a partner's
      // logo, on the primary fill when the logo is made for dark backgrounds), where a button has 2 px.
      const boxed = (s: CSSStyleDeclaration) => s.backgroundColor === paper && (parseFloat(s.borderTopWidth) > 0 || s.boxShadow !== 'none')
      const cardLike = (s: CSSStyleDeclaration) => parseFloat(s.borderTopWidth) > 0 && parseFloat(s.borderTopWidth) <= 1

      // Buttons (the site header's controls are the header's own component).
      const controls = [
        ...document.querySelectorAll('button, a[href], summary, input[type="submit"], input[type="button"], [role="button"]'),
      ]
      for (const el of controls) {
        if (header?.contains(el) || el.getAttribute('role') === 'tab' || !visible(el)) continue
        const s = getComputedStyle(el)
        const box = el.getBoundingClientRect()
        const isButton = el.matches('button, input, [role="button"]') || (!cardLike(s) && (filled(s) || framed(s)))
        if (!isButton) continue
        const problems: string[] = []
        const icon = oneCorner(s, '50%')
        // A round control with nothing inside (no text, no icon): the pagination dot, a ring drawn in its target.
        if (icon && el.childElementCount === 0 && !el.textContent?.trim()) {
          counts.dots++
          const dot = getComputedStyle(el, '::before')
          const shown = el.getAttribute('aria-current') === 'true'
          if (box.width !== parseFloat(system.dotTarget) || box.height !== parseFloat(system.dotTarget))
            problems.push(`target ${box.width}px x ${box.height}px`)
          if (s.borderTopWidth !== '0px' || s.backgroundColor !== 'rgba(0, 0, 0, 0)' || s.backgroundImage !== 'none')
            problems.push(`drawn by the target itself: border ${s.borderTopWidth}, fill ${s.backgroundColor} ${s.backgroundImage}`)
          if (dot.width !== system.dotSize || dot.height !== system.dotSize || !oneCorner(dot, '50%'))
            problems.push(`dot ${dot.width} x ${dot.height}`)
          if (dot.borderTopWidth !== system.buttonBorder || dot.borderTopColor !== primary)
            problems.push(`ring ${dot.borderTopWidth} ${dot.borderTopColor}`)
          if (dot.backgroundColor !== (shown ? primary : 'rgba(0, 0, 0, 0)'))
            problems.push(`fill ${dot.backgroundColor}${shown ? ' (current)' : ''}`)
          if (!el.getAttribute('aria-label')) problems.push('no name')
          if (problems.length > 0) offenders.push(`dot ${name(el)}: ${problems.join(', ')}`)
          continue
        }
        counts.buttons++
        if (icon) {
          if (s.width !== system.iconSize || s.height !== system.iconSize) problems.push(`icon button ${s.width} x ${s.height}`)
        } else {
          if (!oneCorner(s, pill)) problems.push(`corners ${[...corners(s)].join(' ')}`)
          if (box.height < parseFloat(system.buttonMinHeight)) problems.push(`height ${box.height}px`)
          if (s.paddingLeft !== buttonPadding || s.paddingRight !== buttonPadding)
            problems.push(`padding ${s.paddingLeft} ${s.paddingRight}`)
          if (s.fontWeight !== system.bold) problems.push(`weight ${s.fontWeight}`)
        }
        if (s.borderTopWidth !== system.buttonBorder) problems.push(`border ${s.borderTopWidth}`)
        if (!fills.has(s.backgroundColor) || s.backgroundImage !== 'none') problems.push(`fill ${s.backgroundColor} ${s.backgroundImage}`)
        if (problems.length > 0) offenders.push(`button ${name(el)}: ${problems.join(', ')}`)
      }

      // The tab row: pills framed in the primary colour, filled when chosen.
      for (const el of document.querySelectorAll('[role="tab"]')) {
        if (!visible(el)) continue
        counts.tabs++
        const s = getComputedStyle(el)
        const problems: string[] = []
        if (!oneCorner(s, pill)) problems.push(`corners ${[...corners(s)].join(' ')}`)
        if (el.getBoundingClientRect().height < 44) problems.push(`height ${el.getBoundingClientRect().height}px`)
        if (s.borderTopWidth !== system.buttonBorder || s.borderTopColor !== primary)
          problems.push(`border ${s.borderTopWidth} ${s.borderTopColor}`)
        if (s.fontWeight !== system.bold) problems.push(`weight ${s.fontWeight}`)
        if (!tabFills.has(s.backgroundColor)) problems.push(`fill ${s.backgroundColor}`)
        if (problems.length > 0) offenders.push(`tab ${name(el)}: ${problems.join(', ')}`)
      }

      // Cards: a light box with a border or a shadow that is no control, field or picture.
      for (const el of document.querySelectorAll('body *')) {
        if (header?.contains(el) || el.matches('button, summary, input, select, textarea, img, svg, canvas, iframe, [role="tab"]')) continue
        const s = getComputedStyle(el)
        if (!(el.matches('a') ? cardLike(s) : boxed(s)) || !visible(el)) continue
        const box = el.getBoundingClientRect()
        if (box.width < 64 || box.height < 40) continue
        counts.cards++
        const problems: string[] = []
        if (!oneCorner(s, cardRadius)) problems.push(`corners ${[...corners(s)].join(' ')}`)
        if (s.borderTopWidth !== '1px' || s.borderTopColor !== divider) problems.push(`border ${s.borderTopWidth} ${s.borderTopColor}`)
        if (!cardFills.has(s.backgroundColor)) problems.push(`fill ${s.backgroundColor}`)
        if (problems.length > 0) offenders.push(`card ${name(el)}: ${problems.join(', ')}`)
      }

      // The page header: the one h1, on the dark band right under the site header, full width,
      // starting where the header's logo does (and the page's text, page-layout.ts), at the h1 size of the tokens.
      const titles = document.querySelectorAll('h1')
      if (titles.length !== 1) offenders.push(`${titles.length} h1`)
      const title = titles[0]
      const logo = header?.querySelector('a[href="/"]')
      if (title && !isHome) {
        counts.titles++
        const s = getComputedStyle(title)
        const problems: string[] = []
        if (s.fontSize !== expectedTitle.size || s.fontWeight !== expectedTitle.weight)
          problems.push(`font ${s.fontSize} ${s.fontWeight}, not ${expectedTitle.size} ${expectedTitle.weight}`)
        if (s.color !== frameText) problems.push(`colour ${s.color}`)
        const left = title.getBoundingClientRect().left
        const logoLeft = logo?.getBoundingClientRect().left
        if (logoLeft === undefined || Math.abs(left - logoLeft) > 1) problems.push(`left edge ${left}, the logo's ${logoLeft}`)
        let band: Element | null = title.parentElement
        while (band && !filled(getComputedStyle(band))) band = band.parentElement
        const bandStyle = band ? getComputedStyle(band) : null
        if (!band || !bandStyle || !`${bandStyle.backgroundColor} ${bandStyle.backgroundImage}`.includes(frame)) {
          problems.push('not on the dark band')
        } else {
          const bandBox = band.getBoundingClientRect()
          if (bandBox.left !== 0 || bandBox.width !== document.documentElement.clientWidth)
            problems.push(`band ${bandBox.left} + ${bandBox.width}`)
          const headerBottom = header?.getBoundingClientRect().bottom ?? 0
          if (Math.abs(bandBox.top + window.scrollY - headerBottom) > 1)
            problems.push(`band top ${bandBox.top}, header bottom ${headerBottom}`)
        }
        if (problems.length > 0) offenders.push(`title "${title.textContent}": ${problems.join(', ')}`)
      }
      return { offenders, counts }
    },
    { system: SYSTEM, isHome },
  )
}
