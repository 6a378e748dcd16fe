// Every colour (named for its role: docs/design-system.md), size, space, radius and shadow; theme.ts makes each a CSS
// variable (`colour.frame.highlight` is `--sc-palette-frame-highlight`). No colour is written elsewhere in src/.

/** `hex` (#rrggbb) at `opacity`, as CSS: a translucent version of a colour. */
function translucent(hex: string, opacity: number): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  return `rgb(${r} ${g} ${b} / ${opacity})`
}

/** The congress's blue, from the organisers' earlier site: the colour on the reading surfaces. */
const primary = { main: '#12229d', dark: '#01126a', contrastText: '#ffffff' } as const

/** The dark frame around the reading surfaces: header, hero, page headers, footer. */
const frame = {
  background: '#050a30',
  raised: '#1f2641',
  text: '#ffffff',
  textMuted: '#c9cde4',
  accent: '#5cb6f9',
  /** The congress's sun. Never text on white (1.9:1). */
  highlight: '#f9b333',
  line: 'rgb(255 255 255 / 0.2)',
  hover: 'rgb(255 255 255 / 0.12)',
} as const

/** The colours by role; each group is a group of the MUI palette (palette.ts), so a token's path is its variable's name. */
export const colour = {
  primary,
  frame,
  background: { default: '#f5f6fb', paper: '#ffffff', tint: '#e9ecf8' },
  text: { primary: '#14172e', secondary: '#454b66' },
  divider: '#d5d9e8',
  /** Errors and warnings: the live pages' alerts and fields, the offline notice, the room a link points at. */
  status: {
    error: '#d32f2f',
    errorText: '#c62828',
    errorSurface: '#fdeded',
    onErrorSurface: '#5f2120',
    warning: '#ed6c02',
    warningSurface: '#fff4e5',
    onWarningSurface: '#663c00',
    warningLine: '#b7791f',
  },
  /** The registration platform's payment statuses: a fill each behind white text; an unknown one is drawn neutral. */
  payment: {
    paid: '#1b5e20',
    awaiting: '#8a4100',
    processing: '#01579b',
    cancelled: '#37474f',
    rejected: '#b71c1c',
    free: '#4527a0',
    expired: '#880e4f',
  },
} as const

/** Shadows: a card lifted off the page, the header once the page scrolls under it, an open submenu. */
export const shadow = {
  card: `0 2px 8px ${translucent(primary.dark, 0.08)}`,
  header: '0 2px 12px rgb(0 0 0 / 0.35)',
  menu: '0 8px 20px rgb(0 0 0 / 0.3)',
} as const

/** Spacing steps (rem): margins, paddings and gaps use these and nothing in between. */
export const space = { 1: '0.25rem', 2: '0.5rem', 3: '0.75rem', 4: '1rem', 5: '1.5rem', 6: '2rem', 7: '3rem', 8: '4rem' } as const

/** The page's one column, `space[4]` in from its edge; running text keeps to `measure` (about 70 characters a line). */
export const layout = { page: '1200px', measure: '38rem' } as const

export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const

// Poppins, 400 and 600 only; the families and their metric-matched fallback are in fonts.css (decision 0173).
export const fontWeight = { regular: 400, bold: 600 } as const

/** The type scale: size, line height, weight. Headings shrink on phones (clamp on the viewport). */
export const type = {
  h1: { size: 'clamp(1.75rem, 1.35rem + 1.8vw, 2.5rem)', line: 1.2, weight: fontWeight.bold },
  h2: { size: 'clamp(1.4rem, 1.2rem + 0.9vw, 1.85rem)', line: 1.25, weight: fontWeight.bold },
  h3: { size: '1.2rem', line: 1.35, weight: fontWeight.bold },
  body: { size: '1rem', line: 1.6, weight: fontWeight.regular },
  small: { size: '0.875rem', line: 1.5, weight: fontWeight.regular },
} as const
