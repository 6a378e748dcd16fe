// The design tokens: every colour, type size, space, radius and shadow the site draws with, in one
// place, each colour named for what it is for, never for its hue. The MUI theme (theme.ts) is built
// from them with `cssVariables`, so each token is also a CSS custom property on :root that the plain
// CSS of the HTML-only pages reads: `colour.frame.highlight` is `--sc-palette-frame-highlight`,
// `space[4]` is `--sc-space-4`, `shadow.card` is `--sc-shadow-card`. No colour is written anywhere
// else in src/ (npm run check) but the countdown's confetti (confetti.ts); docs/design-system.md
// shows what each one is for.

/** `hex` (#rrggbb) at `opacity`, as CSS: a translucent version of a colour. */
function translucent(hex: string, opacity: number): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  return `rgb(${r} ${g} ${b} / ${opacity})`
}

/** The site's colour on the reading surfaces (the congress's blue, from the organisers' earlier site). */
const primary = {
  /** Links, primary buttons, focus rings and accents on the page (white on it: 12:1). */
  main: '#12229d',
  /** Headings on the page; a primary button under the pointer. */
  dark: '#01126a',
  /** Text on a primary fill. */
  contrastText: '#ffffff',
} as const

/** The dark frame around the reading surfaces: header, hero, page headers, footer. */
const frame = {
  /** Its background; also the browser's theme colour, the site icon's and the link previews'. */
  background: '#050a30',
  /** Raised things on it: submenus, countdown boxes, the footer, the gradients' end, tooltips. */
  raised: '#1f2641',
  /** Text on it, and on any dark fill (avatars' initials, the payment status) (on background: 19:1). */
  text: '#ffffff',
  /** Secondary text on it (on background: 12:1). */
  textMuted: '#c9cde4',
  /** Buttons, the subtitle and the current menu entry on it (on background: 8.7:1). */
  accent: '#5cb6f9',
  /** The congress's sun, its accent: the edition's dates, the countdown's digits, icons, focus rings (on background: 10.5:1). Never text on white (1.9:1). */
  highlight: '#f9b333',
  /** Lines on it (the footer's last row, the countdown's boxes). */
  line: 'rgb(255 255 255 / 0.2)',
  /** A menu entry under the pointer. */
  hover: 'rgb(255 255 255 / 0.12)',
} as const

/**
 * The colours by role. Each group is a group of the MUI palette (palette.ts), so a token's path is its
 * CSS variable's name: `colour.text.secondary` is `var(--sc-palette-text-secondary)`.
 */
export const colour = {
  primary,
  frame,
  /** The reading surfaces between header and footer. */
  background: {
    /** The page itself. */
    default: '#f5f6fb',
    /** Cards, boxes, fields and light buttons on the page; a logo's light plate on the frame. */
    paper: '#ffffff',
    /** A tinted block on the page (the current day, a highlighted row, an earlier edition's notice). */
    tint: '#e9ecf8',
  },
  text: {
    /** Body text on page and paper (16:1). */
    primary: '#14172e',
    /** Secondary text on page and paper (8:1); a field's border. */
    secondary: '#454b66',
  },
  /** Lines and card borders on the page. */
  divider: '#d5d9e8',
  /** Errors, warnings and payments (the live pages' alerts and fields, the offline notice, the receipt). */
  status: {
    /** An invalid field's border, the error alert's icon. */
    error: '#d32f2f',
    /** An error message on paper, a required field's mark (5.6:1). */
    errorText: '#c62828',
    errorSurface: '#fdeded',
    onErrorSurface: '#5f2120',
    /** The warning alert's icon. */
    warning: '#ed6c02',
    /** A notice to heed (offline, a warning alert); the room a link points at. */
    warningSurface: '#fff4e5',
    onWarningSurface: '#663c00',
    /** The border of a warning surface (3.4:1 on it): the room a link points at. */
    warningLine: '#b7791f',
  },
  /**
   * The registration platform's payment statuses on the receipts: one fill each behind white text
   * (6.5:1 or more). An unknown status is drawn neutral, with the text colours.
   */
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
export const space = {
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
  8: '4rem',
} as const

/**
 * The page's one column (docs/design-system.md): the header's bar, the page header's title and the
 * content below share its left edge, `space[4]` in from it; running text keeps to `measure` (about
 * 70 characters of Poppins a line) within it.
 */
export const layout = {
  page: '1200px',
  measure: '38rem',
} as const

/** Corner radii. */
export const radius = {
  sm: '6px',
  md: '10px',
  lg: '16px',
  pill: '999px',
} as const

// Poppins, self-hosted, 400 and 600 only; the families and their metric-matched fallback are in
// src/theme/fonts.css (the CSS custom property --sc-family), decision 0173.
export const fontWeight = { regular: 400, bold: 600 } as const

/** The type scale: size, line height, weight. Headings shrink on phones (clamp on the viewport). */
export const type = {
  display: { size: 'clamp(2.25rem, 1.5rem + 3.5vw, 3.5rem)', line: 1.1, weight: fontWeight.bold },
  h1: { size: 'clamp(1.75rem, 1.35rem + 1.8vw, 2.5rem)', line: 1.2, weight: fontWeight.bold },
  h2: { size: 'clamp(1.4rem, 1.2rem + 0.9vw, 1.85rem)', line: 1.25, weight: fontWeight.bold },
  h3: { size: '1.2rem', line: 1.35, weight: fontWeight.bold },
  body: { size: '1rem', line: 1.6, weight: fontWeight.regular },
  small: { size: '0.875rem', line: 1.5, weight: fontWeight.regular },
} as const
