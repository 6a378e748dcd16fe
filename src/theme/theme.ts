import { createTheme, type ThemeOptions } from '@mui/material/styles'
import { palette } from './palette'
import { colour, fontWeight, layout, radius, shadow, space, type } from './tokens'

// The options the theme takes beyond MUI's own (no code reads them back from the theme: only its CSS variables do).
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true
  }
  interface ThemeOptions {
    layout?: typeof layout
    space?: typeof space
    radius?: typeof radius
    shadow?: typeof shadow
  }
}

const variant = (token: { size: string; line: number; weight: number }) => ({
  fontSize: token.size,
  lineHeight: token.line,
  fontWeight: token.weight,
})

// Only the tokens become custom properties (MUI's own would add 2 KB of gzip a page), and the printed page's background.
const leaves = (tree: object, path = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' ? leaves(value as object, `${path}${key}.`) : [path + key]))
const PALETTE_VARIABLES = new Set(leaves({ ...colour, common: { white: palette.common.white } }))

function skipVariable([root, ...path]: string[]): boolean {
  if (root === 'palette') return !PALETTE_VARIABLES.has(path.join('.'))
  if (root === 'font') return !['h1', 'h2', 'h3'].includes(path[0] ?? '')
  return !['layout', 'space', 'radius', 'shadow'].includes(root ?? '')
}

/** The theme without its custom properties: for comparing MUI's computed values (live-ui.test.tsx). */
export const themeOptions = {
  palette,
  typography: {
    // Set by fonts.css: Poppins where it is there by the first frame, else its fallback (decision 0173).
    fontFamily: 'var(--sc-family)',
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
  layout,
  space,
  radius,
  shadow,
  // Ripple needs JavaScript that static pages do not ship; focus stays visible through CSS.
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
} satisfies ThemeOptions

export const theme = createTheme({ ...themeOptions, cssVariables: { cssVarPrefix: 'sc', shouldSkipGeneratingVar: skipVariable } })
