// The colour pairs the design system uses (docs/design-system.md), held to WCAG 2.2 AA: 4.5:1 for
// text, 3:1 for focus rings and large text.
import { describe, expect, it } from 'vitest'
import { brand, surface } from './tokens'

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

describe('the tokens’ colour pairs', () => {
  it.each([
    ['body text on the page', surface.text, surface.page],
    ['secondary text on paper', surface.muted, surface.paper],
    ['secondary text on the page', surface.muted, surface.page],
    ['headings on the page', brand.indigo, surface.page],
    ['links on the page', brand.blue, surface.page],
    ['links on a tinted block', brand.blue, surface.tint],
    ['primary button text', surface.onDark, brand.blue],
    ['text on the dark frame', surface.onDark, brand.night],
    ['secondary text on the dark frame', surface.onDarkMuted, brand.night],
    ['sky (links, subtitle) on the dark frame', brand.sky, brand.night],
    ['dark-frame button text', brand.night, brand.sky],
    ['dates and countdown on dusk', brand.sun, brand.dusk],
  ])('%s reads at 4.5:1 or more', (_, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5)
  })

  it.each([
    ['focus ring on the page', brand.blue, surface.page],
    ['focus ring on the dark frame', brand.sun, brand.night],
    ['card border against the page is decorative; the button border against the page', brand.blue, surface.page],
  ])('%s stands out at 3:1 or more', (_, ring, background) => {
    expect(contrast(ring, background)).toBeGreaterThanOrEqual(3)
  })
})
