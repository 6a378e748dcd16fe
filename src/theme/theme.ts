import { createTheme, type ThemeOptions } from '@mui/material/styles'
import { palette } from './palette'
import { brand, fontWeight, payment, radius, space, type } from './tokens'

declare module '@mui/material/styles' {
  interface Palette {
    brand: Pick<typeof brand, 'night' | 'dusk' | 'sun' | 'green'>
    onDark: { primary: string; secondary: string }
    payment: typeof payment
  }
  interface PaletteOptions {
    brand?: Pick<typeof brand, 'night' | 'dusk' | 'sun' | 'green'>
    onDark?: { primary: string; secondary: string }
    payment?: typeof payment
  }
  interface TypeBackground {
    tint: string
  }
  interface Theme {
    space: typeof space
    radius: typeof radius
  }
  interface ThemeOptions {
    space?: typeof space
    radius?: typeof radius
  }
}

// Set by src/theme/fonts.css: the fallback first, Poppins once it is loaded (decision 0105).
const fontFamily = 'var(--sc-family)'

function variant(token: { size: string; line: number; weight: number }) {
  return { fontSize: token.size, lineHeight: token.line, fontWeight: token.weight }
}

// Only the tokens (and the colours MUI's Typography reads) become custom properties: MUI's own (shadows, z-indices, its components' colours,
// colour channels) would add about 2 KB of gzip to every page, and no static page reads them.
const VARIABLE_ROOTS = new Set(['palette', 'space', 'radius', 'font'])
const PALETTE_KEYS = new Set(['common', 'primary', 'secondary', 'background', 'text', 'divider', 'brand', 'onDark', 'payment'])
const STATUS_KEYS = new Set(['error', 'warning', 'info', 'success'])

function skipVariable(keys: string[]): boolean {
  const [root, group] = keys
  const leaf = keys[keys.length - 1] ?? ''
  if (!root || !VARIABLE_ROOTS.has(root)) return true
  if (root === 'font') return !['h1', 'h2', 'h3'].includes(group ?? '')
  if (root !== 'palette') return false
  if (STATUS_KEYS.has(group ?? '')) return leaf !== 'main'
  // Only what a stylesheet reads: primary's dark and contrast text, not the others'; no paper, no black,
  // no green yet (a stylesheet that needs it removes it here).
  return (
    !PALETTE_KEYS.has(group ?? '') ||
    /Channel$|^light$|^disabled$|^(on)?[bB]ackground$|^paper$|^black$|^green$/.test(leaf) ||
    ((leaf === 'dark' || leaf === 'contrastText') && group !== 'primary')
  )
}

/** The theme without its custom properties: for comparing MUI's computed values (live-ui.test.tsx). */
export const themeOptions = {
  palette,
  typography: {
    fontFamily,
    fontWeightRegular: fontWeight.regular,
    fontWeightMedium: fontWeight.bold,
    fontWeightBold: fontWeight.bold,
    h1: variant(type.h1),
    h2: variant(type.h2),
    h3: variant(type.h3),
    body1: variant(type.body),
    body2: variant(type.small),
  },
  shape: { borderRadius: 10 },
  space,
  radius,
  components: {
    // Ripple needs JavaScript that static pages do not ship; focus stays visible through CSS.
    MuiButtonBase: { defaultProps: { disableRipple: true } },
  },
} satisfies ThemeOptions

export const theme = createTheme({ ...themeOptions, cssVariables: { cssVarPrefix: 'sc', shouldSkipGeneratingVar: skipVariable } })
