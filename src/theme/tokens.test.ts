// The colour pairs the design system uses (docs/design-system.md), held to WCAG 2.2 AA: 4.5:1 for
// text, 3:1 for focus rings and large text.
import { describe, expect, it } from 'vitest'
import { contrast } from '../../tests/support/contrast'
import { colour } from './tokens'

const { primary, frame, background, text, status } = colour

describe('the tokens’ colour pairs', () => {
  it.each([
    ['body text on the page', text.primary, background.default],
    ['body text on paper', text.primary, background.paper],
    ['secondary text on paper', text.secondary, background.paper],
    ['secondary text on the page', text.secondary, background.default],
    ['headings on the page', primary.dark, background.default],
    ['links on the page', primary.main, background.default],
    ['links on paper', primary.main, background.paper],
    ['links on a tinted block', primary.main, background.tint],
    ['primary button text', primary.contrastText, primary.main],
    ['text on the dark frame', frame.text, frame.background],
    ['text on raised things of the frame (submenus, tooltips)', frame.text, frame.raised],
    ['secondary text on the dark frame', frame.textMuted, frame.background],
    ['accent (buttons, subtitle) on the dark frame', frame.accent, frame.background],
    ['dark-frame button text', frame.background, frame.accent],
    ['the sun accent: dates on the dark frame', frame.highlight, frame.background],
    ['dates and countdown on raised boxes and the hero gradient’s end', frame.highlight, frame.raised],
    ['an error message on paper', status.errorText, background.paper],
    ['an error alert', status.onErrorSurface, status.errorSurface],
    ['a warning alert', status.onWarningSurface, status.warningSurface],
    ['body text in a notice to heed', text.primary, status.warningSurface],
    ...Object.entries(colour.payment).map(([kind, fill]) => [`payment ${kind}`, frame.text, fill] as [string, string, string]),
    ['an unknown payment status', text.primary, background.default],
  ])('%s reads at 4.5:1 or more', (_, foreground, back) => {
    expect(contrast(foreground, back)).toBeGreaterThanOrEqual(4.5)
  })

  it.each([
    ['focus ring on the page', primary.main, background.default],
    ['focus ring on the dark frame', frame.highlight, frame.background],
    ['the button border against the page', primary.main, background.default],
    ['an invalid field’s border on paper', status.error, background.paper],
    ['a field’s border on paper', text.secondary, background.paper],
    ['the border of a warning surface', status.warningLine, status.warningSurface],
  ])('%s stands out at 3:1 or more', (_, ring, back) => {
    expect(contrast(ring, back)).toBeGreaterThanOrEqual(3)
  })
})
