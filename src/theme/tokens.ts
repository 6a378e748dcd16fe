// The design tokens: every colour, type size, space and radius the site draws with, in one place.
// The MUI theme (theme.ts) is built from them with `cssVariables`, so each token is also a CSS custom
// property on :root (`--sc-palette-brand-night`, `--sc-space-4`, `--sc-radius-md`, `--sc-font-h1`) that the
// plain CSS of the HTML-only pages reads. docs/design-system.md shows what each one is for.

/** The congress's own colours, from the organisers' earlier site (its index.css). */
export const brand = {
  /** Header, hero and footer: the darkest navy. */
  night: '#050a30',
  /** Raised surfaces on the dark frame (menus, cards in the hero). */
  dusk: '#1f2641',
  /** Headings and strong text on light surfaces. */
  indigo: '#01126a',
  /** Primary buttons and links on light surfaces (white text on it: 12:1). */
  blue: '#12229d',
  /** Links, buttons and the logo's colour on the dark frame (on night: 8.6:1). */
  sky: '#5cb6f9',
  /** Dates and focus rings on the dark frame (on night: 10:1). Never text on white (1.9:1). */
  sun: '#f9b333',
  /** Paid, confirmed: as a fill behind dark text, never as text on white (2.3:1). */
  green: '#00bf8e',
} as const

/** Light surfaces where people read (everything between header and footer). */
export const surface = {
  page: '#f5f6fb',
  paper: '#ffffff',
  /** A tinted block on the page (the current day, a highlighted row). */
  tint: '#e9ecf8',
  /** Lines and card borders on the page. */
  line: '#d5d9e8',
  /** Body text on page and paper (15:1). */
  text: '#14172e',
  /** Secondary text on page and paper (8:1). */
  muted: '#454b66',
  /** Text on the dark frame. */
  onDark: '#ffffff',
  /** Secondary text on the dark frame (9:1 on night). */
  onDarkMuted: '#c9cde4',
} as const

/**
 * The registration platform's payment statuses, one fill each behind white text (each 6.5:1 or more):
 * paid, awaiting payment, processing, cancelled, rejected, free, expired. An unknown status is neutral.
 */
export const payment = {
  paid: '#1b5e20',
  awaiting: '#8a4100',
  processing: '#01579b',
  cancelled: '#37474f',
  rejected: '#b71c1c',
  free: '#4527a0',
  expired: '#880e4f',
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

/** Corner radii. */
export const radius = {
  sm: '6px',
  md: '10px',
  lg: '16px',
  pill: '999px',
} as const

// Poppins, self-hosted, 400 and 600 only; the families and their metric-matched fallback are in
// src/theme/fonts.css (the CSS custom property --sc-family), decision 0105.
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
