import { colour } from './tokens'

// The MUI palette, from the tokens; the web app manifest's colours read it at build time without loading MUI.
export const palette = {
  mode: 'light',
  ...colour,
  // MUI's own slots, read by its components, not ours: its secondary colour and the printed page's background (CssBaseline).
  secondary: { main: colour.frame.accent, contrastText: colour.frame.background },
  common: { white: colour.background.paper },
} as const
