// The site's colours: the MUI theme's palette, and the web app manifest's theme colour (read at
// build time without loading MUI).
export const palette = {
  mode: 'light',
  primary: { main: '#0b3d6e', contrastText: '#ffffff' },
  secondary: { main: '#b34700', contrastText: '#ffffff' },
  background: { default: '#f6f7fb', paper: '#ffffff' },
  text: { primary: '#1a1a2e', secondary: '#3d4459' },
} as const
