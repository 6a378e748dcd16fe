import { brand, payment, surface } from './tokens'

// The MUI palette, from the tokens; the web app manifest's colours read it at build time without loading MUI.
export const palette = {
  mode: 'light',
  primary: { main: brand.blue, dark: brand.indigo, contrastText: surface.onDark },
  secondary: { main: brand.sky, contrastText: brand.night },
  background: { default: surface.page, paper: surface.paper, tint: surface.tint },
  text: { primary: surface.text, secondary: surface.muted },
  divider: surface.line,
  // blue, indigo and sky are primary.main, primary.dark and secondary.main: not repeated here.
  brand: { night: brand.night, dusk: brand.dusk, sun: brand.sun, green: brand.green },
  onDark: { primary: surface.onDark, secondary: surface.onDarkMuted },
  payment,
} as const
